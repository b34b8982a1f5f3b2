// What other parts of Bloom may use from the digest: its card, loaded on demand so the dashboard's
// first chunk stays small.
import { Suspense } from "react";
import { lazyLoaded } from "../../lib/lazy-loaded";

export { digestQuery } from "./api";

const Digest = lazyLoaded(() => import("./wellness-digest").then((m) => m.WellnessDigest));
/** The card's chunk, which the dashboard starts loading with its own (see its `prefetch`). */
export const preloadWellnessDigest = Digest.preload;

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
