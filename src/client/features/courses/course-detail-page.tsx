import { ArrowLeft, BookOpen, CalendarDays, Check, Clock, Flame, PauseCircle } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import {
  type CourseDetail,
  PAUSE_REASON_LABELS,
  PAUSE_REASONS,
  type PauseReason,
} from "../../../shared/courses";
import type { SafetyFinding } from "../../../shared/safety";
import { herStage, suitsStage } from "../../../shared/stage-safety";
import { OtherStageConfirm, OtherStageNotice } from "../../components/stage-check";
import { Button, ButtonLink } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { ApiError } from "../../lib/api";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { useCourse, useCourseDay, usePauseCourse, useRepeatWeek, useResumeCourse, useStartDay } from "./api";
import { CheckinDialog } from "./checkin-dialog";
import { signedOut, toasts } from "./copy";
import { Badge, label, ProgressBar } from "./course-card";
import { CoursePlayer } from "./course-player";
import { Curriculum } from "./curriculum";

function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl">Course Not Found</h1>
      <p className="mt-2 text-plum-700">The course you're looking for doesn't exist.</p>
      <ButtonLink to="/courses" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Courses
      </ButtonLink>
    </div>
  );
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

function PauseControls({ detail }: { detail: CourseDetail }) {
  const id = detail.course.id;
  const p = detail.course.progress!;
  const pause = usePauseCourse(id);
  const resume = useResumeCourse(id);
  const [reason, setReason] = useState<PauseReason>("busy");
  if (p.completed_at) return null;
  if (p.pause)
    return (
      <div className="flex flex-col gap-3 rounded-2xl bg-honey-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-plum-900">
          <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Paused since {longDate(p.pause.from)} (
          {PAUSE_REASON_LABELS[p.pause.reason as PauseReason] ?? p.pause.reason}). Your place and your streak
          are kept.
        </p>
        <Button size="sm" onClick={() => resume.mutate()} disabled={resume.isPending}>
          Resume course
        </Button>
      </div>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        pause.mutate(reason);
      }}
    >
      <label className="text-sm text-plum-700">
        Need a break?
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value as PauseReason)}
          className="mt-1 block min-h-9 rounded-full border border-line bg-white px-3 text-sm"
        >
          {PAUSE_REASONS.map((r) => (
            <option key={r} value={r}>
              {PAUSE_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={pause.isPending}>
        Pause course
      </Button>
    </form>
  );
}

function RepeatOffer({ detail, onCarryOn }: { detail: CourseDetail; onCarryOn: () => void }) {
  const p = detail.course.progress!;
  const repeat = useRepeatWeek(detail.course.id);
  if (!p.repeat_offer) return null;
  return (
    <div className="rounded-2xl border border-blush-200 bg-blush-50 p-4">
      <p className="font-medium">Welcome back! It's been {p.days_away} days.</p>
      <p className="mt-1 text-sm text-plum-700">
        Nothing is lost. Would you like to repeat week {p.repeat_offer.week} from day 1, or carry on from day{" "}
        {p.current_day}?
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => repeat.mutate()} disabled={repeat.isPending}>
          Repeat week {p.repeat_offer.week}
        </Button>
        <Button size="sm" variant="outline" onClick={onCarryOn}>
          Carry on from day {p.current_day}
        </Button>
      </div>
    </div>
  );
}

export function Component() {
  const { id = "" } = useParams();
  const stage = herStage(useAuth().profile, todayLocal());
  const course = useCourse(id);
  const start = useStartDay(id);
  const [playing, setPlaying] = useState<{ week: number; day: number } | null>(null);
  const [checkinFor, setCheckinFor] = useState<{ week: number; day: number } | null>(null);
  const [finding, setFinding] = useState<SafetyFinding | null>(null);
  const [askingStart, setAskingStart] = useState<{ week: number; day: number } | null>(null);
  const [tab, setTab] = useState("overview");
  const dayQuery = useCourseDay(id, playing?.week ?? 1, playing?.day ?? 1, playing !== null);
  const notFound = course.error instanceof ApiError && course.error.status === 404;

  useEffect(() => {
    if (course.isError && !notFound) toasts.loadCourse();
  }, [course.isError, notFound]);
  useEffect(() => {
    if (dayQuery.isError) toasts.loadCourse();
  }, [dayQuery.isError]);
  useEffect(() => {
    if (course.data) document.title = `${course.data.course.title} · Bloom`;
  }, [course.data]);

  if (notFound) return <NotFound />;
  if (course.isPending) return <Spinner label="Loading course…" />;
  if (course.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl">Failed to load course data</h1>
        <Button className="mt-4" variant="outline" onClick={() => course.refetch()}>
          Try again
        </Button>
      </div>
    );

  const detail = course.data;
  const c = detail.course;
  const p = c.progress;

  function begin(
    week: number,
    day: number,
    checkin?: { signs: string[]; note?: string },
    stageConfirmed = false,
  ) {
    // Her first start enrols her: a course for another stage asks first.
    if (!p && !stageConfirmed && !suitsStage(c, stage)) {
      setAskingStart({ week, day });
      return;
    }
    if (c.postpartum && !checkin) {
      setFinding(null);
      setCheckinFor({ week, day });
      return;
    }
    start.mutate(
      { week, day, ...(checkin ? { checkin } : {}) },
      {
        onSuccess: (result) => {
          if (result.safety) {
            setFinding(result.safety);
            return;
          }
          setCheckinFor(null);
          setPlaying({ week, day });
          window.scrollTo({ top: 0 });
        },
        onError: (error) => (signedOut(error) ? toasts.startSignIn() : toasts.startFailed()),
      },
    );
  }

  if (playing) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
        {dayQuery.data ? (
          <CoursePlayer
            key={`${playing.week}-${playing.day}`}
            day={dayQuery.data}
            onBack={() => setPlaying(null)}
            onCompleted={() => {
              setPlaying(null);
              setTab("progress");
            }}
          />
        ) : dayQuery.isError ? (
          <div className="text-center">
            <p>Failed to load course data</p>
            <Button className="mt-4" variant="outline" onClick={() => setPlaying(null)}>
              Back to Course
            </Button>
          </div>
        ) : (
          <Spinner label="Loading today's workout…" />
        )}
      </div>
    );
  }

  const total = c.duration_weeks * 7;
  const nextUp = p && !p.completed_at ? { week: p.current_week, day: p.current_day } : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <ButtonLink to="/courses" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Courses
      </ButtonLink>

      <header className="mt-3 rounded-[var(--radius-card)] bg-gradient-to-br from-blush-100 via-white to-honey-100 p-5 shadow-soft sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge>{label(c.category)}</Badge>
          <Badge tone="sage">{label(c.difficulty_level)}</Badge>
        </div>
        <h1 className="mt-3 text-3xl sm:text-4xl">{c.title}</h1>
        <p className="mt-2 max-w-3xl text-plum-700">{c.description}</p>
        {!suitsStage(c, stage) && (
          // Before she starts (and so enrols): the same words as the course list's question.
          <div className="mt-3 max-w-3xl">
            <OtherStageNotice item={c} stage={stage} kind="course" />
          </div>
        )}
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-plum-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {c.duration_weeks} weeks
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden="true" />
            {total} days
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {c.min_minutes === c.max_minutes
              ? `${c.min_minutes} min daily`
              : `${c.min_minutes}-${c.max_minutes} min daily`}
          </li>
          {p && p.weekly_streak > 0 && (
            <li className="flex items-center gap-1.5">
              <Flame className="size-4 text-blush-600" aria-hidden="true" />
              {p.weekly_streak}-week streak
            </li>
          )}
        </ul>
        {p && (
          <div className="mt-5 max-w-xl space-y-1.5">
            <div className="flex justify-between text-sm">
              <span className="font-medium">
                {p.completed_at ? "Completed!" : `Day ${p.day_number} of ${p.total_days}`}
              </span>
              <span className="text-plum-500">{p.percent}%</span>
            </div>
            <ProgressBar percent={p.percent} label={`${c.title} progress`} />
          </div>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {nextUp ? (
            <Button size="lg" onClick={() => begin(nextUp.week, nextUp.day)} disabled={start.isPending}>
              {`Start Week ${nextUp.week} • Day ${nextUp.day}`}
            </Button>
          ) : !p ? (
            <Button size="lg" onClick={() => begin(1, 1)} disabled={start.isPending}>
              Start Challenge
            </Button>
          ) : null}
        </div>
      </header>

      {p && (
        <div className="mt-5 space-y-3">
          <RepeatOffer detail={detail} onCarryOn={() => nextUp && begin(nextUp.week, nextUp.day)} />
          <PauseControls detail={detail} />
        </div>
      )}

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <Tabs.List aria-label="Course" className={tabListClass}>
          <Tabs.Trigger value="overview" className={tabTriggerClass}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="curriculum" className={tabTriggerClass}>
            Curriculum
          </Tabs.Trigger>
          <Tabs.Trigger value="progress" className={tabTriggerClass}>
            Progress
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="overview" className="mt-5 grid gap-5 md:grid-cols-2">
          <section className="rounded-[var(--radius-card)] border border-line bg-white p-5 md:col-span-2">
            <h2 className="font-display text-xl">About this course</h2>
            <p className="mt-2 text-plum-700">{c.about}</p>
          </section>
          <section className="rounded-[var(--radius-card)] border border-line bg-white p-5">
            <h2 className="font-display text-xl">What you'll learn</h2>
            <ul className="mt-2 space-y-1.5 text-sm text-plum-700">
              {c.learn.map((x) => (
                <li key={x} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden="true" />
                  {x}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-[var(--radius-card)] border border-line bg-white p-5">
            <h2 className="font-display text-xl">What's included</h2>
            <ul className="mt-2 space-y-1.5 text-sm text-plum-700">
              {c.included.map((x) => (
                <li key={x} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden="true" />
                  {x}
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-[var(--radius-card)] border border-line bg-white p-5 md:col-span-2">
            <h2 className="font-display text-xl">Week by week</h2>
            <ol className="mt-2 grid gap-2 sm:grid-cols-2">
              {detail.weeks.map((w) => (
                <li key={w.id} className="rounded-2xl bg-blush-50 px-3 py-2 text-sm">
                  <span className="font-semibold">Week {w.week_number}:</span> {w.theme}
                </li>
              ))}
            </ol>
          </section>
        </Tabs.Content>

        <Tabs.Content value="curriculum" className="mt-5">
          <Curriculum detail={detail} onDay={(w, d) => begin(w, d)} busy={start.isPending} />
        </Tabs.Content>

        <Tabs.Content value="progress" className="mt-5">
          {p ? (
            <section className="rounded-[var(--radius-card)] border border-line bg-white p-5">
              <h2 className="font-display text-xl">Your progress</h2>
              <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
                <div className="rounded-2xl bg-blush-50 p-3">
                  <dt className="text-xs text-plum-500">Complete</dt>
                  <dd className="font-display text-2xl">{p.percent}%</dd>
                </div>
                <div className="rounded-2xl bg-sage-50 p-3">
                  <dt className="text-xs text-plum-500">Days completed</dt>
                  <dd className="font-display text-2xl">{p.days_completed}</dd>
                </div>
                <div className="rounded-2xl bg-honey-100 p-3">
                  <dt className="text-xs text-plum-500">Days remaining</dt>
                  <dd className="font-display text-2xl">{Math.max(0, total - p.days_completed)}</dd>
                </div>
              </dl>
              {p.completed_at && (
                <p className="mt-4 rounded-2xl bg-gradient-to-r from-blush-100 to-honey-100 p-4 text-center font-medium">
                  Congratulations! You completed {c.title} on {longDate(p.completed_at)}. 🎉
                </p>
              )}
            </section>
          ) : (
            <section className="rounded-[var(--radius-card)] border border-line bg-white p-6 text-center">
              <h2 className="font-display text-2xl">Start Your Journey</h2>
              <p className="mt-1 text-plum-700">Begin with week 1, day 1. Your progress will show here.</p>
              <Button className="mt-4" onClick={() => begin(1, 1)} disabled={start.isPending}>
                Start Challenge
              </Button>
            </section>
          )}
        </Tabs.Content>
      </Tabs.Root>

      {askingStart && (
        <OtherStageConfirm
          open
          onOpenChange={(open) => !open && setAskingStart(null)}
          item={c}
          stage={stage}
          kind="course"
          confirmLabel="Enroll anyway"
          onConfirm={() => begin(askingStart.week, askingStart.day, undefined, true)}
        />
      )}
      <CheckinDialog
        open={checkinFor !== null}
        onOpenChange={(open) => {
          if (!open) {
            setCheckinFor(null);
            setFinding(null);
          }
        }}
        pending={start.isPending}
        finding={finding}
        onSubmit={(checkin) => checkinFor && begin(checkinFor.week, checkinFor.day, checkin, true)}
      />
    </div>
  );
}
