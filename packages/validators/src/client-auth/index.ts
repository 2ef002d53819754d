export * from "./client-auth-messages";
export * from "./client-auth-schemas";
