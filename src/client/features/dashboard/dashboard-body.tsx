import { ChevronRight, HeartHandshake, MessageCircleHeart, Moon, Smile } from "lucide-react";
import { Tabs } from "radix-ui";
import { memo, Suspense, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { JourneyId } from "../../../shared/journeys";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { MonthCalendar } from "../../components/ui/month-calendar";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { AfterPaint } from "../../lib/after-paint";
import { CheckinDialog } from "../checkin";
import { CoachChat } from "../coach";
import { CommunityLatestCard } from "../community";
import { CycleToday } from "../cycle";
import { WellnessDigest } from "../digest";
import { PostpartumEducation, PostpartumPrepGuide } from "../postpartum";
import { PregnancyToday } from "../pregnancy";
import { ScreeningOfferCard } from "../screening";
import {
  HydrationTracker,
  MoodDialog,
  ProgressCharts,
  SelfCareDialog,
  SleepDialog,
  useDashboard,
} from "../wellness";
import { QuickBreakfastIdeas, SavedWorkoutPlanCard, ThisWeekPlan } from "./dashboard-parts";
import { RECOMMENDED_WORKOUT } from "./journey-copy";
import { WeekActivity } from "./week-activity";
import { WeeklyCheckinCard } from "./weekly-checkin-card";

// The page starts the parts' chunks and data through this chunk once her stage is known.
export { prepareParts } from "./dashboard-parts";

/**
 * Everything under the dashboard's welcome and figures: today's and this week's tabs, the charts
 * and the side column, with their dialogs. Its own chunk, loaded with the page (see router.tsx's
 * preloads) but evaluated and drawn after the page's top, so her first screen is never one long
 * task of script.
 */
export default memo(function DashboardBody({
  journey,
  firstLessons = false,
}: {
  journey: JourneyId | null;
  firstLessons?: boolean;
}) {
  const [dialog, setDialog] = useState<null | "mood" | "sleep" | "self-care" | "checkin" | "coach">(null);
  const close = (open: boolean) => !open && setDialog(null);
  // The tab is in the address (?tab=week), so "See this week's plan" links straight to her plan.
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "week" ? "week" : "today";
  const setTab = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === "week") next.set("tab", "week");
        else next.delete("tab");
        return next;
      },
      { replace: true },
    );
  // Without her stage no workout is recommended: what is safe depends on it.
  const recommended = journey ? RECOMMENDED_WORKOUT[journey] : null;

  return (
    <>
      {/* At least a screen high, so the footer never shows while parts are still to be drawn. */}
      <div className="grid min-h-dvh gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List className={tabListClass} aria-label="Dashboard">
              <Tabs.Trigger value="today" className={tabTriggerClass}>
                Today
              </Tabs.Trigger>
              <Tabs.Trigger value="week" className={tabTriggerClass}>
                This Week
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="today" className="mt-4 space-y-4">
              {/* Just after "My baby is here": her first postpartum lessons lead her Today tab. */}
              {firstLessons && <PostpartumEducation />}
              <AfterPaint placeholder={<div className="h-64" />}>
                {/* The spec: a tracker card for pregnant (and ttc) users, the Weekly Check-In for the others. */}
                {journey === "pregnant" ? (
                  <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-blush-50" />}>
                    <PregnancyToday />
                  </Suspense>
                ) : journey === "ttc" ? (
                  <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-blush-50" />}>
                    <CycleToday />
                  </Suspense>
                ) : (
                  <WeeklyCheckinCard onStart={() => setDialog("checkin")} />
                )}
                <ScreeningOfferCard />
                <Card>
                  <h2 className="text-xl">How are you today?</h2>
                  <div className="mt-3 grid gap-2 sm:grid-cols-3">
                    <Button variant="secondary" onClick={() => setDialog("mood")}>
                      <Smile className="size-4" aria-hidden="true" /> Log mood
                    </Button>
                    <Button variant="secondary" onClick={() => setDialog("sleep")}>
                      <Moon className="size-4" aria-hidden="true" /> Log sleep
                    </Button>
                    <Button variant="secondary" onClick={() => setDialog("self-care")}>
                      <HeartHandshake className="size-4" aria-hidden="true" /> Log self-care
                    </Button>
                  </div>
                  <div className="mt-5 border-t border-line pt-4">
                    <h3 className="mb-2 text-sm font-medium text-plum-700">Hydration</h3>
                    <HydrationTracker />
                  </div>
                </Card>
              </AfterPaint>
              {/* The digest alone (mounting its tabs reads their styles: best with little else new). */}
              <AfterPaint after={2}>
                <div className="drawn-when-near">
                  <WellnessDigest />
                </div>
              </AfterPaint>
              <AfterPaint after={3}>
                <div className="drawn-when-near space-y-4">
                  {journey === "pregnant" && <PostpartumPrepGuide />}
                  {journey === "postpartum" && !firstLessons && <PostpartumEducation />}
                  <Suspense fallback={<div className="h-72 animate-pulse rounded-3xl bg-blush-50" />}>
                    <QuickBreakfastIdeas />
                  </Suspense>
                </div>
              </AfterPaint>
            </Tabs.Content>
            <Tabs.Content value="week" className="mt-4 space-y-4">
              <Suspense fallback={<div className="h-40 animate-pulse rounded-3xl bg-blush-50" />}>
                <ThisWeekPlan />
              </Suspense>
              <WeekActivityCard />
            </Tabs.Content>
          </Tabs.Root>
          <AfterPaint after={4}>
            <div className="drawn-when-near">
              <ProgressCharts />
            </div>
          </AfterPaint>
        </div>

        <AfterPaint after={5}>
          <aside className="drawn-when-near space-y-6">
            <Suspense fallback={null}>
              <SavedWorkoutPlanCard />
            </Suspense>
            {recommended && (
              <Card>
                <p className="text-sm font-medium text-blush-700">Recommended for you</p>
                <h2 className="mt-1 text-xl">{recommended.title}</h2>
                <p className="mt-1 text-sm text-plum-500">{recommended.blurb}</p>
                <ButtonLink to={`/workouts/${recommended.slug}`} className="mt-4 w-full">
                  Start workout
                </ButtonLink>
              </Card>
            )}
            <Card>
              <div className="flex items-center gap-2">
                <MessageCircleHeart className="size-5 text-blush-700" aria-hidden="true" />
                <h2 className="text-xl">Wellness Coach</h2>
              </div>
              <p className="mt-2 text-sm text-plum-500">
                Questions about exercise, aches, recovery, food or how you're feeling, answered for your
                stage.
              </p>
              <Button variant="outline" className="mt-4 w-full" onClick={() => setDialog("coach")}>
                Chat with a coach
              </Button>
            </Card>
            <Card>
              <div className="flex items-center justify-between">
                <h2 className="text-xl">Calendar</h2>
                <Link
                  to="/wellness"
                  className="inline-flex items-center text-sm text-blush-700 hover:underline"
                >
                  Wellness <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
              <div className="mt-3">
                <ActivityCalendar />
              </div>
            </Card>
            {/* TTC has its own way in (TTC community highlights, with the ttc filter). */}
            {journey !== "ttc" && <CommunityLatestCard journey={journey} />}
          </aside>
        </AfterPaint>
      </div>

      <CoachChat open={dialog === "coach"} onClose={() => setDialog(null)} />
      <MoodDialog open={dialog === "mood"} onOpenChange={close} />
      <SleepDialog open={dialog === "sleep"} onOpenChange={close} />
      <SelfCareDialog open={dialog === "self-care"} onOpenChange={close} />
      <CheckinDialog open={dialog === "checkin"} onOpenChange={close} />
    </>
  );
});

/** The week's activity, from the dashboard's figures (read here: the rest of the page need not redraw). */
function WeekActivityCard() {
  const { data } = useDashboard();
  return data ? <WeekActivity data={data} /> : <div className="h-40 animate-pulse rounded-3xl bg-blush-50" />;
}

/** This month, with a dot on each day she logged something this week. */
function ActivityCalendar() {
  const { data } = useDashboard();
  const marked = useMemo(
    () =>
      new Set(
        (data?.week ?? [])
          .filter((d) => d.workouts + d.moods + d.sleepLogs + d.selfCare + d.glasses > 0)
          .map((d) => d.date),
      ),
    [data],
  );
  return <MonthCalendar marked={marked} selected={data?.today} label="This month" />;
}
