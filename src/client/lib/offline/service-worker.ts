import { Workbox } from "workbox-window";
import { notify } from "../notify";

/**
 * Registers Bloom's service worker (src/client/sw.ts), after the page's first paint so it costs
 * the first screen nothing. A new version installs in the background and waits: she is told
 * "A new version is ready" with a Reload button, and the page reloads once the new worker is in
 * charge, never halfway through something she is typing.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    notify.action("A new version is ready", "Reload", () => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register().catch((error: unknown) => console.error("Service worker not registered", error));
}
