import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCycleCsv } from "../../src/shared/cycle/csv";
import { cycleHistory } from "../support/cycle-days";
import { type Markers, writeHerRecords } from "../support/her-records";
import { pdfText } from "../support/pdf-text";
import { createTestApp, type TestApp } from "../support/test-app";

const now = new Date("2026-11-18T12:00:00Z");
const DAY = "2026-11-18";
let t: TestApp;

const ANA: Markers = {
  temperature: 36.41,
  symptom: "ana-backache",
  kickAt: "08:13",
  contractionAt: "09:17",
  moodAt: "07:21",
  sleepAt: "06:34",
  workout: "ana-pilates",
};

let ana: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ana = await t.signUp({ name: "Ana Lopes" });
  const { user_id } = (await (await t.request("/api/profile", { cookie: ana.cookie })).json()) as {
    user_id: string;
  };
  // Three cycles of 28, 29 and 30 days, then a period that started on 7 November.
  const { days } = cycleHistory("2026-08-12", [
    { length: 28, ovulationDay: 14 },
    { length: 29, ovulationDay: 15 },
    { length: 30, ovulationDay: 16 },
  ]);
  const imported = await t.request("/api/cycle/import?tz=UTC", {
    method: "POST",
    cookie: ana.cookie,
    body: formatCycleCsv(days),
    headers: { "content-type": "text/csv" },
  });
  expect(imported.status).toBe(200);
  await writeHerRecords(t.db, user_id, DAY, ANA);
  // Two mood check-ins: a PHQ-9 of 10 (moderate, "Not at all" to item 9) and a GAD-7 of 4.
  for (const json of [
    { instrument: "phq9", answers: [2, 2, 1, 1, 1, 1, 1, 1, 0], difficulty: 1, note: "ana-screening-note" },
    { instrument: "gad7", answers: [1, 1, 1, 1, 0, 0, 0] },
  ]) {
    const saved = await t.request("/api/screening/results?tz=UTC", {
      method: "POST",
      cookie: ana.cookie,
      json,
    });
    expect(saved.status).toBe(201);
  }
});
afterAll(() => t.close());

async function report(cookie: string, sections: string) {
  const res = await t.request(`/api/data/report?sections=${sections}&tz=UTC`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toContain(`bloom-report-${DAY}.pdf`);
  return pdfText(await res.arrayBuffer());
}

describe("the report for her appointment", () => {
  it("prints her cycle figures, with her name and the date, and nothing she did not tick", async () => {
    const { text, pages } = await report(ana.cookie, "cycle");
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain("Bloom report for Ana Lopes");
    expect(text).toContain(`Prepared on ${DAY}`);
    expect(text).toContain("Last period started");
    expect(text).toContain("2026-11-07");
    // Lengths 28, 29, 30: median 29, range 28–30, sample spread 1 day.
    expect(text).toContain("median 29 days, range 28–30, spread ±1 days");
    // Ovulation signs of the last cycle (from 8 October): rise confirmed, mucus peak on day 16.
    expect(text).toContain("Ovulation signs");
    expect(text).toContain("2026-10-23");
    // The chart of the last complete cycle, with its coverline: the highest of the six low readings.
    expect(text).toContain("Basal temperature, cycle from 2026-10-08");
    expect(text).toContain("coverline at 36.45 °C");
    for (const absent of ["Pregnancy", "Wellbeing", "Postpartum", ANA.symptom, "Mood (1–10)", "PHQ-9"]) {
      expect(text).not.toContain(absent);
    }
  });

  it("prints her pregnancy and wellbeing sections from her records", async () => {
    const { text } = await report(ana.cookie, "pregnancy,wellbeing");
    expect(text).toContain("Due date");
    expect(text).toContain("2027-03-01");
    expect(text).toContain(ANA.symptom);
    expect(text).toContain(`${DAY} ${ANA.kickAt}`);
    expect(text).toContain(`${DAY} ${ANA.contractionAt}`);
    // One mood check-in (6, 5, 4) and one night of 6.5 h.
    expect(text).toMatch(/Mood \(1–10\)\s*6/);
    expect(text).toMatch(/Sleep\s*6\.5 h/);
    expect(text).not.toContain("Basal temperature");
    expect(text).not.toContain("Last period started");
    // Her notes stay hers, and her mood check-ins wait for their own tick.
    expect(text).not.toContain("secret note");
    for (const absent of ["PHQ-9", "GAD-7", "10 of 27", "signs of depression"])
      expect(text).not.toContain(absent);
  });

  it("prints her mood check-ins, scores and bands in words, only when she ticks them", async () => {
    const { text } = await report(ana.cookie, "wellbeing,screening");
    expect(text).toContain("Mood check-ins (PHQ-9, GAD-7)");
    expect(text).toMatch(
      new RegExp(
        `${DAY}\\s+PHQ-9\\s+10 of 27\\s+Moderate signs of\\s+depression \\(Moderate\\)\\s+Not at all`,
      ),
    );
    expect(text).toMatch(
      new RegExp(`${DAY}\\s+GAD-7\\s+4 of 21\\s+Few or no signs of\\s+anxiety \\(Minimal\\)\\s+not asked`),
    );
    expect(text).toContain("A screen, not a diagnosis.");
    // Her note, and the answers other than the self-harm question, stay in Bloom.
    expect(text).not.toContain("ana-screening-note");
    expect(text).not.toContain("Several days");
  });

  it("says so when a section she ticked has nothing in it, and holds no one else's records", async () => {
    const other = await t.signUp({ name: "Bea Other" });
    const { text } = await report(other.cookie, "cycle,pregnancy,wellbeing,screening,postpartum");
    expect(text).toContain("Bloom report for Bea Other");
    expect(text).toContain("No cycle days logged in Bloom yet.");
    expect(text).toContain("No due date, weight or symptoms recorded in Bloom.");
    expect(text).toContain("No mood or sleep check-ins");
    expect(text).toContain("No recovery modules done");
    expect(text).toContain("No mood check-ins (PHQ-2, PHQ-9, GAD-7) answered in Bloom yet.");
    for (const absent of ["Ana Lopes", ANA.symptom, "2026-11-07", "10 of 27", "4 of 21"]) {
      expect(text).not.toContain(absent);
    }
  });

  it("asks for at least one known section, and a session", async () => {
    for (const sections of ["", "cycle,cycle", "photos", "screening,screening"]) {
      const res = await t.request(`/api/data/report?sections=${sections}&tz=UTC`, { cookie: ana.cookie });
      expect(res.status).toBe(400);
    }
    expect((await t.request("/api/data/report?sections=cycle")).status).toBe(401);
  });
});
