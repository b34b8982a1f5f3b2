import { Check, Sparkles, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useNavigate } from "react-router";
import { PREMIUM } from "../../../shared/premium";
import { Button } from "../../components/ui/button";

export default function CheckoutDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
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
            {PREMIUM.name}: what it is planned to add, for every stage of motherhood.
          </Dialog.Description>
          <p className="mt-5 text-center">
            <span className="font-display text-4xl text-plum-900">${PREMIUM.monthlyPrice}</span>
            <span className="text-plum-500"> per month</span>
          </p>
          <ul className="mt-5 space-y-2.5">
            {PREMIUM.benefits.map((b) => (
              <li key={b} className="flex gap-2.5 text-sm text-plum-700">
                <Check className="mt-0.5 size-4 shrink-0 text-sage-500" aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
          <Button className="mt-6 w-full" disabled aria-describedby="checkout-soon">
            Get Premium Access
          </Button>
          <p id="checkout-soon" className="mt-2 text-center text-xs text-plum-500">
            Checkout opens soon. Nothing will be charged until it does.
          </p>
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
