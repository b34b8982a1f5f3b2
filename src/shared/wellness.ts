import { planSuitsStage, startingWeeklyGoal } from "./stage-safety";

// The spec's numbers, named.
export const WEEKLY_WORKOUT_GOAL = 5;
export const HYDRATION_GOAL = 8;
export const MAX_GLASSES = 30;
export const MOOD_DEFAULTS = { mood_score: 7, energy_level: 7, stress_level: 3 } as const;
export const SLEEP_DEFAULTS = { hours: 7, quality: 7 } as const;

/** A mood check-in's three sliders, under the spec's names (core.md §3, "Wellness (mood) entry"). */
export interface MoodScores {
  mood_score: number;
  energy_level: number;
  stress_level: number;
}

/** Average of mood, energy and calm (10 - stress), times 10 and rounded; 0 without an entry. */
export function wellnessScore(latest?: MoodScores | null): number {
  if (!latest) return 0;
  return Math.round(((latest.mood_score + latest.energy_level + (10 - latest.stress_level)) / 3) * 10);
}

export const MAX_WEEKLY_WORKOUT_GOAL = 14;

export type WeeklyGoalSource = "own" | "plan" | "default";

/**
 * Her weekly workout goal: the number she chose on her profile; else the workout days of her
 * latest saved workout plan, when it was built for the stage she is at now; else the goal her stage
 * starts from (src/shared/stage-safety.ts: 2 in the first six weeks after birth, 3 in pregnancy,
 * the spec's 5 where nothing holds her back). A mother three weeks after birth is not measured
 * against five.
 */
export function weeklyWorkoutGoal(choice: {
  own?: number | null;
  planDays?: number | null;
  /** The quiz stage her saved plan was built for ("postpartum-0-3"). */
  planStage?: string | null;
  /** Her stage today (`herStage`). */
  stage?: string | null;
}): {
  goal: number;
  source: WeeklyGoalSource;
} {
  if (choice.own && choice.own > 0) return { goal: choice.own, source: "own" };
  if (choice.planDays && choice.planDays > 0 && planSuitsStage(choice.planStage, choice.stage))
    return { goal: choice.planDays, source: "plan" };
  return { goal: startingWeeklyGoal(choice.stage), source: "default" };
}

/** Sessions this week against her goal (5 unless she set another), as a percentage capped at 100. */
export function weeklyProgress(sessions: number, goal = WEEKLY_WORKOUT_GOAL): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.round((sessions / goal) * 100));
}

/** Mood icon colour: 8 and up green, 5 and up yellow, else red. */
export function moodTone(mood: number): "green" | "yellow" | "red" {
  if (mood >= 8) return "green";
  if (mood >= 5) return "yellow";
  return "red";
}

export interface MoodSuggestion {
  id: "high-stress" | "low-energy" | "mood-support";
  title: string;
  text: string;
}

/**
 * The spec's three rules on the latest check-in: stress >= 7, energy <= 4, mood <= 5. Numbers
 * alone never bring crisis wording: a 5/10 is a low day, not an emergency.
 */
export function moodSuggestions(latest?: MoodScores | null): MoodSuggestion[] {
  if (!latest) return [];
  const tips: MoodSuggestion[] = [];
  if (latest.stress_level >= 7) {
    tips.push({
      id: "high-stress",
      title: "Your stress is running high",
      text: "Try four slow breaths, in for four and out for six, or a short walk outside. If stress keeps you from sleeping or coping for more than two weeks, talk to your doctor or midwife.",
    });
  }
  if (latest.energy_level <= 4) {
    tips.push({
      id: "low-energy",
      title: "Low on energy",
      text: "A glass of water, a snack with some protein and ten minutes of rest can help. Feeling exhausted all the time can have medical causes such as anemia or thyroid changes: mention it at your next check-up.",
    });
  }
  if (latest.mood_score <= 5) {
    tips.push({
      id: "mood-support",
      title: "Be gentle with yourself today",
      // A low number is an ordinary low day: gentle support here. Crisis help is shown only when
      // what she writes says so (src/shared/safety reads her notes).
      text: "Reach out to someone you trust, or note one small thing that went well. If low moods last more than two weeks, talk to your doctor or midwife: it is common, and it can be treated. The National Maternal Mental Health Hotline (1-833-TLC-MAMA) is there to talk any time, too.",
    });
  }
  return tips;
}

