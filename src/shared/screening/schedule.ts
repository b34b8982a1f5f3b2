/**
 * When Bloom offers a mood check-in (issue 23; ACOG and USPSTF ask that every mother be screened
 * during pregnancy and after birth): once in her pregnancy before week 28, again around week 28,
 * 2 and 6 weeks after birth, then monthly from 2 to 12 months after birth. Each moment is offered
 * once: answering or skipping it closes it, and nothing is offered within 14 days of any check-in
 * she answered or skipped. She can always open one herself from the Wellness page.
 */
import { daysFrom } from "../dates";
import { journeyOf } from "../journeys";
import { pregnancyWeek, timeSinceBirth } from "../pregnancy/dates";

export const SCREENING_GAP_DAYS = 14;
export const THIRD_TRIMESTER_SCREEN_WEEK = 28;
/** The first two weeks after birth are the "baby blues"; the first screen is at 2 weeks. */
export const FIRST_POSTPARTUM_SCREEN_DAY = 14;
export const SIX_WEEK_SCREEN_DAY = 42;
export const LAST_MONTHLY_SCREEN = 12;

export interface ScreeningMoment {
  /** Stable for one pregnancy or one baby: the moment and the date it hangs on. */
  id: string;
  /** For her: "Around week 28 of your pregnancy". */
  label: string;
}

export interface ScreeningProfile {
  motherhood_stage: string;
  due_date: string | null;
  baby_birth_date: string | null;
  /** False after a pregnancy loss (until she turns it back on): no moment then speaks of a baby. */
  show_pregnancy_content?: boolean;
}

/** After a loss the moments keep their timing, but their words name no pregnancy and no baby. */
export const NEUTRAL_MOMENT_LABEL = "A check-in on how you have been";

/** Something she did with a check-in: answered one (offered or not), or skipped an offer. */
export interface ScreeningHistoryEntry {
  /** Her local day. */
  on: string;
  /** The moment it closed, when it fell in one. */
  moment: string | null;
}

/** The moment her stage and dates place her in today, or null between moments. */
export function currentMoment(profile: ScreeningProfile, today: string): ScreeningMoment | null {
  const moment = momentByDates(profile, today);
  if (moment && profile.show_pregnancy_content === false) return { ...moment, label: NEUTRAL_MOMENT_LABEL };
  return moment;
}

function momentByDates(profile: ScreeningProfile, today: string): ScreeningMoment | null {
  const journey = journeyOf(profile.motherhood_stage);
  if (journey === "pregnant") {
    const due = profile.due_date;
    if (!due) return { id: "pregnancy@undated", label: "During your pregnancy" };
    const week = pregnancyWeek(due, today);
    if (!week || week.week < THIRD_TRIMESTER_SCREEN_WEEK)
      return { id: `pregnancy@${due}`, label: "During your pregnancy" };
    if (week.beyondDates) return null;
    return { id: `week-28@${due}`, label: "Around week 28 of your pregnancy" };
  }
  if (journey === "postpartum" || journey === "toddler") {
    const birth = profile.baby_birth_date;
    if (!birth)
      return journey === "postpartum" ? { id: "postpartum@undated", label: "After your baby's birth" } : null;
    const since = timeSinceBirth(birth, today);
    if (!since || since.totalDays < FIRST_POSTPARTUM_SCREEN_DAY) return null;
    if (since.totalDays < SIX_WEEK_SCREEN_DAY)
      return { id: `postpartum-2w@${birth}`, label: "2 weeks after your baby's birth" };
    if (since.months < 2) return { id: `postpartum-6w@${birth}`, label: "6 weeks after your baby's birth" };
    if (since.months <= LAST_MONTHLY_SCREEN)
      return {
        id: `postpartum-${since.months}m@${birth}`,
        label: `${since.months} months after your baby's birth`,
      };
  }
  return null;
}

/**
 * The check-in to offer her today, or null: her current moment, unless she has answered or
 * skipped it already, or answered or skipped any check-in in the last 14 days.
 */
export function screeningOffer(
  profile: ScreeningProfile,
  history: readonly ScreeningHistoryEntry[],
  today: string,
): ScreeningMoment | null {
  const moment = currentMoment(profile, today);
  if (!moment) return null;
  if (history.some((h) => h.moment === moment.id)) return null;
  if (history.some((h) => daysFrom(h.on, today) < SCREENING_GAP_DAYS)) return null;
  return moment;
}
