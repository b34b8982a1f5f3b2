import { HeartHandshake, MessageSquareText, Phone } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { MOOD_CARE } from "../../../content/mood-care";
import { SOURCE_ORG_NAMES } from "../../../content/sources";
import type { MoodCare } from "../../../shared/mood-care";
import { Button } from "../../components/ui/button";

const lineClass =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full whitespace-nowrap border-2 border-blush-600 bg-white px-4 text-sm font-semibold text-blush-800 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blush-700 sm:w-auto";

/**
 * The gentle note after a low mood (src/shared/mood-care.ts decides when): shown in the mood dialog
 * in place of its form once the check-in is saved, with its heading focused so a screen reader
 * starts there. Calm colours on purpose: this is care, not an alarm.
 */
export function MoodCareNote({ care, onClose }: { care: MoodCare; onClose: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { whenToTalk, support } = MOOD_CARE;

  return (
    <section aria-labelledby={headingId} className="space-y-4 text-plum-900">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
          <HeartHandshake className="size-5" aria-hidden="true" />
        </span>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="pt-1.5 text-lg outline-none">
          {MOOD_CARE.heading}
        </h3>
      </div>
      <p className="text-sm text-plum-700">{MOOD_CARE.lead[care.lead]}</p>
      <div>
        <h4 className="text-sm font-semibold">{whenToTalk.heading}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-plum-700">
          <li>{whenToTalk.signs.lowMostDays}</li>
          <li>{whenToTalk.signs.noJoy}</li>
          <li>{whenToTalk.signs.caring[care.caresFor]}</li>
        </ul>
        <p className="mt-2 text-sm text-plum-700">{whenToTalk.close}</p>
      </div>
      <div className="rounded-2xl bg-blush-50 p-4">
        <h4 className="text-sm font-semibold">{support.heading}</h4>
        <p className="mt-1 text-sm text-plum-700">{support.text}</p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a href={`tel:${support.line.tel}`} className={lineClass}>
            <Phone className="size-4" aria-hidden="true" /> {support.callLabel}
          </a>
          <a href={`sms:${support.line.sms}`} className={lineClass}>
            <MessageSquareText className="size-4" aria-hidden="true" /> {support.textLabel}
          </a>
        </div>
      </div>
      <p className="text-sm text-plum-700">{MOOD_CARE.ifInDanger[care.caresFor]}</p>
      <details className="text-xs text-plum-500">
        <summary className="cursor-pointer">{MOOD_CARE.sourcesHeading}</summary>
        <ul className="mt-1 space-y-0.5">
          {MOOD_CARE.sources.map((s) => (
            <li key={`${s.org}-${s.title}`}>
              {SOURCE_ORG_NAMES[s.org]}: {s.title}
            </li>
          ))}
        </ul>
      </details>
      <Button className="w-full" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
