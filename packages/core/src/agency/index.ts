export { getAgency } from "./get-agency";
export { saveAgency } from "./save-agency";
export { toAgency, parseAgencyTheme } from "./to-agency";
export { whitelabelAccess } from "./whitelabel-access";
export { activateWhitelabelTrial } from "./activate-whitelabel-trial";
export { agencyMagicLink, getAgencyAdminLink, regenerateAgencySecret, verifyAgencySecret } from "./agency-admin-link";
export { resolveGoogleFont } from "./google-fonts";
export { sanitizeCustomCss } from "./sanitize-custom-css";
export * from "./domains";
