import { BookOpen, CalendarDays, Clock } from "lucide-react";
import type { CourseSummary } from "../../../shared/courses";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

const LABELS: Record<string, string> = {
  postpartum: "Postpartum",
  fitness: "Fitness",
  nutrition: "Nutrition",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};
export const label = (value: string) => LABELS[value] ?? value;

export function Badge({
  children,
  tone = "blush",
}: {
  children: React.ReactNode;
  tone?: "blush" | "sage" | "honey";
}) {
  const tones = {
    blush: "bg-blush-100 text-blush-800",
    sage: "bg-sage-100 text-sage-700",
    honey: "bg-honey-100 text-plum-900",
  };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}

export function ProgressBar({ percent, label: text }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={text}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-blush-100"
    >
      <div className="h-full rounded-full bg-blush-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** "Day X of Y" or "Completed!" under a progress bar, for an enrolled course. */
export function CourseProgressLine({ course }: { course: CourseSummary }) {
  const p = course.progress;
  if (!p) return null;
  const text = p.completed_at ? "Completed!" : `Day ${p.day_number} of ${p.total_days}`;
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-plum-900">{text}</span>
        <span className="text-plum-500">{p.percent}%</span>
      </div>
      <ProgressBar percent={p.percent} label={`${course.title} progress`} />
    </div>
  );
}

export function CourseCard({
  course,
  otherStage = false,
  onStart,
  onOpen,
  starting,
}: {
  course: CourseSummary;
  /** Written for another stage than hers: the card says so (enrolling asks first). */
  otherStage?: boolean;
  onStart: () => void;
  onOpen: () => void;
  starting: boolean;
}) {
  const p = course.progress;
  const button = !p ? "Start Course" : p.completed_at ? "Review Course" : "Continue";
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Badge>{label(course.category)}</Badge>
        <Badge tone="sage">{label(course.difficulty_level)}</Badge>
        {otherStage && <Badge tone="honey">Not for your stage</Badge>}
      </div>
      <div>
        <h3 className="font-display text-xl">{course.title}</h3>
        <p className="mt-1 text-sm text-plum-700">{course.description}</p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-plum-500">
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {course.duration_weeks} weeks
        </li>
        <li className="flex items-center gap-1.5">
          <BookOpen className="size-4" aria-hidden="true" />
          {course.duration_weeks * 7} days
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {course.min_minutes === course.max_minutes
            ? `${course.min_minutes} min/day`
            : `${course.min_minutes}-${course.max_minutes} min/day`}
        </li>
      </ul>
      <div className="mt-auto space-y-4">
        <CourseProgressLine course={course} />
        <Button
          className="w-full"
          variant={p ? "outline" : "primary"}
          onClick={p ? onOpen : onStart}
          disabled={starting}
          aria-label={`${button}: ${course.title}`}
        >
          {starting ? "Enrolling…" : button}
        </Button>
      </div>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-72 animate-pulse rounded-[var(--radius-card)] border border-line bg-white p-5"
    >
      <div className="h-5 w-24 rounded-full bg-blush-100" />
      <div className="mt-4 h-6 w-3/4 rounded bg-blush-100" />
      <div className="mt-3 h-4 w-full rounded bg-blush-50" />
      <div className="mt-2 h-4 w-5/6 rounded bg-blush-50" />
      <div className="mt-16 h-11 w-full rounded-full bg-blush-100" />
    </div>
  );
}
