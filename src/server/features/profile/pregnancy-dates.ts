import type { ProfileUpdate } from "../../../shared/accounts";
import { journeyOf } from "../../../shared/journeys";
import {
  dueDateFromLastPeriod,
  lastPeriodFromDueDate,
  postpartumStageFor,
  pregnancyDateBounds,
  pregnancyWeek,
  TRIMESTER_STAGES,
  timeSinceBirth,
} from "../../../shared/pregnancy/dates";
import type { profiles } from "../../db/schema";
import { badRequest } from "../../http/errors";

type Row = typeof profiles.$inferSelect;
type Changes = Partial<
  Pick<Row, "dueDate" | "lastPeriodStart" | "babyBirthDate" | "motherhoodStage" | "showPregnancyContent">
>;

function within(value: string, bounds: { min: string; max: string }, what: string) {
  if (value < bounds.min || value > bounds.max)
    throw badRequest(`${what} must be between ${bounds.min} and ${bounds.max}.`);
}

/**
 * The columns a profile update changes for her dates and her stage:
 * - the due date and the last period are stored as a pair (she gives one; null clears both);
 * - a new due date sets a pregnant user's trimester, and a new birth date a postpartum user's
 *   stage, unless the same update names a stage itself;
 * - choosing pregnancy again (a pregnant stage or a new due date) lets pregnancy content back in.
 */
export function datesChanges(input: ProfileUpdate, current: Row, today: string): Changes {
  const bounds = pregnancyDateBounds(today);
  const changes: Changes = {};
  if (input.due_date) {
    within(input.due_date, bounds.due_date, "The due date");
    changes.dueDate = input.due_date;
    changes.lastPeriodStart = lastPeriodFromDueDate(input.due_date);
  } else if (input.last_period_start) {
    within(input.last_period_start, bounds.last_period_start, "The first day of your last period");
    changes.lastPeriodStart = input.last_period_start;
    changes.dueDate = dueDateFromLastPeriod(input.last_period_start);
  } else if (input.due_date === null || input.last_period_start === null) {
    changes.dueDate = null;
    changes.lastPeriodStart = null;
  }
  if (input.baby_birth_date) within(input.baby_birth_date, bounds.baby_birth_date, "Your baby's birth date");
  if (input.baby_birth_date !== undefined) changes.babyBirthDate = input.baby_birth_date;

  let stage = input.motherhood_stage ?? current.motherhoodStage;
  if (input.motherhood_stage === undefined) {
    const week = changes.dueDate ? pregnancyWeek(changes.dueDate, today) : null;
    if (journeyOf(stage) === "pregnant" && week && !week.beyondDates)
      stage = TRIMESTER_STAGES[week.trimester];
    const since = changes.babyBirthDate ? timeSinceBirth(changes.babyBirthDate, today) : null;
    if (journeyOf(stage) === "postpartum" && since) stage = postpartumStageFor(since);
  }
  if (stage !== current.motherhoodStage) changes.motherhoodStage = stage;

  if (input.show_pregnancy_content !== undefined) changes.showPregnancyContent = input.show_pregnancy_content;
  else if (
    changes.dueDate ||
    (journeyOf(stage) === "pregnant" && journeyOf(current.motherhoodStage) !== "pregnant")
  )
    changes.showPregnancyContent = true;
  return changes;
}
