import type { CycleEvaluation } from "./evaluation";
import type { CycleInsights } from "./insights";
import type { CyclePrediction } from "./predictions";
import { cyclesForPrediction } from "./predictions";
import { usableReadings } from "./temperature-shift";

/**
 * Personalized TTC Advice: rules over her own data, at most 5, high before medium before low
 * (the spec's list). Sources: ACOG and ASRM (when to seek a fertility evaluation, cycle length),
 * CDC (folic acid), NHS (pregnancy tests), ASRM (timing of intercourse).
 */

export const MAX_ADVICE = 5;
export const SHORT_LUTEAL_DAYS = 10;
export const SHORTEST_TYPICAL_CYCLE = 21;
export const LONGEST_TYPICAL_CYCLE = 35;
/** Cycles whose lengths differ by more than this are irregular. */
export const IRREGULAR_RANGE_DAYS = 9;
/** A cycle with at least this many usable temperatures and no shift counts as "no rise seen". */
const ENOUGH_READINGS = 10;
export const TRYING_MONTHS_BEFORE_DOCTOR = 12;
export const TRYING_MONTHS_BEFORE_DOCTOR_35 = 6;

export type AdvicePriority = "high" | "medium" | "low";

export interface CycleAdvice {
  id: string;
  priority: AdvicePriority;
  title: string;
  text: string;
}

/** What the advice needs to know about her beyond her cycles. */
export interface TtcContext {
  birthYear: number | null;
  /** The day she started trying, if she said so. */
  tryingSince: string | null;
  /** Her profile stage, e.g. "ttc_6-12": a lower bound on months trying when tryingSince is unset. */
  stage: string | null;
}

const STAGE_MONTHS: Record<string, number> = { "ttc_1-3": 1, "ttc_4-6": 4, "ttc_6-12": 6, "ttc_12+": 12 };

/** Whole months from one date to another (a month counts once its day of the month is reached). */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split("-").map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** Months she has been trying: from the date she gave, else the lower end of her ttc stage. */
export function monthsTrying(context: TtcContext, today: string): number | null {
  if (context.tryingSince) return Math.max(0, monthsBetween(context.tryingSince, today));
  return context.stage ? (STAGE_MONTHS[context.stage] ?? null) : null;
}

/** Her age this year; from a birth year alone it may be one year high, which errs towards asking early. */
export function ageThisYear(birthYear: number | null, today: string): number | null {
  return birthYear ? Number(today.slice(0, 4)) - birthYear : null;
}

const ORDER: Record<AdvicePriority, number> = { high: 0, medium: 1, low: 2 };

