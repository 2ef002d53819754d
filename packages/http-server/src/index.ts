export { clientAddressOf } from "./client-address";
export { requestClientAddress, runWithRequestFacts } from "./request-address";
