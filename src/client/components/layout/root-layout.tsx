import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { AuthProvider } from "../../features/auth";
import { CheckoutProvider } from "../../features/checkout";
import { Footer } from "./footer";
import { ScrollToTop } from "./guards";
import { Header } from "./header";
import { RouteTitle } from "./route-title";
import { ToasterHost } from "./toaster-host";

export function RootLayout() {
  return (
    <AuthProvider>
      <CheckoutProvider>
        <ScrollToTop />
        <RouteTitle />
        <PageChrome header={<Header />} footer={<Footer />}>
          <Outlet />
        </PageChrome>
        <ToasterHost />
      </CheckoutProvider>
    </AuthProvider>
  );
}

/** The skip link, the header, the page and the footer: the layout the server's first HTML draws too. */
export function PageChrome({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        {header}
        <main id="main" className="flex-1">
          {children}
        </main>
        {footer}
      </div>
    </>
  );
}
