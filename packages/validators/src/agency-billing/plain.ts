/** Client billing's zod-free pieces, for first-load code (`@parlo/validators/agency-billing-plain`). */
export * from "./connect-pricing";
export * from "./agency-billing-messages";
export * from "./org-billing-ranges";
export * from "./org-auto-recharge-settings";
