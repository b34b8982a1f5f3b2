// What the contraction timer's offline route accepts, as a zod schema (apart from contractions.ts,
// which the browser reads on every page that shows the timer).
import { z } from "zod";

const instant = z.iso.datetime({ offset: true, message: "Times look like 2026-06-10T19:00:00.000Z." });

/**
 * POST /api/pregnancy/contractions/recorded: a session she timed on her phone without a
 * connection, sent whole once the network is back (with an Idempotency-Key), with the times she
 * tapped, so the 5-1-1 reading is the one she lived.
 */
export const recordedContractionSessionInput = z
  .strictObject({
    contractions: z
      .array(z.strictObject({ startedAt: instant, endedAt: instant }))
      .min(1, "A session has at least one contraction.")
      .max(200, "At most 200 contractions make a session."),
    endedAt: instant,
  })
  .refine(
    (s) =>
      s.contractions.every(
        (c, i) =>
          Date.parse(c.endedAt) >= Date.parse(c.startedAt) &&
          (i === 0 || Date.parse(c.startedAt) >= Date.parse(s.contractions[i - 1]!.endedAt)),
      ) && Date.parse(s.endedAt) >= Date.parse(s.contractions.at(-1)!.endedAt),
    {
      message:
        "Each contraction ends after it starts and before the next one; the session ends after the last.",
    },
  );
export type RecordedContractionSessionInput = z.infer<typeof recordedContractionSessionInput>;
