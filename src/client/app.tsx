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
  // The installable app's worker, once the page has loaded (a built app only: the dev server has none).
  if (!import.meta.env.DEV) {
    const register = () =>
      setTimeout(
        () => void import("./lib/offline/service-worker").then((m) => m.registerServiceWorker()),
        1000,
      );
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
