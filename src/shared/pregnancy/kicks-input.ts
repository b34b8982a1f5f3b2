// What the kick counter's route accepts, as a zod schema (apart from kicks.ts, which the browser reads).
import { z } from "zod";
import { KICK_GOAL } from "./kicks";

/**
 * POST /api/pregnancy/kicks/:id/kick: `count` is the session's count after this movement, so a
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
