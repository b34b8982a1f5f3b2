/**
 * The rules that choose Today's Wellness Digest from her own logs and stage. Read RULES.md beside
 * this file first: it says the same in plain words, and the tests check each rule.
 *
 * Pure: the server gathers her logs into `DigestSignals`; the same signals on the same day always
 * give the same digest.
 */
import {
  type MoveTemplate,
  TEN_MINUTE_MOVES,
  TIP_CATEGORIES,
  type TipCategory,
  type TipTrigger,
  TRIGGER_CATEGORY,
  WELLNESS_TIPS,
  type WellnessTipContent,
} from "../../content/digest";
import { findRecipe } from "../../content/recipes";
import { findWorkout, WORKOUTS, type Workout, workoutDurationMinutes } from "../../content/workouts";
import { addDays } from "../dates";
import { journeyOf } from "../journeys";
import { HYDRATION_GOAL, type MoodScores } from "../wellness";
import type { WellnessTip } from "./index";
import { brokenNightReason, type LastNight, nightPattern } from "./last-night";
import { recipeSuitsStage, tipSuitsStage, workoutSuitsStage } from "./stage-safety";

/** CDC: adults need 7 or more hours a night. Under this, three nights running, is short sleep. */
export const SHORT_SLEEP_HOURS = 7;
export const SHORT_SLEEP_NIGHTS = 3;
/** The spec's mood suggestion thresholds: mood <= 5, stress >= 7, energy <= 4. */
export const LOW_MOOD = 5;
export const HIGH_STRESS = 7;
export const LOW_ENERGY = 4;
/** The "no workout this week" offer: the stage-safe workout closest to this many minutes. */
export const SHORT_WORKOUT_MINUTES = 10;

const TEN_MINUTE_MOVE_ID = "ten-minute-move";

/** What the rules read from her logs, already counted on her own calendar. */
export interface DigestSignals {
  /** Her local date. */
  today: string;
  /** Her stage as stored, or as her dates give it (profile spelling: "postpartum_0-6", "pregnant"). */
  stage: string | null;
  /**
   * False after a pregnancy loss, until she turns pregnancy content back on: no tip that speaks of
   * a baby or a bump is offered then.
   */
  babyContent: boolean;
  /** Varies the everyday tips between users; with `today`, fixes them for the day. */
  seed: string;
  /** Her newest sleep log (its hours, quality and notes), or null if she has logged none. */
  lastNight: LastNight | null;
  /** Hours of sleep she logged on each local day (summed), for at least the last four days. */
  sleepHoursByDay: Readonly<Record<string, number>>;
  /** Workouts completed since Monday. */
  workoutsThisWeek: number;
  /** Glasses she logged for yesterday, or null if she logged nothing for that day. */
  glassesYesterday: number | null;
  /** Her latest mood check-in and the local day she made it. */
  latestMood: (MoodScores & { date: string }) | null;
}

export type Trigger = TipTrigger | "no-workout";

/** A chosen tip, before completion is known: the API's tip without its completion. */
export type ChosenTip = Omit<WellnessTip, "completed" | "completedAt">;

/** FNV-1a: a small, stable string hash, so "random" rotation is the same all day. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(items: readonly T[], key: string): T | undefined {
  return items.length ? items[stableHash(key) % items.length] : undefined;
}

/** Three days running, ending today or yesterday, each with sleep logged and under 7 hours in all. */
export function hadShortSleep(signals: Pick<DigestSignals, "today" | "sleepHoursByDay">): boolean {
  const shortRunEnding = (last: string) =>
    Array.from({ length: SHORT_SLEEP_NIGHTS }, (_, i) => signals.sleepHoursByDay[addDays(last, -i)]).every(
      (hours) => hours !== undefined && hours < SHORT_SLEEP_HOURS,
    );
  return shortRunEnding(signals.today) || shortRunEnding(addDays(signals.today, -1));
}

/** The rules that fire today, most pressing first. */
export function firedTriggers(signals: DigestSignals): { trigger: Trigger; reason: string }[] {
  const fired: { trigger: Trigger; reason: string }[] = [];
  // Her newest night speaks first: after a night broken by feeds or wake-ups, advice about the
  // hours before a bedtime she plans does not fit.
  if (signals.lastNight && nightPattern(signals.lastNight, signals.today) === "broken") {
    fired.push({ trigger: "broken-sleep", reason: brokenNightReason(signals.lastNight) });
  }
  if (hadShortSleep(signals)) {
    fired.push({ trigger: "short-sleep", reason: "You slept under 7 hours three nights running." });
  }
  if (signals.workoutsThisWeek === 0) {
    fired.push({ trigger: "no-workout", reason: "No workout logged yet this week." });
  }
  const glasses = signals.glassesYesterday;
  if (glasses !== null && glasses < HYDRATION_GOAL) {
    fired.push({
      trigger: "low-hydration",
      reason: `You logged ${glasses} of ${HYDRATION_GOAL} glasses of water yesterday.`,
    });
  }
  // A check-in speaks for today and yesterday; an older one is not "how she is" any more.
  const mood = signals.latestMood;
  if (mood && mood.date >= addDays(signals.today, -1)) {
    if (mood.mood_score <= LOW_MOOD)
      fired.push({ trigger: "low-mood", reason: `Your last check-in: mood ${mood.mood_score} out of 10.` });
    if (mood.stress_level >= HIGH_STRESS)
      fired.push({
        trigger: "high-stress",
        reason: `Your last check-in: stress ${mood.stress_level} out of 10.`,
      });
    if (mood.energy_level <= LOW_ENERGY)
      fired.push({
        trigger: "low-energy",
        reason: `Your last check-in: energy ${mood.energy_level} out of 10.`,
      });
  }
  return fired;
}

