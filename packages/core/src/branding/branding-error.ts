import type { TBrandingFailureReason } from "@parlo/validators";

/** Why a website's branding could not be read (the onboarding shows one message for all). */
export class BrandingError extends Error {
  override readonly name = "BrandingError";
  constructor(
    readonly reason: TBrandingFailureReason,
    message: string,
  ) {
    super(message);
  }
}
