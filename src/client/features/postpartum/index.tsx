// What other parts of Bloom may use from postpartum education: its two dashboard cards, each
// loaded on demand so the dashboard's first chunk stays small.
import { lazy, Suspense } from "react";

const Education = lazy(() =>
  import("./education-card").then((m) => ({ default: m.PostpartumEducationCard })),
);
const Prep = lazy(() => import("./prep-guide-card").then((m) => ({ default: m.PrepGuideCard })));

const placeholder = (
  <div className="h-48 animate-pulse rounded-[var(--radius-card)] bg-white" aria-hidden="true" />
);

/** Postpartum education topics, for a postpartum user's Today tab. */
export function PostpartumEducation() {
  return (
    <Suspense fallback={placeholder}>
      <Education />
    </Suspense>
  );
}

/** The Postpartum Prep Guide, for a pregnant user's Today tab. */
export function PostpartumPrepGuide() {
  return (
    <Suspense fallback={placeholder}>
      <Prep />
    </Suspense>
  );
}

/** The warm word on her dashboard right after she tells Bloom her baby is here. */
export { NewBabyWelcome } from "./new-baby-welcome";
