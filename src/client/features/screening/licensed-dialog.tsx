import { useId, useState } from "react";
import { SCREENING_COPY } from "../../../content/screening/results-copy";
import type { SafetyFinding } from "../../../shared/safety/signs";
import {
  EPDS_SELF_HARM_ITEM,
  type LicensedScreen,
  licensedBand,
  licensedFinding,
  licensedScores,
} from "../../../shared/screening/licensed";
import { HerUrgentHelp, useHerSafetyJourney } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormAlert, Textarea } from "../../components/ui/form";
import { useSafetyReader } from "../../lib/use-safety-reader";
import { useSaveLicensed } from "./api";
import { Choice } from "./choice";
import { ResultView } from "./result-view";

/**
 * The operator's licensed questionnaire (the EPDS, only where LICENSED_SCREEN_FILE is set), with
 * the wording the server gives: the same result, next step and crisis card as the others.
 */
export function LicensedCheckInDialog({
  open,
  onOpenChange,
  screen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  screen: LicensedScreen;
}) {
  const [choices, setChoices] = useState<(number | null)[]>(() => screen.items.map(() => null));
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<{ scores: number[]; finding: SafetyFinding | null } | null>(null);
  const save = useSaveLicensed();
  const reader = useSafetyReader();
  const journey = useHerSafetyJourney();
  const noteId = useId();

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (choices.some((c) => c === null)) return setMissing(true);
    const picked = choices as number[];
    const scores = licensedScores(screen, picked);
    const noteFinding = reader && note.trim() ? reader(note, { journey }) : null;
    setOutcome({ scores, finding: licensedFinding(scores, noteFinding) });
    save.mutate(
      { answers: picked, ...(note.trim() && { note: note.trim() }) },
      { onSuccess: (saved) => setOutcome((o) => o && { ...o, finding: saved.safety ?? o.finding }) },
    );
  }

  const selfHarmScore =
    choices[EPDS_SELF_HARM_ITEM] == null
      ? 0
      : (screen.items[EPDS_SELF_HARM_ITEM]?.options[choices[EPDS_SELF_HARM_ITEM]]?.score ?? 0);
  const itemFinding = licensedFinding(
    screen.items.map((_, i) => (i === EPDS_SELF_HARM_ITEM ? selfHarmScore : 0)),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={outcome ? "Your check-in" : screen.shortName}
      description={outcome ? undefined : screen.stem}
    >
      {outcome ? (
        <div className="space-y-5">
          {outcome.finding && <HerUrgentHelp finding={outcome.finding} focusOnMount />}
          <ResultView
            name={screen.name}
            result={licensedBand(
              outcome.scores.reduce((s, a) => s + a, 0),
              outcome.scores[EPDS_SELF_HARM_ITEM] ?? 0,
            )}
          />
          {save.isError ? (
            <FormAlert>
              We couldn't save this check-in. Your result above is worked out on your device.
            </FormAlert>
          ) : (
            <p role="status" className="text-sm text-plum-500">
              {save.isSuccess ? "Saved to your check-ins on the Wellness page." : "Saving…"}
            </p>
          )}
          <div className="flex justify-end">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          {screen.items.map((item, i) => (
            <div key={item.text}>
              <Choice
                name={`licensed-${i}`}
                legend={`${i + 1}. ${item.text}`}
                options={item.options.map((o, value) => ({ value, label: o.label }))}
                value={choices[i] ?? null}
                invalid={missing && choices[i] === null}
                onChange={(v) => setChoices((prev) => prev.map((c, j) => (j === i ? v : c)))}
              />
              {i === EPDS_SELF_HARM_ITEM && itemFinding && (
                <HerUrgentHelp finding={itemFinding} variant="compact" className="mt-2" />
              )}
            </div>
          ))}
          <div className="space-y-1.5">
            <label htmlFor={noteId} className="block text-sm font-medium text-plum-700">
              {SCREENING_COPY.noteLabel}
            </label>
            <Textarea id={noteId} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          </div>
          {missing && <FormAlert>Answer every question to see your result.</FormAlert>}
          <p className="text-xs text-plum-500">{screen.permission}</p>
          <div className="flex justify-end">
            <Button type="submit">See my result</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
