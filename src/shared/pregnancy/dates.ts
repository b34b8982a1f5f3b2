/**
 * Her pregnancy on her own calendar. Every function takes "today" as a `YYYY-MM-DD` date already
 * counted in her time zone (`localDate(now, tz)` from `../dates`), so the arithmetic here is plain
 * calendar-day arithmetic: daylight-saving changes and leap days cannot shift a week.
 *
 * Weeks are counted the way midwives and doctors say them: completed weeks and days since the
 * first day of the last period (gestational age), so "12 weeks, 3 days" is week 12, day 3, and
 * the due date is exactly 40 weeks, 0 days.
 */
import { addDays, daysFrom } from "../dates";

/** Naegele's rule as obstetrics applies it today (ACOG, NHS): 280 days, 40 weeks, after the last period began. */
export const PREGNANCY_DAYS = 280;
export const DUE_WEEK = 40;
/** Week-by-week content covers weeks 4 to 42; most women learn they are pregnant around week 4. */
export const FIRST_CONTENT_WEEK = 4;
export const LAST_CONTENT_WEEK = 42;

export type Trimester = 1 | 2 | 3;

/** The spec's trimester weeks: 1-12, 13-26, 27-40. Weeks 41 and 42 (late and post-term) are still the third. */
export const TRIMESTER_WEEKS: Record<Trimester, { first: number; last: number }> = {
  1: { first: 1, last: 12 },
  2: { first: 13, last: 26 },
  3: { first: 27, last: 40 },
};

/**
 * ACOG's names for the weeks around the due date: early term 37+0 to 38+6, full term 39+0 to 40+6,
 * late term 41+0 to 41+6, post-term from 42+0. Before 37 weeks there is no term label.
 */
export type Term = "early" | "full" | "late" | "post";

/**
 * Naegele's rule: the due date is 280 days after the first day of the last period. The calendar
 * form of the rule (plus a year, minus three months, plus seven days) lands up to three days away
 * depending on the months crossed; the day count is what dating wheels and clinics use, and it
 * keeps the two dates exact inverses of each other.
 */
export function dueDateFromLastPeriod(lastPeriodStart: string): string {
  return addDays(lastPeriodStart, PREGNANCY_DAYS);
}

/** The first day of the last period a due date implies (her "dating" period after a scan moves the date). */
export function lastPeriodFromDueDate(dueDate: string): string {
  return addDays(dueDate, -PREGNANCY_DAYS);
}

/** Trimester of a completed week: up to 12 is the first (the first days count as week 0), 13-26 the second, 27 on the third. */
export function trimesterOf(week: number): Trimester {
  if (week <= TRIMESTER_WEEKS[1].last) return 1;
  if (week <= TRIMESTER_WEEKS[2].last) return 2;
  return 3;
}

export function termOf(week: number): Term | null {
  if (week >= 42) return "post";
  if (week >= 41) return "late";
  if (week >= 39) return "full";
  if (week >= 37) return "early";
  return null;
}

export interface PregnancyWeek {
  /** Completed weeks since the last period began (0 in the first six days). */
  week: number;
  /** Days into that week, 0-6. */
  day: number;
  /** Days since the last period began. */
  daysPregnant: number;
  /** Days until the due date; 0 on it and after it. */
  daysToGo: number;
  /** Days past the due date; 0 until then. */
  daysPastDue: number;
  trimester: Trimester;
  term: Term | null;
  /**
   * Past 42 weeks and 6 days. Pregnancies are induced before then, so Bloom stops counting and
   * asks, gently, whether the baby has arrived.
   */
  beyondDates: boolean;
}

/**
 * Where she is today, from her due date. Null when today is before the last period the due date
 * implies (a due date more than 280 days away): there is no pregnancy week to show yet.
 */
