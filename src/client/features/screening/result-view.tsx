import { MessageSquareText, Phone } from "lucide-react";
import { HELP_LINES } from "../../../content/safety/urgent-help";
import type { NextStep } from "../../../content/screening/results-copy";
import { NEXT_STEPS, SCREENING_COPY } from "../../../content/screening/results-copy";
import { cn } from "../../lib/cn";

const STEP_TONE = {
  routine: "border-sage-100 bg-sage-50",
  nextVisit: "border-honey-400 bg-honey-100",
  soon: "border-blush-200 bg-blush-50",
  today: "border-red-300 bg-red-50",
} as const;

const linkClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-blush-200 bg-white px-4 text-sm font-medium text-blush-700 hover:bg-blush-50";

/** The maternal mental health hotline, to call or text: on every result. */
export function HotlineLine() {
  const line = HELP_LINES.maternalHotline;
  return (
    <div className="rounded-2xl bg-cream p-4">
      <p className="text-plum-900">
        {SCREENING_COPY.hotlineLead} <strong>{SCREENING_COPY.hotlineNumber}</strong>.{" "}
        <span className="text-plum-700">{SCREENING_COPY.hotlineAbout}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={`tel:${line.tel}`} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" /> Call the hotline
        </a>
        <a href={`sms:${line.sms}`} className={linkClass}>
          <MessageSquareText aria-hidden="true" className="size-4" /> Text the hotline
        </a>
      </div>
    </div>
  );
}

/** Her score, its band in plain words, what it does and does not mean, and what to do next. */
export function ResultView({
  name,
  result,
}: {
  name: string;
  result: { score: number; maxScore: number; bandWords: string; bandLabel: string; next: NextStep };
}) {
  const step = NEXT_STEPS[result.next];
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-plum-500">{name}</p>
        <p className="mt-1 font-display text-3xl text-plum-900" data-testid="screening-score">
          {result.score} <span className="text-lg text-plum-500">out of {result.maxScore}</span>
        </p>
        <p className="mt-1 text-lg font-semibold text-plum-900" data-testid="screening-band">
          {result.bandWords}
        </p>
        <p className="text-sm text-plum-500">Published band: {result.bandLabel}</p>
      </div>
      <section aria-label="What to do next" className={cn("rounded-2xl border p-4", STEP_TONE[result.next])}>
        <h3 className="font-sans text-base font-bold text-plum-900">{step.heading}</h3>
        <p className="mt-1 text-plum-700">{step.text}</p>
      </section>
      <p className="text-sm text-plum-700">{SCREENING_COPY.notADiagnosis}</p>
      <HotlineLine />
    </div>
  );
}
