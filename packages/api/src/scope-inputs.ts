export { ZAgentScopeInput, ZWorkspaceScopeInput } from "@parlo/validators";
