import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { SubscriptionStatus } from "../../../shared/accounts";
import { subscriptions } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { requireUser } from "../../http/require-user";

const ACTIVE = new Set(["active", "trialing", "canceling"]);

/** Her subscription as the API (and the export) names it. */
export function subscriptionStatus(
  row: typeof subscriptions.$inferSelect | undefined,
  now: Date,
): SubscriptionStatus {
  // A cancelled subscription stays in force to the end of the period the user paid for.
  const subscribed =
    !!row &&
    ACTIVE.has(row.status) &&
    (!row.currentPeriodEnd || row.currentPeriodEnd.getTime() > now.getTime());
  return {
    subscribed,
    subscription_tier: subscribed ? row!.tier : null,
    subscription_end: subscribed ? (row!.currentPeriodEnd?.toISOString() ?? null) : null,
  };
}

export const subscriptionRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const [row] = await c
    .get("db")
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, c.get("user").id));
  return c.json(subscriptionStatus(row, c.get("now")()));
});
