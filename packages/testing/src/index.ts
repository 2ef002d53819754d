export { createTestDeps } from "./test-deps";
export { readSignInCode } from "./read-code";
export {
  startModelStandIn,
  STAND_IN_REPLY,
  STAND_IN_USAGE,
  type ModelStandIn,
  type StandInRequest,
} from "./model-stand-in";
export { startCompanySite, type CompanySite, type CompanySiteVariant } from "./company-site";
export { NORTHWIND } from "./company-site-pages";
export { solidPng } from "./solid-png";
export { startS3StandIn, type S3StandIn, type S3StandInOptions } from "./s3-stand-in";
export * from "./stripe";
export { startEventReceiver, type ReceivedEvent } from "./event-receiver";
export { verifyStandardWebhook, type StandardWebhookDelivery } from "./verify-standard-webhook";
export { startHostSite, type HostSite, type HostSiteOptions } from "./host-site";
export { startFetchHandlerServer, type FetchHandlerInfo, type FetchHandlerServer } from "./fetch-handler-server";
export { BRAND_SITE_ORIGIN, brandSiteNames, oversizedStylesheet, readBrandSite, type BrandSite } from "./brand-sites";
