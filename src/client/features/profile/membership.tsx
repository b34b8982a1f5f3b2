import { Sparkles } from "lucide-react";
import { PREMIUM } from "../../../shared/premium";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAuth } from "../auth";
import { useCheckout } from "../checkout";

/** The user's plan, from the server's subscription status; the checkout opens from here. */
export function Membership() {
  const { subscribed, subscription } = useAuth();
  const checkout = useCheckout();
  const end = subscription?.subscription_end
    ? new Date(subscription.subscription_end).toLocaleDateString("en-US", { dateStyle: "long" })
    : null;
  return (
    <Card>
      <h2 className="text-xl">Membership</h2>
      {subscribed ? (
        <p className="mt-1 text-plum-700">
          You have {subscription?.subscription_tier ?? PREMIUM.name}
          {end ? `, renewing or ending on ${end}` : ""}.
        </p>
      ) : (
        <>
          <p className="mt-1 text-plum-700">
            You're on the free plan, which has everything Bloom does today. {PREMIUM.name} ($
            {PREMIUM.monthlyPrice} a month) is planned to add posting in the community when it opens; its
            checkout isn't open yet.
          </p>
          <Button variant="outline" className="mt-4" onClick={checkout.open}>
            <Sparkles className="size-4" aria-hidden="true" /> Explore {PREMIUM.name}
          </Button>
        </>
      )}
    </Card>
  );
}
