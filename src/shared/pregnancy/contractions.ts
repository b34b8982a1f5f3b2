/**
 * Timing contractions, and the 5-1-1 rule many providers give for when to call or go in:
 * contractions 5 minutes apart or less (start to start), each lasting 1 minute, for 1 hour
 * (ACOG, "How to tell when labor begins"; her own provider's advice comes first).
 *
 * The figures are the rule's own, applied exactly: an interval of at most 5:00, a length of at
 * least 1:00, held over contractions that span at least 60 minutes from the first one's start to
 * the last one's end. Only finished contractions count; one still running has no length yet.
 * All times come from stored timestamps; `now` is passed in.
 */

export const FIVE_ONE_ONE = {
  maxIntervalMs: 5 * 60 * 1000,
  minDurationMs: 60 * 1000,
  forMs: 60 * 60 * 1000,
} as const;

export interface ContractionTimes {
  startedAt: string;
  endedAt: string | null;
}

export interface TimedContraction<C extends ContractionTimes = ContractionTimes> {
  contraction: C;
  /** How long it lasted; null while it is running. */
  durationMs: number | null;
  /** From the previous contraction's start to this one's start; null for the first. */
  intervalMs: number | null;
}

export interface FiveOneOne {
  reached: boolean;
  /** How many of the latest contractions in a row meet 5 minutes apart and 1 minute long. */
  inPattern: number;
  /** How long that run has lasted (first start to last end), toward the hour. */
  heldMs: number;
}

const ms = (iso: string) => Date.parse(iso);

/** Her contractions in order, each with its length and the interval since the one before. */
export function timeContractions<C extends ContractionTimes>(list: readonly C[]): TimedContraction<C>[] {
  const sorted = [...list].sort((a, b) => ms(a.startedAt) - ms(b.startedAt));
  return sorted.map((contraction, i) => ({
    contraction,
    durationMs: contraction.endedAt ? ms(contraction.endedAt) - ms(contraction.startedAt) : null,
    intervalMs: i === 0 ? null : ms(contraction.startedAt) - ms(sorted[i - 1]!.startedAt),
  }));
}

/**
 * Whether the 5-1-1 pattern holds for her latest contractions: walking back from the last finished
 * one, every contraction lasted at least a minute and came at most five minutes after the one
 * before, and that run spans an hour.
 */
export function fiveOneOne(list: readonly ContractionTimes[]): FiveOneOne {
  const finished = timeContractions(list.filter((c) => c.endedAt !== null));
  let first = finished.length;
  for (let i = finished.length - 1; i >= 0; i--) {
    const c = finished[i]!;
    if ((c.durationMs ?? 0) < FIVE_ONE_ONE.minDurationMs) break;
    first = i;
    // The next one back belongs to the run only if this one came soon enough after it.
    if (c.intervalMs === null || c.intervalMs > FIVE_ONE_ONE.maxIntervalMs) break;
  }
  const run = finished.slice(first);
  if (run.length === 0) return { reached: false, inPattern: 0, heldMs: 0 };
  const heldMs = ms(run.at(-1)!.contraction.endedAt!) - ms(run[0]!.contraction.startedAt);
  // One contraction alone is not a pattern: at least two, so there is an interval to speak of.
  const inPattern = run.length;
  return { reached: inPattern >= 2 && heldMs >= FIVE_ONE_ONE.forMs, inPattern, heldMs };
}

export interface ContractionSummary {
  /** Finished contractions that started in the last hour before `now`. */
  lastHour: number;
  averageDurationMs: number | null;
  averageIntervalMs: number | null;
}

/** Her last hour at a glance: how many, how long on average, how far apart on average. */
export function lastHourSummary(list: readonly ContractionTimes[], now: Date): ContractionSummary {
  const since = now.getTime() - FIVE_ONE_ONE.forMs;
  const timed = timeContractions(list).filter(
    (t) => t.contraction.endedAt !== null && ms(t.contraction.startedAt) >= since,
  );
  const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  return {
    lastHour: timed.length,
    averageDurationMs: avg(timed.map((t) => t.durationMs!)),
    // An interval whose earlier contraction fell before the hour still measures this hour's spacing.
    averageIntervalMs: avg(timed.flatMap((t) => (t.intervalMs === null ? [] : [t.intervalMs]))),
  };
}

/** A contraction on the wire. */
export interface Contraction extends ContractionTimes {
  id: string;
}

/** A session of contraction timing, with the 5-1-1 reading of its contractions. */
export interface ContractionSession {
  id: string;
  startedAt: string;
  endedAt: string | null;
  contractions: Contraction[];
  fiveOneOne: FiveOneOne;
}

/** What GET /api/pregnancy/contractions answers: the open session, if any, and her recent ones. */
export interface ContractionSessions {
  open: ContractionSession | null;
  recent: ContractionSession[];
}
