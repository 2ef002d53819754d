export * from "./domain-rules";
export * from "./host";
