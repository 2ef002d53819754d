export { notificationRecipients, type NotificationRecipient, type NotificationTarget } from "./notification-recipients";
export { notifyEvent, writeNotifications, type NotificationSignal } from "./notify";
export { listNotifications, markNotifications } from "./list-notifications";
export {
  notificationHubFor,
  startNotificationHub,
  stopNotificationHubFor,
  type NotificationHub,
} from "./notification-hub";
export { notificationStreamResponse } from "./notification-stream";
