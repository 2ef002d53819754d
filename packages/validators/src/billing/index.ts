export * from "./billing-messages";
export * from "./currency-profile";
export * from "./plan-catalogue";
export * from "./pricing-breakdown";
export * from "./pricing-calculator";
export * from "./billing-procedures";
