// The Web Push service worker of the dashboard and the client portal (registered at /push-sw.js by
// the notification panel's "Browser notifications" switch). One source: this file, copied to each
// app's public/ by `pnpm push-worker` (a unit test fails when a copy differs). It shows each push
// as a system notification and opens the notification's page when it is clicked. No fetch handler:
// it never sits between the app and the network.

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** A path of this app (never another origin: a push names where to go, not what to load). */
function pathOf(value) {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : "New notification";
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    data: { url: pathOf(data.url) },
  };
  // the bell's own alert for the same notification carries the same tag: shown once
  if (typeof data.tag === "string" && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(pathOf(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // a tab already there is focused; else a tab of the app goes there; else a new window opens
      const there = windows.find((client) => client.url === target.href);
      if (there) return there.focus();
      for (const client of windows) {
        if (new URL(client.url).origin !== target.origin) continue;
        try {
          const focused = await client.focus();
          return await focused.navigate(target.href);
        } catch {
          // a tab this worker does not control cannot be navigated from here
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
