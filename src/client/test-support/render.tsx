import { cleanup, configure, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { toast } from "sonner";
import { ToasterHost } from "../components/layout/toaster-host";
import { AuthProvider } from "../features/auth";
import { CheckoutProvider } from "../features/checkout";
import { queryClient } from "../lib/query";
import { QueryProvider } from "../lib/query-provider";

// The whole suite shares two cores with the integration tests: give answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a screen as the app does: the router at `path`, the session, the checkout, the query cache
 * and the toaster. Any other path shows where she landed (`getByTestId("landed")`).
 */
export function renderScreen(ui: ReactNode, { path = "/", at = path }: { path?: string; at?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AuthProvider>
        <CheckoutProvider>
          <QueryProvider>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<Landed />} />
            </Routes>
          </QueryProvider>
          <ToasterHost />
        </CheckoutProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

/** Where a navigation ended: the path, readable in the test. */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Between tests: nothing cached, nothing on screen, no toast left for the next test's toaster. */
export function resetScreen() {
  cleanup();
  queryClient.clear();
  toast.dismiss();
}

/** A toast's text: the toaster loads with the first toast, so give it longer than a form's alert. */
export const findToast = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });
