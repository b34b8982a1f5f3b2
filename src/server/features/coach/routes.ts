import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { coachReplyInput } from "../../../shared/coach/api";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";

const MINUTE = 60_000;

/**
 * A conversation sends at most one message per 1.5 s typing pause, and a mother rarely writes more
 * than a few a minute; these limits stop scripts, not her. A signed-in mother has her own budget
 * across addresses. When she is refused, the dialog still reads her message for warning signs
 * itself (the same red-flag reader), so a limit never hides the urgent help.
 */
export const COACH_REPLY_LIMITS = {
  perClient: { limit: 30, windowMs: MINUTE },
  perUser: { limit: 20, windowMs: MINUTE },
} as const;

/**
 * POST /api/coach/reply: public (visitors open the coach from the home page). The message is
 * answered and forgotten: no table, no log, and the answer is marked not to be cached.
 */
export const coachRoutes = new Hono<AppEnv>().post(
  "/reply",
  rateLimit({ name: "coach.reply", ...COACH_REPLY_LIMITS }),
  zValidator("json", coachReplyInput, validationHook),
  async (c) => {
    const { message, stage } = c.req.valid("json");
    const reply = await c.get("coach").reply(message, stage ?? null);
    c.header("Cache-Control", "no-store");
    return c.json(reply);
  },
);
