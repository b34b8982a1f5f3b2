import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export interface ExerciseListItem {
  key: string;
  name: string;
  /** What the exercise asks of her: its time, or its sets and reps. */
  detail: string;
}

/**
 * "Today's Workout": the exercises of a session in order, the current one marked, each finished one
 * ticked, and any other one a tap away. The workout player and the course player both show it.
 */
export function ExerciseList({
  items,
  completed,
  current,
  onSelect,
}: {
  items: readonly ExerciseListItem[];
  completed: readonly boolean[];
  /** The index of the exercise she is on; null once the session is finished. */
  current: number | null;
  onSelect: (index: number) => void;
}) {
  return (
    <section aria-labelledby="todays-workout">
      <h3 id="todays-workout" className="font-display text-lg">
        Today's Workout
      </h3>
      <ol className="mt-2 space-y-1.5">
        {items.map((e, i) => {
          const done = completed[i];
          const isCurrent = i === current;
          return (
            <li
              key={e.key}
              className={cn(
                "flex items-center gap-3 rounded-2xl border px-3 py-2",
                isCurrent ? "border-blush-200 bg-blush-50" : "border-line bg-white",
              )}
            >
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                  done ? "bg-sage-500 text-white" : "bg-blush-100 text-blush-700",
                )}
              >
                {done ? <Check className="size-4" aria-label="Complete" /> : i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{e.name}</span>
                <span className="block text-xs text-plum-500">{e.detail}</span>
              </span>
              <Button
                size="sm"
                variant={isCurrent ? "secondary" : "ghost"}
                disabled={done || isCurrent}
                onClick={() => onSelect(i)}
                aria-label={
                  done ? `${e.name}: complete` : isCurrent ? `${e.name}: current exercise` : `Start ${e.name}`
                }
              >
                {done ? "Done" : isCurrent ? "Current" : "Start"}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
