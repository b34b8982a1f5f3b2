import { Apple, Clock, Coffee, Moon, Salad, UtensilsCrossed } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import type { MealPlan, MealSlot, PlannedMeal } from "../../../shared/plans/meal-plan";
import type { PlanDay, WorkoutPlan } from "../../../shared/plans/workout-plan";
import { cn } from "../../lib/cn";

const DAY_NAMES: Record<PlanDay["day"], string> = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
};

export const tabListClass = "inline-flex flex-wrap gap-1 rounded-full bg-blush-50 p-1";
export const tabTriggerClass =
  "min-h-10 rounded-full px-4 text-sm font-medium text-plum-700 transition-colors hover:text-plum-900 data-[state=active]:bg-white data-[state=active]:text-blush-700 data-[state=active]:shadow-soft";

/** Shown instead of a saved plan's workouts once she has moved on to another stage. */
export function PlanForAnotherStage() {
  return (
    <p className="rounded-2xl bg-honey-100 p-3 text-sm text-plum-900">
      This plan was made for another stage than the one you are at now, so its workouts may not suit you. Make
      a new plan for where you are today.
    </p>
  );
}

/** A week of the plan, Monday to Sunday; `today` (0 = Monday) is highlighted. */
export function WeekDays({ days, today }: { days: PlanDay[]; today?: number }) {
  return (
    <ol className="grid gap-2">
      {days.map((day, index) => {
        const isToday = index === today;
        const rest = day.workouts.length === 0;
        return (
          <li
            key={day.day}
            aria-current={isToday ? "date" : undefined}
            className={cn(
              "flex flex-col gap-1 rounded-2xl border px-4 py-3 sm:flex-row sm:items-start sm:gap-4",
              isToday ? "border-blush-500 bg-blush-50" : "border-line bg-white",
              rest && !isToday && "bg-cream",
            )}
          >
            <div className="flex items-center gap-2 sm:w-32 sm:shrink-0">
              <span className="font-medium text-plum-900">{DAY_NAMES[day.day]}</span>
              {isToday && (
                <span className="rounded-full bg-blush-600 px-2 py-0.5 text-xs font-medium text-white">
                  Today
                </span>
              )}
            </div>
            {rest ? (
              <p className="flex items-center gap-2 text-sm text-plum-500">
                <Moon className="size-4 shrink-0" aria-hidden="true" />
                Rest day: recover, or take an easy walk if you feel like it.
              </p>
            ) : (
              <div className="min-w-0 flex-1">
                <ul className="space-y-1">
                  {day.workouts.map((w) => (
                    <li key={w.slug} className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <Link
                        to={`/workouts/${w.slug}`}
                        className="font-medium text-blush-700 underline-offset-2 hover:underline"
                      >
                        {w.title}
                      </Link>
                      <span className="text-xs text-plum-500">
                        {w.category} · {w.minutes} min
                      </span>
                    </li>
                  ))}
                </ul>
                {day.workouts.length > 1 && (
                  <p className="mt-1 flex items-center gap-1 text-xs text-plum-500">
                    <Clock className="size-3.5" aria-hidden="true" /> {day.minutes} min in all
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function PlanNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-1.5 rounded-2xl bg-sage-50 p-4 text-sm text-sage-700">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The workout plan result: week 1 and week 2 as tabs. */
export function WorkoutSchedule({ plan }: { plan: WorkoutPlan }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-plum-700">
        {plan.workoutDays} workout days a week, up to {plan.minutes.max} minutes a day.
      </p>
      <Tabs.Root defaultValue="1">
        <Tabs.List aria-label="Plan weeks" className={tabListClass}>
          {plan.weeks.map((w) => (
            <Tabs.Trigger key={w.week} value={String(w.week)} className={tabTriggerClass}>
              Week {w.week}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {plan.weeks.map((w) => (
          <Tabs.Content key={w.week} value={String(w.week)} className="mt-4 focus-visible:outline-2">
            <WeekDays days={w.days} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <PlanNotes notes={plan.notes} />
    </div>
  );
}

const SLOT_LABEL: Record<MealSlot, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};
const SLOT_ICON: Record<MealSlot, typeof Coffee> = {
  breakfast: Coffee,
  lunch: Salad,
  dinner: UtensilsCrossed,
  snack: Apple,
};

export function MealList({ meals }: { meals: PlannedMeal[] }) {
  return (
    <ul className="divide-y divide-line">
      {meals.map((meal) => {
        const Icon = SLOT_ICON[meal.slot];
        return (
          <li key={meal.slot} className="flex items-start gap-3 py-2.5">
            <Icon className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-plum-500">
                {SLOT_LABEL[meal.slot]}
              </p>
              <Link
                to={`/recipes/${meal.slug}`}
                className="font-medium text-blush-700 underline-offset-2 hover:underline"
              >
                {meal.title}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The meal plan result: three sample days. */
export function MealDays({ plan }: { plan: MealPlan }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        {plan.days.map((day) => (
          <section
            key={day.day}
            aria-labelledby={`meal-day-${day.day}`}
            className="rounded-2xl border border-line bg-white p-4"
          >
            <h3 id={`meal-day-${day.day}`} className="text-lg">
              Day {day.day}
            </h3>
            <MealList meals={day.meals} />
            {day.notes.map((note) => (
              <p key={note} className="mt-2 rounded-xl bg-honey-100 px-3 py-2 text-sm text-honey-700">
                {note}
              </p>
            ))}
          </section>
        ))}
      </div>
      <PlanNotes notes={plan.notes} />
    </div>
  );
}
