import { Award, CheckCircle2, Flame, Target } from "lucide-react";
import { POINTS, STREAK_COUNTS } from "../../../shared/gamification";
import { Card } from "../../components/ui/card";
import { useGamification } from "./api";

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      className="mt-1.5 h-1.5 w-full rounded-full bg-blush-100"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
    >
      <div className="h-full rounded-full bg-blush-500" style={{ width: `${percent}%` }} />
    </div>
  );
}

const QUICK_WINS = [
  { label: "Mood check-in", points: POINTS.mood },
  { label: "Share a post", points: POINTS.post },
  { label: "Finish a workout", points: POINTS.workout },
  { label: "Reply to another mom", points: POINTS.reply },
];

/**
 * The community page's gamification panel (content.md §2): her level and points, streak, this
 * week's goals and her achievements, all counted from what she did (GET /api/gamification).
 */
export function GamificationPanel() {
  const { data, isPending, isError } = useGamification();

  if (isPending) {
    return <div className="h-80 animate-pulse rounded-[var(--radius-card)] bg-white" aria-hidden="true" />;
  }
  if (isError) {
    return (
      <Card role="region" aria-label="Your progress">
        <p className="text-sm text-plum-500">Your progress could not be loaded.</p>
      </Card>
    );
  }

  const { level, points, streak, weeklyGoals, achievements } = data;
  return (
    <Card role="region" aria-labelledby="gamification-heading" className="space-y-5">
      <div>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="gamification-heading" className="font-display text-lg text-plum-900">
              Your Progress
            </h2>
            <p className="text-sm text-plum-500">
              Level {level.level} · <span className="font-medium text-plum-700">{level.title}</span>
            </p>
          </div>
          <p className="shrink-0 text-right">
            <span className="font-display text-3xl text-plum-900">{points}</span>
            <span className="block text-xs text-plum-500">points</span>
          </p>
        </div>
        {level.next ? (
          <>
            <Bar
              value={points - level.min}
              max={level.next.min - level.min}
              label="Progress to the next level"
            />
            <p className="mt-1 text-xs text-plum-500">
              {level.next.min - points} points to {level.next.title}
            </p>
          </>
        ) : (
          <p className="mt-1 text-xs text-plum-500">The highest level. Thank you for all you share.</p>
        )}
      </div>

      <p className="flex items-center gap-2 text-sm text-plum-700">
        <Flame className="size-4 text-honey-700" aria-hidden="true" />
        <span title={`A streak day is any day you log ${STREAK_COUNTS}.`}>
          {streak.current === 0
            ? "Log anything today (your cycle and pregnancy or postpartum logs count too) to start a streak"
            : `${streak.current}-day streak`}
        </span>
        {streak.longest > streak.current && (
          <span className="text-xs text-plum-500">(best {streak.longest})</span>
        )}
      </p>

      <section aria-labelledby="weekly-goals-heading">
        <h3
          id="weekly-goals-heading"
          className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-900"
        >
          <Target className="size-4 text-blush-600" aria-hidden="true" />
          This Week's Goals
        </h3>
        <ul className="mt-2 space-y-3">
          {weeklyGoals.map((goal) => (
            <li key={goal.id} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="text-plum-700">{goal.title}</span>
                <span className="shrink-0 text-plum-500">
                  {goal.progress}/{goal.target}
                </span>
              </div>
              <Bar value={goal.progress} max={goal.target} label={goal.title} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="achievements-heading">
        <h3
          id="achievements-heading"
          className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-900"
        >
          <Award className="size-4 text-blush-600" aria-hidden="true" />
          Achievements
        </h3>
        <ul className="mt-2 space-y-3">
          {achievements.map((a) => (
            <li key={a.id} className="text-sm">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="flex items-center gap-1.5 font-medium text-plum-900">
                    {a.completed && <CheckCircle2 className="size-4 text-sage-700" aria-label="Completed" />}
                    {a.title}
                  </span>
                  <span className="block text-xs text-plum-500">{a.description}</span>
                </span>
                <span className="shrink-0 text-xs text-plum-500">+{a.points}</span>
              </div>
              {!a.completed && <Bar value={a.progress} max={a.maxProgress} label={a.title} />}
              {!a.completed && (
                <span className="text-xs text-plum-500">
                  {a.progress}/{a.maxProgress}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="quick-wins-heading">
        <h3 id="quick-wins-heading" className="font-sans text-sm font-semibold text-plum-900">
          Quick Wins
        </h3>
        <ul className="mt-2 grid grid-cols-2 gap-2 text-xs">
          {QUICK_WINS.map((w) => (
            <li key={w.label} className="rounded-xl bg-blush-50 px-3 py-2 text-plum-700">
              {w.label} <span className="font-semibold text-blush-700">+{w.points}</span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
