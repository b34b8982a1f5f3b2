import { useState } from "react";
// The signs module alone: the reader (detect) is not needed to show help, and costs time to load.
import { type SafetyFinding, type SafetyJourney, safetyJourneyOf } from "../../../shared/safety/signs";
import { useAuth } from "../../features/auth";
import { UrgentHelp, type UrgentHelpProps } from "./urgent-help";

/** The journey to read her words in: her profile's, or "none" for a visitor. */
export function useHerSafetyJourney(): SafetyJourney {
  return safetyJourneyOf(useAuth().profile?.motherhood_stage);
}

/** <UrgentHelp> with her stage, due date and baby's birth date from her profile. */
export function HerUrgentHelp(props: Omit<UrgentHelpProps, "journey" | "birthDate" | "dueDate">) {
  const { profile } = useAuth();
  return (
    <UrgentHelp
      {...props}
      journey={safetyJourneyOf(profile?.motherhood_stage)}
      birthDate={profile?.baby_birth_date}
      dueDate={profile?.due_date}
    />
  );
}

/**
 * For a dialog that saves what she wrote: after the save, the dialog shows the urgent help when
 * the server found something (`safety` in its answer) and closes otherwise.
 */
export function useUrgentHelpAfterSave(onOpenChange: (open: boolean) => void) {
  const [finding, setFinding] = useState<SafetyFinding | null>(null);
  return {
    finding,
    afterSave(safety: SafetyFinding | null | undefined) {
      if (safety) setFinding(safety);
      else onOpenChange(false);
    },
    onOpenChange(open: boolean) {
      if (!open) setFinding(null);
      onOpenChange(open);
    },
    dismiss() {
      setFinding(null);
      onOpenChange(false);
    },
  };
}
