import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { stageLabelFromData } from "../../../shared/cycle/profile";
import { dashboardSubtitle, firstNameOf, welcomeOf } from "../../../shared/greeting";
import { journeyOf } from "../../../shared/journeys";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { AfterPaint } from "../../lib/after-paint";
import { queryClient } from "../../lib/query";
import { startApart } from "../../lib/start-apart";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { digestQuery, preloadWellnessDigest } from "../digest";
import { JourneyPicker } from "../journey";
import { NewBabyWelcome } from "../postpartum";
import { dashboardQuery, hydrationQuery, trendsQuery, useDashboard } from "../wellness";
import { DashboardFrame } from "./dashboard-frame";
import { StatCards } from "./stat-cards";

const loadBody = () => import("./dashboard-body");
const DashboardBody = lazy(loadBody);

/**
 * Started with the page's chunk, while the session is still being read: the figures, today's
 * water, the week's trends and the digest (with its card's chunk), and the rest of the page's
 * code, each in a task of its own. The parts for her stage start theirs once it is known
 * (`prepareParts`).
 */
export function prefetch() {
  startApart([
    () => queryClient.prefetchQuery(dashboardQuery()),
    () => queryClient.prefetchQuery(hydrationQuery(todayLocal())),
    () => queryClient.prefetchQuery(trendsQuery(7)),
    () => queryClient.prefetchQuery(digestQuery()),
    preloadWellnessDigest,
    loadBody,
  ]);
}

export function Component() {
  const { profile, user } = useAuth();
  const journey = journeyOf(profile?.motherhood_stage);
  const { data, isError } = useDashboard();
  const [changingStage, setChangingStage] = useState(false);
  // Once her stage is known, the parts under her figures start loading what they will draw with.
  useEffect(() => {
    if (!journey && !profile?.general_content) return;
    loadBody()
      .then((m) => m.prepareParts(journey))
      .catch(() => {});
  }, [journey, profile?.general_content]);
  // Just after "My baby is here" (the pregnancy feature sends { babyArrived: true } in the
  // address's state): a warm word first, and her first postpartum lessons at the top of Today.
  const location = useLocation();
  const navigate = useNavigate();
  const babyArrived =
    journey === "postpartum" && (location.state as { babyArrived?: boolean } | null)?.babyArrived === true;
  const dismissWelcome = () => navigate({ search: location.search }, { replace: true, state: null });

  // "Prefer not to say" after skipping the picker: the general dashboard, not the picker again.
  if (!journey && !profile?.general_content) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl">Let's tailor Bloom to you</h1>
        <Card className="mt-6">
          <JourneyPicker initialStage={profile?.motherhood_stage} />
        </Card>
      </div>
    );
  }

  return (
    <DashboardFrame
      welcome={welcomeOf(firstNameOf(profile?.display_name, user?.email), user?.createdAt, new Date())}
      subtitle={dashboardSubtitle(journey)}
      stage={stageLabelFromData(profile?.motherhood_stage, profile?.ttc_since, todayLocal())}
      onChangeStage={() => setChangingStage(true)}
    >
      {isError && (
        <Card className="bg-red-50 text-red-800">
          Your dashboard could not be refreshed. It will try again shortly.
        </Card>
      )}
      {babyArrived && <NewBabyWelcome onDismiss={dismissWelcome} />}
      <StatCards data={data} />
      {/* The rest is drawn once her welcome and figures are on screen; a full-height placeholder
          keeps the footer below the fold meanwhile. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <AfterPaint placeholder={<div className="min-h-dvh" />}>
          <DashboardBody journey={journey} firstLessons={babyArrived} />
        </AfterPaint>
      </Suspense>

      <Dialog open={changingStage} onOpenChange={setChangingStage} title="Update your journey" wide>
        <JourneyPicker initialStage={profile?.motherhood_stage} onDone={() => setChangingStage(false)} />
      </Dialog>
    </DashboardFrame>
  );
}