export function pregnancyWeek(dueDate: string, today: string): PregnancyWeek | null {
  const untilDue = daysFrom(today, dueDate);
  const daysPregnant = PREGNANCY_DAYS - untilDue;
  if (daysPregnant < 0) return null;
  const week = Math.floor(daysPregnant / 7);
  return {
    week,
    day: daysPregnant % 7,
    daysPregnant,
    daysToGo: Math.max(0, untilDue),
    daysPastDue: Math.max(0, -untilDue),
    trimester: trimesterOf(week),
    term: termOf(week),
    beyondDates: week > LAST_CONTENT_WEEK,
  };
}

/** The week whose content she reads: her week, held within the 4-42 that Bloom writes for. */
export function contentWeek(week: number): number | null {
  if (week < FIRST_CONTENT_WEEK || week > LAST_CONTENT_WEEK) return null;
  return week;
}

export interface TimeSinceBirth {
  /** Completed weeks since the birth. */
  weeks: number;
  /** Days into that week, 0-6. */
  days: number;
  totalDays: number;
  /** Completed calendar months (a birthday on the 31st comes round on the last day of shorter months). */
  months: number;
}

/** How old her baby is today; null when the birth date is after today. */
export function timeSinceBirth(birthDate: string, today: string): TimeSinceBirth | null {
  const totalDays = daysFrom(birthDate, today);
  if (totalDays < 0) return null;
  return {
    weeks: Math.floor(totalDays / 7),
    days: totalDays % 7,
    totalDays,
    months: completedMonths(birthDate, today),
  };
}

function completedMonths(from: string, to: string): number {
  const [y1, m1, d1] = from.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split("-").map(Number) as [number, number, number];
  let months = (y2 - y1) * 12 + (m2 - m1);
  const lastDayOfMonth = new Date(Date.UTC(y2, m2, 0)).getUTCDate();
  // The month is complete once the day comes round, or on the month's last day when it is shorter.
  if (d2 < d1 && d2 < lastDayOfMonth) months -= 1;
  return months;
}

export const TRIMESTER_STAGES = {
  1: "pregnant_trimester_1",
  2: "pregnant_trimester_2",
  3: "pregnant_trimester_3",
} as const satisfies Record<Trimester, string>;

/** The picker's postpartum stages by the baby's age: 0-6 weeks, 6-12 weeks, 3-6, 6-12 and 12+ months. */
export function postpartumStageFor(since: TimeSinceBirth): string {
  if (since.weeks < 6) return "postpartum_0-6";
  if (since.weeks < 12) return "postpartum_6-12";
  if (since.months < 6) return "postpartum_3-6m";
  if (since.months < 12) return "postpartum_6-12m";
  return "postpartum_12m+";
}

export interface DatedProfile {
  motherhood_stage: string;
  due_date: string | null;
  baby_birth_date: string | null;
}

/**
 * The stage her dates point to when it differs from the stage she holds, for Bloom to offer (never
 * to force): a pregnant user's trimester follows her due date, a postpartum user's stage follows
 * her baby's age. Null when they agree, when her dates say nothing, or past the dates Bloom counts.
 */
export function stageFromDates(profile: DatedProfile, today: string): string | null {
  const stage = profile.motherhood_stage;
  let implied: string | null = null;
  if (stage.startsWith("pregnant") && profile.due_date) {
    const now = pregnancyWeek(profile.due_date, today);
    if (now && !now.beyondDates) implied = TRIMESTER_STAGES[now.trimester];
  } else if (stage.startsWith("postpartum") && profile.baby_birth_date) {
    const since = timeSinceBirth(profile.baby_birth_date, today);
    if (since) implied = postpartumStageFor(since);
  }
  return implied && implied !== stage ? implied : null;
}

/** Dates a person can mean, counted from today in her zone; the form and the server use the same. */
export function pregnancyDateBounds(today: string) {
  return {
    // A due date whose last period is still to come is impossible; one more than 20 days past
    // (beyond 42 weeks, 6 days) means the baby has arrived.
    due_date: { min: addDays(today, -20), max: addDays(today, PREGNANCY_DAYS) },
    last_period_start: { min: addDays(today, -(PREGNANCY_DAYS + 20)), max: today },
    // Bloom follows children up to the toddler years; ten years leaves room for older siblings' dates.
    baby_birth_date: { min: addDays(today, -3653), max: today },
  };
}
