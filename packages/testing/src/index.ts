export { createTestDeps } from "./test-deps";
export { readSignInCode } from "./read-code";
