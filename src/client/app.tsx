import { StrictMode, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { startSession } from "./features/auth";
import { APP_READY_MARK } from "./lib/app-ready";
import { AppRoutes, preloadRoute } from "./router";

function MarkReady() {
  useEffect(() => {
    performance.mark(APP_READY_MARK);
  }, []);
  return null;
}

/** How long her page's frame may wait for the page's code and her session before the app renders anyway. */
const FRAME_WAIT_MS = 5000;
/** The service worker installs this long after the load event, in an idle moment (at most SW_IDLE_WAIT_MS more). */
const SW_AFTER_LOAD_MS = 4000;
const SW_IDLE_WAIT_MS = 4000;

/**
 * Starts Bloom in `container`: at once a signed-in page's chunks and queries and the session,
 * then the first render.
 */
export function startApp(container: HTMLElement): void {
  // A visitor (the server saw no session cookie) is only asked for her session: the signed-in
  // page's data and her account would be refused, and she is on her way to the login page.
  const visitor = container.dataset.visitor !== undefined;
  const pageReady = visitor ? null : preloadRoute(window.location.pathname);
  const sessionReady = startSession(pageReady !== null);
  // A transition: React renders in slices and lets the browser breathe in between, instead of one
  // long task that would hold up her first tap. The first commit replaces the server's frame.
  const render = () => startTransition(() => createRoot(container).render(app));
  if (container.dataset.frame === "member" && pageReady) {
    // Her page's frame is on screen (drawn by the server): the app takes over once it can draw the
    // page itself, with its code and her session here, so the frame never gives way to a spinner.
    const waited = new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_MS));
    void Promise.race([Promise.all([pageReady, sessionReady]), waited]).then(render);
  } else {
    render();
  }
  // The installable app's worker, once the page has loaded and settled (a built app only: the dev
  // server has none). Installing it fetches every chunk of the app for offline use; started a second
  // after the load event, that ran while her dashboard was still drawing the parts under its figures,
  // on her connection and on a busy phone's cores, for nothing she needed on this visit.
  if (!import.meta.env.DEV) {
    const start = () => void import("./lib/offline/service-worker").then((m) => m.registerServiceWorker());
    const register = () =>
      setTimeout(() => {
        if (typeof requestIdleCallback === "function")
          requestIdleCallback(start, { timeout: SW_IDLE_WAIT_MS });
        else start();
      }, SW_AFTER_LOAD_MS);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }
}

const app = (
  <StrictMode>
    {/* The last line of defence: an error in the shell itself (header, providers) never leaves a white page. */}
    <ErrorBoundary variant="root">
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <MarkReady />
    </ErrorBoundary>
  </StrictMode>
);
