export { DomainError, secondsLeftInWindow, type DomainErrorCode } from "./errors";
export type { CoreDeps, MailSender } from "./deps";
export { consumeRateLimit, type RateLimit } from "./rate-limit/consume-rate-limit";
export { findUserByEmail } from "./auth/find-user-by-email";
export { requestSignInCode } from "./auth/request-sign-in-code";
export { verifySignInCode, type SignedInUser } from "./auth/verify-sign-in-code";
export { getSessionUser } from "./auth/get-session-user";
export { createAccount } from "./auth/create-account";
export { mintSignInToken } from "./auth/mint-sign-in-token";
export { signInWithToken } from "./auth/sign-in-with-token";
export {
  startAuthSession,
  isAuthSessionActive,
  endAuthSession,
  endAllAuthSessions,
  SESSION_CHECK_TTL_MS,
} from "./auth/auth-sessions";
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
export { setMemberPermissions } from "./workspace/set-member-permissions";
export { getWorkspaceSecret, regenerateWorkspaceSecret } from "./workspace/workspace-secret";
export { seatLimit } from "./workspace/seat-limit";
export { findAgentBySecret } from "./agent/find-agent-by-secret";
export { listAgents } from "./agent/list-agents";
export { locateAgent } from "./agent/locate-agent";
export { getAgent } from "./agent/get-agent";
export { starAgent, deleteAgent } from "./agent/manage-agent";
export { revealAgentSecret, regenerateAgentSecret, rotateAgentSecrets } from "./agent/agent-secret";
export { publishAgent } from "./agent/publish-agent";
export { saveAgentBackup } from "./agent/save-agent-backup";
export { updateAgent } from "./agent/update-agent";
export { getAgentSettings } from "./agent/get-agent-settings";
export { listAgentVersions } from "./agent/list-agent-versions";
export { restoreAgentVersion } from "./agent/restore-agent-version";
export { exportAgentTemplate, templateFileName } from "./agent/export-agent-template";
export { convertAgentTemplateToAgent } from "./agent/convert-agent-template";
export { AGENT_TEMPLATES, findTemplate } from "./agent/templates";
export { mergeSettings } from "./agent/merge-settings";
export { isSameAgentDocument, toAgentDocument } from "./agent/agent-document";
export { createAgent, newAgentDocument } from "./agent/create-agent";
export { checkUpload, UPLOAD_MESSAGES, type UploadCheck } from "./upload/check-upload";
export { readImageSize } from "./upload/read-image-size";
export { randomFileName, RANDOM_FILE_NAME_LENGTH } from "./upload/random-file-name";
export { sniffImage, imageKindOfExtension, type ImageKind } from "./upload/sniff-image";
export { isSafeStoragePath, isSafeContentType, type FileStorage, type StoredFile } from "./upload/file-storage";
export { createLocalStorage } from "./upload/local-storage";
export { publicUploadPath } from "./upload/public-upload-path";
export { confineTargetPath, type TargetPathCheck } from "./upload/confine-target-path";
export { uploadBase64File } from "./upload/upload-base64-file";
export { createS3Storage, type S3StorageConfig } from "./upload/s3-storage";
export {
  IMAGE_ACCEPT,
  IMAGE_MAX_SIZE_MB,
  UPLOAD_CACHE_CONTROL,
  CONTENT_TYPES,
  contentTypeFor,
  fileExtension,
  KNOWLEDGE_UPLOAD_ACCEPT,
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  checkKnowledgeUpload,
} from "./upload/upload-rules";
export {
  ModelProviderError,
  type ModelProvider,
  type ModelRequest,
  type ModelReply,
  type ModelMessage,
  type ModelToolDefinition,
  type ModelToolResult,
  type ModelToolCallRecord,
} from "./model/model-provider";
export { guardedFetch, GUARDED_FETCH_DEFAULTS, type FetchGuardConfig, type GuardedResponse } from "./net/ssrf-guard";
export { SsrfBlockedError, FetchLimitError, FetchNetworkError } from "./net/fetch-errors";
export { parseAllowedHosts, isAllowedHost, type AllowedHost } from "./net/allowed-hosts";
export { blockedAddressKind, isPublicAddress } from "./net/ip-ranges";
export { callAgentTool, TOOL_SECRET_HEADER, TOOL_CALL_TIMEOUT_MS } from "./tools/call-agent-tool";
export { toolDefinitions, assignedTools, sanitizeToolName } from "./tools/tool-definitions";
export { agentToolbox } from "./tools/agent-toolbox";
export { logToolCall, shortenForLog, type ToolCallLogEntry } from "./tools/log-tool-call";
export { listRecentToolCalls } from "./tools/list-recent-tool-calls";
export * from "./knowledge/sources";
export { createModelProvider, OPENAI_DEFAULT_BASE_URL, type ModelConfig } from "./model/create-model-provider";
export { createOfflineProvider } from "./model/offline-provider";
export {
  createOpenAiCompatibleProvider,
  MAX_TOOL_ROUNDS,
  type OpenAiCompatibleConfig,
} from "./model/openai-compatible-provider";
export {
  createVoiceflowProvider,
  VOICEFLOW_DEFAULT_RUNTIME_URL,
  VOICEFLOW_MODEL,
  type VoiceflowProviderConfig,
} from "./model/voiceflow-provider";
export { providerForAgent, type VoiceflowRuntimeConfig } from "./model/provider-for-agent";
export { generateCss } from "./css-assistant/generate-css";
export { extractCss } from "./css-assistant/extract-css";
export { cssSystemPrompt } from "./css-assistant/css-prompt";
export { startConversation } from "./runtime/start-conversation";
export { visitorGeoFrom, type VisitorGeo } from "./runtime/visitor-geo";
export { sendMessage, VISITOR_RATE_LIMIT, AGENT_RATE_LIMIT } from "./runtime/send-message";
export { listConversationMessages } from "./runtime/list-conversation-messages";
export { findConversation, type ConversationAccess } from "./runtime/find-conversation";
export { readStoredAnswer } from "./runtime/read-stored-answer";
export { creditsForAnswer } from "./runtime/credit-price";
export { offlineAnswer, OFFLINE_REPLIES } from "./model/offline-answer";
export { asksForPerson, isGreeting } from "./model/offline-phrases";
export { loadRuntimeAgent } from "./runtime/load-runtime-agent";
export { loadDraftRuntimeAgent } from "./runtime/draft-runtime-agent";
export { toRuntimeAgent } from "./runtime/to-runtime-agent";
export {
  listConversations,
  getConversation,
  exportConversations,
  csvCell,
  transcriptCsv,
  transcriptFileName,
  setConversationStatus,
  replyAsHuman,
  handoffQueue,
} from "./conversations";
export { HANDOFF_RATE_LIMIT, requestHandoff, takeHandoffRequest } from "./runtime/request-handoff";
export { isTeamOnline, withTeamPresence, setMemberOnline, memberOnline } from "./workspace/team-presence";
export { analyticsSummary, fillDays, type DayCounts } from "./analytics";
export {
  submitLead,
  LeadAnswersError,
  listLeads,
  exportLeads,
  deleteLead,
  splitLeadAnswers,
  leadsCsv,
  leadsFileName,
  LEAD_VISITOR_RATE_LIMIT,
} from "./leads";
export {
  searchKnowledge,
  createEmbeddingsClient,
  createEmbedder,
  embedPendingChunks,
  EmbeddingsError,
  hasPgvector,
  loadKnowledgeStats,
  forgetKnowledgeStats,
  DEFAULT_TOP_CHUNKS,
  DEFAULT_MAX_CHARS,
  type KnowledgePassage,
  type KnowledgeSearchMethod,
  type KnowledgeSearchResult,
  type EmbeddingsClient,
  type EmbeddingsConfig,
  type EmbedChunks,
} from "./knowledge/retrieval";
export { KNOWLEDGE_INSTRUCTIONS } from "./runtime/build-model-request";
export { DEFAULT_IF_KNOWS_THRESHOLD, sourcesOf } from "./runtime/turn-knowledge";
export {
  crawlSite,
  CRAWL_DEFAULT_CONCURRENCY,
  type CrawlSite,
  type CrawlSiteOptions,
  type CrawlSiteResult,
  type CrawlPage,
  type CrawlProgress,
} from "./knowledge/crawl/crawl-site";
export { CRAWLER_USER_AGENT } from "./knowledge/crawl/user-agent";
export { KnowledgeError } from "./knowledge/knowledge-error";
export { extractDocument } from "./knowledge/extract/extract-document";
export { htmlToText } from "./knowledge/extract/html-to-text";
export { chunkText, type TextChunk } from "./knowledge/chunk-text";
export { contentHash } from "./knowledge/content-hash";
export { storePage, type StorePageResult } from "./knowledge/store-page";
export { removePages } from "./knowledge/remove-pages";
export { checkKnowledgeCharLimit } from "./knowledge/char-limit";
export { readWebPage } from "./knowledge/read-web-page";
export {
  ingestSource,
  type IngestSourceOptions,
  type IngestSourceResult,
  type KnowledgeChanges,
} from "./knowledge/ingest-source";
export {
  createJobQueue,
  queueKnowledgeJob,
  knowledgeEnqueuer,
  startKnowledgeWorker,
  queueDueRefreshes,
  KNOWLEDGE_INGEST_QUEUE,
  KNOWLEDGE_REFRESH_DUE_QUEUE,
  ZKnowledgeJobPayload,
  type JobQueue,
  type JobQueueOptions,
  type KnowledgeWorker,
  type KnowledgeWorkerOptions,
  type TKnowledgeJobPayload,
} from "./jobs";
export { writeWorkspaceLog, type WorkspaceLogEntry } from "./workspace/write-workspace-log";
export { createPersonalizedAgent } from "./onboarding/create-personalized-agent";
export { writeAgentIntro } from "./onboarding/write-agent-intro";
export { templatedIntro, type AgentIntro } from "./onboarding/templated-intro";
export { siteUrlFor } from "./onboarding/site-url-for";
export {
  BrandingError,
  BRANDING_TIMEOUT_MS,
  detectBrand,
  getBrandingInfo,
  websiteCandidates,
  type BrandSources,
} from "./branding";
export * from "./billing";
export * from "./agency-billing";
export * from "./events";
export {
  queueWorkspaceEvent,
  workspaceEventEnqueuer,
  startWorkspaceEventWorker,
  WORKSPACE_EVENT_QUEUE,
  WORKSPACE_EVENT_RETRY,
  type WorkspaceEventRetryOptions,
  type WorkspaceEventWorker,
  type WorkspaceEventWorkerOptions,
} from "./jobs";
export * from "./agency";
export * from "./agency/email-domain";
export { createDnsResolver, dnsName } from "./net/dns-resolver";
export {
  startAgencyDomainWorker,
  AGENCY_DOMAIN_CHECKS_QUEUE,
  type AgencyDomainWorker,
  type AgencyDomainWorkerOptions,
} from "./jobs";
export { sendDueDnsReminders, type DnsReminderRun } from "./agency/domains/send-due-dns-reminders";
export { recheckVerifiedDomains, type DomainRecheckRun } from "./agency/domains/recheck-verified-domains";
export * from "./client-auth";
export * from "./clients";
export { portalAgentGrant, type PortalAgentGrant, type PortalAgentViewer } from "./agency/portal/portal-agent-access";
export { getPortalAccount, updatePortalAccount } from "./agency/portal/portal-account";
export { setClientStatus } from "./agency/portal/client-status";
export { sendClientFeedback } from "./agency/portal/client-feedback";
export {
  completeClientOnboarding,
  createClientOnboardingAgent,
  getClientOnboarding,
  saveClientOnboarding,
} from "./agency/portal/client-onboarding";
export { getPortalOrg, updatePortalOrg, addPortalOrgUser } from "./agency/portal/portal-org";
export { createPortalAgent } from "./agency/portal/create-portal-agent";
export type { PortalClientScope } from "./agency/portal/portal-client-scope";
export * from "./agency/custom-tabs";
export * from "./notifications";
export * from "./push";
