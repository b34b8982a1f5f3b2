import { Sparkles, Users } from "lucide-react";
import type { CourseSummary } from "../../../shared/courses";
import { Button } from "../../components/ui/button";
import { ProgressBar } from "./course-card";

const WEEKS = ["Foundation Week", "Strength Week", "Energy Week", "Glow Week"];

/**
 * The Glow Up challenge's promotion, with its counted enrolments and her progress. Its title is the
 * spec's ("30 Days Glow Up Challenge"); the card says what it holds: 28 days (decision 014).
 */
export function ChallengeCard({
  course,
  onJoin,
  onOpen,
  joining,
}: {
  course: CourseSummary;
  onJoin: () => void;
  onOpen: () => void;
  joining: boolean;
}) {
  const p = course.progress;
  const done = p?.completed_at != null;
  // Spec §4: the challenge card counts its 28 days as (week − 1) × 7 + day.
  const button = !p ? "Start Your Glow Up" : done ? "Review Challenge" : "Continue Challenge";
  const members = course.enrolled_count;
  return (
    <section
      aria-labelledby="challenge-title"
      className="rounded-[var(--radius-card)] bg-gradient-to-br from-blush-100 via-white to-honey-100 p-5 shadow-soft sm:p-7"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-blush-700 uppercase">
            <Sparkles className="size-4" aria-hidden="true" />
            28 days · 4 weeks · 15-20 min/day
          </p>
          <h2 id="challenge-title" className="mt-1 font-display text-2xl sm:text-3xl">
            {course.title}
          </h2>
          <p className="mt-2 text-plum-700">{course.description}</p>
          <ol className="mt-3 flex flex-wrap gap-2" aria-label="The four weeks">
            {WEEKS.map((w) => (
              <li key={w} className="rounded-full bg-white/80 px-3 py-1 text-xs font-medium text-plum-900">
                {w}
              </li>
            ))}
          </ol>
          <p className="mt-3 flex items-center gap-2 text-sm text-plum-500">
            <Users className="size-4" aria-hidden="true" />
            {members === 0
              ? "Be the first mom to join"
              : `${members} ${members === 1 ? "mom" : "moms"} enrolled`}
          </p>
        </div>
        <div className="w-full shrink-0 space-y-3 lg:w-72">
          {p && (
            <div className="space-y-1.5">
              <div className="flex justify-between text-sm">
                <span className="font-medium">
                  {done ? "Completed!" : `Day ${p.day_number} of ${p.total_days}`}
                </span>
                <span className="text-plum-500">{p.percent}%</span>
              </div>
              <ProgressBar percent={p.percent} label="Challenge progress" />
            </div>
          )}
          <Button size="lg" className="w-full" onClick={p ? onOpen : onJoin} disabled={joining}>
            {joining ? "Joining…" : button}
          </Button>
        </div>
      </div>
    </section>
  );
}
