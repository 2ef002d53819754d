export { createTestDeps } from "./test-deps";
export { readSignInCode } from "./read-code";
export {
  asAgentKey,
  asUser,
  callerFor,
  refusal,
  type AgentKeyActor,
  type TrpcRefusal,
  type UserActor,
  asPortalClient,
  type PortalClientActor,
} from "./router-callers";
export {
  startModelStandIn,
  STAND_IN_REPLY,
  STAND_IN_USAGE,
  type ModelStandIn,
  type StandInRequest,
} from "./model-stand-in";
export { startCompanySite, type CompanySite, type CompanySiteVariant } from "./company-site";
export { NORTHWIND } from "./company-site-pages";
export { startBikeShopSite, type BikeShopSite, type BikeShopSiteOptions } from "./bike-shop-site";
export { buildDocx, buildPdf, type DocxBlock } from "./build-documents";
export { OUTDOOR_SHOP_KNOWLEDGE, type KnowledgeChunkText } from "./outdoor-shop-knowledge";
export { insertTestKnowledge } from "./insert-test-knowledge";
export { createTestAgency } from "./test-agency";
export { connectTestAgency } from "./connected-test-agency";
export { startEmbeddingsStandIn, type EmbeddingsRequest, type EmbeddingsStandIn } from "./embeddings-stand-in";
export {
  scriptedModelProvider,
  type ScriptedModelProvider,
  type ScriptedModelReply,
  type ScriptedModelRequest,
} from "./scripted-model-provider";
export { solidPng } from "./solid-png";
export { startDnsStandIn, type DnsStandIn, type DnsStandInRecords } from "./dns-stand-in";
export {
  dnsStandInClient,
  startDnsStandInControl,
  type DnsStandInClient,
  type DnsStandInControl,
} from "./dns-stand-in-control";
export { startFontsStandIn, type FontsStandIn } from "./fonts-stand-in";
export { greyJpeg } from "./grey-jpeg";
export { startS3StandIn, type S3StandIn, type S3StandInOptions } from "./s3-stand-in";
export * from "./stripe";
export { startEventReceiver, type ReceivedEvent } from "./event-receiver";
export { verifyStandardWebhook, type StandardWebhookDelivery } from "./verify-standard-webhook";
export { startHostSite, type HostSite, type HostSiteOptions } from "./host-site";
export { startFetchHandlerServer, type FetchHandlerInfo, type FetchHandlerServer } from "./fetch-handler-server";
export { BRAND_SITE_ORIGIN, brandSiteNames, oversizedStylesheet, readBrandSite, type BrandSite } from "./brand-sites";
export { CUSTOM_TAB_PROBE_JS, agencyFormWithTabs, probeCustomTab } from "./custom-tab-probe";
export {
  startEmailApiStandIn,
  EMAIL_API_STAND_IN_KEY,
  type EmailApiStandIn,
  type StandInDomain,
  type StandInDomainRecord,
  type StandInDomainStatus,
} from "./email-api-stand-in";
export { createIsolatedDatabases, type IsolatedDatabases } from "./isolated-databases";
export { mailboxMessagesTo } from "./mailbox-messages";
export {
  pushServiceStandInClient,
  startPushServiceStandIn,
  type PushServiceStandIn,
  type ReceivedPush,
  type StandInPushSubscription,
} from "./push-service-stand-in";
export {
  decryptPushBody,
  parseVapidAuthorization,
  PushRequestRefused,
  verifyVapidAuthorization,
  type SubscriptionSecrets,
  type VapidClaims,
} from "./web-push-verify";
