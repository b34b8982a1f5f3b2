import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { coachReplyInput } from "../../../shared/coach/api";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";

/**
 * POST /api/coach/reply: public (visitors open the coach from the home page). The message is
 * answered and forgotten: no table, no log, and the answer is marked not to be cached.
 */
export const coachRoutes = new Hono<AppEnv>().post(
  "/reply",
  zValidator("json", coachReplyInput, validationHook),
  async (c) => {
    const { message, stage } = c.req.valid("json");
    const reply = await c.get("coach").reply(message, stage ?? null);
    c.header("Cache-Control", "no-store");
    return c.json(reply);
  },
);
