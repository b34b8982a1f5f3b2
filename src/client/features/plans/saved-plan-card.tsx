import { CalendarDays, Moon } from "lucide-react";
import { Link } from "react-router";
import { herStage, planSuitsStage } from "../../../shared/stage-safety";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { PlanForAnotherStage } from "./plan-views";
import { useLatestPlan } from "./plans-api";
import { planWeekNumber, weekdayIndex } from "./this-week-plan";

/** Where the whole saved plan lives: the dashboard's This Week tab. */
export const SAVED_PLAN_PATH = "/dashboard?tab=week";

const savedOn = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric" });

/**
 * Her saved workout plan at a glance, wherever she looks for workouts: today's sessions (or a rest
 * day), a link to the whole week and one to make a new plan. Nothing while she has no saved plan,
 * so the page shows its own invitation to take the quiz instead.
 */
export function SavedWorkoutPlanCard({ className }: { className?: string }) {
  const latest = useLatestPlan("workout");
  const stage = herStage(useAuth().profile, todayLocal());
  // The server answers a plan only when it fits its kind's schema (null otherwise).
  if (latest.data?.kind !== "workout") return null;
  const plan = latest.data.plan;
  const now = new Date();
  const weekNumber = planWeekNumber(new Date(latest.data.createdAt), now);
  const week = plan.weeks.find((w) => w.week === weekNumber) ?? plan.weeks[0];
  const today = week?.days[weekdayIndex(now)];
  // A plan made for another stage offers none of its workouts (src/shared/stage-safety.ts).
  const forHer = planSuitsStage(plan.stage, stage);
  return (
    <Card className={className} data-testid="saved-workout-plan">
      <section aria-labelledby="saved-workout-plan-title" className="space-y-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-blush-50 text-blush-700">
            <CalendarDays className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="saved-workout-plan-title" className="text-xl">
              Your workout plan
            </h2>
            <p className="text-sm text-plum-500">
              {plan.workoutDays} days a week · saved {savedOn(latest.data.createdAt)} · week {weekNumber}
            </p>
          </div>
        </div>
        {!forHer ? (
          <PlanForAnotherStage />
        ) : today && today.workouts.length > 0 ? (
          <div>
            <p className="text-sm font-medium text-plum-700">Today</p>
            <ul className="mt-1 space-y-1">
              {today.workouts.map((w) => (
                <li key={w.slug} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    to={`/workouts/${w.slug}`}
                    className="font-medium text-blush-700 underline-offset-2 hover:underline"
                  >
                    {w.title}
                  </Link>
                  <span className="text-xs text-plum-500">{w.minutes} min</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-plum-700">
            <Moon className="size-4 shrink-0" aria-hidden="true" />
            Today is a rest day in your plan.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {forHer && (
            <ButtonLink to={SAVED_PLAN_PATH} size="sm">
              See this week's plan
            </ButtonLink>
          )}
          <ButtonLink to="/workout-plan" size="sm" variant={forHer ? "outline" : "primary"}>
            Make a new plan
          </ButtonLink>
        </div>
      </section>
    </Card>
  );
}
