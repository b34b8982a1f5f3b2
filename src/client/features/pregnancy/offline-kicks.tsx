import { useState } from "react";
import { formatDuration, KICK_GOAL, type KickSession, kickStatus } from "../../../shared/pregnancy/kicks";
import { Button } from "../../components/ui/button";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { saveOrQueue } from "../../lib/offline/queue";
import { useNow } from "../../lib/use-now";

/** A session counted on the phone: its start and each movement's time, as she tapped them. */
interface LocalSession {
  startedAt: string;
  kickTimes: string[];
}

const storageKey = (userId: string) => `bloom-offline-kicks-${userId}`;

function load(userId: string): LocalSession | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    return raw ? (JSON.parse(raw) as LocalSession) : null;
  } catch {
    return null;
  }
}

/** Her session counted on the phone, kept across reloads until it is queued. */
export function useLocalKickSession(userId: string | undefined) {
  const [session, setSession] = useState<LocalSession | null>(() => (userId ? load(userId) : null));
  const save = (next: LocalSession | null) => {
    setSession(next);
    if (!userId) return;
    try {
      if (next) localStorage.setItem(storageKey(userId), JSON.stringify(next));
      else localStorage.removeItem(storageKey(userId));
    } catch {}
  };
  return [session, save] as const;
}

const asSession = (s: LocalSession, endedAt: string | null): KickSession => ({
  id: "on-this-phone",
  startedAt: s.startedAt,
  kicks: s.kickTimes.length,
  lastKickAt: s.kickTimes.at(-1) ?? null,
  tenthAt: s.kickTimes.length >= KICK_GOAL ? s.kickTimes[KICK_GOAL - 1]! : null,
  endedAt,
});

/**
 * The kick counter without a connection: the phone stamps each movement, and the finished session
 * (ten movements, or her Stop) goes into her offline queue whole, to be sent with its own times.
 */
export function OfflineKicks({
  session,
  onChange,
}: {
  session: LocalSession | null;
  onChange: (next: LocalSession | null) => void;
}) {
  const now = useNow(session !== null);
  const [error, setError] = useState<string | null>(null);

  async function finish(s: LocalSession, endedAt: string | null) {
    try {
      const result = await saveOrQueue({
        kind: "kicks",
        label: `Kick count: ${s.kickTimes.length} of ${KICK_GOAL} movements`,
        method: "POST",
        path: "/api/pregnancy/kicks/recorded",
        body: { ...s, endedAt: s.kickTimes.length >= KICK_GOAL ? null : endedAt },
      });
      onChange(null);
      const done = kickStatus(asSession(s, endedAt ?? s.kickTimes.at(-1)!), new Date());
      if (s.kickTimes.length >= KICK_GOAL)
        notify.success(`Ten movements in ${formatDuration(done.elapsedMs)}`);
      if (result.status === "queued") notify.info(QUEUED_TITLE, QUEUED_NOTE);
    } catch (err) {
      setError(messageOf(err, "Something went wrong. Please try again."));
    }
  }

  if (!session) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-plum-700">
          You're offline: this phone times the session, and Bloom saves it when you're back online.
        </p>
        <Button onClick={() => onChange({ startedAt: new Date().toISOString(), kickTimes: [] })}>
          Start counting
        </Button>
      </div>
    );
  }
  const status = kickStatus(asSession(session, null), now);
  const count = () => {
    const next = { ...session, kickTimes: [...session.kickTimes, new Date().toISOString()] };
    if (next.kickTimes.length >= KICK_GOAL) void finish(next, null);
    else onChange(next);
  };
  return (
    <div className="space-y-3">
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <p className="text-plum-900">
        <span className="font-display text-4xl" aria-live="polite">
          {status.kicks} of {KICK_GOAL}
        </span>{" "}
        <span className="text-sm text-plum-500">movements · counted on this phone</span>
      </p>
      <p className="text-sm text-plum-500">
        Counting for{" "}
        <span role="timer" className="font-medium text-plum-900 tabular-nums">
          {formatDuration(status.elapsedMs)}
        </span>
      </p>
      {status.callProvider && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          Two hours have passed without ten movements. Call your doctor or midwife now; do not wait until
          tomorrow.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="lg" onClick={count}>
          Count a movement
        </Button>
        <Button variant="outline" size="lg" onClick={() => void finish(session, new Date().toISOString())}>
          Stop
        </Button>
      </div>
    </div>
  );
}
