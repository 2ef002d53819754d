export * from "./connect-pricing";
export * from "./agency-billing-messages";
export * from "./org-billing-ranges";
export * from "./agency-plans";
export * from "./agency-billing-procedures";
export * from "./org-billing-procedures";
