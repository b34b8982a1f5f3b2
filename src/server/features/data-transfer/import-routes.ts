import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { parseClue } from "../../../shared/data-transfer/imports/clue";
import {
  CONFLICT_CHOICES,
  type ConflictChoice,
  IMPORT_SOURCES,
  ImportFileError,
  type ImportResult,
  type ImportSource,
  MAX_JSON_IMPORT_BYTES,
  type ParsedImport,
  planImport,
  planWeights,
  previewOf,
} from "../../../shared/data-transfer/imports/core";
import { parseFlo } from "../../../shared/data-transfer/imports/flo";
import { weekStart } from "../../../shared/dates";
import type { Db } from "../../db/client";
import { weeklyCheckins } from "../../db/schema";
import { type Tx, writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { ownDays, saveDays } from "../cycle";
import { readAppleHealth } from "./apple-health";

/** Import uploads read their own bodies (the house's 1 MB limit and JSON gate do not apply here). */
export const IMPORT_UPLOAD_PATH = /^\/api\/data\/imports\//;

function sourceOf(c: Context<AppEnv>): ImportSource {
  const source = c.req.param("source") as ImportSource;
  if (!IMPORT_SOURCES.includes(source)) throw badRequest(`Bloom imports from ${IMPORT_SOURCES.join(", ")}.`);
  return source;
}

/** The whole body as text, refused past `max` bytes without reading further. */
async function textOf(c: Context<AppEnv>, max: number): Promise<string> {
  const body = c.req.raw.body;
  if (!body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, "too_large", `The file is larger than ${max / 1024 / 1024} MB.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function parse(c: Context<AppEnv>, source: ImportSource, today: string): Promise<ParsedImport> {
  try {
    if (source === "apple-health") {
      if (!c.req.raw.body) throw new ImportFileError("The file is empty.");
      return await readAppleHealth(c.req.raw.body, today);
    }
    const text = await textOf(c, MAX_JSON_IMPORT_BYTES);
    return source === "clue" ? parseClue(text, today) : parseFlo(text, today);
  } catch (err) {
    if (err instanceof ImportFileError) throw new ApiError(400, "invalid_import", err.message);
    throw err;
  }
}

/** The weeks (their Mondays) she already has a check-in for, over the file's weights. */
async function weeksWithCheckin(db: Db | Tx, userId: string, parsed: ParsedImport): Promise<Set<string>> {
  if (parsed.weights.length === 0) return new Set();
  const rows = await db
    .select({ weekStart: weeklyCheckins.weekStart, weekDate: weeklyCheckins.weekDate })
    .from(weeklyCheckins)
    .where(eq(weeklyCheckins.userId, userId));
  // Older check-ins may have no week_start: their date's week counts as taken all the same.
  return new Set(rows.map((r) => r.weekStart ?? weekStart(r.weekDate)));
}

/** Her days over the file's dates, by date. */
async function herDays(c: Context<AppEnv>, parsed: ParsedImport) {
  const first = parsed.days[0]?.date;
  const last = parsed.days.at(-1)?.date;
  if (!first || !last) return new Map();
  const days = await ownDays(c.get("db"), c.get("user").id, { from: first, to: last });
  return new Map(days.map((d) => [d.date, d]));
}

/**
 * `POST /api/data/imports/:source/preview` reads the file and says what importing it would do;
 * `POST /api/data/imports/:source?conflicts=keep|replace` does it, all or nothing. The file is sent
 * both times (it is not kept between them).
 */
export const importRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/:source/preview", async (c) => {
    const source = sourceOf(c);
    const { today } = userDay(c);
    const parsed = await parse(c, source, today);
    const plan = planImport(parsed.days, await herDays(c, parsed), "keep");
    const weights = planWeights(
      parsed.weights,
      await weeksWithCheckin(c.get("db"), c.get("user").id, parsed),
    );
    return c.json(previewOf(source, parsed, plan, weights));
  })
  .post("/:source", async (c) => {
    const source = sourceOf(c);
    const conflicts = (c.req.query("conflicts") ?? "keep") as ConflictChoice;
    if (!CONFLICT_CHOICES.includes(conflicts)) throw badRequest("conflicts is keep or replace.");
    const { today } = userDay(c);
    const parsed = await parse(c, source, today);
    const userId = c.get("user").id;
    const now = c.get("now")();
    // Her days are read and written in one transaction, so a day she saves meanwhile is not lost.
    const plan = await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx) => {
      const first = parsed.days[0]?.date;
      const last = parsed.days.at(-1)?.date;
      const existing = first && last ? await ownDays(tx, userId, { from: first, to: last }) : [];
      const p = planImport(parsed.days, new Map(existing.map((d) => [d.date, d])), conflicts);
      await saveDays(tx, userId, p.write, now);
      // Weights become weekly check-ins, only for weeks she has none (one check-in a week).
      const w = planWeights(parsed.weights, await weeksWithCheckin(tx, userId, parsed));
      if (w.write.length > 0) {
        await tx
          .insert(weeklyCheckins)
          .values(
            w.write.map((x) => ({
              id: randomUUID(),
              userId,
              weekDate: x.date,
              weekStart: x.weekStart,
              weight: x.kg,
              createdAt: now,
            })),
          )
          .onConflictDoNothing();
      }
      return { ...p, weightWeeks: w.write.length };
    });
    return c.json<ImportResult>({
      source,
      written: plan.write.length,
      newDays: plan.newDays,
      addedToDays: plan.addedToDays,
      conflictDays: plan.conflictDays,
      replacedDays: conflicts === "replace" ? plan.conflictDays : 0,
      unchangedDays: plan.unchangedDays,
      weightWeeks: plan.weightWeeks,
    });
  });
