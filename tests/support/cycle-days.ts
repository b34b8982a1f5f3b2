import { type CycleDayLog, emptyDay, type MucusValue } from "../../src/shared/cycle/observations";
import { addDays } from "../../src/shared/dates";

/**
 * Cycles written by hand for tests: arrays indexed by cycle day (index 0 = cycle day 1); `null`
 * means nothing logged that day. A temperature may be `{ c, exclude: true }`.
 */
export interface HandCycle {
  temps?: (number | null | { c: number; exclude: true })[];
  bleeding?: (0 | 1 | 2 | 3 | null)[];
  mucus?: (MucusValue | null)[];
  lh?: ("negative" | "positive" | null)[];
}

/** Days of one cycle starting at `start`. */
export function cycleDays(start: string, cycle: HandCycle): CycleDayLog[] {
  const byDate = new Map<string, CycleDayLog>();
  const at = (i: number) => {
    const date = addDays(start, i);
    let day = byDate.get(date);
    if (!day) {
      day = emptyDay(date);
      byDate.set(date, day);
    }
    return day;
  };
  cycle.temps?.forEach((t, i) => {
    if (t === null) return;
    at(i).temperature =
      typeof t === "number"
        ? { valueC: t, time: "06:30", exclude: false, note: null }
        : { valueC: t.c, time: "06:30", exclude: true, note: "fever" };
  });
  cycle.bleeding?.forEach((b, i) => {
    if (b !== null) at(i).bleeding = { value: b, exclude: false };
  });
  cycle.mucus?.forEach((m, i) => {
    if (m !== null) at(i).mucus = { feeling: null, texture: null, value: m, exclude: false };
  });
  cycle.lh?.forEach((r, i) => {
    if (r !== null) at(i).lhTest = r;
  });
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Low readings around 36.4 °C, a rise after `ovulationDay` to about 36.8 °C. */
export function typicalTemps(length: number, ovulationDay: number): number[] {
  return Array.from({ length }, (_, i) => {
    const day = i + 1;
    const wobble = [0, 0.05, -0.05, 0.05, 0, -0.05][i % 6]!;
    return Math.round((day <= ovulationDay ? 36.4 + wobble : 36.8 + wobble) * 100) / 100;
  });
}

/** Mucus building to S+ with its peak on `peakDay`, then dry. */
export function typicalMucus(length: number, peakDay: number): MucusValue[] {
  return Array.from({ length }, (_, i) => {
    const day = i + 1;
    if (day <= 5) return 0;
    if (day > peakDay) return 0;
    const before = peakDay - day;
    return (before === 0 || before === 1 ? 4 : before <= 3 ? 3 : before <= 5 ? 2 : 1) as MucusValue;
  });
}

/**
 * A realistic, complete cycle: a 5-day period, mucus peaking the day before ovulation, and a
 * temperature rise the day after ovulation.
 */
export function typicalCycle(start: string, length: number, ovulationDay: number): CycleDayLog[] {
  return cycleDays(start, {
    bleeding: [2, 3, 2, 1, 0],
    temps: typicalTemps(length, ovulationDay),
    mucus: typicalMucus(length, ovulationDay),
  });
}

/** Several complete cycles back to back, then the first day of the next period. */
export function cycleHistory(
  firstStart: string,
  cycles: { length: number; ovulationDay: number }[],
): { days: CycleDayLog[]; nextStart: string } {
  const days: CycleDayLog[] = [];
  let start = firstStart;
  for (const c of cycles) {
    days.push(...typicalCycle(start, c.length, c.ovulationDay));
    start = addDays(start, c.length);
  }
  days.push(...cycleDays(start, { bleeding: [2] }));
  return { days, nextStart: start };
}
