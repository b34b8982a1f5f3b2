import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { subscriptionStatus } from "../billing";
import { subscriptions } from "../db/schema";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

/**
 * Subscriber-only actions (posting, liking, commenting, sharing): an active Premium subscription
 * by the app's clock, checked on the server. Runs after requireUser.
 */
export const requireSubscriber = createMiddleware<AppEnv>(async (c, next) => {
  const [row] = await c
    .get("db")
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, c.get("user").id));
  if (!subscriptionStatus(row, c.get("now")()).subscribed) {
    throw new ApiError(403, "subscription_required", "This needs an active Premium membership");
  }
  await next();
});
