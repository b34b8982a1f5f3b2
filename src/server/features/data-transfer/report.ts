import { and, asc, eq, gte } from "drizzle-orm";
import { POSTPARTUM_TOPICS } from "../../../content/postpartum";
import { FREQUENCY_OPTIONS, PHQ9_SELF_HARM_ITEM } from "../../../content/screening/instruments";
import {
  average,
  cycleLengthFigures,
  REPORT_CYCLES,
  REPORT_RECENT_DAYS,
  REPORT_SECTION_LABELS,
  REPORT_TREND_DAYS,
  type ReportBlock,
  type ReportDocument,
  type ReportSection,
  type ReportSectionId,
  trendText,
} from "../../../shared/data-transfer/report";
import { addDays, localDate, startOfDay } from "../../../shared/dates";
import { lastPeriodFromDueDate } from "../../../shared/pregnancy/dates";
import type { ScreeningResult } from "../../../shared/screening";
import { EPDS_SELF_HARM_ITEM } from "../../../shared/screening/licensed";
import type { Db } from "../../db/client";
import { educationModuleCompletions, weeklyCheckins } from "../../db/schema";
import { overviewFor, ownDays } from "../cycle";
import { listScreeningResults } from "../screening";
import { kickAndContractionRecords, moodAndSleepRecords, pregnancyRecords, windowOf } from "./records";

// The figures of "For my appointment", each computed from her own records. Rendering is in
// report-pdf.ts; what a section says is decided here.

export interface ReportContext {
  db: Db;
  userId: string;
  today: string;
  tz: string;
}

const KG_PER_LB = 0.45359237;
const kg = (lbs: number) => `${(lbs * KG_PER_LB).toFixed(1)} kg`;

async function cycleSection(ctx: ReportContext): Promise<ReportBlock[]> {
  const { overview } = await overviewFor(ctx.db, ctx.userId, ctx.today);
  const cycles = overview.cycles;
  if (cycles.length === 0) return [];
  const completed = cycles.filter((c) => c.length !== null && !c.excluded).slice(-REPORT_CYCLES);
  const figures = cycleLengthFigures(completed.map((c) => c.length!));
  const current = cycles.at(-1)!;
  const blocks: ReportBlock[] = [
    {
      kind: "facts",
      items: [
        { label: "Last period started", value: current.start },
        {
          label: `Cycle length (last ${figures?.count ?? 0} completed cycles)`,
          value: figures
            ? `median ${figures.median} days, range ${figures.shortest}–${figures.longest}` +
              (figures.spread !== null ? `, spread ±${figures.spread} days` : "")
            : "no completed cycle yet",
        },
        {
          label: "Next period expected",
          value: overview.prediction.nextPeriod?.start ?? "not predicted yet",
        },
      ],
    },
  ];
  // Ovulation signs, cycle by cycle (the last few): temperature shift, mucus peak, positive LH tests.
  const recent = cycles.slice(-4);
  const days = await ownDays(ctx.db, ctx.userId, { from: recent[0]!.start, to: ctx.today });
  const positives = (from: string, to: string | null) =>
    days
      .filter((d) => d.lhTest === "positive" && d.date >= from && (to === null || d.date <= to))
      .map((d) => d.date);
  blocks.push({
    kind: "table",
    title: "Ovulation signs",
    head: ["Cycle from", "Length", "Temperature rise", "Mucus peak", "Positive LH test"],
    rows: recent.map((c) => [
      c.start,
      c.length === null ? "ongoing" : `${c.length} d`,
      c.temperatureShift ? `confirmed ${c.temperatureShift.confirmedOn}` : "—",
      c.mucusPeak ? c.mucusPeak.peakDay : "—",
      positives(c.start, c.end).join(", ") || "—",
    ]),
  });
  // The chart: the current cycle once it has a week of readings, else the one before.
  const withReadings = (c: (typeof cycles)[number]) =>
    days.filter((d) => d.temperature && d.date >= c.start && (c.end === null || d.date <= c.end));
  let charted = current;
  if (withReadings(current).length < 7 && cycles.length > 1) charted = cycles.at(-2)!;
  const readings = withReadings(charted);
  if (readings.length > 0) {
    blocks.push({
      kind: "temperature-chart",
      title: `Basal temperature, cycle from ${charted.start}`,
      points: readings.map((d) => ({
        date: d.date,
        valueC: d.temperature!.valueC,
        excluded: d.temperature!.exclude,
      })),
      coverLineC: charted.temperatureShift?.coverLineC ?? null,
    });
  }
  return blocks;
}

