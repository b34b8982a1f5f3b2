import {
  HYDRATION_GOAL,
  type Hydration,
  type MoodEntry,
  type SelfCareLog,
  type SleepLog,
  type WorkoutSession,
} from "../../../shared/wellness";
import type { hydrationDays, moodEntries, selfCareLogs, sleepLogs, workoutSessions } from "../../db/schema";

// Rows → API shapes. Dates leave the server as ISO strings.

export const toMood = (r: typeof moodEntries.$inferSelect): MoodEntry => ({
  id: r.id,
  mood_score: r.mood,
  energy_level: r.energy,
  stress_level: r.stress,
  notes: r.notes,
  created_at: r.createdAt.toISOString(),
});

export const toSleep = (r: typeof sleepLogs.$inferSelect): SleepLog => ({
  id: r.id,
  hours: r.hours,
  quality: r.quality,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});

export const toSelfCare = (r: typeof selfCareLogs.$inferSelect): SelfCareLog => ({
  id: r.id,
  activities: r.activities,
  totalMinutes: r.totalMinutes,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});

export const toSession = (r: typeof workoutSessions.$inferSelect): WorkoutSession => ({
  id: r.id,
  workout_type: r.workoutType,
  workout_slug: r.workoutSlug,
  duration_minutes: r.durationMinutes,
  intensity_level: r.intensity,
  calories_burned: r.caloriesBurned,
  completed_at: r.completedAt.toISOString(),
});

export const toHydration = (r: typeof hydrationDays.$inferSelect): Hydration => ({
  date: r.day,
  glasses: r.glasses,
  goal: HYDRATION_GOAL,
});
