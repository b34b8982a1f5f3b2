import { FlaskConical } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PLAN_IDS, PLANS, type PlanId, PREMIUM } from "../../../shared/premium";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useConfirmLocalCheckout, useMembership } from "../subscription";

/**
 * The local test checkout (the embedded default, when no Stripe keys are set): it says plainly
 * that nothing is charged, asks for no card, and confirming makes her a subscriber through the
 * same subscription code as Stripe.
 */
/** Where she opened the Premium modal: a path of this site only, else her profile. */
function returnPath(from: string | null): string {
  return from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/premium/") ? from : "/profile";
}

/** The plan she chose in the Premium modal; Monthly if the address names none it knows. */
function chosenPlan(plan: string | null): PlanId {
  return PLAN_IDS.find((id) => id === plan) ?? "monthly";
}

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = returnPath(params.get("from"));
  const plan = PLANS[chosenPlan(params.get("plan"))];
  const membership = useMembership();
  const confirm = useConfirmLocalCheckout();

  if (membership.isPending) return <Spinner />;
  const m = membership.data;
  const offered = m?.checkout === "local";

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-3xl sm:text-4xl">Test checkout</h1>
      <div
        role="note"
        className="mt-4 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>This is a test checkout. Nothing is charged</strong>, now or at any renewal, and no card is
          asked for. This server has no payment provider set up; confirming gives you {PREMIUM.name} so you
          can try it.
        </p>
      </div>
      <Card className="mt-6">
        <h2 className="text-xl">
          {PREMIUM.name} · {plan.name}
        </h2>
        <p className="mt-1 text-plum-700">{plan.priceLabel} would be the price; here it is $0.00.</p>
        <p className="mt-1 text-sm text-plum-500">{plan.note}</p>
        {confirm.error && (
          <div className="mt-4">
            <FormAlert>{messageOf(confirm.error, "The test checkout could not be confirmed.")}</FormAlert>
          </div>
        )}
        {!offered ? (
          <p className="mt-4 text-plum-700">This server does not offer the test checkout.</p>
        ) : m?.subscribed ? (
          <p className="mt-4 text-plum-700">You already have {PREMIUM.name}.</p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {offered && !m?.subscribed && (
            <Button
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(plan.id, {
                  onSuccess: () => {
                    notify.success("Welcome to Premium Access!", "Your membership is active.");
                    navigate(back, { replace: true });
                  },
                })
              }
            >
              {confirm.isPending ? "Confirming..." : "Confirm test purchase"}
            </Button>
          )}
          <Link
            to={back}
            replace
            className={buttonClass("ghost")}
            onClick={() => !m?.subscribed && notify.info("Checkout canceled", "Nothing was charged.")}
          >
            {m?.subscribed ? "Back" : "Cancel"}
          </Link>
        </div>
      </Card>
    </div>
  );
}
