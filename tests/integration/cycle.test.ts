import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIP_COLUMNS, formatCycleCsv } from "../../src/shared/cycle/csv";
import type { CycleOverview } from "../../src/shared/cycle/overview";
import { addDays } from "../../src/shared/dates";
import { cycleDays, cycleHistory } from "../support/cycle-days";
import { createTestApp, type TestApp } from "../support/test-app";

// Wednesday 18 November 2026, 10:00 UTC: still the 18th in London, already the 19th in Kiritimati.
const clock = new Date("2026-11-18T10:00:00Z");
const TODAY = "2026-11-18";
const tz = "tz=Europe%2FLondon";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const send = (cookie: string, method: string, url: string, json?: unknown) =>
  t.request(url, { method, cookie, ...(json !== undefined && { json }) });
const importCsv = (cookie: string, csv: string, type = "text/csv") =>
  t.request(`/api/cycle/import?${tz}`, {
    method: "POST",
    cookie,
    body: csv,
    headers: { "content-type": type },
  });
async function getJson<T>(cookie: string, url: string): Promise<T> {
  const res = await t.request(url, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const exportCsv = async (cookie: string) => {
  const res = await t.request(`/api/cycle/export?${tz}`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return res.text();
};

/** Four cycles of 28, 29 and 30 days (ovulation on day 14, 15, 16), then a period that started on 7 November. */
function history() {
  return cycleHistory("2026-08-12", [
    { length: 28, ovulationDay: 14 },
    { length: 29, ovulationDay: 15 },
    { length: 30, ovulationDay: 16 },
  ]);
}

describe("logging a day", () => {
  it("stores a temperature typed in °F in °C, and reads the day back", async () => {
    const { cookie } = await t.signUp();
    const res = await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {
      temperature: { value: 97.7, unit: "F", time: "06:45" },
      bleeding: { value: 2 },
      mucus: { feeling: 0, texture: 1 },
      lhTest: "negative",
      sex: { partner: true, contraception: ["none"] },
      symptoms: ["cramps"],
      note: "first day",
    });
    expect(res.status).toBe(200);
    const day = await getJson<Record<string, unknown>>(cookie, `/api/cycle/days/${TODAY}`);
    expect(day).toMatchObject({
      date: TODAY,
      temperature: { valueC: 36.5, time: "06:45", exclude: false, note: null },
      bleeding: { value: 2, exclude: false },
      mucus: { feeling: 0, texture: 1, value: 3, exclude: false },
      lhTest: "negative",
      sex: { partner: true, solo: false, contraception: ["none"], note: null },
      symptoms: ["cramps"],
      note: "first day",
    });
  });

  it("keeps one temperature a day: a second one is refused until she edits the first", async () => {
    const { cookie } = await t.signUp();
    const url = `/api/cycle/days/${TODAY}/temperature?${tz}`;
    expect((await send(cookie, "POST", url, { value: 36.45, unit: "C" })).status).toBe(201);
    const again = await send(cookie, "POST", url, { value: 36.9, unit: "C" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: "temperature_already_logged",
      message: "You've already recorded your temperature today",
    });
    const day = await getJson<{ temperature: { valueC: number } }>(cookie, `/api/cycle/days/${TODAY}`);
    expect(day.temperature.valueC).toBe(36.45);
    // The day dialog is an explicit edit: it replaces the reading.
    const edit = await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {
      temperature: { value: 36.9, unit: "C", exclude: true, note: "late night" },
    });
    expect(edit.status).toBe(200);
    const edited = await getJson<{ temperature: unknown }>(cookie, `/api/cycle/days/${TODAY}`);
    expect(edited.temperature).toEqual({ valueC: 36.9, time: null, exclude: true, note: "late night" });
  });

  it("lets only one of two temperatures sent at the same moment in", async () => {
    const { cookie } = await t.signUp();
    const url = `/api/cycle/days/${TODAY}/temperature?${tz}`;
    const statuses = await Promise.all(
      [36.4, 36.6].map(async (value) => (await send(cookie, "POST", url, { value, unit: "C" })).status),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("adds a temperature to a day that already holds other observations", async () => {
    const { cookie } = await t.signUp();
    await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, { bleeding: { value: 1 } });
    const res = await send(cookie, "POST", `/api/cycle/days/${TODAY}/temperature?${tz}`, {
      value: 98.1,
      unit: "F",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ bleeding: { value: 1 }, temperature: { valueC: 36.722 } });
  });

  it("counts days on her calendar: tomorrow in London is today in Kiritimati", async () => {
    const { cookie } = await t.signUp();
    const tomorrow = addDays(TODAY, 1);
    const refused = await send(cookie, "PUT", `/api/cycle/days/${tomorrow}?${tz}`, {
      bleeding: { value: 1 },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("You can't log a day that hasn't come yet.");
    const kiritimati = await send(cookie, "PUT", `/api/cycle/days/${tomorrow}?tz=Pacific%2FKiritimati`, {
      bleeding: { value: 1 },
    });
    expect(kiritimati.status).toBe(200);
  });

  it("refuses readings that are not plausible, with a clear message", async () => {
    const { cookie } = await t.signUp();
    const res = await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {
      temperature: { value: 36.5, unit: "F" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      "temperature.value: Temperature must be between 93.2 and 107.6 °F.",
    );
    expect((await send(cookie, "PUT", `/api/cycle/days/2026-02-30?${tz}`, {})).status).toBe(400);
  });

  it("reads her notes for urgent warning signs as the day is saved, and an ordinary note for none", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "ttc" });
    const worrying = await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {
      bleeding: { value: 3 },
      symptomNote: "Soaking through a pad every hour and I feel dizzy",
    });
    expect(worrying.status).toBe(200);
    const saved = await worrying.json();
    expect(saved.symptomNote).toBe("Soaking through a pad every hour and I feel dizzy");
    expect(saved.safety.signs.map((s: { id: string }) => s.id)).toEqual([
      "dizziness-or-fainting",
      "heavy-bleeding",
    ]);
    const ordinary = await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {
      bleeding: { value: 1 },
      note: "some spotting this morning, cramps eased after a walk",
    });
    expect((await ordinary.json()).safety).toBeNull();
  });

  it("removes a day saved with nothing in it", async () => {
    const { cookie } = await t.signUp();
    await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, { note: "hello" });
    await send(cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {});
    expect(await exportCsv(cookie)).toBe(`${DRIP_COLUMNS.join(",")}\n`);
    expect((await send(cookie, "DELETE", `/api/cycle/days/${TODAY}`)).status).toBe(404);
  });
});

