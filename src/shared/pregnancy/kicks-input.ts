// What the kick counter's route accepts, as a zod schema (apart from kicks.ts, which the browser reads).
import { z } from "zod";
import { KICK_GOAL } from "./kicks";

/**
 * POST /api/pregnancy/kicks/sessions/:id/kick: `count` is the session's count after this movement, so a
 * tap sent twice (a retry on a bad connection) is counted once.
 */
export const kickInput = z.strictObject({
  count: z
    .number("count must be a number.")
    .int("count must be a whole number.")
    .min(1, `count must be between 1 and ${KICK_GOAL}.`)
    .max(KICK_GOAL, `count must be between 1 and ${KICK_GOAL}.`),
});
export type KickInput = z.infer<typeof kickInput>;

const instant = z.iso.datetime({ offset: true, message: "Times look like 2026-06-10T19:00:00.000Z." });

/**
 * POST /api/pregnancy/kicks/recorded: a session she counted on her phone without a connection,
 * sent whole once the network is back (with an Idempotency-Key). Each movement carries the time
 * she tapped it, so the two-hour window is the one she lived, not the time of the upload.
 */
export const recordedKickSessionInput = z
  .strictObject({
    startedAt: instant,
    kickTimes: z.array(instant).max(KICK_GOAL, `At most ${KICK_GOAL} movements make a session.`),
    /** When she stopped; a session with ten movements ended at the tenth. */
    endedAt: instant.nullable(),
  })
  .refine(
    (s) => {
      const times = [s.startedAt, ...s.kickTimes].map(Date.parse);
      return times.every((t, i) => i === 0 || t >= times[i - 1]!);
    },
    { message: "Movements come after the start, each after the one before." },
  )
  .refine((s) => s.kickTimes.length === KICK_GOAL || s.endedAt !== null, {
    message: "A session with fewer than ten movements needs the time she stopped.",
  });
export type RecordedKickSessionInput = z.infer<typeof recordedKickSessionInput>;
