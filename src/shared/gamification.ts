import { addDays } from "./dates";
import type { JourneyId } from "./journeys";

/**
 * Points, levels, achievements, streaks and weekly goals, all from what she really did
 * (content.md §2 "a gamification panel", §3 Achievement, §9 gamification constants). The old app
 * showed sample values (125 points, streak 5, level 2); Bloom counts.
 */

/**
 * Quick-win points per action (content.md §9: mood +5, share +10, workout +15, help another mom +20).
 * The one place the points rules live; the server awards them (each a row of her points ledger, in
 * the action's own transaction) and the panel lists them as Quick Wins.
 */
export const POINTS = {
  /** A mood check-in: once per day of hers, however many she logs that day. */
  mood: 5,
  /** Sharing a post with the community (the spec's "Post shared"): each post she writes. */
  post: 10,
  /** A finished workout (the workout player, a partial session she saved, or a course day). */
  workout: 15,
  /** Helping another mom: each reply she writes on another member's post (not on her own). */
  reply: 20,
} as const;
/**
 * Kinds an older Bloom awarded and her ledger may still hold (copying a post's link, a reply of
 * hers marked helpful). They keep the points they were given; nothing awards them any more. A
 * reply marked helpful now counts towards Helping Hand, counted from her replies.
 */
export const RETIRED_POINT_KINDS = ["share", "helpful"] as const;
export type PointKind = keyof typeof POINTS;
export const POINT_KINDS = Object.keys(POINTS) as PointKind[];

/**
 * Level titles in the spec's order (content.md §9). The spec gives one data point: level 2 at 125
 * points with the next level at 200, so Growing Strong starts at or below 125 and Wellness
 * Explorer at 200. The other thresholds are Bloom's, roughly doubling the gap each level (a few
 * weeks of daily check-ins and workouts reach Wellness Champion).
 */
export const LEVELS = [
  { title: "New Mom", min: 0 },
  { title: "Growing Strong", min: 100 },
  { title: "Wellness Explorer", min: 200 },
  { title: "Healthy Habit Builder", min: 400 },
  { title: "Wellness Champion", min: 700 },
  { title: "Mom Mentor", min: 1100 },
  { title: "Wellness Legend", min: 1600 },
] as const;

/**
 * Level titles that fit her journey. The spec's list speaks to mothers with a baby or a toddler; a
 * member trying to conceive is not a "New Mom", nor yet a "Mom Mentor", and a pregnant member is a
 * mom-to-be. A member who chose not to say gets the words that assume nothing. The thresholds are
 * the same for everyone.
 */
const JOURNEY_TITLES: Record<JourneyId | "none", Partial<Record<number, string>>> = {
  ttc: { 1: "Fresh Start", 6: "Community Mentor" },
  pregnant: { 1: "Mom-to-Be" },
  postpartum: {},
  toddler: {},
  none: { 1: "Fresh Start", 6: "Community Mentor" },
};

/** The title of a level (1-7) for her journey ("none" when she chose not to say; the spec's without one). */
export function levelTitle(level: number, journey?: JourneyId | "none"): string {
  return (journey && JOURNEY_TITLES[journey][level]) ?? LEVELS[level - 1]!.title;
}

export interface Level {
  /** 1 for New Mom … 7 for Wellness Legend. */
  level: number;
  title: string;
  min: number;
  /** The next level, or null at Wellness Legend. */
  next: { level: number; title: string; min: number } | null;
  /** Percent of the way from this level's threshold to the next (100 at the last level). */
  progress: number;
}

export function levelFor(points: number, journey?: JourneyId | "none"): Level {
  let i = 0;
  while (i + 1 < LEVELS.length && points >= LEVELS[i + 1]!.min) i++;
  const here = LEVELS[i]!;
  const up = LEVELS[i + 1];
  return {
    level: i + 1,
    title: levelTitle(i + 1, journey),
    min: here.min,
    next: up ? { level: i + 2, title: levelTitle(i + 2, journey), min: up.min } : null,
    progress: up ? Math.floor(((points - here.min) / (up.min - here.min)) * 100) : 100,
  };
}

/** What a streak day is, in her words: any of these logged that day (the server's activityDays). */
export const STREAK_COUNTS =
  "mood, sleep, water, self-care, a workout, a meal, a check-in, your cycle or temperature, a pregnancy log (symptom, journal, kicks, contractions) or a postpartum lesson, prep item or checklist tick";

