// What other parts of Bloom may use from postpartum education: its two dashboard cards, each
// loaded on demand so the dashboard's first chunk stays small.
import { Suspense } from "react";
import { lazyLoaded } from "../../lib/lazy-loaded";

const Education = lazyLoaded(() => import("./education-card").then((m) => m.PostpartumEducationCard));
const Prep = lazyLoaded(() => import("./prep-guide-card").then((m) => m.PrepGuideCard));

/** Starts loading the chunk of the card her stage shows on the dashboard. */
export const preloadPostpartumCards = { education: Education.preload, prep: Prep.preload };

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
