import { Clock } from "lucide-react";
import { Link } from "react-router";
import { type Workout, workoutDurationMinutes } from "../../../content/workouts/schema";
import { WorkoutArt } from "../../components/art/workout-art";
import { FavoriteToggle } from "../favorites";

export const LEVEL_LABELS: Record<Workout["level"], string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export function WorkoutCard({ workout }: { workout: Workout }) {
  const minutes = workoutDurationMinutes(workout);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-blush-200 hover:shadow-md">
      <WorkoutArt workout={workout} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-display text-lg leading-snug">
          {/* The title link covers the whole card; the heart sits above it. */}
          <Link
            to={`/workouts/${workout.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {workout.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-plum-500">{workout.description}</p>
        <ul className="mt-auto flex flex-wrap gap-1.5 pt-2 text-xs font-medium" aria-label="Details">
          <li className="inline-flex items-center gap-1 rounded-full bg-honey-100 px-2.5 py-1 text-honey-700">
            <Clock className="size-3.5" aria-hidden="true" />
            {minutes} min
          </li>
          <li className="rounded-full bg-sage-100 px-2.5 py-1 text-sage-700">
            {LEVEL_LABELS[workout.level]}
          </li>
          <li className="rounded-full bg-blush-100 px-2.5 py-1 text-blush-700">{workout.category}</li>
        </ul>
      </div>
      <FavoriteToggle kind="workout" item={workout} className="absolute top-3 right-3 z-10" />
    </article>
  );
}

/** Placeholder cards while a list loads, the same size as real ones. */
export function WorkoutCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
    >
      <div className="aspect-[8/5] animate-pulse bg-blush-50" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-blush-50" />
        <div className="h-4 w-full animate-pulse rounded bg-blush-50" />
        <div className="h-6 w-1/2 animate-pulse rounded bg-blush-50" />
      </div>
    </div>
  );
}
