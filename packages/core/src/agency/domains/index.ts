export * from "./agency-host-resolver";
export * from "./portal-domains-config";
