import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyCheckins } from "../../src/server/db/schema";
import type { ImportPreview, ImportResult } from "../../src/shared/data-transfer/imports/core";
import { createTestApp, type TestApp } from "../support/test-app";

const now = new Date("2026-11-18T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/imports", name));
const TYPES: Record<string, string> = {
  clue: "application/json",
  flo: "application/json",
  "apple-health": "application/xml",
};

const send = (cookie: string, source: string, body: Uint8Array | string, suffix = "") =>
  t.request(`/api/data/imports/${source}${suffix}${suffix.includes("?") ? "&" : "?"}tz=UTC`, {
    method: "POST",
    cookie,
    body: body as BodyInit,
    headers: { "content-type": TYPES[source] ?? "application/octet-stream" },
  });
async function preview(cookie: string, source: string, body: Uint8Array | string) {
  const res = await send(cookie, source, body, "/preview");
  expect(res.status).toBe(200);
  return (await res.json()) as ImportPreview;
}
async function confirm(cookie: string, source: string, body: Uint8Array | string, conflicts = "keep") {
  const res = await send(cookie, source, body, `?conflicts=${conflicts}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ImportResult;
}
async function dayOf(cookie: string, date: string) {
  const res = await t.request(`/api/cycle/days/${date}`, { cookie });
  return (await res.json()) as {
    temperature: { valueC: number } | null;
    bleeding: { value: number } | null;
    mucus: { value: number } | null;
    lhTest: string | null;
    symptoms: string[];
    moods: string[];
    note: string | null;
  };
}
const loggedDays = async (cookie: string) => {
  const res = await t.request("/api/cycle/export", { cookie });
  return (await res.text()).trim().split("\n").length - 1;
};

describe("importing from Clue", () => {
  it("previews what maps and what does not, writes nothing until she confirms, and re-imports nothing", async () => {
    const { cookie } = await t.signUp();
    const file = fixture("clue-measurements.json");
    const p = await preview(cookie, "clue", file);
    expect(p).toMatchObject({
      source: "clue",
      days: 71,
      firstDate: "2026-09-03",
      lastDate: "2026-11-17",
      newDays: 71,
      addedToDays: 0,
      conflictDays: 0,
      unchangedDays: 0,
      counts: { bleeding: 15, temperature: 71, mucus: 9, lhTest: 3, symptoms: 3, moods: 6 },
    });
    expect(p.unmapped).toEqual(
      expect.arrayContaining([
        { what: "Clue pain: joint_pain", why: "Bloom has no matching symptom or mood", count: 3 },
        { what: "Clue sleep", why: "Bloom's cycle tracker has no place for it", count: 3 },
      ]),
    );
    expect(await loggedDays(cookie)).toBe(0);

    const done = await confirm(cookie, "clue", file);
    expect(done).toMatchObject({ written: 71, newDays: 71, unchangedDays: 0 });
    expect(await loggedDays(cookie)).toBe(71);
    const first = await dayOf(cookie, "2026-09-03");
    expect(first).toMatchObject({
      temperature: { valueC: 36.4 },
      bleeding: { value: 2 },
      symptoms: ["cramps"],
    });
    expect((await dayOf(cookie, "2026-09-16")).lhTest).toBe("positive");
    expect((await dayOf(cookie, "2026-09-16")).mucus?.value).toBe(4);
    // Her cycles now show in the tracker, from Clue's periods.
    const overview = (await (await t.request("/api/cycle/overview?tz=UTC", { cookie })).json()) as {
      cycles: { start: string }[];
    };
    expect(overview.cycles.map((c) => c.start)).toEqual(["2026-09-03", "2026-10-01", "2026-10-29"]);

    const again = await confirm(cookie, "clue", file);
    expect(again).toMatchObject({ written: 0, newDays: 0, addedToDays: 0, unchangedDays: 71 });
    expect((await preview(cookie, "clue", file)).unchangedDays).toBe(71);
    expect(await loggedDays(cookie)).toBe(71);
  });

  it("does not overwrite a reading she logged herself unless she says so, and adds to her days", async () => {
    const { cookie } = await t.signUp();
    const put = (date: string, json: unknown) =>
      t.request(`/api/cycle/days/${date}?tz=UTC`, { method: "PUT", cookie, json });
    expect((await put("2026-09-03", { temperature: { value: 36.9, unit: "C" }, note: "mine" })).status).toBe(
      200,
    );
    expect((await put("2026-09-05", { note: "only a note" })).status).toBe(200);
    const file = fixture("clue-measurements.json");
    const p = await preview(cookie, "clue", file);
    expect(p).toMatchObject({ newDays: 69, addedToDays: 1, conflictDays: 1, conflictDates: ["2026-09-03"] });

    const kept = await confirm(cookie, "clue", file, "keep");
    expect(kept).toMatchObject({ conflictDays: 1, replacedDays: 0, addedToDays: 1 });
    expect(await dayOf(cookie, "2026-09-03")).toMatchObject({
      temperature: { valueC: 36.9 },
      note: "mine",
      // What she had not logged that day still comes over.
      bleeding: { value: 2 },
      symptoms: ["cramps"],
    });
    expect(await dayOf(cookie, "2026-09-05")).toMatchObject({ note: "only a note", bleeding: { value: 2 } });

    const replaced = await confirm(cookie, "clue", file, "replace");
    expect(replaced).toMatchObject({ conflictDays: 1, replacedDays: 1, written: 1 });
    expect(await dayOf(cookie, "2026-09-03")).toMatchObject({ temperature: { valueC: 36.4 }, note: "mine" });
    expect((await confirm(cookie, "clue", file, "replace")).written).toBe(0);
  });

  it("refuses a file that is not Clue's, or cut short, and writes nothing", async () => {
    const { cookie } = await t.signUp();
    const whole = fixture("clue-measurements.json").toString("utf8");
    for (const body of [
      whole.slice(0, 3000),
      '{"measurements": []}',
      "date,type\n2026-01-01,period",
      fixture("flo-export.json"),
    ]) {
      const res = await send(cookie, "clue", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_import");
    }
    // Past 20 MB a JSON file is refused before it is read to the end.
    const huge = await send(cookie, "clue", `[${" ".repeat(21 * 1024 * 1024)}]`);
    expect(huge.status).toBe(413);
    // Names that are not Clue's words, "constructor" among them, are listed, not imported.
    const odd = JSON.stringify([
      { date: "2026-10-01", type: "period", value: { option: "constructor" } },
      { date: "2026-10-02", type: "pain", value: [{ option: "__proto__" }] },
      { date: "2030-01-01", type: "spotting", value: {} },
    ]);
    const p = await preview(cookie, "clue", odd);
    expect(p.days).toBe(0);
    expect(p.unmapped.map((u) => u.why)).toEqual(
      expect.arrayContaining([
        "not a flow Bloom knows",
        "Bloom has no matching symptom or mood",
        "its date is after today",
      ]),
    );
    expect(await loggedDays(cookie)).toBe(0);
  });
});

describe("importing from Flo", () => {
  it("turns its cycles and events into days, light where Flo says so, and lists what does not map", async () => {
    const { cookie } = await t.signUp();
    const file = fixture("flo-export.json");
    const p = await preview(cookie, "flo", file);
    expect(p).toMatchObject({
      days: 21,
      counts: { bleeding: 15, mucus: 3, lhTest: 3, symptoms: 3, moods: 3 },
    });
    expect(p.unmapped.map((u) => u.what)).toEqual(
      expect.arrayContaining(["Flo Sex: Protected", "Flo Symptom: Acne"]),
    );
    expect((await confirm(cookie, "flo", file)).written).toBe(21);
    expect((await dayOf(cookie, "2026-09-03")).bleeding?.value).toBe(2);
    expect((await dayOf(cookie, "2026-09-07")).bleeding?.value).toBe(1);
    expect((await dayOf(cookie, "2026-09-16")).lhTest).toBe("positive");
    expect((await confirm(cookie, "flo", file)).written).toBe(0);
    // Clue's file, or Flo's cut short, is not taken for Flo's.
    for (const body of [fixture("clue-measurements.json"), file.subarray(0, 500)]) {
      const res = await send(cookie, "flo", body);
      expect(res.status).toBe(400);
    }
  });
});

describe("importing from Apple Health", () => {
  it("reads flow, spotting, basal temperature in °C and °F, mucus and LH tests, and lists the rest", async () => {
    const { cookie } = await t.signUp();
    const file = fixture("apple-health-export.xml");
    const p = await preview(cookie, "apple-health", file);
    expect(p).toMatchObject({
      days: 9,
      counts: { bleeding: 4, temperature: 3, mucus: 2, lhTest: 2 },
      weightWeeks: 1,
      newWeightWeeks: 1,
    });
    expect(p.unmapped.map((u) => u.what)).toEqual(
      expect.arrayContaining(["Apple Health StepCount", "Apple Health HeartRate"]),
    );
    expect(await confirm(cookie, "apple-health", file)).toMatchObject({ written: 9, weightWeeks: 1 });
    expect((await dayOf(cookie, "2026-10-01")).bleeding?.value).toBe(3);
    expect((await dayOf(cookie, "2026-10-09")).bleeding?.value).toBe(0);
    expect((await dayOf(cookie, "2026-10-17")).temperature?.valueC).toBe(36.7);
    expect(await dayOf(cookie, "2026-10-13")).toMatchObject({ mucus: { value: 4 }, lhTest: "positive" });
    // Her weight became the check-in of that week (64.2 kg on 5 October).
    const checkins = (await (await t.request("/api/checkins", { cookie })).json()) as {
      week_date: string;
      weight: number | null;
    }[];
    expect(checkins.map((c) => [c.week_date, c.weight])).toEqual([["2026-10-05", 64.2]]);
    expect(await confirm(cookie, "apple-health", file)).toMatchObject({ written: 0, weightWeeks: 0 });
    expect(((await (await t.request("/api/checkins", { cookie })).json()) as unknown[]).length).toBe(1);
  });

  it("never changes a week she already checked in", async () => {
    const { cookie } = await t.signUp();
    // Her check-in of that week (made back then: today's form only takes this week's dates).
    const { user_id } = (await (await t.request("/api/profile", { cookie })).json()) as { user_id: string };
    await t.db.insert(weeklyCheckins).values({
      id: randomUUID(),
      userId: user_id,
      weekDate: "2026-10-07",
      weekStart: "2026-10-05",
      weight: 70,
    });
    const file = fixture("apple-health-export.xml");
    expect(await preview(cookie, "apple-health", file)).toMatchObject({ weightWeeks: 1, newWeightWeeks: 0 });
    expect(await confirm(cookie, "apple-health", file)).toMatchObject({ weightWeeks: 0 });
    const checkins = (await (await t.request("/api/checkins", { cookie })).json()) as { weight: number }[];
    expect(checkins.map((c) => c.weight)).toEqual([70]);
  });

  it("refuses entity bombs, a file cut short, a zip and another kind of XML, and writes nothing", async () => {
    const { cookie } = await t.signUp();
    const cases: [Uint8Array | string, RegExp][] = [
      [fixture("apple-health-entities.xml"), /entities/],
      [fixture("apple-health-truncated.xml"), /cut short/],
      [Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(64)]), /zip/],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>', /not Apple Health/],
      ["", /empty/],
    ];
    for (const [body, message] of cases) {
      for (const suffix of ["/preview", ""]) {
        const res = await send(cookie, "apple-health", body, suffix);
        expect(res.status).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe("invalid_import");
        expect(error.message).toMatch(message);
      }
    }
    expect(await loggedDays(cookie)).toBe(0);
  });
});

describe("imports are hers alone", () => {
  it("writes only to the member who imports, and needs a session and a known app", async () => {
    const alice = await t.signUp();
    const bea = await t.signUp();
    await confirm(alice.cookie, "clue", fixture("clue-measurements.json"));
    expect(await loggedDays(bea.cookie)).toBe(0);
    expect((await preview(bea.cookie, "clue", fixture("clue-measurements.json"))).newDays).toBe(71);
    expect((await send("", "clue", fixture("clue-measurements.json"))).status).toBe(401);
    expect((await send(bea.cookie, "glow", "[]")).status).toBe(400);
    expect((await send(bea.cookie, "clue", "[]", "?conflicts=everything")).status).toBe(400);
  });
});
