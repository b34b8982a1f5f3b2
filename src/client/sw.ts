/// <reference lib="webworker" />
// Bloom's service worker, built by vite-plugin-pwa (`injectManifest`): Workbox precaches the app
// shell and every route chunk, so an installed Bloom opens without a signal. It never caches an
// API answer: what she last saw offline comes from her own store in IndexedDB, shown with the time
// it was synced (src/client/lib/offline). Pages come from the network first; only when there is
// none does the precached shell answer, and the app draws her last-synced data into it.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
// A new version's precache replaces the old one's (the file names carry their content hashes).
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
    // A shared link's page (/s/…) is the server's alone: never answered from the app shell.
    { denylist: [/^\/api\//, /^\/s\//] },
  ),
);

// A new version waits until she agrees to reload ("A new version is ready — Reload"), so a page
// never runs half old code and half new.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

/** What the server sends in a reminder's push (src/server/features/reminders). */
interface ReminderPush {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

self.addEventListener("push", (event) => {
  let data: ReminderPush;
  try {
    data = event.data?.json() as ReminderPush;
  } catch {
    return;
  }
  if (!data?.title) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: data.tag,
      data: { url: data.url },
    }),
  );
});

// A tap opens the screen the reminder is about, in an open Bloom window if there is one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: string } | null)?.url ?? "/dashboard";
  const url = new URL(raw, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows[0] as WindowClient | undefined;
      if (open) {
        await open.focus();
        await open.navigate(url.href);
      } else {
        await self.clients.openWindow(url.href);
      }
    })(),
  );
});
