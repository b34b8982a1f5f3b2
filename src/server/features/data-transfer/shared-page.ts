import { Hono } from "hono";
import { BLEEDING_LEVELS, MUCUS_VALUES } from "../../../shared/cycle/observations";
import {
  SHARE_CATEGORY_LABELS,
  SHARED_DAYS_BACK,
  type ShareCategory,
} from "../../../shared/data-transfer/share-links";
import { localDate } from "../../../shared/dates";
import { escapeHtml as esc } from "../../../shared/page-frames";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/context";
import { rateLimit } from "../../http/rate-limit";
import {
  cycleRecords,
  kickAndContractionRecords,
  moodAndSleepRecords,
  pregnancyRecords,
  type Window,
  windowOf,
  workoutRecords,
} from "./records";
import { openShareLink } from "./share-links";

// The page a shared link opens: plain HTML drawn on the server, no script, no API of its own. It
// shows the categories she picked and nothing else; an unknown, expired or revoked link shows none.

const MINUTE = 60_000;

const when = (instant: Date, tz: string) =>
  `${localDate(instant, tz)} ${instant.toLocaleTimeString("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit" })}`;

const table = (head: string[], rows: string[][], empty: string) =>
  rows.length === 0
    ? `<p class="empty">${esc(empty)}</p>`
    : `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((v) => `<td>${esc(v)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`;

const facts = (items: [string, string | number | null][]) =>
  `<dl>${items.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v === null ? "not known yet" : String(v))}</dd>`).join("")}</dl>`;

async function section(db: Db, userId: string, category: ShareCategory, w: Window): Promise<string> {
  const tz = w.tz;
  switch (category) {
    case "cycle": {
      const { overview, days } = await cycleRecords(db, userId, w);
      const last = overview.cycles.at(-1);
      return (
        facts([
          ["Last period started", last?.start ?? null],
          ["Average cycle length (days)", overview.insights.averageCycleLength],
          ["Cycles recorded", overview.insights.completedCycles],
          ["Next period expected", overview.prediction.nextPeriod?.start ?? null],
        ]) +
        table(
          ["Day", "Bleeding", "Temperature °C", "Mucus", "LH test"],
          days.map((d) => [
            d.date,
            d.bleeding ? BLEEDING_LEVELS[d.bleeding.value] : "",
            d.temperature ? d.temperature.valueC.toFixed(2) : "",
            d.mucus ? MUCUS_VALUES[d.mucus.value] : "",
            d.lhTest ?? "",
          ]),
          `Nothing logged in the last ${SHARED_DAYS_BACK} days.`,
        )
      );
    }
    case "pregnancy": {
      const p = await pregnancyRecords(db, userId, w);
      const lastWeight = p.weights.at(-1);
      return (
        facts([
          ["Due date", p.dueDate],
          ["Week of pregnancy", p.week],
          ["Latest weight (lb)", lastWeight ? `${lastWeight.weightLbs} on ${lastWeight.date}` : null],
        ]) +
        table(
          ["Logged", "Symptom", "Severity"],
          p.symptoms.map((s) => [when(s.loggedAt, tz), s.symptom, s.severity]),
          `No symptoms logged in the last ${SHARED_DAYS_BACK} days.`,
        )
      );
    }
    case "kicks": {
      const k = await kickAndContractionRecords(db, userId, w);
      return (
        `<h3>Kick counts</h3>` +
        table(
          ["Started", "Movements", "Minutes to ten"],
          k.kicks.map((s) => [when(s.startedAt, tz), String(s.kicks), s.minutesToTen?.toString() ?? ""]),
          `No kick counts in the last ${SHARED_DAYS_BACK} days.`,
        ) +
        `<h3>Contractions</h3>` +
        table(
          ["Started", "Contractions", "Average length (s)"],
          k.contractionSessions.map((s) => [
            when(s.startedAt, tz),
            String(s.count),
            s.averageSeconds?.toString() ?? "",
          ]),
          `No contractions timed in the last ${SHARED_DAYS_BACK} days.`,
        )
      );
    }
    case "mood": {
      const m = await moodAndSleepRecords(db, userId, w);
      return (
        `<h3>Mood check-ins</h3>` +
        table(
          ["When", "Mood /10", "Energy /10", "Stress /10"],
          m.moods.map((e) => [when(e.createdAt, tz), String(e.mood), String(e.energy), String(e.stress)]),
          `No mood check-ins in the last ${SHARED_DAYS_BACK} days.`,
        ) +
        `<h3>Sleep</h3>` +
        table(
          ["When", "Hours", "Quality /10"],
          m.sleep.map((s) => [when(s.createdAt, tz), String(s.hours), String(s.quality)]),
          `No sleep logged in the last ${SHARED_DAYS_BACK} days.`,
        )
      );
    }
    case "workouts": {
      const list = await workoutRecords(db, userId, w);
      return table(
        ["When", "Workout", "Minutes", "Intensity"],
        list.map((s) => [when(s.completedAt, tz), s.workoutType, String(s.durationMinutes), s.intensity]),
        `No workouts in the last ${SHARED_DAYS_BACK} days.`,
      );
    }
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem;color:#3b2140}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #e8d8ec}h3{font-size:1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #eee}td:first-child{white-space:nowrap}
dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0}.empty,.note{color:#6b5470}
.wrap{overflow-x:auto}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** `/s/:token`: the shared page, behind a per-address limit so tokens cannot be tried in bulk. */
export const sharedPageRoutes = new Hono<AppEnv>().get(
  "/:token",
  rateLimit({ name: "share.view", perClient: { limit: 30, windowMs: MINUTE } }),
  async (c) => {
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
    const db = c.get("db");
    const now = c.get("now")();
    const link = await openShareLink(db, c.req.param("token"), now);
    if (!link) {
      return c.html(
        page(
          "Link not available",
          `<h1>This link is not available</h1><p class="note">It may have expired or been turned off by the person who shared it.</p>`,
        ),
        404,
      );
    }
    const w = windowOf(localDate(now, link.timeZone), link.timeZone, SHARED_DAYS_BACK);
    const categories = link.categories as ShareCategory[];
    const sections: string[] = [];
    for (const category of categories) {
      sections.push(
        `<section><h2>${esc(SHARE_CATEGORY_LABELS[category])}</h2><div class="wrap">${await section(db, link.userId, category, w)}</div></section>`,
      );
    }
    const title = link.label ? `Shared with ${link.label}` : "Shared from Bloom";
    return c.html(
      page(
        title,
        `<h1>${esc(title)}</h1><p class="note">Read-only records shared from Bloom, from ${esc(w.from)} to ${esc(w.today)}. This link ends on ${esc(localDate(link.expiresAt, link.timeZone))}; notes she wrote are not shared.</p>${sections.join("")}`,
      ),
    );
  },
);
