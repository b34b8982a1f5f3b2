import { CalendarDays, Dumbbell, Salad } from "lucide-react";
import { Link } from "react-router";
import type { MealPlan } from "../../../shared/plans/meal-plan";
import type { WorkoutPlan } from "../../../shared/plans/workout-plan";
import { herStage, planSuitsStage } from "../../../shared/stage-safety";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { MealList, PlanForAnotherStage, PlanNotes, WeekDays } from "./plan-views";
import { useLatestPlan } from "./plans-api";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday = 0 … Sunday = 6, in the browser's zone. */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

function mondayOf(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - weekdayIndex(date)).getTime();
}

/**
 * Which week of a two-week plan this is: the week it was saved is week 1, the next week 2, and the
 * plan repeats after that.
 */
export function planWeekNumber(savedAt: Date, today: Date): 1 | 2 {
  const weeks = Math.round((mondayOf(today) - mondayOf(savedAt)) / (7 * DAY_MS));
  return ((((weeks % 2) + 2) % 2) + 1) as 1 | 2;
}

function WorkoutWeek({ plan, savedAt }: { plan: WorkoutPlan; savedAt: Date }) {
  const today = new Date();
  const stage = herStage(useAuth().profile, todayLocal(today));
  const weekNumber = planWeekNumber(savedAt, today);
  const week = plan.weeks.find((w) => w.week === weekNumber) ?? plan.weeks[0];
  if (!week) return null;
  return (
    <section aria-labelledby="this-week-workouts" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="this-week-workouts" className="flex items-center gap-2 text-xl">
          <Dumbbell className="size-5 text-blush-600" aria-hidden="true" />
          This week's workouts
        </h3>
        <span className="text-sm text-plum-500">Week {weekNumber} of your plan</span>
      </div>
      {planSuitsStage(plan.stage, stage) ? (
        <WeekDays days={week.days} today={weekdayIndex(today)} />
      ) : (
        <PlanForAnotherStage />
      )}
      <PlanNotes notes={plan.notes.slice(0, 1)} />
      <Link to="/workout-plan" className="inline-block text-sm font-medium text-blush-700 underline">
        Create a new workout plan
      </Link>
    </section>
  );
}

function MealDay({ plan }: { plan: MealPlan }) {
  const day = plan.days[0];
  if (!day) return null;
  return (
    <section aria-labelledby="this-week-meals" className="space-y-3">
      <h3 id="this-week-meals" className="flex items-center gap-2 text-xl">
        <Salad className="size-5 text-sage-700" aria-hidden="true" />
        Your meal plan: day 1
      </h3>
      <div className="rounded-2xl border border-line bg-white px-4 py-1">
        <MealList meals={day.meals} />
      </div>
      {day.notes.map((note) => (
        <p key={note} className="rounded-xl bg-honey-100 px-3 py-2 text-sm text-honey-700">
          {note}
        </p>
      ))}
      <Link to="/questionnaire" className="inline-block text-sm font-medium text-blush-700 underline">
        Create a new meal plan
      </Link>
    </section>
  );
}

/** The dashboard's This Week tab: the latest saved workout schedule (today highlighted) and meal day. */
export function ThisWeekPlan() {
  const workoutQuery = useLatestPlan("workout");
  const mealQuery = useLatestPlan("meal");

  if (workoutQuery.isPending || mealQuery.isPending) {
    return (
      <Card aria-busy="true" data-testid="this-week-plan">
        <p className="text-sm text-plum-500">Loading your plans…</p>
      </Card>
    );
  }
  if (workoutQuery.isError && mealQuery.isError) {
    return (
      <Card data-testid="this-week-plan">
        <p role="alert" className="text-sm text-red-700">
          We couldn't load your plans. Please try again in a moment.
        </p>
      </Card>
    );
  }

  // The server answers a plan only when it fits its kind's schema (null otherwise).
  const workoutPlan = workoutQuery.data?.kind === "workout" ? workoutQuery.data.plan : null;
  const mealPlan = mealQuery.data?.kind === "meal" ? mealQuery.data.plan : null;

  if (!workoutPlan && !mealPlan) {
    return (
      <Card data-testid="this-week-plan" className="flex flex-col items-center gap-3 py-10 text-center">
        <CalendarDays className="size-8 text-blush-600" aria-hidden="true" />
        <h3 className="text-xl">No plan for this week yet</h3>
        <p className="max-w-md text-sm text-plum-500">
          Answer a few quick questions and we'll build a workout schedule or meal plan for your stage.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to="/workout-plan">Create a workout plan</ButtonLink>
          <ButtonLink to="/questionnaire" variant="outline">
            Create a meal plan
          </ButtonLink>
        </div>
      </Card>
    );
  }

  return (
    <Card data-testid="this-week-plan" className="grid gap-8 p-4 sm:p-6 lg:grid-cols-[3fr_2fr]">
      {workoutPlan && workoutQuery.data ? (
        <WorkoutWeek plan={workoutPlan} savedAt={new Date(workoutQuery.data.createdAt)} />
      ) : (
        <div className="space-y-2">
          <h3 className="text-xl">No workout plan yet</h3>
          <ButtonLink to="/workout-plan" size="sm">
            Create a workout plan
          </ButtonLink>
        </div>
      )}
      {mealPlan ? (
        <MealDay plan={mealPlan} />
      ) : (
        <div className="space-y-2">
          <h3 className="text-xl">No meal plan yet</h3>
          <ButtonLink to="/questionnaire" size="sm" variant="outline">
            Create a meal plan
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
