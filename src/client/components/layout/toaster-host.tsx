import { lazy, Suspense, useEffect, useState } from "react";
import { registerToasterHost, toasterMounted } from "../../lib/notify";

const Toaster = lazy(() =>
  import("sonner").then((m) => ({
    default: function BloomToaster() {
      // Effects run child-first: by now sonner's own <Toaster> has subscribed to new toasts.
      useEffect(() => toasterMounted(), []);
      return <m.Toaster richColors closeButton position="top-center" />;
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