export const SELF_CARE_ACTIVITIES = [
  { id: "meditation", label: "Meditation", minMinutes: 5, maxMinutes: 10 },
  { id: "skincare", label: "Skincare", minMinutes: 10, maxMinutes: 15 },
  { id: "reading", label: "Reading", minMinutes: 15, maxMinutes: 30 },
  { id: "bath", label: "Bath", minMinutes: 20, maxMinutes: 30 },
  { id: "music", label: "Music", minMinutes: 10, maxMinutes: 20 },
  { id: "journaling", label: "Journaling", minMinutes: 10, maxMinutes: 15 },
  { id: "stretching", label: "Stretching", minMinutes: 10, maxMinutes: 15 },
  { id: "tea-break", label: "Tea break", minMinutes: 5, maxMinutes: 10 },
] as const;
export type SelfCareActivityId = (typeof SELF_CARE_ACTIVITIES)[number]["id"];
export const SELF_CARE_IDS = SELF_CARE_ACTIVITIES.map((a) => a.id) as [
  SelfCareActivityId,
  ...SelfCareActivityId[],
];

export function selfCareLabel(id: string): string {
  return SELF_CARE_ACTIVITIES.find((a) => a.id === id)?.label ?? id;
}

/**
 * A self-care log as the wellness page shows it, from what she entered only: the minutes when she
 * gave any ("25 min"), else how many activities ("2 activities"); each activity with its minutes
 * only where she gave them ("Reading (20 min), Bath").
 */
export function selfCareSummary(log: Pick<SelfCareLog, "activities" | "totalMinutes">): {
  amount: string;
  activities: string;
} {
  const n = log.activities.length;
  return {
    amount:
      log.totalMinutes !== null ? `${log.totalMinutes} min` : `${n} ${n === 1 ? "activity" : "activities"}`,
    activities: log.activities
      .map((a) => `${selfCareLabel(a.activity)}${a.minutes !== null ? ` (${a.minutes} min)` : ""}`)
      .join(", "),
  };
}

export const WORKOUT_INTENSITIES = ["low", "moderate", "high"] as const;

// ---- API answers --------------------------------------------------------------------------

/** The spec's wellness (mood) entry: its fields keep the spec's names (core.md §3). */
export interface MoodEntry extends MoodScores {
  id: string;
  notes: string | null;
  created_at: string;
}
export interface SleepLog {
  id: string;
  hours: number;
  quality: number;
  notes: string | null;
  createdAt: string;
}
export interface SelfCareLog {
  id: string;
  /** `minutes` is what she entered, null when she did not say. */
  activities: { activity: string; minutes: number | null }[];
  /** The sum of the minutes she entered; null when she entered none. */
  totalMinutes: number | null;
  notes: string | null;
  createdAt: string;
}
/** The spec's workout session (core.md §3), under its names. */
export interface WorkoutSession {
  id: string;
  workout_type: string;
  workout_slug: string | null;
  duration_minutes: number;
  intensity_level: string;
  calories_burned: number | null;
  completed_at: string;
}
export interface Hydration {
  date: string;
  glasses: number;
  goal: number;
}

/** GET /api/dashboard */
export interface DashboardData {
  today: string;
  weekStart: string;
  wellnessScore: number | null;
  latestMood: MoodEntry | null;
  weeklyWorkoutGoal: number;
  /** Where the goal comes from: her own choice, her saved workout plan, or the spec's default. */
  weeklyWorkoutGoalSource: WeeklyGoalSource;
  weeklySessions: number;
  weeklyWorkoutProgress: number;
  weeklyMinutes: number;
  /** Monday..Sunday of this week: what was logged each day. */
  week: DayActivity[];
}

export interface DayActivity {
  date: string;
  workouts: number;
  workoutMinutes: number;
  moods: number;
  sleepLogs: number;
  selfCare: number;
  glasses: number;
}

/** GET /api/wellness/summary: the four tiles. */
export interface WellnessSummary {
  today: string;
  latestMood: MoodEntry | null;
  latestSleep: SleepLog | null;
  latestSelfCare: SelfCareLog | null;
  hydration: Hydration;
}

/** GET /api/wellness/trends: one point per day, null where nothing was logged. */
export interface TrendPoint {
  date: string;
  /** The day's average mood_score, energy_level and stress_level. */
  moodScore: number | null;
  energyLevel: number | null;
  stressLevel: number | null;
  sleepHours: number | null;
  workoutMinutes: number;
}

/** GET /api/wellness/day */
export interface DayLog {
  date: string;
  moods: MoodEntry[];
  sleep: SleepLog[];
  selfCare: SelfCareLog[];
  workouts: WorkoutSession[];
  hydration: Hydration;
}
