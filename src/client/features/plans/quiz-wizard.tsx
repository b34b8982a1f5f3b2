import { RotateCcw, Save } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { QuizStage } from "../../../shared/journeys";
import type { SavedPlanInput } from "../../../shared/library";
import { type Choice, QUIZ_STAGE_CHOICES } from "../../../shared/plans/options";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useSavePlans } from "./plans-api";
import { ChoiceGroup, MultiChoice, NotesField, QuizStep, useFocusOnChange } from "./quiz";

/** One question of a quiz: its heading, an optional hint, whether it may go on, and its answers. */
export interface QuizQuestion {
  title: string;
  hint?: string;
  optional?: boolean;
  answered: boolean;
  body: ReactNode;
}

/** A question answered by one choice; answered once she picked one. */
export function choiceQuestion<V extends string>(q: {
  title: string;
  hint?: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | "";
  onChange: (value: V) => void;
}): QuizQuestion {
  return {
    title: q.title,
    hint: q.hint,
    answered: q.value !== "",
    body: <ChoiceGroup name={q.name} choices={q.choices} value={q.value} onChange={q.onChange} />,
  };
}

/** The first question of both quizzes: her stage, filled in from her profile. */
export function stageQuestion(stage: QuizStage, onChange: (stage: QuizStage) => void): QuizQuestion {
  return choiceQuestion({
    title: "Where are you in your journey?",
    hint: "We filled this in from your profile; change it if it's not right.",
    name: "motherhoodStage",
    choices: QUIZ_STAGE_CHOICES,
    value: stage,
    onChange,
  });
}

/** An optional question answered by any number of choices. */
export function multiQuestion<V extends string>(q: {
  title: string;
  hint: string;
  choices: readonly Choice<V>[];
  values: readonly V[];
  onToggle: (value: V) => void;
}): QuizQuestion {
  return {
    title: q.title,
    hint: q.hint,
    optional: true,
    answered: true,
    body: <MultiChoice choices={q.choices} values={q.values} onToggle={q.onToggle} />,
  };
}

/** The last question of both quizzes: anything else, in her words. */
export function notesQuestion(q: {
  hint: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}): QuizQuestion {
  return {
    title: "Anything else?",
    hint: q.hint,
    optional: true,
    answered: true,
    body: <NotesField value={q.value} onChange={q.onChange} placeholder={q.placeholder} />,
  };
}

/**
 * The state both plan quizzes share: her answers so far, the step, the plan built from them and
 * saving it. `build` answers null while an answer is missing; `plansOf` says what to save.
 */
export function useQuizWizard<D, R>({
  initial,
  build,
  plansOf,
  savedToast,
}: {
  initial: () => D;
  build: (draft: D) => R | null;
  plansOf: (result: R) => SavedPlanInput[];
  savedToast: [title: string, description: string];
}) {
  const [draft, setDraft] = useState<D>(initial);
  const [step, setStep] = useState(1);
  const [result, setResult] = useState<R | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSavePlans();
  return {
    draft,
    setDraft,
    set: (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch })),
    step,
    setStep,
    result,
    saved,
    saving: save.isPending,
    create() {
      const built = build(draft);
      if (!built) return;
      setResult(built);
      setSaved(false);
    },
    startOver() {
      setDraft(initial());
      setStep(1);
      setResult(null);
      setSaved(false);
      save.reset();
    },
    savePlan() {
      if (!result) return;
      save.mutate(plansOf(result), {
        onSuccess: () => {
          setSaved(true);
          notify.success(...savedToast);
        },
        onError: (error) => notify.error("Could not save your plan", messageOf(error, "Please try again.")),
      });
    },
  };
}

export type QuizWizardState<D, R> = ReturnType<typeof useQuizWizard<D, R>>;

/**
 * A quiz on screen: the current question with Back / Next (Create Plan on the last), then the plan
 * with Save Plan and a way to start over. Focus moves to the plan's heading when it appears.
 */
export function QuizWizard<D, R>({
  wizard,
  questions,
  resultTitle,
  startOverLabel,
  renderResult,
}: {
  wizard: QuizWizardState<D, R>;
  questions: QuizQuestion[];
  resultTitle: string;
  startOverLabel: string;
  renderResult: (result: R) => { summary: ReactNode; body: ReactNode };
}) {
  const { step, result } = wizard;
  const resultHeading = useFocusOnChange<HTMLHeadingElement>(result ? "result" : "quiz");
  const total = questions.length;
  if (result) {
    const { summary, body } = renderResult(result);
    return (
      <Card className="space-y-5 p-4 sm:p-6">
        <div>
          <h2 ref={resultHeading} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
            {resultTitle}
          </h2>
          <p className="mt-1 text-sm text-plum-500">{summary}</p>
        </div>
        {body}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={wizard.savePlan} disabled={wizard.saving || wizard.saved}>
            <Save className="size-4" aria-hidden="true" />
            {wizard.saved ? "Plan Saved" : wizard.saving ? "Saving…" : "Save Plan"}
          </Button>
          {wizard.saved && (
            <ButtonLink to="/dashboard?tab=week" variant="secondary">
              See your saved plan
            </ButtonLink>
          )}
          <Button variant="outline" onClick={wizard.startOver}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {startOverLabel}
          </Button>
        </div>
      </Card>
    );
  }
  const current = questions[step - 1]!;
  return (
    <QuizStep
      step={step}
      total={total}
      title={current.title}
      hint={current.hint}
      optional={current.optional}
      canContinue={current.answered}
      onBack={() => wizard.setStep((s) => Math.max(1, s - 1))}
      onNext={() => (step === total ? wizard.create() : wizard.setStep((s) => s + 1))}
    >
      {current.body}
    </QuizStep>
  );
}
