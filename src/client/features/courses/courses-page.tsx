import { BookOpen, GraduationCap, PartyPopper, Users } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { CourseSummary } from "../../../shared/courses";
import { herStage, suitsStage } from "../../../shared/stage-safety";
import { OtherStageConfirm } from "../../components/stage-check";
import { Button } from "../../components/ui/button";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { useCourses, useEnroll } from "./api";
import { ChallengeCard } from "./challenge-card";
import { signedOut, toasts } from "./copy";
import { CourseCard, CourseCardSkeleton } from "./course-card";

function StatCard({ icon: Icon, value, label }: { icon: typeof Users; value: string; label: string }) {
  return (
    <div className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p>
        <span className="block font-display text-2xl leading-tight">{value}</span>
        <span className="block text-sm text-plum-500">{label}</span>
      </p>
    </div>
  );
}

function Empty({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-blush-200 bg-white/60 px-6 py-12 text-center">
      <h3 className="font-display text-xl">{title}</h3>
      <p className="mt-1 text-sm text-plum-500">{text}</p>
      {action}
    </div>
  );
}

export function Component() {
  const navigate = useNavigate();
  const courses = useCourses();
  const enroll = useEnroll();
  const [tab, setTab] = useState("all");
  const [enrolling, setEnrolling] = useState<string | null>(null);
  const [asking, setAsking] = useState<CourseSummary | null>(null);
  const stage = herStage(useAuth().profile, todayLocal());

  useEffect(() => {
    if (courses.isError) toasts.loadCourses();
  }, [courses.isError]);

  // Courses for her stage lead (src/shared/stage-safety.ts decides); the rest follow, marked.
  const all = courses.data?.courses ?? [];
  const forHer = all.filter((c) => suitsStage(c, stage));
  const elsewhere = all.filter((c) => !suitsStage(c, stage));
  const list = [...forHer, ...elsewhere];
  const challengeId = courses.data?.challengeId;
  // The challenge leads the page only for a member it is written for.
  const challenge = forHer.find((c) => c.id === challengeId);
  const mine = list.filter((c) => c.progress);
  const available = list.filter((c) => !c.progress);
  const open = (c: CourseSummary) => navigate(`/course/${c.id}`);

  /** Enrols at once in a course for her stage; one for another stage asks first. */
  function choose(c: CourseSummary) {
    if (suitsStage(c, stage)) start(c, c.id === challengeId);
    else setAsking(c);
  }

  function start(c: CourseSummary, isChallenge: boolean) {
    setEnrolling(c.id);
    enroll.mutate(c.id, {
      onSuccess: () => {
        if (isChallenge) toasts.joined();
        else toasts.enrolled();
        navigate(`/course/${c.id}`);
      },
      onError: (error) => {
        if (signedOut(error)) (isChallenge ? toasts.joinSignIn : toasts.enrolSignIn)();
        else (isChallenge ? toasts.joinFailed : toasts.enrolFailed)();
      },
      onSettled: () => setEnrolling(null),
    });
  }

  const grid = (items: CourseSummary[]) => (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((c) => (
        <CourseCard
          key={c.id}
          course={c}
          otherStage={!suitsStage(c, stage)}
          onStart={() => choose(c)}
          onOpen={() => open(c)}
          starting={enrolling === c.id}
        />
      ))}
    </div>
  );
  /** All Courses: hers first, then those written for other stages under their own heading. */
  const grouped = (
    <div className="space-y-8">
      {forHer.length > 0 && (
        <section aria-labelledby="courses-for-you" className="space-y-4">
          <h2 id="courses-for-you" className="font-display text-2xl">
            For your stage
          </h2>
          {grid(forHer)}
        </section>
      )}
      {elsewhere.length > 0 && (
        <section aria-labelledby="courses-elsewhere" className="space-y-4">
          <h2 id="courses-elsewhere" className="font-display text-2xl">
            Written for other stages
          </h2>
          <p className="text-sm text-plum-500">
            These courses may not suit your stage. Bloom asks before you enroll in one.
          </p>
          {grid(elsewhere)}
        </section>
      )}
    </div>
  );
  const skeletons = (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading courses">
      <CourseCardSkeleton />
      <CourseCardSkeleton />
      <CourseCardSkeleton />
    </div>
  );
  const stats = courses.data?.stats;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl sm:text-4xl">Transform Your Journey</h1>
        <p className="mt-2 max-w-2xl text-plum-700">
          Guided programs for every stage, one short session a day. Pause when life gets busy; a missed day
          simply waits for you.
        </p>
      </header>

      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <StatCard icon={BookOpen} value={stats ? String(stats.available) : "–"} label="Available Courses" />
        <StatCard
          icon={GraduationCap}
          value={stats ? String(stats.enrolled) : "–"}
          label="Enrolled Courses"
        />
        {/* Counted from active enrolments: members taking at least one course, not the community. */}
        <StatCard icon={Users} value={stats ? String(stats.members) : "–"} label="Members Taking a Course" />
      </div>

      {challenge && (
        <div className="mt-6">
          <ChallengeCard
            course={challenge}
            onJoin={() => start(challenge, true)}
            onOpen={() => open(challenge)}
            joining={enrolling === challenge.id}
          />
        </div>
      )}

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <Tabs.List aria-label="Courses" className={tabListClass}>
          <Tabs.Trigger value="all" className={tabTriggerClass}>
            All Courses
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" className={tabTriggerClass}>
            My Courses
          </Tabs.Trigger>
          <Tabs.Trigger value="available" className={tabTriggerClass}>
            Available
          </Tabs.Trigger>
        </Tabs.List>
        <div className="mt-5">
          {courses.isPending ? (
            skeletons
          ) : courses.isError ? (
            <Empty
              title="Failed to load courses"
              text="Please check your connection and try again."
              action={
                <Button variant="outline" className="mt-4" onClick={() => courses.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <>
              <Tabs.Content value="all">{grouped}</Tabs.Content>
              <Tabs.Content value="mine">
                {mine.length ? (
                  grid(mine)
                ) : (
                  <Empty
                    title="No Enrolled Courses"
                    text="Start a course and it will wait for you here."
                    action={
                      <Button className="mt-4" onClick={() => setTab("all")}>
                        Browse Courses
                      </Button>
                    }
                  />
                )}
              </Tabs.Content>
              <Tabs.Content value="available">
                {available.length ? (
                  grid(available)
                ) : (
                  <Empty
                    title="All Caught Up!"
                    text="You have started every course. Keep going!"
                    action={<PartyPopper className="mx-auto mt-3 size-8 text-blush-500" aria-hidden="true" />}
                  />
                )}
              </Tabs.Content>
            </>
          )}
        </div>
      </Tabs.Root>

      {asking && (
        <OtherStageConfirm
          open
          onOpenChange={(o) => !o && setAsking(null)}
          item={asking}
          stage={stage}
          kind="course"
          confirmLabel="Enroll anyway"
          onConfirm={() => start(asking, asking.id === challengeId)}
        />
      )}
    </div>
  );
}
