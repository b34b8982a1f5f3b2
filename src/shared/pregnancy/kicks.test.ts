import { describe, expect, it } from "vitest";
import { formatDuration, KICK_WINDOW_MS, kickStatus } from "./kicks";

const start = "2026-05-01T18:00:00.000Z";
const at = (minutes: number, seconds = 0) => new Date(Date.parse(start) + (minutes * 60 + seconds) * 1000);
const iso = (minutes: number, seconds = 0) => at(minutes, seconds).toISOString();
const open = { startedAt: start, kicks: 0, lastKickAt: null, tenthAt: null, endedAt: null };

describe("a kick-counting session", () => {
  it("times an open session from its start to now, with the two hours counting down", () => {
    const s = kickStatus({ ...open, kicks: 4, lastKickAt: iso(11) }, at(12, 30));
    expect(s).toEqual({
      state: "counting",
      kicks: 4,
      elapsedMs: (12 * 60 + 30) * 1000,
      remainingMs: KICK_WINDOW_MS - (12 * 60 + 30) * 1000,
      callProvider: false,
    });
  });

  it("stops the clock at the tenth movement, whatever the time now", () => {
    const s = kickStatus({ ...open, kicks: 10, tenthAt: iso(23, 5), endedAt: iso(23, 5) }, at(300));
    expect(s).toMatchObject({
      state: "done",
      kicks: 10,
      elapsedMs: (23 * 60 + 5) * 1000,
      callProvider: false,
    });
  });

  it("says to call her provider when ten took longer than two hours", () => {
    expect(kickStatus({ ...open, kicks: 10, tenthAt: iso(120), endedAt: iso(120) }, at(121))).toMatchObject({
      state: "done",
      callProvider: false,
    });
    expect(
      kickStatus({ ...open, kicks: 10, tenthAt: iso(120, 1), endedAt: iso(120, 1) }, at(121)),
    ).toMatchObject({ state: "slow", callProvider: true });
  });

  it("says to call once two hours pass with fewer than ten, open or stopped", () => {
    expect(kickStatus({ ...open, kicks: 6 }, at(120))).toMatchObject({ callProvider: false, remainingMs: 0 });
    expect(kickStatus({ ...open, kicks: 6 }, at(120, 1))).toMatchObject({
      state: "counting",
      callProvider: true,
    });
    expect(kickStatus({ ...open, kicks: 3, endedAt: iso(130) }, at(500))).toMatchObject({
      state: "stopped",
      elapsedMs: 130 * 60 * 1000,
      callProvider: true,
    });
  });

  it("does not ask her to call when she stopped early herself", () => {
    expect(kickStatus({ ...open, kicks: 3, endedAt: iso(20) }, at(500))).toMatchObject({
      state: "stopped",
      callProvider: false,
    });
  });

  it("never shows a negative time when the phone's clock is behind the server's", () => {
    expect(kickStatus(open, at(-1)).elapsedMs).toBe(0);
  });

  it("reads durations as she would say them", () => {
    expect([45_000, 12 * 60_000 + 3000, 65 * 60_000, 0].map(formatDuration)).toEqual([
      "45 s",
      "12 min 03 s",
      "1 h 05 min",
      "0 s",
    ]);
  });
});
