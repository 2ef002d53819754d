export { DomainError, type DomainErrorCode } from "./errors";
export type { CoreDeps, MailSender } from "./deps";
export { consumeRateLimit, type RateLimit } from "./rate-limit/consume-rate-limit";
export { findUserByEmail } from "./auth/find-user-by-email";
export { requestSignInCode } from "./auth/request-sign-in-code";
export { verifySignInCode, type SignedInUser } from "./auth/verify-sign-in-code";
export { getSessionUser } from "./auth/get-session-user";
export { listWorkspaces } from "./workspace/list-workspaces";
export { getMembership } from "./workspace/get-membership";
export { findWorkspaceBySecret } from "./workspace/find-workspace-by-secret";
export { toWorkspaceSummary } from "./workspace/to-workspace-summary";
export { createWorkspace } from "./workspace/create-workspace";
export { selectWorkspace } from "./workspace/select-workspace";
export { updateWorkspace } from "./workspace/update-workspace";
export { deleteWorkspace } from "./workspace/delete-workspace";
export { listMembers } from "./workspace/list-members";
export { inviteMember } from "./workspace/invite-member";
export { previewInvitation, acceptInvitation } from "./workspace/accept-invitation";
export { removeMember, revokeInvitation } from "./workspace/remove-member";
export { getWorkspaceSecret, regenerateWorkspaceSecret } from "./workspace/workspace-secret";
export { seatLimit } from "./workspace/seat-limit";
export { findAgentBySecret } from "./agent/find-agent-by-secret";
export { listAgents } from "./agent/list-agents";
export { locateAgent } from "./agent/locate-agent";
export { getAgent } from "./agent/get-agent";
export { starAgent, deleteAgent, publishAgent, getAgentSecret, regenerateAgentSecret } from "./agent/manage-agent";
export { isSameAgentDocument, toAgentDocument } from "./agent/agent-document";
export { createAgent } from "./agent/create-agent";
export { checkUpload, UPLOAD_MESSAGES, type UploadCheck } from "./upload/check-upload";
export { randomFileName, RANDOM_FILE_NAME_LENGTH } from "./upload/random-file-name";
export { sniffImage, imageKindOfExtension, type ImageKind } from "./upload/sniff-image";
export { isSafeStoragePath, isSafeContentType, type FileStorage, type StoredFile } from "./upload/file-storage";
export { createLocalStorage } from "./upload/local-storage";
export {
  IMAGE_ACCEPT,
  IMAGE_MAX_SIZE_MB,
  UPLOAD_CACHE_CONTROL,
  CONTENT_TYPES,
  contentTypeFor,
  fileExtension,
} from "./upload/upload-rules";
