import { Check } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import type { Choice } from "../../../shared/plans/options";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/form";
import { cn } from "../../lib/cn";

/** Moves focus to `ref` whenever `key` changes (not on the first render), for step changes. */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the key, by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

/**
 * One quiz step: the progress ("Step 3 of 7", a progress bar), the question as a focusable heading,
 * the answers, and Back / Next (Create Plan on the last step).
 */
export function QuizStep({
  step,
  total,
  title,
  hint,
  optional,
  canContinue,
  onBack,
  onNext,
  children,
}: {
  step: number;
  total: number;
  title: string;
  hint?: string;
  optional?: boolean;
  canContinue: boolean;
  onBack: () => void;
  onNext: () => void;
  children: ReactNode;
}) {
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const headingId = useId();
  const percent = Math.round((step / total) * 100);
  const last = step === total;
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex items-center justify-between text-sm text-plum-500">
        <span>
          Step {step} of {total}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${total}, ${percent}%`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-blush-100"
      >
        <div
          className="h-full rounded-full bg-blush-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <form
        className="mt-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (canContinue) onNext();
        }}
      >
        <fieldset aria-labelledby={headingId} className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl focus:outline-none sm:text-3xl"
          >
            {title}
            {optional && (
              <span className="ml-2 align-middle font-sans text-sm font-normal text-plum-500">
                (optional)
              </span>
            )}
          </h2>
          {hint && <p className="mt-1 text-sm text-plum-500">{hint}</p>}
          <div className="mt-5">{children}</div>
        </fieldset>
        <div className="mt-8 flex items-center justify-between gap-3">
          <Button variant="outline" onClick={onBack} disabled={step === 1}>
            Back
          </Button>
          <Button type="submit" disabled={!canContinue}>
            {last ? "Create Plan" : "Next"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

const optionCard =
  "relative flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-blush-200 has-[:checked]:border-blush-500 has-[:checked]:bg-blush-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blush-600";

function Mark({ round, checked }: { round: boolean; checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "mt-0.5 flex size-5 shrink-0 items-center justify-center border-2",
        round ? "rounded-full" : "rounded-md",
        checked ? "border-blush-600 bg-blush-600 text-white" : "border-plum-500/40 bg-white",
      )}
    >
      {checked &&
        (round ? <span className="size-2 rounded-full bg-white" /> : <Check className="size-3.5" />)}
    </span>
  );
}

function OptionText({ id, choice }: { id: string; choice: Choice }) {
  return (
    <span className="min-w-0">
      <span id={`${id}-label`} className="block font-medium text-plum-900">
        {choice.label}
      </span>
      {choice.description && (
        <span id={`${id}-desc`} className="mt-0.5 block text-sm text-plum-500">
          {choice.description}
        </span>
      )}
    </span>
  );
}

/** A single-choice answer: native radios (arrow keys move between them) styled as cards. */
export function ChoiceGroup<V extends string>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: readonly Choice<V>[];
  value: V | "";
  onChange: (value: V) => void;
}) {
  const base = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choices.map((choice) => {
        const id = `${base}-${choice.value}`;
        const checked = value === choice.value;
        return (
          <label key={choice.value} htmlFor={id} className={optionCard}>
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={checked}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${id}-label`}
              aria-describedby={choice.description ? `${id}-desc` : undefined}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Mark round checked={checked} />
            <OptionText id={id} choice={choice} />
          </label>
        );
      })}
    </div>
  );
}

/** A multi-choice answer: native checkboxes styled as cards. */
export function MultiChoice<V extends string>({
  choices,
  values,
  onToggle,
}: {
  choices: readonly Choice<V>[];
  values: readonly V[];
  onToggle: (value: V) => void;
}) {
  const base = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choices.map((choice) => {
        const id = `${base}-${choice.value}`;
        const checked = values.includes(choice.value);
        return (
          <label key={choice.value} htmlFor={id} className={optionCard}>
            <input
              id={id}
              type="checkbox"
              checked={checked}
              onChange={() => onToggle(choice.value)}
              aria-labelledby={`${id}-label`}
              aria-describedby={choice.description ? `${id}-desc` : undefined}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Mark round={false} checked={checked} />
            <OptionText id={id} choice={choice} />
          </label>
        );
      })}
    </div>
  );
}

export const NOTES_MAX = 1000;

export function NotesField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-plum-700">
        Anything else we should know?
      </label>
      <Textarea
        id={id}
        value={value}
        maxLength={NOTES_MAX}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-plum-500">
        {value.length}/{NOTES_MAX} characters
      </p>
    </div>
  );
}
