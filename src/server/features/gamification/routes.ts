import { Hono } from "hono";
import type { GamificationProgress } from "../../../shared/gamification";
import type { AppEnv } from "../../http/context";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { progressOf } from "./service";

/** Her points, level, streak, achievements and weekly goals (`?tz=`: her calendar). */
export const gamificationRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const { tz, today } = userDay(c);
  return c.json<GamificationProgress>(await progressOf(c.get("db"), c.get("user").id, tz, today));
});
