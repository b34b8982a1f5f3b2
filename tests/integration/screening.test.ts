import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/server/config";
import { liveEvents, screeningResults, screeningSkips } from "../../src/server/db/schema";
import type { SavedScreening, ScreeningOverview } from "../../src/shared/screening";
import { createTestApp, type TestApp } from "../support/test-app";

/** Mood check-ins: offered at the moments by the app's clock, answered, hers alone. */

// The EPDS switch's file, in placeholder wording written for this test: the repository holds none
// of the EPDS. Options are scored in reverse on purpose: the file, not Bloom, says what each scores.
const LICENSED = {
  name: "Licensed questionnaire (test)",
  shortName: "Licensed check (test)",
  stem: "Placeholder stem for the test.",
  permission: "Shown under a test licence.",
  items: Array.from({ length: 10 }, (_, i) => ({
    text: `Placeholder item ${i + 1}`,
    options: [3, 2, 1, 0].map((score) => ({ label: `Answer scoring ${score}`, score })),
  })),
};
const licensedFile = path.join(mkdtempSync(path.join(tmpdir(), "bloom-licensed-")), "screen.json");

let clock = new Date("2026-01-05T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  writeFileSync(licensedFile, JSON.stringify(LICENSED));
  t = await createTestApp({ now: () => clock, env: { LICENSED_SCREEN_FILE: licensedFile } });
});
afterAll(() => t.close());

