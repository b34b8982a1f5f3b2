import { useId, useRef, useState } from "react";
import {
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  FREQUENCY_OPTIONS,
  INSTRUMENT_TEXT,
  PHQ9_SELF_HARM_ITEM,
  type ScreeningInstrument,
} from "../../../content/screening/instruments";
import { SCREENING_COPY } from "../../../content/screening/results-copy";
import type { SafetyFinding } from "../../../shared/safety/signs";
import {
  checkInFinding,
  itemCount,
  phq2OpensPhq9,
  type ScreeningScore,
  scoreScreening,
} from "../../../shared/screening";
import { HerUrgentHelp, useHerSafetyJourney } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormAlert, Textarea } from "../../components/ui/form";
import { useSafetyReader } from "../../lib/use-safety-reader";
import { useSaveScreening, useSkipScreening } from "./api";
import { Choice } from "./choice";
import { ResultView } from "./result-view";

type Answer = number | null;

interface Outcome {
  score: ScreeningScore;
  finding: SafetyFinding | null;
  saved: "saving" | "saved" | "failed";
}

const blank = (instrument: ScreeningInstrument): Answer[] => Array(itemCount(instrument)).fill(null);

/**
 * A check-in, word for word: one questionnaire's items, then her result. The result and any
 * urgent help are worked out here from her answers, so they show even when the save fails
 * (offline); the server scores it again and reads her note for warning signs.
 */
