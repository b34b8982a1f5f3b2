/**
 * Counting the baby's movements: the "count to ten" method (ACOG's Committee Opinion 828 and the
 * Count the Kicks programme): she notes how long her baby takes to make ten movements, at a time
 * of day the baby is usually active. If ten movements take longer than two hours, or her baby is
 * moving less than usual, she calls her doctor or midwife; she does not wait until the next day.
 *
 * Every timer is computed from stored timestamps and a `now` passed in, never from a running
 * counter, so a reload, a second tab or a sleeping phone cannot lose or stretch a session.
 */

export const KICK_GOAL = 10;
/** Ten movements should come within two hours. */
export const KICK_WINDOW_MS = 2 * 60 * 60 * 1000;

export interface KickSessionTimes {
  startedAt: string;
  kicks: number;
  lastKickAt: string | null;
  tenthAt: string | null;
  endedAt: string | null;
}

export type KickState =
  /** Counting: fewer than ten movements so far, the session still open. */
  | "counting"
  /** Ten movements, within two hours. */
  | "done"
  /** Ten movements, but they took longer than two hours. */
  | "slow"
  /** She stopped before ten (or the window passed): fewer than ten movements. */
  | "stopped";

export interface KickStatus {
  state: KickState;
  kicks: number;
  /** From the start to the tenth movement, to her stopping, or to now while counting. */
  elapsedMs: number;
  /** While counting: the time left in the two hours (0 once past). */
  remainingMs: number;
  /**
   * True when the guidance to call her provider applies: ten took longer than two hours, or two
   * hours have passed (or the session ended after them) with fewer than ten.
   */
  callProvider: boolean;
}

const ms = (iso: string) => Date.parse(iso);

/** Where a kick session stands at `now`. */
export function kickStatus(session: KickSessionTimes, now: Date): KickStatus {
  const start = ms(session.startedAt);
  const kicks = Math.min(session.kicks, KICK_GOAL);
  if (session.tenthAt) {
    const elapsedMs = Math.max(0, ms(session.tenthAt) - start);
    const slow = elapsedMs > KICK_WINDOW_MS;
    return { state: slow ? "slow" : "done", kicks, elapsedMs, remainingMs: 0, callProvider: slow };
  }
  const end = session.endedAt ? ms(session.endedAt) : now.getTime();
  const elapsedMs = Math.max(0, end - start);
  const pastWindow = elapsedMs > KICK_WINDOW_MS;
  return {
    state: session.endedAt ? "stopped" : "counting",
    kicks,
    elapsedMs,
    remainingMs: Math.max(0, KICK_WINDOW_MS - elapsedMs),
    callProvider: pastWindow,
  };
}

/** "1 h 05 min", "12 min 03 s", "45 s": how long a session took, for her to read. */
export function formatDuration(msValue: number): string {
  const total = Math.max(0, Math.floor(msValue / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(s)} s`;
  return `${s} s`;
}

/** A kick session on the wire (GET/POST /api/pregnancy/kicks). */
export interface KickSession extends KickSessionTimes {
  id: string;
}

/** What GET /api/pregnancy/kicks answers: the open session, if any, and her recent ones. */
export interface KickSessions {
  open: KickSession | null;
  recent: KickSession[];
}
