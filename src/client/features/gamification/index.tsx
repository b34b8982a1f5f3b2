// What other parts of Bloom may use from gamification: the community page's panel, loaded on demand.
import { lazy, Suspense } from "react";

const Panel = lazy(() => import("./gamification-panel").then((m) => ({ default: m.GamificationPanel })));

export function GamificationPanel() {
  return (
    <Suspense
      fallback={
        <div className="h-80 animate-pulse rounded-[var(--radius-card)] bg-white" aria-hidden="true" />
      }
    >
      <Panel />
    </Suspense>
  );
}

export { gamificationKeys } from "./api";
