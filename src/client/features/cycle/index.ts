import { lazy } from "react";

// What other parts of Bloom may use from the cycle feature.
export { CycleProfileCard } from "./cycle-profile-card";

/** The ttc user's Today tab: the TTC Cycle Tracker and its cards. Its own chunk, loaded only for her. */
export const CycleToday = lazy(() => import("./cycle-today"));