export function ttcAdvice(input: {
  cycles: readonly CycleEvaluation[];
  prediction: CyclePrediction;
  insights: CycleInsights;
  context: TtcContext;
  today: string;
}): CycleAdvice[] {
  const { cycles, prediction, insights, context, today } = input;
  const advice: CycleAdvice[] = [];
  const add = (priority: AdvicePriority, id: string, title: string, text: string) =>
    advice.push({ id, priority, title, text });

  if (prediction.late) {
    const days = prediction.late.days;
    add(
      "high",
      "period-late",
      `Your period is ${days} ${days === 1 ? "day" : "days"} late`,
      "A home pregnancy test works from the first day of a missed period; a test with your first morning urine is the most sensitive. If it is negative and your period still has not come a week later, test again or talk to your doctor.",
    );
  }

  const age = ageThisYear(context.birthYear, today);
  const months = monthsTrying(context, today);
  if (age !== null && age > 40) {
    add(
      "high",
      "see-doctor-over-40",
      "Talk to a doctor about your fertility now",
      "Over 40, doctors advise a fertility check-up as soon as you start trying rather than waiting (ASRM). It is a routine step that helps you use your time well.",
    );
  } else if (months !== null) {
    const limit = age !== null && age >= 35 ? TRYING_MONTHS_BEFORE_DOCTOR_35 : TRYING_MONTHS_BEFORE_DOCTOR;
    if (months >= limit) {
      add(
        "high",
        "see-doctor-trying",
        "It's time to see a doctor",
        `You have been trying for ${months >= 12 ? "a year or more" : `${months} months`}. Doctors advise a fertility check-up after 12 months of trying, or after 6 months from age 35 (ACOG, ASRM). Many couples conceive after it; both partners can be checked.`,
      );
    }
  }

  if (insights.lutealPhaseLength !== null && insights.confirmedOvulations >= 2) {
    if (insights.lutealPhaseLength < SHORT_LUTEAL_DAYS) {
      add(
        "high",
        "short-luteal-phase",
        "Your luteal phase looks short",
        `From ovulation to your period has averaged ${insights.lutealPhaseLength} days in your cycles with a confirmed temperature rise. Under 10 days is worth showing your doctor, with your chart.`,
      );
    }
  }

  if (insights.averageCycleLength !== null && insights.completedCycles >= 3) {
    const avg = insights.averageCycleLength;
    if (avg < SHORTEST_TYPICAL_CYCLE || avg > LONGEST_TYPICAL_CYCLE) {
      add(
        "high",
        "cycle-length",
        avg < SHORTEST_TYPICAL_CYCLE ? "Your cycles are short" : "Your cycles are long",
        `Your cycles have averaged ${avg} days. Cycles shorter than 21 or longer than 35 days can mean ovulation is not happening regularly: please talk to your doctor (ACOG).`,
      );
    }
  }

  const recent = cyclesForPrediction(cycles).slice(-2);
  if (
    recent.length === 2 &&
    recent.every((c) => !c.temperatureShift && usableReadings(c.days).length >= ENOUGH_READINGS)
  ) {
    add(
      "medium",
      "no-temperature-rise",
      "No temperature rise in your last two cycles",
      "Ovulation shows as a lasting rise in your waking temperature. Measure at the same time each morning before getting up, and mark readings after illness, alcohol or a short night as excluded. A cycle without ovulation happens now and then; if it keeps happening, mention it to your doctor.",
    );
  }

  const lengths = cyclesForPrediction(cycles).map((c) => c.length!);
  if (lengths.length >= 3 && Math.max(...lengths) - Math.min(...lengths) > IRREGULAR_RANGE_DAYS) {
    add(
      "medium",
      "irregular-cycles",
      "Your cycle length varies a lot",
      `Your recent cycles ran from ${Math.min(...lengths)} to ${Math.max(...lengths)} days, so calendar predictions are less certain for you. Your temperature and mucus show ovulation as it happens; if cycles stay this irregular, talk to your doctor.`,
    );
  }

  const current = cycles[cycles.length - 1];
  const lastDays = current ? current.days : [];
  if (current && usableReadings(lastDays).length === 0) {
    add(
      "low",
      "daily-temperature",
      "Take your temperature each morning",
      "A basal thermometer reading right after waking, before you get up and at about the same time, is what confirms ovulation. Log it here each day.",
    );
  } else if (current && !lastDays.some((d) => d.mucus)) {
    add(
      "low",
      "observe-mucus",
      "Note your cervical mucus too",
      "The symptothermal method confirms ovulation with two signs. Mucus also shows your most fertile days before ovulation: wet, slippery or stretchy mucus means the best time.",
    );
  }

  if (prediction.fertileWindow) {
    add(
      "low",
      "timing",
      "Time sex for your fertile window",
      "Sex every day or every other day in your fertile window gives the best chance (ASRM); the Predictions tab shows when it is. Outside it, every two to three days keeps things relaxed.",
    );
  }

  if (prediction.cyclesNeeded > 0) {
    const n = prediction.cyclesNeeded;
    add(
      "low",
      "more-cycles",
      `${n} more ${n === 1 ? "cycle" : "cycles"} for predictions`,
      "Log the first day of each period. After three complete cycles Bloom predicts your next period and fertile window from your own data.",
    );
  }

  // Folic acid is the one step every member trying to conceive should take, so it ranks above the
  // charting tips and is never cut by the limit of five.
  add(
    "medium",
    "folic-acid",
    "Take 400 mcg of folic acid a day",
    "The CDC advises 400 micrograms of folic acid every day for anyone who could become pregnant, starting at least a month before conceiving, to help prevent neural tube defects.",
  );

  return advice.sort((a, b) => ORDER[a.priority] - ORDER[b.priority]).slice(0, MAX_ADVICE);
}
