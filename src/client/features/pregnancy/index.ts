import { lazyLoaded } from "../../lib/lazy-loaded";

// What other parts of Bloom may use from the pregnancy feature.
export { journalQuery } from "./api";
export { PregnancyProfileCard } from "./pregnancy-profile-card";

/** The pregnant user's Today tab: the Journey card and her tools. Its own chunk, loaded only for her. */
export const PregnancyToday = lazyLoaded(() => import("./pregnancy-today").then((m) => m.default));
