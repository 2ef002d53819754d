export * from "./agency-constants";
export * from "./agency-messages";
export * from "./agency-fields";
export * from "./agency-procedures";
export * from "./google-font-url";
export * from "./agency-email-domain-messages";
export * from "./agency-domain-messages";
export * from "./agency-domain-procedures";
