import { findStage } from "../../../shared/journeys";
import { stageFromDates } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { useToday } from "./use-today";

/**
 * When her dates and her chosen stage disagree (time has passed, or she picked another trimester),
 * Bloom offers the stage her dates give; it never changes it behind her back.
 */
export function StageOffer() {
  const { profile, updateProfile } = useAuth();
  const today = useToday();
  const implied = profile ? stageFromDates(profile, today) : null;
  if (!implied) return null;
  const label = findStage(implied)?.label.toLowerCase() ?? implied;
  const why = implied.startsWith("pregnant")
    ? "Your due date puts you in your"
    : "Your baby's age puts you at";

  async function accept() {
    try {
      await updateProfile({ motherhood_stage: implied! }, { quiet: true });
      notify.success("Your journey has been updated!");
    } catch {
      notify.error("Failed to update your journey. Please try again.");
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-700">
      <p>
        {why} {label}. Update your stage to match?
      </p>
      <Button size="sm" variant="outline" onClick={accept}>
        Update my stage
      </Button>
    </div>
  );
}
