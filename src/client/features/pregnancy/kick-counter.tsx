import { Footprints, PhoneCall } from "lucide-react";
import { useState } from "react";
import { formatDuration, KICK_GOAL, type KickSession, kickStatus } from "../../../shared/pregnancy/kicks";
import type { SymptomEntry } from "../../../shared/pregnancy/symptoms";
import { UrgentHelp } from "../../components/safety/urgent-help";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useOnline } from "../../lib/offline/offline-status";
import { useNow } from "../../lib/use-now";
import { useAuth } from "../auth";
import { useKick, useKicks, useLogSymptom, useStartKicks, useStopKicks } from "./api";
import { OfflineKicks, useLocalKickSession } from "./offline-kicks";

// ACOG and Count the Kicks: ten movements should come within two hours; if not, call now.
const SLOW =
  "Ten movements took longer than two hours. Call your doctor or midwife now; do not wait until tomorrow.";
const PAST_TWO_HOURS =
  "Two hours have passed without ten movements. Call your doctor or midwife now; do not wait until tomorrow.";
const LAST_PAST_TWO_HOURS =
  "Last time, two hours passed without ten movements. If you have not yet, call your doctor or midwife now.";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The kick counter: ten movements, timed from the server's stamps. Past two hours without ten it
 * says to call her provider; "moving less than usual" logs the symptom and shows the urgent help.
 */
export function KickCounter({ dueDate }: { dueDate: string | null }) {
  const { data, isPending, isError, refetch } = useKicks();
  const start = useStartKicks();
  const kick = useKick();
  const stop = useStopKicks();
  const open = data?.open ?? null;
  const now = useNow(open !== null);
  const [error, setError] = useState<string | null>(null);
  // Without a connection (or while a session counted on the phone is under way) the phone counts.
  const online = useOnline();
  const { user } = useAuth();
  const [local, setLocal] = useLocalKickSession(user?.id);
  const onPhone = local !== null || (!online && !open);

  const failed = (err: unknown) => {
    // Out of step with the server (another tab counted): its count is the one to trust.
    if (err instanceof ApiError && err.code === "count_mismatch") void refetch();
    setError(messageOf(err, "Something went wrong. Please try again."));
  };

  async function countOne(session: KickSession) {
    setError(null);
    try {
      const next = await kick.mutateAsync({ id: session.id, count: session.kicks + 1 });
      if (next.tenthAt) {
        const s = kickStatus(next, new Date());
        notify.success(`Ten movements in ${formatDuration(s.elapsedMs)}`);
      }
    } catch (err) {
      failed(err);
    }
  }

  const last = data?.recent[0];
  const status = open ? kickStatus(open, now) : null;

  return (
    <Card aria-labelledby="kick-title" role="region" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
          <Footprints className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="kick-title" className="text-xl">
            Kick Counter
          </h2>
          <p className="text-sm text-plum-500">
            At a time your baby is usually active, count ten movements: kicks, rolls, swishes and jabs all
            count.
          </p>
        </div>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {onPhone ? (
        <OfflineKicks session={local} onChange={setLocal} />
      ) : isPending ? (
        <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />
      ) : isError ? (
        <FormAlert>
          Your kick counts could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : open && status ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-plum-900">
              <span className="font-display text-4xl" aria-live="polite">
                {status.kicks} of {KICK_GOAL}
              </span>{" "}
              <span className="text-sm text-plum-500">movements</span>
            </p>
            <p className="text-sm text-plum-500">
              Counting for{" "}
              <span role="timer" className="font-medium text-plum-900 tabular-nums">
                {formatDuration(status.elapsedMs)}
              </span>
            </p>
          </div>
          <div
            role="progressbar"
            aria-label="Movements counted"
            aria-valuemin={0}
            aria-valuemax={KICK_GOAL}
            aria-valuenow={status.kicks}
            className="h-2 overflow-hidden rounded-full bg-blush-50"
          >
            <div className="h-full bg-blush-600" style={{ width: `${(status.kicks / KICK_GOAL) * 100}%` }} />
          </div>
          {status.callProvider && <CallProvider text={PAST_TWO_HOURS} />}
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={() => countOne(open)} disabled={kick.isPending}>
              Count a movement
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() => stop.mutate(open.id, { onError: failed })}
              disabled={stop.isPending}
            >
              Stop
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          {last && <LastSession session={last} />}
          <Button
            onClick={() => {
              setError(null);
              start.mutate(undefined, { onError: failed });
            }}
            disabled={start.isPending}
          >
            Start counting
          </Button>
        </div>
      )}
      <MovingLess dueDate={dueDate} />
      {data && data.recent.length > 0 && (
        <section aria-labelledby="kick-history">
          <h3 id="kick-history" className="text-base font-semibold text-plum-900">
            Your sessions
          </h3>
          <ul className="mt-1 divide-y divide-line text-sm">
            {data.recent.map((s) => {
              const r = kickStatus(s, new Date(s.endedAt ?? s.startedAt));
              return (
                <li key={s.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span className="text-plum-700">{when(s.startedAt)}</span>
                  <span className={r.callProvider ? "font-medium text-red-800" : "text-plum-500"}>
                    {r.kicks} of {KICK_GOAL} in {formatDuration(r.elapsedMs)}
                    {r.callProvider && " · over two hours"}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Card>
  );
}

function LastSession({ session }: { session: KickSession }) {
  const s = kickStatus(session, new Date(session.endedAt ?? session.startedAt));
  if (s.state === "done")
    return (
      <p className="rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-700" role="status">
        Last time: ten movements in {formatDuration(s.elapsedMs)}.
      </p>
    );
  if (s.callProvider) return <CallProvider text={s.state === "slow" ? SLOW : LAST_PAST_TWO_HOURS} />;
  return (
    <p className="text-sm text-plum-500">
      Last time you stopped at {s.kicks} of {KICK_GOAL} after {formatDuration(s.elapsedMs)}.
    </p>
  );
}

function CallProvider({ text }: { text: string }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      <PhoneCall className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** "Moving less than usual": logged as that symptom, and answered with the shared urgent help. */
function MovingLess({ dueDate }: { dueDate: string | null }) {
  const log = useLogSymptom();
  const [logged, setLogged] = useState<SymptomEntry | null>(null);
  async function report() {
    try {
      const entry = await log.mutateAsync({
        symptom: "baby-moving-less",
        severity: "moderate",
        notes: "Reported from the kick counter.",
      });
      notify.success("Symptom logged");
      setLogged(entry);
    } catch (err) {
      notify.error("Error", messageOf(err, "Something went wrong. Please try again."));
    }
  }
  if (logged?.safety)
    return (
      <UrgentHelp
        finding={logged.safety}
        journey="pregnant"
        dueDate={dueDate}
        onDismiss={() => setLogged(null)}
      />
    );
  return (
    <p className="border-t border-line pt-3 text-sm text-plum-700">
      Is your baby moving less than usual, or differently?{" "}
      <button
        type="button"
        className="font-medium text-blush-700 underline"
        onClick={report}
        disabled={log.isPending}
        aria-label="Tell Bloom: my baby is moving less than usual"
      >
        Tell Bloom
      </button>
    </p>
  );
}