export function CheckInDialog({
  open,
  onOpenChange,
  start,
  offered = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start: ScreeningInstrument;
  /** Opened from Bloom's offer: "Not now" then closes that offer. */
  offered?: boolean;
}) {
  const [instrument, setInstrument] = useState<ScreeningInstrument>(start);
  const [answers, setAnswers] = useState<Answer[]>(() => blank(start));
  const [difficulty, setDifficulty] = useState<Answer>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [done, setDone] = useState<ScreeningInstrument[]>([]);
  const save = useSaveScreening();
  const skip = useSkipScreening();
  const reader = useSafetyReader();
  const journey = useHerSafetyJourney();
  const noteId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const text = INSTRUMENT_TEXT[instrument];

  function begin(next: ScreeningInstrument, carried: Answer[] = []) {
    const fresh = blank(next);
    carried.forEach((a, i) => {
      fresh[i] = a;
    });
    setInstrument(next);
    setAnswers(fresh);
    setDifficulty(null);
    setNote("");
    setMissing(false);
    setOutcome(null);
  }

  function close(nextOpen: boolean) {
    if (!nextOpen) {
      begin(start);
      setDone([]);
    }
    onOpenChange(nextOpen);
  }

  function submit(complete: number[]) {
    const input = {
      instrument,
      answers: complete,
      // Asked only once she has checked off a problem (the form shows it then).
      difficulty: text.asksDifficulty && complete.some((a) => a > 0) ? difficulty : null,
      ...(note.trim() && { note: note.trim() }),
    };
    const noteFinding = reader && note.trim() ? reader(note, { journey }) : null;
    const local: Outcome = {
      score: scoreScreening(instrument, complete),
      finding: checkInFinding(instrument, complete, noteFinding),
      saved: "saving",
    };
    setOutcome(local);
    setDone((d) => [...d, instrument]);
    save.mutate(input, {
      onSuccess: (saved) =>
        setOutcome((o) => o && { ...o, saved: "saved", finding: saved.safety ?? o.finding }),
      onError: () => setOutcome((o) => o && { ...o, saved: "failed" }),
    });
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (answers.some((a) => a === null)) {
      setMissing(true);
      const first = answers.indexOf(null);
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${instrument}-${first}"]`)?.focus();
      return;
    }
    submit(answers as number[]);
  }

  const item9 = instrument === "phq9" ? answers[PHQ9_SELF_HARM_ITEM] : null;
  const itemNineFinding = checkInFinding("phq9", [0, 0, 0, 0, 0, 0, 0, 0, item9 ?? 0]);

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      wide
      title={outcome ? "Your check-in" : text.shortName}
      description={outcome ? undefined : text.stem}
    >
      {outcome ? (
        <div className="space-y-5">
          {/* Safety first: the crisis card comes before the score. */}
          {outcome.finding && <HerUrgentHelp finding={outcome.finding} focusOnMount />}
          <ResultSection
            outcome={outcome}
            waiting={save.isPaused}
            onRetry={() => submit(answers as number[])}
            continueTo={
              instrument === "phq2" && phq2OpensPhq9(answers as number[])
                ? () => begin("phq9", answers)
                : !done.includes("gad7") && instrument !== "gad7"
                  ? () => begin("gad7")
                  : null
            }
            phq2Positive={instrument === "phq2" && phq2OpensPhq9(answers as number[])}
          />
          <div className="flex justify-end">
            <Button variant="ghost" onClick={() => close(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} className="space-y-3" noValidate>
          {text.items.map((item, i) => (
            <div key={item}>
              <Choice
                name={`${instrument}-${i}`}
                legend={`${i + 1}. ${item}`}
                options={FREQUENCY_OPTIONS}
                value={answers[i] ?? null}
                invalid={missing && answers[i] === null}
                onChange={(v) => setAnswers((prev) => prev.map((a, j) => (j === i ? v : a)))}
              />
              {instrument === "phq9" && i === PHQ9_SELF_HARM_ITEM && itemNineFinding && (
                <HerUrgentHelp finding={itemNineFinding} variant="compact" className="mt-2" />
              )}
            </div>
          ))}
          {text.asksDifficulty && answers.some((a) => a !== null && a > 0) && (
            <Choice
              name={`${instrument}-difficulty`}
              legend={DIFFICULTY_QUESTION}
              options={DIFFICULTY_OPTIONS}
              value={difficulty}
              onChange={setDifficulty}
            />
          )}
          {instrument !== "phq2" && (
            <div className="space-y-1.5">
              <label htmlFor={noteId} className="block text-sm font-medium text-plum-700">
                {SCREENING_COPY.noteLabel}
              </label>
              <Textarea id={noteId} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
            </div>
          )}
          {missing && <FormAlert>Answer every question to see your result.</FormAlert>}
          <p className="text-xs text-plum-500">{SCREENING_COPY.private}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              onClick={() => {
                // Bloom's offer, not yet answered in this dialog: "Not now" closes it for good.
                if (offered && done.length === 0) skip.mutate();
                close(false);
              }}
            >
              {SCREENING_COPY.skip}
            </Button>
            <Button type="submit">See my result</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function ResultSection({
  outcome,
  waiting,
  onRetry,
  continueTo,
  phq2Positive,
}: {
  outcome: Outcome;
  /** Offline: the save waits for a connection (TanStack Query resumes it). */
  waiting: boolean;
  onRetry: () => void;
  continueTo: (() => void) | null;
  phq2Positive: boolean;
}) {
  return (
    <>
      <ResultView name={INSTRUMENT_TEXT[outcome.score.instrument].name} result={outcome.score} />
      {outcome.saved === "failed" ? (
        <div className="space-y-2">
          <FormAlert>
            We couldn't save this check-in (are you offline?). Your result above is worked out on your device.
          </FormAlert>
          <Button variant="outline" onClick={onRetry}>
            Try saving again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-plum-500">
          {outcome.saved === "saved"
            ? "Saved to your check-ins on the Wellness page."
            : waiting
              ? "You're offline: your check-in will be saved when you're back online."
              : "Saving…"}
        </p>
      )}
      {continueTo && (
        <div className="rounded-2xl border border-line p-4">
          <p className="text-plum-900">
            {phq2Positive ? SCREENING_COPY.phq2Positive : SCREENING_COPY.gadInvite}
          </p>
          <Button className="mt-3" onClick={continueTo}>
            {phq2Positive ? "Continue to the PHQ-9" : "Answer the GAD-7"}
          </Button>
        </div>
      )}
    </>
  );
}