describe("her history in and out", () => {
  it("imports drip's CSV, evaluates it, and exports the same file", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "ttc" });
    const { days, nextStart } = history();
    const csv = formatCycleCsv(days);
    const res = await importCsv(cookie, csv);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: days.length, ignoredColumns: [] });

    const overview = await getJson<CycleOverview>(cookie, `/api/cycle/overview?${tz}`);
    expect(overview.cycles.map((c) => [c.start, c.length])).toEqual([
      ["2026-08-12", 28],
      ["2026-09-09", 29],
      ["2026-10-08", 30],
      [nextStart, null],
    ]);
    // Ovulation on day 14 of the first cycle: the first higher reading is on day 15.
    expect(overview.cycles[0]?.temperatureShift).toMatchObject({
      firstHighDay: "2026-08-26",
      confirmedOn: "2026-08-28",
      rule: "regular",
    });
    expect(overview.cycles[0]?.mucusPeak).toEqual({ peakDay: "2026-08-25", confirmedOn: "2026-08-28" });
    expect(overview.cycles[0]?.infertileFrom).toBe("2026-08-28");
    // Mean of 28, 29 and 30 days from 7 November; spread one day.
    expect(overview.prediction).toMatchObject({
      nextPeriod: { start: "2026-12-06", earliest: "2026-12-05", latest: "2026-12-07" },
      basedOnCycles: 3,
      cyclesNeeded: 0,
      late: null,
    });
    expect(overview.prediction.ovulation?.method).toBe("temperature");
    expect(overview.today).toMatchObject({ date: TODAY, cycleDay: 12 });

    expect(await exportCsv(cookie)).toBe(csv);
  });

  it("imports the same file twice without doubling anything, and lets a new file replace a day", async () => {
    const { cookie } = await t.signUp();
    const { days } = history();
    const csv = formatCycleCsv(days);
    await importCsv(cookie, csv);
    expect((await (await importCsv(cookie, csv)).json()).imported).toBe(days.length);
    expect(await exportCsv(cookie)).toBe(csv);

    const changed = formatCycleCsv(cycleDays("2026-08-12", { bleeding: [3] }));
    await importCsv(cookie, changed);
    const day = await getJson<{ bleeding: { value: number }; temperature: unknown }>(
      cookie,
      "/api/cycle/days/2026-08-12",
    );
    expect(day.bleeding.value).toBe(3);
    // The date's whole record is the file's now.
    expect(day.temperature).toBeNull();
  });

  it("imports nothing from a file with a bad line, and names that line", async () => {
    const { cookie } = await t.signUp();
    const good = formatCycleCsv(history().days).trimEnd().split("\n");
    const bad = [...good.slice(0, 4), good[4]!.replace(/^([^,]*),[^,]*/, "$1,hot"), ...good.slice(5)].join(
      "\n",
    );
    const res = await importCsv(cookie, bad);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: "invalid_csv",
      message: 'Line 5: temperature.value "hot" is not a temperature in °C (34 to 42).',
    });
    expect(await exportCsv(cookie)).toBe(`${DRIP_COLUMNS.join(",")}\n`);
  });

  it("refuses days after her today and files that are not CSV", async () => {
    const { cookie } = await t.signUp();
    const future = formatCycleCsv(cycleDays(addDays(TODAY, 2), { bleeding: [1] }));
    expect((await (await importCsv(cookie, future)).json()).error.message).toBe(
      `Line 2: ${addDays(TODAY, 2)} has not come yet.`,
    );
    expect((await importCsv(cookie, "{}", "application/json")).status).toBe(415);
  });
});

