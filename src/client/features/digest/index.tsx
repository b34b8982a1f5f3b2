// What other parts of Bloom may use from the digest: its card, loaded on demand so the dashboard's
// first chunk stays small.
import { lazy, Suspense } from "react";

/** The card's chunk, which the dashboard starts loading with its own (see its `prefetch`). */
export const preloadWellnessDigest = () => import("./wellness-digest");
export { digestQuery } from "./api";

const Digest = lazy(() => preloadWellnessDigest().then((m) => ({ default: m.WellnessDigest })));

export function WellnessDigest() {
  return (
    <Suspense
      fallback={
        <div className="h-64 animate-pulse rounded-[var(--radius-card)] bg-white" aria-hidden="true" />
      }
    >
      <Digest />
    </Suspense>
  );
}
