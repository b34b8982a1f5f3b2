import { lazyLoaded } from "../../lib/lazy-loaded";

// What other parts of Bloom may use from the cycle feature.
export { cycleOverviewQuery, fertilityRecipesQuery } from "./api";
export { CycleProfileCard } from "./cycle-profile-card";

/** The ttc user's Today tab: the TTC Cycle Tracker and its cards. Its own chunk, loaded only for her. */
export const CycleToday = lazyLoaded(() => import("./cycle-today").then((m) => m.default));
