export { BrandingError } from "./branding-error";
export { BRANDING_MAX_BYTES, BRANDING_TIMEOUT_MS, getBrandingInfo, websiteCandidates } from "./get-branding-info";
export { detectBrand, type BrandSources } from "./detect-brand";
