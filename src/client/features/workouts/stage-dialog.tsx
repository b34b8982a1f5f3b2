import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { journeyOf } from "../../../shared/journeys";
import { Button } from "../../components/ui/button";
import { JourneyPicker } from "../journey";

/** "Update Stage" (or "Set Journey" when none is set): the journey picker in a dialog. */
export function StageDialog({ stage }: { stage: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const title = journeyOf(stage) ? "Update Stage" : "Set Journey";
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {title}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream p-5 shadow-soft sm:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-plum-500">
                Your workouts are chosen for your journey and stage.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-2 text-plum-500 hover:bg-blush-50" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <JourneyPicker initialStage={stage} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