describe("excluding a cycle", () => {
  it("leaves it out of the prediction, and only she can do it", async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    await importCsv(cookie, formatCycleCsv(history().days));
    const put = await send(cookie, "PUT", "/api/cycle/exclusions/2026-09-09", { reason: "illness" });
    expect(put.status).toBe(200);
    const overview = await getJson<CycleOverview>(cookie, `/api/cycle/overview?${tz}`);
    expect(overview.cycles[1]).toMatchObject({ excluded: true, exclusionReason: "illness" });
    expect(overview.prediction).toMatchObject({ basedOnCycles: 2, cyclesNeeded: 1, nextPeriod: null });

    expect(
      (await send(other.cookie, "PUT", "/api/cycle/exclusions/2026-09-09", { reason: "other" })).status,
    ).toBe(404);
    expect((await send(other.cookie, "DELETE", "/api/cycle/exclusions/2026-09-09")).status).toBe(404);
    expect(
      (await send(cookie, "PUT", "/api/cycle/exclusions/2026-09-10", { reason: "illness" })).status,
    ).toBe(404);

    expect((await send(cookie, "DELETE", "/api/cycle/exclusions/2026-09-09")).status).toBe(204);
    expect((await getJson<CycleOverview>(cookie, `/api/cycle/overview?${tz}`)).prediction.basedOnCycles).toBe(
      3,
    );
  });
});

describe("two users", () => {
  it("never see or change each other's cycle data", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { days } = history();
    await importCsv(a.cookie, formatCycleCsv(days));
    await send(a.cookie, "POST", `/api/cycle/days/${TODAY}/temperature?${tz}`, { value: 36.6, unit: "C" });

    const empty = `${DRIP_COLUMNS.join(",")}\n`;
    expect(await exportCsv(b.cookie)).toBe(empty);
    expect((await getJson<CycleOverview>(b.cookie, `/api/cycle/overview?${tz}`)).cycles).toEqual([]);
    expect(
      (await getJson<{ temperature: unknown }>(b.cookie, `/api/cycle/days/${TODAY}`)).temperature,
    ).toBeNull();
    const calendar = await getJson<{ days: { log: unknown }[] }>(
      b.cookie,
      `/api/cycle/calendar?from=2026-11-01&to=2026-11-30&${tz}`,
    );
    expect(calendar.days.every((d) => d.log === null)).toBe(true);

    // B's writes land in B's records only.
    expect(
      (await send(b.cookie, "POST", `/api/cycle/days/${TODAY}/temperature?${tz}`, { value: 36.3, unit: "C" }))
        .status,
    ).toBe(201);
    expect((await send(b.cookie, "DELETE", "/api/cycle/days/2026-08-12")).status).toBe(404);
    await importCsv(b.cookie, formatCycleCsv(cycleDays("2026-08-12", { bleeding: [1] })));
    await send(b.cookie, "PUT", `/api/cycle/days/${TODAY}?${tz}`, {});
    const mine = await getJson<{ temperature: { valueC: number }; bleeding: unknown }>(
      a.cookie,
      `/api/cycle/days/${TODAY}`,
    );
    expect(mine.temperature.valueC).toBe(36.6);
    expect(
      (await getJson<{ bleeding: { value: number } }>(a.cookie, "/api/cycle/days/2026-08-12")).bleeding.value,
    ).toBe(2);

    const exportA = await getJson<{ cycle: { days: unknown[] } }>(a.cookie, "/api/account/export");
    const exportB = await getJson<{ cycle: { days: unknown[] } }>(b.cookie, "/api/account/export");
    expect(exportA.cycle.days).toHaveLength(days.length + 1);
    expect(exportB.cycle.days).toHaveLength(1);
  });

  it("asks for a session on every cycle route", async () => {
    for (const [method, url] of [
      ["GET", "/api/cycle/overview"],
      ["GET", "/api/cycle/fertility-recipes"],
      ["GET", "/api/cycle/calendar?from=2026-11-01&to=2026-11-30"],
      ["GET", `/api/cycle/days/${TODAY}`],
      ["PUT", `/api/cycle/days/${TODAY}`],
      ["POST", `/api/cycle/days/${TODAY}/temperature`],
      ["DELETE", `/api/cycle/days/${TODAY}`],
      ["PUT", "/api/cycle/exclusions/2026-09-09"],
      ["DELETE", "/api/cycle/exclusions/2026-09-09"],
      ["POST", "/api/cycle/import"],
      ["GET", "/api/cycle/export"],
    ] as const) {
      expect((await t.request(url, { method })).status, `${method} ${url}`).toBe(401);
    }
  });
});

