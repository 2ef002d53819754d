const KEY = "notifications-browser-alerts";

/** Whether this browser shows notifications as system alerts (the panel's switch, and the permission). */
export function browserAlertsOn(): boolean {
  return (
    typeof Notification !== "undefined" &&
    Notification.permission === "granted" &&
    window.localStorage.getItem(KEY) === "1"
  );
}

/** Turns the system alerts on (asking the browser's permission) or off; answers whether they are on. */
export async function setBrowserAlerts(on: boolean): Promise<boolean> {
  if (!on || typeof Notification === "undefined") {
    window.localStorage.setItem(KEY, "0");
    return false;
  }
  const permission =
    Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  window.localStorage.setItem(KEY, permission === "granted" ? "1" : "0");
  return permission === "granted";
}
