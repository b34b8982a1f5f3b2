import { Check, Sparkles, X } from "lucide-react";
import { Dialog, RadioGroup } from "radix-ui";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PLAN_LIST, type PlanId, PREMIUM } from "../../../shared/premium";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { QueryProvider } from "../../lib/query-provider";
import { useAuth } from "../auth";
import { useMembership, useStartCheckout } from "../subscription";

/** The global Premium modal ("Complete Your Journey", content.md §2); its button starts checkout. */
export default function CheckoutDialog({ onClose }: { onClose: () => void }) {
  return (
    // The modal is mounted by the shell, outside any page: it brings the query cache with it.
    <QueryProvider>
      <CheckoutDialogContent onClose={onClose} />
    </QueryProvider>
  );
}

function CheckoutDialogContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated, subscribed } = useAuth();
  const membership = useMembership({ enabled: isAuthenticated });
  const start = useStartCheckout();
  const checkout = membership.data?.checkout;
  const [plan, setPlan] = useState<PlanId>("monthly");

  const onBuy = () => {
    if (!isAuthenticated) {
      // Premium belongs to an account: sign in first, then come back to where she was.
      onClose();
      navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    start.mutate(plan, {
      onSuccess: ({ url }) => {
        if (url.startsWith("/")) {
          // The local test checkout brings her back to where she opened the modal.
          onClose();
          const page = new URL(url, window.location.origin);
          page.searchParams.set("from", location.pathname + location.search);
          navigate(page.pathname + page.search);
        } else {
          window.location.assign(url); // Stripe Checkout
        }
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-soft sm:p-8">
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-2 text-plum-500 hover:bg-blush-50"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
            <Sparkles className="size-6" aria-hidden="true" />
          </div>
          <Dialog.Title className="mt-4 text-center font-display text-2xl">
            Complete Your Journey
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-center text-plum-500">
            {PREMIUM.name}, for every stage of motherhood.
          </Dialog.Description>
          <RadioGroup.Root
            className="mt-5 grid gap-2"
            aria-label="Choose a plan"
            value={plan}
            onValueChange={(v) => setPlan(v as PlanId)}
          >
            {PLAN_LIST.map((p) => (
              <RadioGroup.Item
                key={p.id}
                value={p.id}
                aria-label={`${p.name}, ${p.priceLabel}`}
                className="flex items-center gap-3 rounded-2xl border border-plum-100 px-4 py-3 text-left data-[state=checked]:border-blush-500 data-[state=checked]:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-500"
              >
                <span className="flex size-4 shrink-0 items-center justify-center rounded-full border border-plum-300">
                  <RadioGroup.Indicator className="size-2 rounded-full bg-blush-600" />
                </span>
                <span className="flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="font-medium text-plum-900">{p.name}</span>
                    <span className="font-display text-lg text-plum-900">{p.priceLabel}</span>
                  </span>
                  <span className="block text-xs text-plum-500">{p.note}</span>
                </span>
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <ul className="mt-5 space-y-2.5">
            {PREMIUM.benefits.map((b) => (
              <li key={b} className="flex gap-2.5 text-sm text-plum-700">
                <Check className="mt-0.5 size-4 shrink-0 text-sage-500" aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
          {start.error && (
            <div className="mt-5">
              <FormAlert>{messageOf(start.error, "Checkout could not start. Please try again.")}</FormAlert>
            </div>
          )}
          {subscribed ? (
            <>
              <p className="mt-6 text-center text-sm text-sage-700">You already have {PREMIUM.name}.</p>
              <Button
                className="mt-3 w-full"
                onClick={() => {
                  onClose();
                  navigate("/profile");
                }}
              >
                See your membership
              </Button>
            </>
          ) : (
            <>
              <Button
                className="mt-6 w-full"
                onClick={onBuy}
                disabled={start.isPending || (isAuthenticated && membership.isPending)}
                aria-describedby="checkout-note"
              >
                {start.isPending ? "Starting checkout..." : `Get ${PREMIUM.name}`}
              </Button>
              <p id="checkout-note" className="mt-2 text-center text-xs text-plum-500">
                {!isAuthenticated
                  ? "Log in or sign up first; Premium Access belongs to your account."
                  : checkout === "local"
                    ? "This server uses a test checkout: nothing is charged and no card is asked for."
                    : checkout === "stripe"
                      ? "You pay on Stripe's secure page. Cancel any time from your profile."
                      : checkout === null
                        ? "Checkout is not set up on this server yet."
                        : " "}
              </p>
            </>
          )}
          <Button
            variant="ghost"
            className="mt-2 w-full"
            onClick={() => {
              onClose();
              navigate("/");
            }}
          >
            Continue browsing
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