async function pregnancySection(ctx: ReportContext): Promise<ReportBlock[]> {
  const w = windowOf(ctx.today, ctx.tz, REPORT_RECENT_DAYS);
  const p = await pregnancyRecords(ctx.db, ctx.userId, w);
  if (!p.dueDate && p.weights.length === 0 && p.symptoms.length === 0) return [];
  const blocks: ReportBlock[] = [];
  const items = [
    { label: "Due date", value: p.dueDate ?? "not set" },
    {
      label: "How it was set",
      value: p.dueDate
        ? `280 days after the first day of her last period (${p.lastPeriodStart ?? lastPeriodFromDueDate(p.dueDate)}), or entered by her with that period worked back`
        : "—",
    },
    { label: "Current week", value: p.week === null ? "—" : `${p.week}` },
  ];
  if (p.weights.length > 0) {
    const first = p.weights[0]!;
    const last = p.weights.at(-1)!;
    items.push({
      label: "Weight trend",
      value:
        p.weights.length === 1
          ? `${kg(last.weightLbs)} on ${last.date}`
          : `${kg(first.weightLbs)} on ${first.date} to ${kg(last.weightLbs)} on ${last.date} (${
              last.weightLbs >= first.weightLbs ? "+" : "−"
            }${Math.abs((last.weightLbs - first.weightLbs) * KG_PER_LB).toFixed(1)} kg, ${p.weights.length} weigh-ins)`,
    });
  } else {
    items.push({ label: "Weight trend", value: "no weight logged" });
  }
  blocks.push({ kind: "facts", items });
  const { kicks, contractionSessions } = await kickAndContractionRecords(ctx.db, ctx.userId, w);
  const at = (d: Date) =>
    `${localDate(d, ctx.tz)} ${d.toLocaleTimeString("en-GB", { timeZone: ctx.tz, hour: "2-digit", minute: "2-digit" })}`;
  blocks.push({
    kind: "table",
    title: `Symptoms, last ${REPORT_RECENT_DAYS} days`,
    head: ["Logged", "Symptom", "Severity"],
    rows: p.symptoms.map((s) => [at(s.loggedAt), s.symptom, s.severity]),
  });
  blocks.push({
    kind: "table",
    title: `Kick counts, last ${REPORT_RECENT_DAYS} days`,
    head: ["Started", "Movements", "Minutes to ten"],
    rows: kicks.map((k) => [
      at(k.startedAt),
      String(k.kicks),
      k.minutesToTen === null ? "—" : String(k.minutesToTen),
    ]),
  });
  blocks.push({
    kind: "table",
    title: `Contraction sessions, last ${REPORT_RECENT_DAYS} days`,
    head: ["Started", "Contractions", "Average length"],
    rows: contractionSessions.map((s) => [
      at(s.startedAt),
      String(s.count),
      s.averageSeconds === null ? "—" : `${s.averageSeconds} s`,
    ]),
  });
  return blocks;
}

/**
 * Extra wellbeing blocks from other parts of Bloom: each returns its blocks, or none when she has
 * nothing of that kind. Add a provider here. Her mood check-in scores are not one: they are a
 * section of their own (`screeningSection`), so they go in only when she ticks them.
 */
export const WELLBEING_EXTRAS: ((ctx: ReportContext) => Promise<ReportBlock[]>)[] = [];

async function wellbeingSection(ctx: ReportContext): Promise<ReportBlock[]> {
  const recent = windowOf(ctx.today, ctx.tz, REPORT_TREND_DAYS);
  const both = windowOf(ctx.today, ctx.tz, 2 * REPORT_TREND_DAYS);
  const { moods, sleep } = await moodAndSleepRecords(ctx.db, ctx.userId, both);
  const cut = startOfDay(recent.from, ctx.tz);
  const split = <T extends { createdAt: Date }>(rows: T[]) => ({
    now: rows.filter((r) => r.createdAt >= cut),
    before: rows.filter((r) => r.createdAt < cut),
  });
  const m = split(moods);
  const s = split(sleep);
  const blocks: ReportBlock[] = [];
  if (moods.length + sleep.length > 0) {
    const fig = <T>(rows: { now: T[]; before: T[] }, f: (r: T) => number, unit = "") =>
      trendText(average(rows.now.map(f)), average(rows.before.map(f)), unit);
    blocks.push({
      kind: "facts",
      items: [
        {
          label: `Check-ins, last ${REPORT_TREND_DAYS} days`,
          value: `${m.now.length} mood, ${s.now.length} sleep`,
        },
        { label: "Mood (1–10)", value: fig(m, (r) => r.mood) },
        { label: "Energy (1–10)", value: fig(m, (r) => r.energy) },
        { label: "Stress (1–10)", value: fig(m, (r) => r.stress) },
        { label: "Sleep", value: fig(s, (r) => r.hours, " h") },
        { label: "Sleep quality (1–10)", value: fig(s, (r) => r.quality) },
      ],
    });
  }
  for (const extra of WELLBEING_EXTRAS) blocks.push(...(await extra(ctx)));
  return blocks;
}

const QUESTIONNAIRE_NAMES: Record<ScreeningResult["instrument"], string> = {
  phq2: "PHQ-2",
  phq9: "PHQ-9",
  gad7: "GAD-7",
  epds: "EPDS",
};

