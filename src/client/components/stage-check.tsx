import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { stageLabel } from "../../shared/journeys";
import { type StagedItem, writtenFor } from "../../shared/stage-safety";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";

/**
 * What Bloom says when a workout or course is not written for her stage (src/shared/stage-safety.ts
 * decides): plainly, before she starts or enrols, and without forbidding her to read it.
 */
export function otherStageText(item: StagedItem & { title: string }, stage: string | null | undefined) {
  return `${item.title} is written for ${writtenFor(item)}. Your stage is ${stageLabel(stage)}, and some of it may not be safe for you yet. Check with your doctor or midwife first, or choose one written for your stage.`;
}

/** The notice at the top of a workout or course opened by a link. */
export function OtherStageNotice({
  item,
  stage,
  kind,
  children,
}: {
  item: StagedItem & { title: string };
  stage: string | null | undefined;
  kind: "workout" | "course";
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="other-stage-heading"
      className="rounded-2xl border border-honey-400 bg-honey-100 p-4 text-sm text-plum-900"
    >
      <h2 id="other-stage-heading" className="flex items-center gap-2 font-sans text-base font-semibold">
        <ShieldAlert className="size-5 shrink-0 text-honey-700" aria-hidden="true" />
        This {kind} is not written for your stage
      </h2>
      <p className="mt-1">{otherStageText(item, stage)}</p>
      {children}
    </section>
  );
}

/** Asks before she starts a workout, or enrols in a course, written for another stage. */
export function OtherStageConfirm({
  open,
  onOpenChange,
  item,
  stage,
  kind,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: StagedItem & { title: string };
  stage: string | null | undefined;
  kind: "workout" | "course";
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`This ${kind} is not written for your stage`}
      description={otherStageText(item, stage)}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Not now
        </Button>
        <Button
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
