import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { SexLog } from "../../../shared/cycle/observations";
import { owner } from "./owner";

// The TTC cycle tracker: what she observed on each day of her cycles, hers only (deleted with her account).

/**
 * One row per user and calendar date she logged something. A reading is present when its value
 * column is not null; every reading carries its own "exclude" flag (illness, late night, alcohol).
 */
export const cycleDays = pgTable(
  "cycle_days",
  {
    userId: owner(),
    day: date("day", { mode: "string" }).notNull(),
    /** Basal temperature in °C, as entered or converted from °F. */
    temperatureC: doublePrecision("temperature_c"),
    /** Time of measurement, "HH:MM". */
    temperatureTime: text("temperature_time"),
    temperatureExclude: boolean("temperature_exclude").notNull().default(false),
    temperatureNote: text("temperature_note"),
    /** 0 spotting, 1 light, 2 medium, 3 heavy. */
    bleeding: smallint("bleeding"),
    bleedingExclude: boolean("bleeding_exclude").notNull().default(false),
    mucusFeeling: smallint("mucus_feeling"),
    mucusTexture: smallint("mucus_texture"),
    /** Sensiplan category 0-4 (t, Ø, f, S, S+). */
    mucusValue: smallint("mucus_value"),
    mucusExclude: boolean("mucus_exclude").notNull().default(false),
    cervixOpening: smallint("cervix_opening"),
    cervixFirmness: smallint("cervix_firmness"),
    cervixPosition: smallint("cervix_position"),
    cervixExclude: boolean("cervix_exclude").notNull().default(false),
    /** "negative" or "positive". */
    lhTest: text("lh_test"),
    sex: jsonb("sex").$type<SexLog>(),
    desire: smallint("desire"),
    symptoms: jsonb("symptoms").$type<string[]>().notNull().default([]),
    symptomNote: text("symptom_note"),
    moods: jsonb("moods").$type<string[]>().notNull().default([]),
    moodNote: text("mood_note"),
    note: text("note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the evaluation reads, kept by the database as one short text (day number since
     * 2000-01-01, °C, exclude flag, bleeding, its flag, mucus value, its flag, LH). The overview
     * joins these for her whole history in one value instead of converting thousands of cells.
     */
    signs: text("signs")
      .notNull()
      .generatedAlwaysAs(
        sql`(day - date '2000-01-01')::text || '|' || coalesce(temperature_c::text, '') || '|' || temperature_exclude::int::text || '|' || coalesce(bleeding::text, '') || '|' || bleeding_exclude::int::text || '|' || coalesce(mucus_value::text, '') || '|' || mucus_exclude::int::text || '|' || coalesce(lh_test, '')`,
      ),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A cycle she left out of averages and predictions (pregnancy, illness, emergency contraception). */
export const cycleExclusions = pgTable(
  "cycle_exclusions",
  {
    userId: owner(),
    /** The cycle's first day. */
    cycleStart: date("cycle_start", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cycleStart] })],
);
