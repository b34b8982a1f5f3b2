/** Bloom's workout catalogue: every workout, in journey order, and lookup by slug. */
import { POSTPARTUM_EARLY_WORKOUTS } from "./postpartum-early";
import { POSTPARTUM_LATER_WORKOUTS } from "./postpartum-later";
import { PREGNANT_WORKOUTS } from "./pregnant";
import type { Workout } from "./schema";
import { TODDLER_WORKOUTS } from "./toddler";
import { TTC_WORKOUTS } from "./ttc";

export * from "./schema";

export const WORKOUTS: readonly Workout[] = [
  ...TTC_WORKOUTS,
  ...PREGNANT_WORKOUTS,
  ...POSTPARTUM_EARLY_WORKOUTS,
  ...POSTPARTUM_LATER_WORKOUTS,
  ...TODDLER_WORKOUTS,
];

const BY_SLUG = new Map(WORKOUTS.map((w) => [w.slug, w]));

/** The workout at /workouts/{slug} (case-insensitive), or undefined for an unknown slug. */
export function findWorkout(slug: string): Workout | undefined {
  return BY_SLUG.get(slug.toLowerCase());
}
