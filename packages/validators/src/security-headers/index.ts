export * from "./content-security-policy";
export * from "./security-headers";
export * from "./stripe-csp-sources";
