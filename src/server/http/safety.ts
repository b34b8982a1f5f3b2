import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { detectRedFlags, mergeFindings, type SafetyFinding, safetyJourneyOf } from "../../shared/safety";
import { profiles } from "../db/schema";
import type { AppEnv } from "./context";

/**
 * What she just wrote, read for urgent warning signs and thoughts of self-harm in her stage (from
 * her profile; unknown for a visitor). Each text is read on its own (a check-in's description and
 * its notes) and the findings merged. Routes return the result beside what they saved, as
 * `safety: SafetyFinding | null`, and the client shows <UrgentHelp> for it. Nothing is stored.
 */
export async function readForSafety(
  c: Context<AppEnv>,
  ...texts: (string | null | undefined)[]
): Promise<SafetyFinding | null> {
  const written = texts.filter((t): t is string => typeof t === "string" && t.trim() !== "");
  if (written.length === 0) return null;
  const user = c.get("user") as AppEnv["Variables"]["user"] | undefined;
  let stage: string | undefined;
  if (user) {
    const [row] = await c
      .get("db")
      .select({ stage: profiles.motherhoodStage })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    stage = row?.stage;
  }
  const journey = safetyJourneyOf(stage);
  return mergeFindings(...written.map((text) => detectRedFlags(text, { journey })));
}
