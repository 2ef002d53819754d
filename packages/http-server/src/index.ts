export { clientAddressOf } from "./client-address";
export { requestClientAddress, runWithRequestFacts } from "./request-address";
export { registerDirectRoute, type DirectRoute } from "./direct-routes";
