export * from "./client-messages";
export * from "./client-pages";
export * from "./agency-client-settings";
export * from "./org-fields";
export * from "./client-fields";
export * from "./client-procedures";
export * from "./portal-account";
export * from "./org-credits";
