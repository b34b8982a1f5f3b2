import { Activity, Dumbbell, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DashboardData } from "../../../shared/wellness";
import { Card } from "../../components/ui/card";

function StatCard({
  title,
  value,
  detail,
  icon,
}: {
  title: string;
  value: string;
  detail: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4" role="region" aria-label={title}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-sans text-sm font-medium text-plum-500">{title}</h2>
        <p className="font-display text-3xl text-plum-900">{value}</p>
        <div className="text-sm text-plum-500">{detail}</div>
      </div>
    </Card>
  );
}

const GOAL_SOURCE: Record<DashboardData["weeklyWorkoutGoalSource"], string> = {
  own: "Your own goal.",
  plan: "Goal from your saved workout plan.",
  default: "A starting goal for your stage.",
};

/** How far into her week she is, in words that never read as a judgement. */
function weekLine(data: DashboardData): string {
  if (data.weeklySessions === 0) return "Nothing logged yet this week, and rest counts too";
  if (data.weeklySessions >= data.weeklyWorkoutGoal) return "Weekly goal reached";
  return `${data.weeklyWorkoutProgress}% of weekly goal`;
}

export function StatCards({ data }: { data: DashboardData | undefined }) {
  const loading = !data;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title="Weekly Workouts"
        icon={<Dumbbell className="size-5" aria-hidden="true" />}
        value={loading ? "…" : `${data.weeklySessions}/${data.weeklyWorkoutGoal}`}
        // While loading, the same lines with placeholders: the card keeps its height (no shift).
        detail={
          <>
            <span>{loading ? "…" : weekLine(data)}</span>
            <div
              className="mt-2 h-1.5 w-full rounded-full bg-blush-100"
              role="progressbar"
              aria-label="Weekly workout goal"
              aria-valuenow={loading ? undefined : data.weeklyWorkoutProgress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div
                className="h-full rounded-full bg-blush-500"
                style={{ width: `${loading ? 0 : data.weeklyWorkoutProgress}%` }}
              />
            </div>
            <p className="mt-2 text-xs">
              {loading ? (
                <span className="invisible">{GOAL_SOURCE.default} Change goal</span>
              ) : (
                <>
                  {GOAL_SOURCE[data.weeklyWorkoutGoalSource]}{" "}
                  <Link to="/profile#weekly-goal" className="font-medium text-blush-700 underline">
                    Change goal
                  </Link>
                </>
              )}
            </p>
          </>
        }
      />
      <StatCard
        title="Wellness Score"
        icon={<Activity className="size-5" aria-hidden="true" />}
        value={loading ? "…" : data.wellnessScore === null ? "–" : String(data.wellnessScore)}
        detail={
          loading
            ? "\u00a0"
            : data.wellnessScore === null
              ? "Log a mood check-in to see it"
              : "From your latest check-in"
        }
      />
      <StatCard
        title="Workout Minutes"
        icon={<Timer className="size-5" aria-hidden="true" />}
        value={loading ? "…" : String(data.weeklyMinutes)}
        detail="This week, from Monday"
      />
    </div>
  );
}
