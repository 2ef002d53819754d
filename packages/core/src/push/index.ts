export { checkPushEndpoint } from "./push-endpoint";
export { deliverPush, type PushNotification } from "./deliver-push";
export { pushPayload } from "./push-payload";
export { pushRegions, removePushSubscription, savePushSubscription } from "./push-subscriptions";
export { schedulePush, type PushDeps } from "./schedule-push";
export { loadOrCreateVapidKeys, platformVapidKeys, pushPublicKey } from "./vapid-keys";
export { webPushConfig, type PushDeliveryReport, type VapidKeys, type WebPushConfig } from "./web-push-config";
