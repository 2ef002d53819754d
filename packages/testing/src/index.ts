export { createTestDeps } from "./test-deps";
export { readSignInCode } from "./read-code";
export {
  startModelStandIn,
  STAND_IN_REPLY,
  STAND_IN_USAGE,
  type ModelStandIn,
  type StandInRequest,
} from "./model-stand-in";