describe("the fertility nutrition card", () => {
  it("lists Bloom's recipes giving at least a fifth of the daily folate and iron per serving", async () => {
    const { cookie } = await t.signUp();
    const { recipes, dailyValues } = await getJson<{
      recipes: { slug: string; folateDfeUg: number; ironMg: number }[];
      dailyValues: { folateDfeUg: number; ironMg: number };
    }>(cookie, "/api/cycle/fertility-recipes");
    expect(dailyValues).toEqual({ folateDfeUg: 400, ironMg: 18 });
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      expect(r.folateDfeUg).toBeGreaterThanOrEqual(80);
      expect(r.ironMg).toBeGreaterThanOrEqual(3.6);
      expect((await t.request(`/api/recipes/${r.slug}/nutrition`, { cookie })).status).toBe(200);
    }
  });
});

describe("the overview and calendar", () => {
  it("show no invented figures before she has logged anything", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "ttc" });
    const overview = await getJson<CycleOverview>(cookie, `/api/cycle/overview?${tz}`);
    expect(overview.cycles).toEqual([]);
    expect(overview.prediction).toMatchObject({ nextPeriod: null, confidence: null, cyclesNeeded: 3 });
    expect(overview.insights).toMatchObject({ averageCycleLength: null, ovulationTiming: null });
    expect(overview.today).toMatchObject({ date: TODAY, phase: null, fertility: null });
  });

  it("give the phase of each day of a month, and refuse a range longer than two months", async () => {
    const { cookie } = await t.signUp();
    await importCsv(cookie, formatCycleCsv(history().days));
    const { days } = await getJson<{ days: { date: string; phase: string | null; predicted: boolean }[] }>(
      cookie,
      `/api/cycle/calendar?from=2026-12-01&to=2026-12-31&${tz}`,
    );
    expect(days).toHaveLength(31);
    expect(days.find((d) => d.date === "2026-12-06")).toMatchObject({ phase: "menstrual", predicted: true });
    const long = await t.request(`/api/cycle/calendar?from=2026-01-01&to=2026-12-31&${tz}`, { cookie });
    expect(long.status).toBe(400);
  });

  it("advise a doctor from her profile: 6 months of trying at 35 or older", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "ttc" });
    const profile = await getJson<{ units: string }>(cookie, "/api/profile");
    expect(profile.units).toBe("us");
    const patch = await send(cookie, "PATCH", `/api/profile?${tz}`, {
      units: "metric",
      birth_year: 1989,
      ttc_since: "2026-04-01",
    });
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({
      units: "metric",
      birth_year: 1989,
      ttc_since: "2026-04-01",
    });
    const overview = await getJson<CycleOverview>(cookie, `/api/cycle/overview?${tz}`);
    expect(overview.advice[0]).toMatchObject({ id: "see-doctor-trying", priority: "high" });

    const future = await send(cookie, "PATCH", `/api/profile?${tz}`, { ttc_since: "2027-01-01" });
    expect(future.status).toBe(400);
  });
});
