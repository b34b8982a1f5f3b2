import { CalendarDays, Clock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { type Workout, workoutDurationMinutes } from "../../../content/workouts/schema";
import type { FeaturedProgram } from "../../../shared/workout-filters";
import { WorkoutArt } from "../../components/art/workout-art";

const PROGRAM_BLURBS: Record<FeaturedProgram["id"], string> = {
  prenatal: "Gentle strength, mobility and breath for every trimester.",
  "core-restore": "Rebuild your deep core and pelvic floor after birth, step by step.",
  "energy-strength": "Progressive full-body strength for busy days with a little one.",
  advanced: "Harder conditioning once you are fully recovered and ready.",
};

function ProgramFacts({ program }: { program: FeaturedProgram }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-plum-500">
      {program.weeks && (
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden="true" />
          {program.weeks} weeks
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {program.minMinutes}-{program.maxMinutes} min/day
      </span>
    </p>
  );
}

/** The journey's programs, then its featured workouts that sit outside any program. */
export function FeaturedPrograms({
  programs,
  featured,
}: {
  programs: FeaturedProgram[];
  featured: Workout[];
}) {
  if (programs.length === 0 && featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-programs" className="mt-12">
      <h2 id="featured-programs" className="text-2xl sm:text-3xl">
        Featured Programs
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        {programs.map((p) => (
          <article
            key={p.id}
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft"
          >
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
                <Sparkles className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="font-display text-xl">{p.name} Program</h3>
                <p className="mt-1 text-sm text-plum-700">{PROGRAM_BLURBS[p.id]}</p>
                <div className="mt-2">
                  <ProgramFacts program={p} />
                </div>
              </div>
            </div>
            <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {p.workouts.map((w) => (
                <li key={w.slug}>
                  <Link
                    to={`/workouts/${w.slug}`}
                    className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-blush-50"
                  >
                    <span className="font-medium text-plum-900">{w.title}</span>
                    <span className="shrink-0 text-plum-500">{workoutDurationMinutes(w)} min</span>
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
        {featured.map((w) => (
          <article
            key={w.slug}
            className="relative grid overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft sm:grid-cols-[2fr_3fr]"
          >
            <WorkoutArt workout={w} className="sm:h-full" />
            <div className="p-5">
              <p className="text-xs font-semibold tracking-wide text-blush-700 uppercase">Featured</p>
              <h3 className="mt-1 font-display text-xl">
                <Link to={`/workouts/${w.slug}`} className="after:absolute after:inset-0 after:content-['']">
                  {w.title}
                </Link>
              </h3>
              <p className="mt-1 line-clamp-3 text-sm text-plum-700">{w.description}</p>
              <p className="mt-2 text-sm text-plum-500">
                {workoutDurationMinutes(w)} min · {w.frequency}
              </p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