/**
 * Tips written for her stage (their words fit her) whose workout or recipe suits her stage too;
 * after a loss, none that speaks of a baby.
 */
export function tipSuitsHer(tip: WellnessTipContent, stage: string | null, babyContent = true): boolean {
  const journey = journeyOf(stage);
  if (!journey || !tip.journeys.includes(journey) || !tipSuitsStage(tip, stage)) return false;
  if (tip.aboutBaby && !babyContent) return false;
  const [, section, slug = ""] = tip.link.split("/");
  if (section === "workouts") {
    const workout = findWorkout(slug);
    return workout !== undefined && workoutSuitsStage(workout, stage);
  }
  if (section === "recipes") {
    const recipe = findRecipe(slug);
    return recipe !== undefined && recipeSuitsStage(recipe, stage);
  }
  return true;
}

/** The stage-safe workout closest to ten minutes; ties rotate by day. Undefined without a journey. */
export function shortWorkoutFor(stage: string | null, key: string): Workout | undefined {
  const safe = WORKOUTS.filter((w) => workoutSuitsStage(w, stage));
  if (safe.length === 0) return undefined;
  const distance = (w: Workout) => Math.abs(workoutDurationMinutes(w) - SHORT_WORKOUT_MINUTES);
  const best = Math.min(...safe.map(distance));
  return pick(
    safe.filter((w) => distance(w) === best),
    key,
  );
}

function fromContent(tip: WellnessTipContent, reason: string | null): ChosenTip {
  const { id, category, title, description, action, benefit, link } = tip;
  return { id, category, title, description, action, benefit, link, reason };
}

/** The words of "Ten minutes counts" written for her stage. */
export function tenMinuteMoveFor(stage: string | null): MoveTemplate | undefined {
  return TEN_MINUTE_MOVES.find((t) => tipSuitsStage(t, stage));
}

function tenMinuteMove(template: MoveTemplate, workout: Workout, reason: string | null): ChosenTip {
  const { id, category, title, description, benefit } = template;
  const action = template.action
    .replace("{workout}", workout.title)
    .replace("{minutes}", String(workoutDurationMinutes(workout)));
  return { id, category, title, description, action, benefit, link: `/workouts/${workout.slug}`, reason };
}

/**
 * Today's digest: one tip per category, at most five. Tips her logs call for come first, most
 * pressing first; everyday tips fill the other categories in a fixed order. A tip she has already
 * completed today stays in its category's place, so what she ticked off never disappears.
 */
export function chooseDigest(signals: DigestSignals, completedToday: readonly string[] = []): ChosenTip[] {
  const { stage, today, seed } = signals;
  const suitable = WELLNESS_TIPS.filter((t) => tipSuitsHer(t, stage, signals.babyContent));
  const key = (what: string) => `${seed}|${today}|${what}`;
  const template = tenMinuteMoveFor(stage);
  const workout = template && shortWorkoutFor(stage, key("ten-minute-move"));

  const chosen = new Map<TipCategory, ChosenTip>();
  for (const { trigger, reason } of firedTriggers(signals)) {
    const category = trigger === "no-workout" ? "workout" : TRIGGER_CATEGORY[trigger];
    if (chosen.has(category)) continue;
    if (trigger === "no-workout") {
      if (template && workout) chosen.set(category, tenMinuteMove(template, workout, reason));
      continue;
    }
    const tip = pick(
      suitable.filter((t) => t.trigger === trigger),
      key(trigger),
    );
    if (tip) chosen.set(category, fromContent(tip, reason));
  }
  for (const category of TIP_CATEGORIES) {
    if (chosen.has(category)) continue;
    const tip = pick(
      suitable.filter((t) => t.category === category && !t.trigger),
      key(category),
    );
    if (tip) chosen.set(category, fromContent(tip, null));
  }

  // Completed tips keep their place: each replaces whatever the rules now put in its category.
  for (const id of completedToday) {
    if ([...chosen.values()].some((t) => t.id === id)) continue;
    let kept: ChosenTip | undefined;
    if (id === TEN_MINUTE_MOVE_ID) kept = template && workout && tenMinuteMove(template, workout, null);
    else {
      const tip = suitable.find((t) => t.id === id);
      kept = tip && fromContent(tip, null);
    }
    if (kept) chosen.set(kept.category, kept);
  }
  return [...chosen.values()];
}
