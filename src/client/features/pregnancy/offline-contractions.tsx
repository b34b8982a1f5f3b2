import { useState } from "react";
import { fiveOneOne } from "../../../shared/pregnancy/contractions";
import { formatDuration } from "../../../shared/pregnancy/kicks";
import { Button } from "../../components/ui/button";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { saveOrQueue } from "../../lib/offline/queue";
import { useNow } from "../../lib/use-now";

/** A session timed on the phone: each contraction's start and end, as she tapped them. */
interface LocalSession {
  contractions: { startedAt: string; endedAt: string | null }[];
}

const storageKey = (userId: string) => `bloom-offline-contractions-${userId}`;

/** Her contraction session timed on the phone, kept across reloads until it is queued. */
export function useLocalContractions(userId: string | undefined) {
  const [session, setSession] = useState<LocalSession | null>(() => {
    if (!userId) return null;
    try {
      const raw = localStorage.getItem(storageKey(userId));
      return raw ? (JSON.parse(raw) as LocalSession) : null;
    } catch {
      return null;
    }
  });
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

/**
 * The contraction timer without a connection: the phone stamps each start and stop, and the
 * session (when she ends it) goes into her offline queue whole, to be sent with its own times.
 */
export function OfflineContractions({
  session,
  onChange,
}: {
  session: LocalSession | null;
  onChange: (next: LocalSession | null) => void;
}) {
  const list = session?.contractions ?? [];
  const running = list.at(-1)?.endedAt === null ? list.at(-1)! : null;
  const now = useNow(session !== null);
  const [error, setError] = useState<string | null>(null);
  const done = list.filter((c): c is { startedAt: string; endedAt: string } => c.endedAt !== null);
  const pattern = fiveOneOne(done);

  function toggle() {
    const at = new Date().toISOString();
    if (running) onChange({ contractions: list.map((c) => (c === running ? { ...c, endedAt: at } : c)) });
    else onChange({ contractions: [...list, { startedAt: at, endedAt: null }] });
  }

  async function end() {
    const at = new Date().toISOString();
    const finished = list.map((c) => ({ startedAt: c.startedAt, endedAt: c.endedAt ?? at }));
    if (finished.length === 0) return onChange(null);
    try {
      const result = await saveOrQueue({
        kind: "contractions",
        label: `Contractions: ${finished.length} timed`,
        method: "POST",
        path: "/api/pregnancy/contractions/recorded",
        body: { contractions: finished, endedAt: at },
      });
      onChange(null);
      if (result.status === "queued") notify.info(QUEUED_TITLE, QUEUED_NOTE);
    } catch (err) {
      setError(messageOf(err, "Something went wrong. Please try again."));
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-plum-700">
        You're offline: this phone times your contractions, and Bloom saves them when you're back online.
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" variant={running ? "danger" : "primary"} onClick={toggle}>
          {running ? "Stop contraction" : "Start contraction"}
        </Button>
        {running && (
          <p className="text-sm text-plum-500">
            This one:{" "}
            <span role="timer" className="font-medium text-plum-900 tabular-nums">
              {formatDuration(now.getTime() - Date.parse(running.startedAt))}
            </span>
          </p>
        )}
      </div>
      {done.length > 0 && <p className="text-sm text-plum-700">{done.length} timed on this phone.</p>}
      {pattern.reached && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          The 5-1-1 pattern is reached. Call your doctor or midwife now, or go in to where you plan to give
          birth, as they advised you.
        </p>
      )}
      {list.length > 0 && (
        <Button variant="outline" size="sm" onClick={() => void end()}>
          End session
        </Button>
      )}
    </div>
  );
}
