import { AGENCY_MESSAGES } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { serverFieldError } from "./server-field-error";

describe("serverFieldError", () => {
  it("puts the font refusal on the font field", () => {
    expect(serverFieldError(AGENCY_MESSAGES.fontInvalid)).toEqual({
      path: "googleFont",
      message: AGENCY_MESSAGES.fontInvalid,
    });
  });

  it("reads the field of a refused input, with or without the procedure's agency prefix", () => {
    expect(serverFieldError(`agency.supportEmail: ${AGENCY_MESSAGES.email}`)).toEqual({
      path: "supportEmail",
      message: AGENCY_MESSAGES.email,
    });
    expect(serverFieldError(`agency.customTabs.1.href: ${AGENCY_MESSAGES.tabHrefReserved}`)).toEqual({
      path: "customTabs.1.href",
      message: AGENCY_MESSAGES.tabHrefReserved,
    });
    expect(serverFieldError(`googleFont: ${AGENCY_MESSAGES.fontInvalid}`)?.path).toBe("googleFont");
  });

  it("names no field for other refusals", () => {
    expect(serverFieldError("Workspace not found")).toBeNull();
    expect(serverFieldError("workspaceId: Required")).toBeNull();
    expect(serverFieldError("Something went wrong on our side. Please try again.")).toBeNull();
  });
});
