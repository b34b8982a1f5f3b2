import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { symptomSafety } from "../../../shared/pregnancy/symptom-safety";
import type { Severity, SymptomEntry, SymptomId } from "../../../shared/pregnancy/symptoms";
import { symptomInput } from "../../../shared/pregnancy/symptoms-input";
import { pregnancySymptoms } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { notFound, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { herDates } from "./her-dates";
import { limitParam } from "./params";

type Row = typeof pregnancySymptoms.$inferSelect;

export function toSymptom(row: Row): SymptomEntry {
  const entry = {
    id: row.id,
    symptom: row.symptom as SymptomId,
    severity: row.severity as Severity,
    notes: row.notes,
    week: row.week,
    loggedAt: row.loggedAt.toISOString(),
  };
  // Read on every answer, so history shows the same urgent help the moment of logging did.
  return { ...entry, safety: symptomSafety(entry) };
}

/** Symptoms she logs, each with the urgent help the safety module reads in it. */
export const symptomRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", zValidator("json", symptomInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const { week } = await herDates(c);
    const [row] = await c
      .get("db")
      .insert(pregnancySymptoms)
      .values({ ...input, id: randomUUID(), userId: c.get("user").id, week, loggedAt: c.get("now")() })
      .returning();
    return c.json(toSymptom(row!), 201);
  })
  .get("/", async (c) => {
    const rows = await c
      .get("db")
      .select()
      .from(pregnancySymptoms)
      .where(eq(pregnancySymptoms.userId, c.get("user").id))
      .orderBy(desc(pregnancySymptoms.loggedAt))
      .limit(limitParam(c.req.query("limit"), 20));
    return c.json(rows.map(toSymptom));
  })
  .delete("/:id", async (c) => {
    const gone = await c
      .get("db")
      .delete(pregnancySymptoms)
      .where(and(eq(pregnancySymptoms.id, c.req.param("id")), eq(pregnancySymptoms.userId, c.get("user").id)))
      .returning({ id: pregnancySymptoms.id });
    if (gone.length === 0) throw notFound("No such symptom entry.");
    return c.body(null, 204);
  });