/**
 * The one answer a clinician reads beside the total: the self-harm question (PHQ-9 item 9, EPDS
 * item 10), since any answer above "Not at all" asks for a call today whatever the score. The
 * other answers stay in Bloom (and in her FHIR export, when she asks for them there).
 */
function selfHarmAnswer(r: ScreeningResult): string {
  if (r.instrument === "phq9") return FREQUENCY_OPTIONS[r.answers[PHQ9_SELF_HARM_ITEM]!]!.label;
  if (r.instrument === "epds") return `scored ${r.answers[EPDS_SELF_HARM_ITEM]} of 3`;
  return "not asked";
}

/** Her mood check-ins, oldest first: the date, the questionnaire, its score and its band in words. */
async function screeningSection(ctx: ReportContext): Promise<ReportBlock[]> {
  const results = (await listScreeningResults(ctx.db, ctx.userId)).reverse();
  if (results.length === 0) return [];
  return [
    {
      kind: "table",
      title: `Questionnaires she answered (${results.length})`,
      head: ["Answered on", "Questionnaire", "Score", "What the score means", "Thoughts of self-harm"],
      rows: results.map((r) => [
        r.takenOn,
        QUESTIONNAIRE_NAMES[r.instrument],
        `${r.score} of ${r.maxScore}`,
        `${r.bandWords} (${r.bandLabel})`,
        selfHarmAnswer(r),
      ]),
    },
    {
      kind: "note",
      text: "A screen, not a diagnosis. Each questionnaire asks about the two weeks before the day it was answered; the score is the sum of its items, in the published bands (PHQ-9: 5, 10, 15, 20; GAD-7: 5, 10, 15; PHQ-2: 3 or more opens the PHQ-9; EPDS: 10 and 13).",
    },
  ];
}

async function postpartumSection(ctx: ReportContext): Promise<ReportBlock[]> {
  const [done, checkins] = await Promise.all([
    ctx.db
      .select()
      .from(educationModuleCompletions)
      .where(eq(educationModuleCompletions.userId, ctx.userId))
      .orderBy(asc(educationModuleCompletions.completedAt)),
    ctx.db
      .select()
      .from(weeklyCheckins)
      .where(
        and(eq(weeklyCheckins.userId, ctx.userId), gte(weeklyCheckins.weekDate, addDays(ctx.today, -182))),
      )
      .orderBy(asc(weeklyCheckins.weekDate)),
  ]);
  if (done.length === 0 && checkins.length === 0) return [];
  const titles = new Map(
    POSTPARTUM_TOPICS.flatMap((t) => t.modules.map((mod) => [mod.id, `${t.title}: ${mod.title}`] as const)),
  );
  const cm = (v: number | null) => (v === null ? "—" : `${v}`);
  return [
    {
      kind: "table",
      title: `Recovery modules done (${done.length})`,
      head: ["Done on", "Module"],
      rows: done.map((d) => [localDate(d.completedAt, ctx.tz), titles.get(d.moduleId) ?? d.moduleId]),
    },
    {
      kind: "table",
      title: "Check-in measurements (last 6 months)",
      head: ["Week of", "Weight kg", "Waist cm", "Hips cm", "Chest cm", "Thigh cm"],
      rows: checkins.map((c) => [
        c.weekDate,
        cm(c.weight),
        cm(c.waistMeasurement),
        cm(c.hipMeasurement),
        cm(c.chestMeasurement),
        cm(c.thighMeasurement),
      ]),
    },
  ];
}

const BUILDERS: Record<ReportSectionId, (ctx: ReportContext) => Promise<ReportBlock[]>> = {
  cycle: cycleSection,
  pregnancy: pregnancySection,
  wellbeing: wellbeingSection,
  screening: screeningSection,
  postpartum: postpartumSection,
};

const EMPTY: Record<ReportSectionId, string> = {
  cycle: "No cycle days logged in Bloom yet.",
  pregnancy: "No due date, weight or symptoms recorded in Bloom.",
  wellbeing: `No mood or sleep check-ins in the last ${2 * REPORT_TREND_DAYS} days.`,
  screening: "No mood check-ins (PHQ-2, PHQ-9, GAD-7) answered in Bloom yet.",
  postpartum: "No recovery modules done and no check-in measurements yet.",
};

/** Her report: only the sections she ticked, in the order Bloom lists them. */
export async function buildReport(
  ctx: ReportContext,
  name: string,
  sections: readonly ReportSectionId[],
): Promise<ReportDocument> {
  const built: ReportSection[] = [];
  for (const id of Object.keys(BUILDERS) as ReportSectionId[]) {
    if (!sections.includes(id)) continue;
    built.push({
      id,
      title: REPORT_SECTION_LABELS[id],
      blocks: await BUILDERS[id](ctx),
      emptyText: EMPTY[id],
    });
  }
  return { name, date: ctx.today, sections: built };
}
