import { addDays } from "../dates";
import type { CycleDayLog, MucusValue } from "./observations";

/**
 * Sensiplan's mucus peak, written from the published method: the peak is the last day of the best
 * quality mucus she observed, recognised once the 3 following days show lower quality; it is
 * confirmed on the evening of the 3rd day after it.
 *
 * Our form of it (see docs/decisions/006-cycle-evaluation.md):
 * - the 3 days after the peak are calendar days, and each needs a (not excluded) mucus observation
 *   of lower quality; a day without an observation cannot confirm anything;
 * - a peak is at least "moist" (value 2): a change from "nothing" to "dry" is not a peak;
 * - if mucus of the same or better quality returns before the evaluation is complete (that is,
 *   before the later of the peak and temperature confirmations), the peak is looked for again
 *   from there; without a temperature shift the evaluation is never complete, so the last peak of
 *   the cycle counts.
 */

export const DAYS_AFTER_PEAK = 3;
const MIN_PEAK_VALUE: MucusValue = 2;

export interface MucusPeak {
  peakDay: string;
  /** The 3rd day after the peak: the peak is confirmed on its evening. */
  confirmedOn: string;
}

interface Observation {
  date: string;
  value: MucusValue;
}

function observations(days: readonly CycleDayLog[]): Map<string, Observation> {
  const byDate = new Map<string, Observation>();
  for (const d of days) {
    if (d.mucus && !d.mucus.exclude) byDate.set(d.date, { date: d.date, value: d.mucus.value });
  }
  return byDate;
}

/** Days that qualify as a peak: best quality so far, followed by 3 observed days of lower quality. */
function candidates(byDate: Map<string, Observation>): Observation[] {
  const found: Observation[] = [];
  let best = -1;
  for (const obs of [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    if (obs.value < best) continue;
    best = obs.value;
    if (obs.value < MIN_PEAK_VALUE) continue;
    let lower = 0;
    for (let k = 1; k <= DAYS_AFTER_PEAK; k++) {
      const next = byDate.get(addDays(obs.date, k));
      if (next && next.value < obs.value) lower++;
    }
    if (lower === DAYS_AFTER_PEAK) found.push(obs);
  }
  return found;
}

/**
 * The cycle's mucus peak, or null while none is confirmed.
 * @param temperatureConfirmedOn when the cycle's temperature shift was confirmed, if it was
 */
export function findMucusPeak(
  days: readonly CycleDayLog[],
  temperatureConfirmedOn: string | null,
): MucusPeak | null {
  const byDate = observations(days);
  const peaks = candidates(byDate);
  let index = 0;
  while (index < peaks.length) {
    const peak = peaks[index]!;
    const confirmedOn = addDays(peak.date, DAYS_AFTER_PEAK);
    const complete =
      temperatureConfirmedOn === null
        ? null
        : confirmedOn > temperatureConfirmedOn
          ? confirmedOn
          : temperatureConfirmedOn;
    // Mucus as good as the peak's again before the evaluation is complete: look again from there.
    const returned = [...byDate.values()]
      .filter((o) => o.date > confirmedOn && (complete === null || o.date <= complete))
      .filter((o) => o.value >= peak.value)
      .sort((a, b) => (a.date < b.date ? -1 : 1))[0];
    if (!returned) return { peakDay: peak.date, confirmedOn };
    index = peaks.findIndex((p) => p.date >= returned.date);
    if (index === -1) return null;
  }
  return null;
}
