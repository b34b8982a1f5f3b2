import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { TtcContext } from "../../../shared/cycle/advice";
import { dateOfDayNumber, dayNumber } from "../../../shared/cycle/cycles";
import {
  type BleedingValue,
  type CycleDayLog,
  emptyDay,
  isEmptyDay,
  type LhResult,
  type Mood,
  type MucusFeeling,
  type MucusTexture,
  type MucusValue,
  type Symptom,
} from "../../../shared/cycle/observations";
import type { CycleExclusion, ExclusionReason } from "../../../shared/cycle/overview";
import type { Db } from "../../db/client";
import { cycleDays, cycleExclusions } from "../../db/schema";
import type { Tx } from "../../db/transaction";

type DayRow = typeof cycleDays.$inferSelect;
type DayValues = Omit<typeof cycleDays.$inferInsert, "userId" | "day" | "updatedAt">;

export function toDayLog(row: DayRow): CycleDayLog {
  const day = emptyDay(row.day);
  if (row.temperatureC !== null) {
    day.temperature = {
      valueC: row.temperatureC,
      time: row.temperatureTime,
      exclude: row.temperatureExclude,
      note: row.temperatureNote,
    };
  }
  if (row.bleeding !== null)
    day.bleeding = { value: row.bleeding as BleedingValue, exclude: row.bleedingExclude };
  if (row.mucusValue !== null) {
    day.mucus = {
      feeling: row.mucusFeeling as MucusFeeling | null,
      texture: row.mucusTexture as MucusTexture | null,
      value: row.mucusValue as MucusValue,
      exclude: row.mucusExclude,
    };
  }
  if (row.cervixOpening !== null || row.cervixFirmness !== null || row.cervixPosition !== null) {
    day.cervix = {
      opening: row.cervixOpening as 0 | 1 | 2 | null,
      firmness: row.cervixFirmness as 0 | 1 | null,
      position: row.cervixPosition as 0 | 1 | 2 | null,
      exclude: row.cervixExclude,
    };
  }
  day.lhTest = row.lhTest as LhResult | null;
  day.sex = row.sex;
  day.desire = row.desire as 0 | 1 | 2 | null;
  day.symptoms = row.symptoms as Symptom[];
  day.symptomNote = row.symptomNote;
  day.moods = row.moods as Mood[];
  day.moodNote = row.moodNote;
  day.note = row.note;
  return day;
}

/** Every column of a day, so writing it replaces whatever the date held before. */
export function toDayValues(day: CycleDayLog): DayValues {
  const { temperature: t, bleeding: b, mucus: m, cervix: c } = day;
  return {
    temperatureC: t?.valueC ?? null,
    temperatureTime: t?.time ?? null,
    temperatureExclude: t?.exclude ?? false,
    temperatureNote: t?.note ?? null,
    bleeding: b?.value ?? null,
    bleedingExclude: b?.exclude ?? false,
    mucusFeeling: m?.feeling ?? null,
    mucusTexture: m?.texture ?? null,
    mucusValue: m?.value ?? null,
    mucusExclude: m?.exclude ?? false,
    cervixOpening: c?.opening ?? null,
    cervixFirmness: c?.firmness ?? null,
    cervixPosition: c?.position ?? null,
    cervixExclude: c?.exclude ?? false,
    lhTest: day.lhTest,
    sex: day.sex,
    desire: day.desire,
    symptoms: day.symptoms,
    symptomNote: day.symptomNote,
    moods: day.moods,
    moodNote: day.moodNote,
    note: day.note,
  };
}

/** Her logged days, oldest first; optionally only those from `from` to `to`. */
export async function ownDays(
  db: Db,
  userId: string,
  range?: { from: string; to: string },
): Promise<CycleDayLog[]> {
  const rows = await db
    .select()
    .from(cycleDays)
    .where(
      range
        ? and(eq(cycleDays.userId, userId), gte(cycleDays.day, range.from), lte(cycleDays.day, range.to))
        : eq(cycleDays.userId, userId),
    )
    .orderBy(asc(cycleDays.day));
  return rows.map(toDayLog);
}

export async function ownDay(db: Db, userId: string, date: string): Promise<CycleDayLog | null> {
  const [row] = await db
    .select()
    .from(cycleDays)
    .where(and(eq(cycleDays.userId, userId), eq(cycleDays.day, date)));
  return row ? toDayLog(row) : null;
}

