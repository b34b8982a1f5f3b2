import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromCelsius } from "../../src/shared/cycle/temperature";
import { temperatureUnitOf, type UnitSystem, weightToShow } from "../../src/shared/units";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Her one units choice: a US member and a metric member enter the same measurements, each in her
 * own units; Bloom stores one canonical unit (kg and cm for check-ins, lbs for pregnancy, °C for
 * temperatures) and each reads them back in hers.
 */

let t: TestApp;
const clock = new Date("2026-11-18T10:00:00Z");
const TODAY = "2026-11-18";
const tz = "tz=UTC";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function member(units: UnitSystem, stage = "pregnant") {
  const { cookie } = await t.signUp({ motherhood_stage: stage });
  const res = await t.request(`/api/profile?${tz}`, {
    method: "PATCH",
    cookie,
    json: { units, ...(stage === "pregnant" && { due_date: "2027-03-01" }) },
  });
  expect(res.status).toBe(200);
  expect((await res.json()).units).toBe(units);
  return cookie;
}

function checkin(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

describe("one units choice on her profile", () => {
  it("starts in the spec's US units and refuses a unit system Bloom does not know", async () => {
    const { cookie } = await t.signUp();
    expect((await (await t.request("/api/profile", { cookie })).json()).units).toBe("us");
    const bad = await t.request(`/api/profile?${tz}`, {
      method: "PATCH",
      cookie,
      json: { units: "imperial" },
    });
    expect(bad.status).toBe(400);
    // The tracker's old setting is folded into units: one choice, one name.
    const old = await t.request(`/api/profile?${tz}`, {
      method: "PATCH",
      cookie,
      json: { temperature_unit: "C" },
    });
    expect(old.status).toBe(400);
  });

  it("stores a check-in typed in lbs and inches, and one typed in kg and cm, as the same kg and cm", async () => {
    const us = await member("us");
    const metric = await member("metric");
    const sent = {
      us: { units: "us", week_date: TODAY, weight: "143.3", waist_measurement: "32" },
      metric: { units: "metric", week_date: TODAY, weight: "65", waist_measurement: "81.28" },
    };
    for (const [cookie, fields] of [
      [us, sent.us],
      [metric, sent.metric],
    ] as const) {
      const res = await t.request(`/api/checkins?${tz}`, { method: "POST", cookie, body: checkin(fields) });
      expect(res.status).toBe(201);
    }
    const [mine] = await (await t.request("/api/checkins", { cookie: us })).json();
    const [hers] = await (await t.request("/api/checkins", { cookie: metric })).json();
    expect(mine).toMatchObject({ weight: 65, waist_measurement: 81.28 });
    expect(hers).toMatchObject({ weight: 65, waist_measurement: 81.3 });
    // Each reads her own number back, in her own units.
    expect(weightToShow(mine.weight, "kg", "us")).toBe(143.3);
    expect(weightToShow(hers.weight, "kg", "metric")).toBe(65);
  });

  it("keeps reading a check-in form without units in kg and cm, as Bloom's first form sent it", async () => {
    const cookie = await member("us");
    const res = await t.request(`/api/checkins?${tz}`, {
      method: "POST",
      cookie,
      body: checkin({ week_date: TODAY, weight: "64.5" }),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).weight).toBe(64.5);
  });

  it("checks a check-in's numbers against the range in her units", async () => {
    const cookie = await member("us");
    const res = await t.request(`/api/checkins?${tz}`, {
      method: "POST",
      cookie,
      body: checkin({ units: "us", week_date: TODAY, weight: "40" }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("Weight must be between 66 and 662 lbs.");
    const unknown = await t.request(`/api/checkins?${tz}`, {
      method: "POST",
      cookie,
      body: checkin({ units: "stone", week_date: TODAY, weight: "10" }),
    });
    expect(unknown.status).toBe(400);
  });

  it("stores a pregnancy journal weight typed in kg, and one typed in lbs, as the same lbs", async () => {
    const us = await member("us");
    const metric = await member("metric");
    const entry = (units: string, weight: string) => {
      const form = new FormData();
      form.set("units", units);
      form.set("date", "2026-11-17");
      form.set("weight", weight);
      return form;
    };
    expect(
      (
        await t.request(`/api/pregnancy/journal?${tz}`, {
          method: "POST",
          cookie: us,
          body: entry("us", "143.3"),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request(`/api/pregnancy/journal?${tz}`, {
          method: "POST",
          cookie: metric,
          body: entry("metric", "65"),
        })
      ).status,
    ).toBe(201);
    const [mine] = await (await t.request("/api/pregnancy/journal", { cookie: us })).json();
    const [hers] = await (await t.request("/api/pregnancy/journal", { cookie: metric })).json();
    expect(mine.weight).toBeCloseTo(143.3, 3);
    expect(hers.weight).toBeCloseTo(143.3, 2);
    expect(weightToShow(mine.weight, "lb", "us")).toBe(143.3);
    expect(weightToShow(hers.weight, "lb", "metric")).toBe(65);
  });

  it("stores a temperature typed in °F and one typed in °C as the same °C, shown in each member's units", async () => {
    const us = await member("us", "ttc");
    const metric = await member("metric", "ttc");
    for (const [cookie, units, value] of [
      [us, "us", 97.7],
      [metric, "metric", 36.5],
    ] as const) {
      const res = await t.request(`/api/cycle/days/${TODAY}?${tz}`, {
        method: "PUT",
        cookie,
        json: { temperature: { value, unit: temperatureUnitOf(units) } },
      });
      expect(res.status).toBe(200);
    }
    const mine = await (await t.request(`/api/cycle/days/${TODAY}`, { cookie: us })).json();
    const hers = await (await t.request(`/api/cycle/days/${TODAY}`, { cookie: metric })).json();
    expect(mine.temperature.valueC).toBe(36.5);
    expect(hers.temperature.valueC).toBe(36.5);
    expect(fromCelsius(mine.temperature.valueC, temperatureUnitOf("us"))).toBe(97.7);
    expect(fromCelsius(hers.temperature.valueC, temperatureUnitOf("metric"))).toBe(36.5);
  });

  it("changing her units changes no stored value", async () => {
    const cookie = await member("us");
    await t.request(`/api/checkins?${tz}`, {
      method: "POST",
      cookie,
      body: checkin({ units: "us", week_date: TODAY, weight: "150.7" }),
    });
    const before = await (await t.request("/api/checkins", { cookie })).json();
    await t.request(`/api/profile?${tz}`, { method: "PATCH", cookie, json: { units: "metric" } });
    const after = await (await t.request("/api/checkins", { cookie })).json();
    expect(after).toEqual(before);
    expect(weightToShow(after[0].weight, "kg", "metric")).toBe(68.4);
  });
});
