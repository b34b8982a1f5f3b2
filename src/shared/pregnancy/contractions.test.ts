import { describe, expect, it } from "vitest";
import { fiveOneOne, lastHourSummary, timeContractions } from "./contractions";

const base = Date.parse("2026-09-20T02:00:00.000Z");
const iso = (seconds: number) => new Date(base + seconds * 1000).toISOString();

/** Contractions every `everyS` seconds, each lasting `lastS` seconds, `count` of them from `fromS`. */
function series(count: number, everyS: number, lastS: number, fromS = 0) {
  return Array.from({ length: count }, (_, i) => ({
    startedAt: iso(fromS + i * everyS),
    endedAt: iso(fromS + i * everyS + lastS),
  }));
}

describe("timing contractions", () => {
  it("gives each its length and the interval from the previous start, in order", () => {
    const timed = timeContractions([
      { startedAt: iso(400), endedAt: null },
      { startedAt: iso(0), endedAt: iso(50) },
      { startedAt: iso(300), endedAt: iso(365) },
    ]);
    expect(timed.map((t) => [t.durationMs, t.intervalMs])).toEqual([
      [50_000, null],
      [65_000, 300_000],
      [null, 100_000],
    ]);
  });
});

describe("the 5-1-1 pattern", () => {
  it("is reached at five minutes apart, a minute long, held for an hour", () => {
    // 12 contractions 5:00 apart lasting 1:00: the first starts at 0, the last ends at 56:00.
    expect(fiveOneOne(series(12, 300, 60))).toEqual({ reached: false, inPattern: 12, heldMs: 56 * 60_000 });
    // The thirteenth starts at 60:00 and ends at 61:00.
    expect(fiveOneOne(series(13, 300, 60))).toEqual({ reached: true, inPattern: 13, heldMs: 61 * 60_000 });
  });

  it("is not reached when they come more than five minutes apart", () => {
    expect(fiveOneOne(series(14, 301, 70)).reached).toBe(false);
    expect(fiveOneOne(series(14, 301, 70)).inPattern).toBe(1);
  });

  it("is not reached when they last less than a minute", () => {
    const r = fiveOneOne(series(20, 240, 59));
    expect(r).toEqual({ reached: false, inPattern: 0, heldMs: 0 });
  });

  it("counts only the latest run: a long gap or a short one starts it again", () => {
    const early = series(8, 300, 60);
    // 15 at 4:30 apart lasting 1:05 span 14 x 4:30 + 1:05 = 64:05.
    const later = series(15, 270, 65, 8 * 300 + 1200);
    expect(fiveOneOne([...early, ...later]).inPattern).toBe(15);
    expect(fiveOneOne([...early, ...later]).reached).toBe(true);
    const broken = [...series(13, 300, 60), { startedAt: iso(13 * 300), endedAt: iso(13 * 300 + 40) }];
    expect(fiveOneOne(broken)).toMatchObject({ reached: false, inPattern: 0 });
  });

  it("leaves the running contraction out until it ends", () => {
    const list = [...series(13, 300, 60), { startedAt: iso(13 * 300), endedAt: null }];
    expect(fiveOneOne(list).reached).toBe(true);
    expect(fiveOneOne([{ startedAt: iso(0), endedAt: null }])).toEqual({
      reached: false,
      inPattern: 0,
      heldMs: 0,
    });
  });

  it("needs more than a single contraction, however long", () => {
    expect(fiveOneOne([{ startedAt: iso(0), endedAt: iso(3700) }]).reached).toBe(false);
  });
});

describe("her last hour", () => {
  it("averages the finished contractions that started in the last hour", () => {
    const list = [
      ...series(3, 600, 40),
      ...series(4, 360, 50, 3000),
      { startedAt: iso(4500), endedAt: null },
    ];
    // now = 4500 s: the hour began at 900 s, so the two at 1200 s and the four from 3000 s count.
    const s = lastHourSummary(list, new Date(base + 4500_000));
    expect(s.lastHour).toBe(5);
    expect(s.averageDurationMs).toBe(Math.round((40 + 4 * 50) / 5) * 1000);
    expect(s.averageIntervalMs).toBe(Math.round((600 + 1800 + 3 * 360) / 5) * 1000);
  });

  it("is empty without contractions", () => {
    expect(lastHourSummary([], new Date(base))).toEqual({
      lastHour: 0,
      averageDurationMs: null,
      averageIntervalMs: null,
    });
  });
});
