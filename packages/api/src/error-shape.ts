import { DomainError } from "@parlo/core";
import type { TRPCDefaultErrorShape, TRPCError } from "@trpc/server";
import { describeSettingsError } from "@parlo/validators";
import { ZodError } from "zod";

/** What a caller reads when a call fails for a reason it cannot act on (the server logs the details). */
export const UNEXPECTED_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * The error answer of every procedure: the code, the HTTP status and the path, never a stack trace.
 * A refused input reads as one line naming the field ("vg_temperature: Temperature is between 0
 * and 2."); an unexpected failure (anything but core's DomainError) shows a fixed message instead
 * of its own, which may name files, queries or hosts of the server.
 */
export function shapeError(shape: TRPCDefaultErrorShape, error: TRPCError): TRPCDefaultErrorShape {
  const { code, httpStatus, path } = shape.data;
  const data = path === undefined ? { code, httpStatus } : { code, httpStatus, path };
  let message = shape.message;
  if (error.cause instanceof ZodError) message = describeSettingsError(error.cause);
  else if (code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof DomainError))
    message = UNEXPECTED_ERROR_MESSAGE;
  return { ...shape, message, data };
}
