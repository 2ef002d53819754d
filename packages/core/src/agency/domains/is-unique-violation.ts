import { Prisma } from "@parlo/db";

/** A write refused by a unique index (two agencies claiming one domain at once). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
