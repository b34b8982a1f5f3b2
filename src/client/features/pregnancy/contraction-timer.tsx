import { Timer, Trash2 } from "lucide-react";
import {
  type ContractionSession,
  FIVE_ONE_ONE,
  lastHourSummary,
  timeContractions,
} from "../../../shared/pregnancy/contractions";
import { formatDuration } from "../../../shared/pregnancy/kicks";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useOnline } from "../../lib/offline/offline-status";
import { useNow } from "../../lib/use-now";
import { useAuth } from "../auth";
import { type ContractionAction, useContractionAction, useContractions } from "./api";
import { OfflineContractions, useLocalContractions } from "./offline-contractions";

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: "short" });
const day = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The contraction timer: start and stop each contraction; Bloom shows how long each lasted and
 * how far apart they came, and says plainly when the 5-1-1 pattern is reached.
 */
export function ContractionTimer() {
  const { data, isPending, isError, refetch } = useContractions();
  const act = useContractionAction();
  const open = data?.open ?? null;
  const running = open?.contractions.find((c) => c.endedAt === null) ?? null;
  const now = useNow(open !== null);
  // Without a connection (or while a session timed on the phone is under way) the phone times.
  const online = useOnline();
  const { user } = useAuth();
  const [local, setLocal] = useLocalContractions(user?.id);
  const onPhone = local !== null || (!online && !open);

  function run(action: ContractionAction) {
    act.mutate(action, {
      onError: (err) => notify.error("Error", messageOf(err, "Something went wrong. Please try again.")),
    });
  }

  const lastStart = open?.contractions.at(-1)?.startedAt;
  return (
    <Card aria-labelledby="contractions-title" role="region" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-sage-100 text-sage-700">
          <Timer className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="contractions-title" className="text-xl">
            Contraction Timer
          </h2>
          <p className="text-sm text-plum-500">
            Tap Start when a contraction begins and Stop when it ends. Bloom times how long each lasts and how
            far apart they come.
          </p>
        </div>
      </div>
      {onPhone ? (
        <OfflineContractions session={local} onChange={setLocal} />
      ) : isPending ? (
        <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />
      ) : isError ? (
        <FormAlert>
          Your contractions could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="lg"
              variant={running ? "danger" : "primary"}
              onClick={() => run({ type: running ? "stop" : "start" })}
              disabled={act.isPending}
            >
              {running ? "Stop contraction" : "Start contraction"}
            </Button>
            {running ? (
              <p className="text-sm text-plum-500">
                This one:{" "}
                <span role="timer" className="font-medium text-plum-900 tabular-nums">
                  {formatDuration(now.getTime() - Date.parse(running.startedAt))}
                </span>
              </p>
            ) : (
              lastStart && (
                <p className="text-sm text-plum-500">
                  Since the last one began:{" "}
                  <span role="timer" className="font-medium text-plum-900 tabular-nums">
                    {formatDuration(now.getTime() - Date.parse(lastStart))}
                  </span>
                </p>
              )
            )}
          </div>
          {open && <OpenSession session={open} now={now} onAction={run} />}
          {data.recent.length > 0 && <PastSessions sessions={data.recent} onAction={run} />}
        </>
      )}
    </Card>
  );
}

function FiveOneOneNotice({ session }: { session: ContractionSession }) {
  const p = session.fiveOneOne;
  if (p.reached)
    return (
      <div role="alert" className="space-y-1 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        <p className="font-semibold">The 5-1-1 pattern is reached.</p>
        <p>
          Your contractions have come 5 minutes apart or less, each lasting a minute, for an hour. Call your
          doctor or midwife now, or go in to where you plan to give birth, as they advised you.
        </p>
        <p>
          Whatever the timing: if your waters break, you are bleeding, or your baby is moving less, call them
          now.
        </p>
      </div>
    );
  if (p.inPattern >= 2)
    return (
      <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-700" role="status">
        The last {p.inPattern} contractions came 5 minutes apart or less and lasted a minute or more, for{" "}
        {formatDuration(p.heldMs)} so far. The 5-1-1 pattern is reached when that holds for an hour.
      </p>
    );
  return null;
}

function OpenSession({
  session,
  now,
  onAction,
}: {
  session: ContractionSession;
  now: Date;
  onAction: (a: ContractionAction) => void;
}) {
  const timed = timeContractions(session.contractions).reverse();
  const hour = lastHourSummary(session.contractions, now);
  return (
    <div className="space-y-3">
      <FiveOneOneNotice session={session} />
      {hour.lastHour > 0 && (
        <p className="text-sm text-plum-700">
          Last hour: {hour.lastHour} {hour.lastHour === 1 ? "contraction" : "contractions"}
          {hour.averageDurationMs !== null &&
            `, lasting ${formatDuration(hour.averageDurationMs)} on average`}
          {hour.averageIntervalMs !== null && `, ${formatDuration(hour.averageIntervalMs)} apart`}.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Contractions this session, latest first</caption>
          <thead className="text-plum-500">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Started
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Length
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Interval
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {timed.map((t) => (
              <tr key={t.contraction.id}>
                <td className="py-1.5 pr-2 text-plum-900">{time(t.contraction.startedAt)}</td>
                <td
                  className={
                    t.durationMs !== null && t.durationMs >= FIVE_ONE_ONE.minDurationMs
                      ? "py-1.5 pr-2 font-medium text-plum-900"
                      : "py-1.5 pr-2 text-plum-700"
                  }
                >
                  {t.durationMs === null ? "running" : formatDuration(t.durationMs)}
                </td>
                <td className="py-1.5 pr-2 text-plum-700">
                  {t.intervalMs === null ? "first" : formatDuration(t.intervalMs)}
                </td>
                <td className="py-1 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove the contraction at ${time(t.contraction.startedAt)}`}
                    onClick={() => onAction({ type: "delete", id: t.contraction.id })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="outline" size="sm" onClick={() => onAction({ type: "end-session", id: session.id })}>
        End this session
      </Button>
    </div>
  );
}

function PastSessions({
  sessions,
  onAction,
}: {
  sessions: ContractionSession[];
  onAction: (a: ContractionAction) => void;
}) {
  return (
    <section aria-labelledby="contraction-history">
      <h3 id="contraction-history" className="text-base font-semibold text-plum-900">
        Earlier sessions
      </h3>
      <ul className="mt-1 divide-y divide-line text-sm">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-3 py-1.5">
            <span className="text-plum-700">{day(s.startedAt)}</span>
            <span className="flex items-center gap-2 text-plum-500">
              {s.contractions.length} {s.contractions.length === 1 ? "contraction" : "contractions"}
              {s.fiveOneOne.reached && <strong className="text-red-800">5-1-1 reached</strong>}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete the session of ${day(s.startedAt)}`}
                onClick={() => onAction({ type: "delete-session", id: s.id })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