/**
 * The current streak (consecutive days with any logged activity, ending today, or yesterday when
 * she has not logged anything yet today: the streak is still hers to keep) and the longest ever.
 * `days` are her local calendar days (YYYY-MM-DD), in any order, repeats allowed.
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const sorted = [...new Set(days)].filter((d) => d <= today).sort();
  let longest = 0;
  let run = 0;
  let prev: string | undefined;
  for (const day of sorted) {
    run = prev !== undefined && addDays(prev, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  const last = sorted.at(-1);
  const current = last === today || last === addDays(today, -1) ? run : 0;
  return { current, longest };
}

/** What her achievements and goals count; each is a count of real records. */
export interface ActivityCounts {
  /** Days with a mood check-in. */
  moodDays: number;
  /** Finished workouts. */
  workouts: number;
  /** Her replies marked helpful by the post's author. */
  helpful: number;
  /** Community posts she wrote. */
  posts: number;
  /** The longest run of consecutive days with any logged activity. */
  longestStreak: number;
}

/**
 * The achievements (content.md §3: id, title, description, progress, maxProgress, completed,
 * points; §9: their points are 10, 25, 20, 30 and 50, in this order). Titles and what each counts
 * are Bloom's. Completing one adds its points to her total.
 */
export const ACHIEVEMENTS = [
  {
    id: "first-check-in",
    title: "First Check-In",
    description: "Log your first mood check-in",
    maxProgress: 1,
    points: 10,
    counts: "moodDays",
  },
  {
    id: "workout-warrior",
    title: "Workout Warrior",
    description: "Complete 10 workouts",
    maxProgress: 10,
    points: 25,
    counts: "workouts",
  },
  {
    id: "seven-day-streak",
    title: "7-Day Streak",
    description: "Log something 7 days in a row",
    maxProgress: 7,
    points: 20,
    counts: "longestStreak",
  },
  {
    id: "helping-hand",
    title: "Helping Hand",
    description: "Have 5 of your replies marked helpful",
    maxProgress: 5,
    points: 30,
    counts: "helpful",
  },
  {
    id: "mindful-month",
    title: "Mindful Month",
    description: "Check in your mood on 30 days",
    maxProgress: 30,
    points: 50,
    counts: "moodDays",
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  maxProgress: number;
  points: number;
  counts: keyof ActivityCounts;
}[];

/** An achievement as the API sends it (the spec's field names). */
export interface Achievement {
  id: string;
  title: string;
  description: string;
  progress: number;
  maxProgress: number;
  completed: boolean;
  points: number;
}

export function achievementsFor(counts: ActivityCounts): Achievement[] {
  return ACHIEVEMENTS.map(({ counts: what, ...a }) => {
    const progress = Math.min(counts[what], a.maxProgress);
    return { ...a, progress, completed: progress >= a.maxProgress };
  });
}

/** What one week's goals count, Monday to Sunday on her calendar. */
export interface WeekCounts {
  workouts: number;
  moodDays: number;
  selfCareDays: number;
  /** Her community posts plus her replies (each one). */
  community: number;
}

/** Weekly goals with the spec's targets, 3, 7, 5 and 3 (content.md §9); what each counts is Bloom's. */
export const WEEKLY_GOALS = [
  { id: "workouts", title: "Complete 3 workouts", target: 3, counts: "workouts" },
  { id: "mood", title: "Check in your mood every day", target: 7, counts: "moodDays" },
  { id: "self-care", title: "Make time for self-care on 5 days", target: 5, counts: "selfCareDays" },
  { id: "community", title: "Post or reply in the community 3 times", target: 3, counts: "community" },
] as const satisfies readonly { id: string; title: string; target: number; counts: keyof WeekCounts }[];

export interface WeeklyGoal {
  id: string;
  title: string;
  progress: number;
  target: number;
  completed: boolean;
}

export function weeklyGoalsFor(counts: WeekCounts): WeeklyGoal[] {
  return WEEKLY_GOALS.map(({ counts: what, ...g }) => {
    const progress = Math.min(counts[what], g.target);
    return { ...g, progress, completed: progress >= g.target };
  });
}

/** Her progress as `GET /api/gamification` sends it. */
export interface GamificationProgress {
  /** Action points from the ledger plus the points of completed achievements. */
  points: number;
  level: Level;
  streak: { current: number; longest: number };
  achievements: Achievement[];
  weeklyGoals: WeeklyGoal[];
  /** Monday of the week the goals count (her calendar). */
  weekStart: string;
}

/** Total points: each action once (the ledger) plus each completed achievement's points. */
export function totalPoints(actionPoints: number, achievements: readonly Achievement[]): number {
  return actionPoints + achievements.reduce((sum, a) => sum + (a.completed ? a.points : 0), 0);
}
