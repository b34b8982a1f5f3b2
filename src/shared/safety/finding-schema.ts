// Apart from signs.ts, which the browser's urgent-help card reads, so that showing help loads no zod.
import { z } from "zod";
import { SAFETY_SIGN_IDS, type SafetySignId } from "./signs";

/** The finding on the wire (API responses carry it as `safety: SafetyFinding | null`). */
export const safetyFinding = z.strictObject({
  urgent: z.boolean(),
  selfHarm: z.boolean(),
  emergency: z.boolean(),
  signs: z.array(
    z.strictObject({
      id: z.enum(SAFETY_SIGN_IDS as [SafetySignId, ...SafetySignId[]]),
      label: z.string(),
      kind: z.enum(["urgent", "selfHarm"]),
      emergency: z.boolean(),
    }),
  ),
  checkIn: z.literal(true).optional(),
});