const on = (day: string) => {
  clock = new Date(`${day}T12:00:00Z`);
};
const TZ = "tz=UTC";
const overview = async (cookie: string): Promise<ScreeningOverview> => {
  const res = await t.request(`/api/screening?${TZ}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const answer = (cookie: string, json: unknown) =>
  t.request(`/api/screening/results?${TZ}`, { method: "POST", cookie, json });
const skip = (cookie: string) => t.request(`/api/screening/skip?${TZ}`, { method: "POST", cookie });

async function pregnantMother(due = "2026-06-01") {
  const { cookie, password } = await t.signUp({ motherhood_stage: "pregnant" });
  const res = await t.request(`/api/profile?${TZ}`, { method: "PATCH", cookie, json: { due_date: due } });
  expect(res.status).toBe(200);
  return { cookie, password };
}

describe("when she is offered a check-in", () => {
  it("offers one after she sets a pregnant journey, at week 28, 2 and 6 weeks after birth, then monthly, never twice in 14 days", async () => {
    on("2026-01-05");
    const { cookie } = await pregnantMother("2026-06-01");
    expect((await overview(cookie)).offer?.id).toBe("pregnancy@2026-06-01");
    // "Not now" closes that moment, and is not asked again.
    expect((await skip(cookie)).status).toBe(200);
    expect((await overview(cookie)).offer).toBeNull();
    expect((await skip(cookie)).status).toBe(409);
    on("2026-02-20");
    expect((await overview(cookie)).offer).toBeNull();

    // Week 28 of a pregnancy due 1 June begins on 9 March.
    on("2026-03-08");
    expect((await overview(cookie)).offer).toBeNull();
    on("2026-03-09");
    expect((await overview(cookie)).offer?.id).toBe("week-28@2026-06-01");
    const phq2 = await answer(cookie, { instrument: "phq2", answers: [2, 1] });
    expect(phq2.status).toBe(201);
    const saved: SavedScreening = await phq2.json();
    expect(saved).toMatchObject({
      score: 3,
      band: "positive",
      opensPhq9: true,
      moment: "week-28@2026-06-01",
      safety: null,
    });
    expect(
      (await answer(cookie, { instrument: "phq9", answers: [2, 1, 1, 1, 1, 0, 0, 0, 0], difficulty: 1 }))
        .status,
    ).toBe(201);
    expect((await overview(cookie)).offer).toBeNull();

    // Her baby arrives on 20 May: nothing in the first two weeks, then the 2-week check-in.
    on("2026-05-21");
    const arrived = await t.request(`/api/profile/baby-arrived?${TZ}`, {
      method: "POST",
      cookie,
      json: { baby_birth_date: "2026-05-20" },
    });
    expect(arrived.status).toBe(200);
    expect((await overview(cookie)).offer).toBeNull();
    on("2026-06-03");
    expect((await overview(cookie)).offer?.id).toBe("postpartum-2w@2026-05-20");
    // She answers one herself on 25 June (the 2-week moment is still open: it closes it).
    on("2026-06-25");
    expect((await answer(cookie, { instrument: "phq2", answers: [0, 1] })).status).toBe(201);
    // 6 weeks after birth is 1 July, but her check-in was 6 days before: it waits for 14 days.
    on("2026-07-01");
    expect((await overview(cookie)).offer).toBeNull();
    on("2026-07-08");
    expect((await overview(cookie)).offer).toBeNull();
    on("2026-07-09");
    expect((await overview(cookie)).offer?.id).toBe("postpartum-6w@2026-05-20");
    expect((await answer(cookie, { instrument: "phq2", answers: [0, 0] })).status).toBe(201);
    // 2 months: 20 July, 11 days after her last check-in; offered from 23 July.
    on("2026-07-20");
    expect((await overview(cookie)).offer).toBeNull();
    on("2026-07-23");
    expect((await overview(cookie)).offer?.id).toBe("postpartum-2m@2026-05-20");
    on("2026-08-20");
    expect((await overview(cookie)).offer?.id).toBe("postpartum-3m@2026-05-20");

    const { results } = await overview(cookie);
    expect(results.map((r) => r.takenOn)).toEqual(["2026-07-09", "2026-06-25", "2026-03-09", "2026-03-09"]);
    expect(results[1]!.moment).toBe("postpartum-2w@2026-05-20");
  });
});

describe("answering", () => {
  it("scores on the server, and sends any answer above 'Not at all' to item 9 to the crisis card", async () => {
    on("2026-01-05");
    const { cookie } = await pregnantMother();
    const low = await answer(cookie, {
      instrument: "phq9",
      answers: [0, 0, 0, 0, 0, 0, 0, 0, 1],
      difficulty: 0,
    });
    const body: SavedScreening = await low.json();
    expect(body).toMatchObject({ score: 1, band: "minimal", next: "today" });
    expect(body.safety).toMatchObject({ selfHarm: true, emergency: true });
    const high = await answer(cookie, { instrument: "phq9", answers: [3, 3, 3, 3, 3, 3, 3, 3, 0] });
    expect(await high.json()).toMatchObject({ score: 24, band: "severe", next: "today", safety: null });
    const gad = await answer(cookie, { instrument: "gad7", answers: [2, 2, 2, 2, 2, 1, 1] });
    expect(await gad.json()).toMatchObject({ score: 12, band: "moderate", next: "soon", safety: null });
  });

  it("reads her note with the safety reader when item 9 is at zero", async () => {
    const { cookie } = await pregnantMother();
    const res = await answer(cookie, {
      instrument: "phq9",
      answers: [1, 1, 1, 1, 1, 1, 1, 1, 0],
      note: "Some nights I think my family would be better off without me",
    });
    expect((await res.json()).safety?.selfHarm).toBe(true);
  });

  it("refuses incomplete answers, a score she sends, and a stranger", async () => {
    const { cookie } = await pregnantMother();
    expect((await answer(cookie, { instrument: "phq9", answers: [1, 1] })).status).toBe(400);
    expect((await answer(cookie, { instrument: "gad7", answers: [0, 0, 0, 0, 0, 0, 4] })).status).toBe(400);
    expect((await answer(cookie, { instrument: "phq2", answers: [0, 0], score: 0 })).status).toBe(400);
    expect((await answer(cookie, { instrument: "epds", answers: [0, 0] })).status).toBe(400);
    expect((await t.request(`/api/screening?${TZ}`)).status).toBe(401);
    expect((await answer("", { instrument: "phq2", answers: [0, 0] })).status).toBe(401);
  });
});

describe("her results are hers", () => {
  it("writes nothing of her answers or note to the logs, and sends no live event", async () => {
    const { cookie } = await pregnantMother();
    const before = (await t.db.select().from(liveEvents)).length;
    const printed: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(" "));
      }),
    );
    try {
      const note = "private-note-7f3a nobody else may read";
      expect(
        (await answer(cookie, { instrument: "phq9", answers: [3, 3, 3, 3, 3, 3, 3, 3, 2], note })).status,
      ).toBe(201);
      // A refused one too: the refusal names the problem, never her values.
      const refused = await answer(cookie, { instrument: "phq9", answers: [3, 3, 3], note });
      expect(await refused.text()).not.toContain("private-note-7f3a");
      await overview(cookie);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.join("\n")).not.toContain("private-note-7f3a");
    expect((await t.db.select().from(liveEvents)).length).toBe(before);
  });

  it("shows each mother only her own, and lets only her delete one", async () => {
    const a = await pregnantMother();
    const b = await pregnantMother();
    const saved: SavedScreening = await (
      await answer(a.cookie, { instrument: "phq2", answers: [1, 1] })
    ).json();
    await answer(a.cookie, { instrument: "gad7", answers: [0, 0, 0, 0, 0, 0, 0] });
    expect((await overview(b.cookie)).results).toEqual([]);
    const foreign = await t.request(`/api/screening/results/${saved.id}`, {
      method: "DELETE",
      cookie: b.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await overview(a.cookie)).results).toHaveLength(2);
    const own = await t.request(`/api/screening/results/${saved.id}`, { method: "DELETE", cookie: a.cookie });
    expect(own.status).toBe(200);
    const left = (await overview(a.cookie)).results;
    expect(left.map((r) => r.instrument)).toEqual(["gad7"]);
    const again = await t.request(`/api/screening/results/${saved.id}`, {
      method: "DELETE",
      cookie: a.cookie,
    });
    expect(again.status).toBe(404);
  });

  it("puts them in her export, and removes them and her skips with her account", async () => {
    on("2026-01-05");
    const { cookie, password } = await pregnantMother();
    await skip(cookie);
    await answer(cookie, { instrument: "phq9", answers: [1, 1, 1, 1, 1, 1, 1, 1, 0], note: "Tired" });
    const exported = await (await t.request("/api/account/export", { cookie })).json();
    expect(exported.screeningResults).toHaveLength(1);
    expect(exported.screeningSkips).toEqual([{ moment: "pregnancy@2026-06-01", skippedOn: "2026-01-05" }]);
    expect(exported.screeningResults[0]).toMatchObject({
      instrument: "phq9",
      answers: [1, 1, 1, 1, 1, 1, 1, 1, 0],
      score: 8,
      band: "mild",
      note: "Tired",
    });
    const userId = exported.account.id as string;
    const gone = await t.request("/api/account", {
      method: "DELETE",
      cookie,
      json: { confirm: "DELETE", password },
    });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(screeningResults).where(eq(screeningResults.userId, userId))).toEqual([]);
    expect(await t.db.select().from(screeningSkips).where(eq(screeningSkips.userId, userId))).toEqual([]);
  });
});

describe("a questionnaire Bloom may not ship (the EPDS switch)", () => {
  it("is offered where an operator named its wording, and scored by that file", async () => {
    const mother = await t.signUp({ motherhood_stage: "pregnant" });
    expect((await overview(mother.cookie)).licensed?.shortName).toBe("Licensed check (test)");
    const send = (answers: number[]) =>
      t.request(`/api/screening/licensed?${TZ}`, {
        method: "POST",
        cookie: mother.cookie,
        json: { answers },
      });
    // The last option of each item scores 0; the first scores 3.
    const calm = await (await send(Array(10).fill(3))).json();
    expect(calm).toMatchObject({
      instrument: "epds",
      score: 0,
      band: "below",
      next: "routine",
      safety: null,
    });
    const high = await (await send([0, 0, 0, 0, 1, 3, 3, 3, 3, 3])).json();
    expect(high).toMatchObject({ score: 14, band: "probable", next: "today", safety: null });
    // Item 10 above 0 is the crisis card, whatever the total.
    const item10 = await (await send([3, 3, 3, 3, 3, 3, 3, 3, 3, 2])).json();
    expect(item10).toMatchObject({ score: 1, band: "below", next: "today" });
    expect(item10.safety?.selfHarm).toBe(true);
    expect((await send([0, 0])).status).toBe(400);
  });

  it("is off without the variable, and a file that is not a questionnaire stops the server at start-up", () => {
    const dir = path.dirname(licensedFile);
    expect(loadConfig({ DATA_DIR: dir }).licensedScreen).toBeNull();
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...LICENSED, items: LICENSED.items.slice(0, 9) }));
    expect(() => loadConfig({ DATA_DIR: dir, LICENSED_SCREEN_FILE: bad })).toThrow(/LICENSED_SCREEN_FILE/);
    expect(() => loadConfig({ DATA_DIR: dir, LICENSED_SCREEN_FILE: path.join(dir, "none.json") })).toThrow(
      /LICENSED_SCREEN_FILE/,
    );
  });
});
