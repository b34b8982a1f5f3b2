import { lazy } from "react";

// What other parts of Bloom may use from the pregnancy feature.
export { PregnancyProfileCard } from "./pregnancy-profile-card";

/** The pregnant user's Today tab: the Journey card and her tools. Its own chunk, loaded only for her. */
export const PregnancyToday = lazy(() => import("./pregnancy-today"));
