import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { startSession } from "./features/auth";
import { AppRoutes, preloadRoute } from "./router";
import "./styles.css";

// Before the first render: a signed-in page's chunks and queries, and the session, all at once.
startSession(preloadRoute(window.location.pathname));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* The last line of defence: an error in the shell itself (header, providers) never leaves a white page. */}
    <ErrorBoundary variant="root">
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
