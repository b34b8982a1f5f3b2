/**
 * Where she is today, as the digest, the prep guide and the education topics need it, from her
 * profile and her own calendar. Weeks come only from dates she entered: nothing falls back to a
 * stand-in week.
 */
import { journeyOf } from "../journeys";
import { pregnancyWeek, stageFromDates, timeSinceBirth } from "../pregnancy/dates";

export interface DatedStage {
  motherhood_stage: string;
  due_date: string | null;
  baby_birth_date: string | null;
  show_pregnancy_content: boolean;
}

export interface WhereSheIs {
  /** Her stage as her dates give it today (the trimester of her due date, her baby's age), else as stored. */
  stage: string;
  pregnant: boolean;
  /** Her week of pregnancy from her due date; null without one or once past 42 weeks 6 days. */
  pregnancyWeek: number | null;
  /** Whole weeks since her baby's birth; null without a birth date. */
  weeksSinceBirth: number | null;
  /** False after a pregnancy loss until she turns pregnancy content back on. */
  babyContent: boolean;
}

export function whereSheIs(profile: DatedStage, today: string): WhereSheIs {
  const pregnant = journeyOf(profile.motherhood_stage) === "pregnant";
  const week = pregnant && profile.due_date ? pregnancyWeek(profile.due_date, today) : null;
  const since =
    journeyOf(profile.motherhood_stage) === "postpartum" && profile.baby_birth_date
      ? timeSinceBirth(profile.baby_birth_date, today)
      : null;
  return {
    stage: stageFromDates(profile, today) ?? profile.motherhood_stage,
    pregnant,
    pregnancyWeek: week && !week.beyondDates ? week.week : null,
    weeksSinceBirth: since ? since.weeks : null,
    babyContent: profile.show_pregnancy_content,
  };
}
