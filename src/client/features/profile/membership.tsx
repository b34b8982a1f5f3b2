import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { PLANS, PREMIUM_IN_A_SENTENCE } from "../../../shared/premium";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useCheckout } from "../checkout";
import {
  membershipDate,
  useCancelMembership,
  useMembership,
  useOpenBillingPortal,
  useResumeMembership,
  useSyncCheckout,
} from "../subscription";

/**
 * Her plan: Premium Access with its renewal or end date, cancel at period end and resume; the
 * free plan with the checkout otherwise. Back from a checkout (`?checkout=success`), it says so.
 */
export function Membership() {
  const { data: m, isPending, error } = useMembership();
  const checkout = useCheckout();
  const cancel = useCancelMembership();
  const resume = useResumeMembership();
  const portal = useOpenBillingPortal();
  useCheckoutReturn();

  const failure = cancel.error ?? resume.error ?? portal.error;
  return (
    <Card role="region" aria-labelledby="membership-heading">
      <h2 id="membership-heading" className="text-xl">
        Membership
      </h2>
      {isPending ? (
        <Spinner />
      ) : error || !m ? (
        <FormAlert>{messageOf(error, "Your membership could not be loaded.")}</FormAlert>
      ) : m.state === "active" || m.state === "canceling" ? (
        <>
          <p className="mt-1 font-medium text-plum-900">
            {m.plan} · {PLANS[m.billing ?? "monthly"].name}, {PLANS[m.billing ?? "monthly"].priceLabel}
          </p>
          {m.provider === "local" && (
            <p className="mt-1">
              <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                Test checkout, nothing charged
              </span>
            </p>
          )}
          {m.periodEnd && (
            <p className="mt-1 text-plum-700">
              {m.state === "active"
                ? `Renews on ${membershipDate(m.periodEnd)}`
                : `Active until ${membershipDate(m.periodEnd)}`}
            </p>
          )}
          {m.billing === "lifetime" && (
            <p className="mt-1 text-plum-700">Paid once: it never renews and never ends.</p>
          )}
          {m.state === "canceling" && (
            <p className="mt-1 text-sm text-plum-500">
              Canceled: it will not renew. You keep everything until then.
            </p>
          )}
          {failure && (
            <div className="mt-4">
              <FormAlert>{messageOf(failure, "That did not work. Please try again.")}</FormAlert>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {m.billing === "lifetime" ? null : m.state === "active" ? (
              <Button
                variant="outline"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: (next) =>
                      next.periodEnd &&
                      notify.success("Membership canceled", `Active until ${membershipDate(next.periodEnd)}`),
                  })
                }
              >
                {cancel.isPending ? "Canceling..." : "Cancel membership"}
              </Button>
            ) : (
              <Button
                disabled={resume.isPending}
                onClick={() =>
                  resume.mutate(undefined, {
                    onSuccess: (next) =>
                      next.periodEnd &&
                      notify.success("Membership resumed", `Renews on ${membershipDate(next.periodEnd)}`),
                  })
                }
              >
                {resume.isPending ? "Resuming..." : "Resume membership"}
              </Button>
            )}
            {m.canManageBilling && (
              <Button
                variant="ghost"
                disabled={portal.isPending}
                onClick={() =>
                  portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
                }
              >
                Manage billing
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 text-plum-700">
            {m.state === "ended" && m.periodEnd
              ? `Your ${m.plan} ended on ${membershipDate(m.periodEnd)}. You're on the free plan, which keeps everything you logged. `
              : "You're on the free plan, which keeps everything you logged. "}
            {PREMIUM_IN_A_SENTENCE} {m.plan} is {PLANS.monthly.priceLabel}, {PLANS.annual.priceLabel} or{" "}
            {PLANS.lifetime.priceLabel}.
          </p>
          <Button variant="outline" className="mt-4" onClick={checkout.open}>
            <Sparkles className="size-4" aria-hidden="true" /> {m.state === "ended" ? "Rejoin" : "Explore"}{" "}
            {m.plan}
          </Button>
        </>
      )}
    </Card>
  );
}

/**
 * Back from a checkout: `?checkout=success` (with Stripe's `session_id`, applied at once rather
 * than waiting for the webhook) or `?checkout=cancelled`. Said once, then the address is cleaned.
 */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const sync = useSyncCheckout();
  const handled = useRef(false);
  const outcome = params.get("checkout");
  const sessionId = params.get("session_id");

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (outcome === "canceled") {
      notify.info("Checkout canceled", "Nothing was charged.");
      return;
    }
    if (outcome !== "success") return;
    const welcome = () => notify.success("Welcome to Premium Access!", "Your membership is active.");
    // Stripe's webhook says so too; if this check fails, the card shows it once the webhook has.
    const pending = () => notify.info("Payment received", "Your membership will show here in a moment.");
    if (sessionId) sync.mutate(sessionId, { onSuccess: welcome, onError: pending });
    else welcome();
  }, [outcome, sessionId, setParams, sync]);
}
