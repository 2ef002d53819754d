export * from "./env";
export * from "./region";
export * from "./auth";
export * from "./workspace";
export * from "./workspace-messages";
export * from "./agent";