export async function ownExclusions(db: Db, userId: string): Promise<CycleExclusion[]> {
  const rows = await db
    .select({ start: cycleExclusions.cycleStart, reason: cycleExclusions.reason })
    .from(cycleExclusions)
    .where(eq(cycleExclusions.userId, userId));
  return rows.map((r) => ({ start: r.start, reason: r.reason as ExclusionReason }));
}

const DAY_ZERO = dayNumber("2000-01-01");

/**
 * Her days as the evaluation sees them, from the `signs` column (see the schema): temperature,
 * bleeding, mucus value and LH with their exclude flags. Notes, cervix, sex and the rest are left
 * out: these days are for computing, not for showing.
 */
function daysFromSigns(packed: string | null): CycleDayLog[] {
  if (!packed) return [];
  return packed.split(";").map((entry) => {
    const [n, temperature, tx, bleeding, bx, mucus, mx, lh] = entry.split("|");
    const day = emptyDay(dateOfDayNumber(DAY_ZERO + Number(n)));
    if (temperature)
      day.temperature = { valueC: Number(temperature), time: null, exclude: tx === "1", note: null };
    if (bleeding) day.bleeding = { value: Number(bleeding) as BleedingValue, exclude: bx === "1" };
    if (mucus)
      day.mucus = { feeling: null, texture: null, value: Number(mucus) as MucusValue, exclude: mx === "1" };
    if (lh) day.lhTest = lh as LhResult;
    return day;
  });
}

export interface EvaluationInputs {
  /** Her days with only what the evaluation reads (see daysFromSigns), oldest first. */
  days: CycleDayLog[];
  exclusions: CycleExclusion[];
  context: TtcContext;
}

/**
 * Everything the overview needs in one round trip: her whole history as one joined text (a
 * five-year history is ~1,800 rows; converting one value is far cheaper than 1,800 × 25 cells),
 * her excluded cycles, and the profile fields the advice reads.
 */
export async function evaluationInputs(db: Db, userId: string): Promise<EvaluationInputs> {
  const result = (await db.execute(sql`
    select
      (select string_agg(signs, ';' order by day) from cycle_days where user_id = ${userId}) as signs,
      (select json_agg(json_build_array(cycle_start, reason))::text from cycle_exclusions where user_id = ${userId}) as exclusions,
      (select json_build_array(birth_year, ttc_since, motherhood_stage)::text from profiles where user_id = ${userId}) as profile
  `)) as unknown as { rows: { signs: string | null; exclusions: string | null; profile: string | null }[] };
  const row = result.rows[0]!;
  const exclusions = (row.exclusions ? JSON.parse(row.exclusions) : []) as [string, ExclusionReason][];
  const [birthYear, tryingSince, stage] = (row.profile ? JSON.parse(row.profile) : [null, null, null]) as [
    number | null,
    string | null,
    string | null,
  ];
  return {
    days: daysFromSigns(row.signs),
    exclusions: exclusions.map(([start, reason]) => ({ start, reason })),
    context: { birthYear, tryingSince, stage },
  };
}

/**
 * Writes days for her, replacing each date's whole record (idempotent per date); a day with
 * nothing left in it is deleted. Runs in the caller's transaction when given one.
 */
export async function saveDays(
  db: Db | Tx,
  userId: string,
  days: readonly CycleDayLog[],
  now: Date,
): Promise<void> {
  const keep = days.filter((d) => !isEmptyDay(d));
  const drop = days.filter(isEmptyDay);
  // Batches keep each statement well under PostgreSQL's 65,535 parameters (25 per row).
  for (let i = 0; i < keep.length; i += 500) {
    const batch = keep.slice(i, i + 500);
    await db
      .insert(cycleDays)
      .values(batch.map((d) => ({ userId, day: d.date, ...toDayValues(d), updatedAt: now })))
      .onConflictDoUpdate({
        target: [cycleDays.userId, cycleDays.day],
        set: Object.fromEntries(
          Object.keys(toDayValues(batch[0]!))
            .concat("updatedAt")
            .map((key) => {
              const column = cycleDays[key as keyof DayValues];
              return [key, sql.raw(`excluded.${column.name}`)];
            }),
        ),
      });
  }
  for (const d of drop) {
    await db.delete(cycleDays).where(and(eq(cycleDays.userId, userId), eq(cycleDays.day, d.date)));
  }
}
