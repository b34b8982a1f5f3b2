import { eq } from "drizzle-orm";
import { type PlanId, PREMIUM } from "../../shared/premium";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import type { Tx } from "../db/transaction";
import type { SubscriptionRow } from "./status";

/** What a provider knows of her subscription; written by `saveSubscription` and nothing else. */
export interface SubscriptionState {
  provider: "local" | "stripe";
  /** The plan she bought; kept as it was when a provider does not say (a cancel, a resume). */
  plan?: PlanId;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerRef?: string | null;
  customerRef?: string | null;
  startedAt?: Date | null;
}

/** Her subscription row, or undefined when she never started a checkout. */
export async function findSubscription(db: Db | Tx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/**
 * The one code path that changes a subscription, whichever provider reports it: the local test
 * checkout, Stripe's webhook, the return from Stripe Checkout, cancel and resume. One row per
 * user, replaced by the provider's latest state.
 */
export async function saveSubscription(
  db: Db | Tx,
  userId: string,
  state: SubscriptionState,
  now: Date,
): Promise<SubscriptionRow> {
  const values = {
    tier: PREMIUM.name,
    status: state.status,
    provider: state.provider,
    ...(state.plan !== undefined && { plan: state.plan }),
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    ...(state.providerRef !== undefined && { providerRef: state.providerRef }),
    ...(state.customerRef !== undefined && { customerRef: state.customerRef }),
    ...(state.startedAt !== undefined && { startedAt: state.startedAt }),
    updatedAt: now,
  };
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  return row!;
}
