export * from "./env";
export * from "./region";
export * from "./auth";
export * from "./workspace";
export * from "./agent";
