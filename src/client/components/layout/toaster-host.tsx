import { lazy, Suspense, useEffect, useState } from "react";
import { registerToasterHost, toasterMounted } from "../../lib/notify";

const Toaster = lazy(() =>
  import("sonner").then((m) => ({
    default: function BloomToaster() {
      // Effects run child-first: by now sonner's own <Toaster> has subscribed to new toasts.
      useEffect(() => toasterMounted(), []);
      // Bottom right, clear of the header and its menus; on a phone, across the bottom above the edge.
      return <m.Toaster richColors closeButton position="bottom-right" mobileOffset={{ bottom: 16 }} />;
    },
  })),
);

/** Mounts the toaster on the first toast. */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerToasterHost(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
