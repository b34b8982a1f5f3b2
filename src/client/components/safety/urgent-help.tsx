import { MessageSquareText, Phone } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { HELP_LINES, type HelpLine, selfHarmHelp, URGENT_HELP } from "../../../content/safety/urgent-help";
import { SOURCE_ORG_NAMES } from "../../../content/sources";
import type { SafetyFinding, SafetyJourney } from "../../../shared/safety";
import { cn } from "../../lib/cn";

export interface UrgentHelpProps {
  /** What `detectRedFlags` found in what she wrote. */
  finding: SafetyFinding;
  /** Her stage, for "When you call, say: I am pregnant / I gave birth on …". */
  journey?: SafetyJourney;
  /** The baby's birth date (YYYY-MM-DD), when she gave birth. */
  birthDate?: string | null;
  /** Her due date (YYYY-MM-DD), when she is pregnant. */
  dueDate?: string | null;
  /** "full" (default): the whole help with sources; "compact": the actions only, for inline use. */
  variant?: "full" | "compact";
  /**
   * Announce it to screen readers as an alert (default). Pass false where the help stays pinned
   * after it was first announced: it is then a labelled region.
   */
  announce?: boolean;
  /** Moves focus to the help when it appears (in a dialog whose form it replaces). */
  focusOnMount?: boolean;
  /** Shows a Close button. */
  onDismiss?: () => void;
  className?: string;
}

const day = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

function tellThem(
  journey: SafetyJourney | undefined,
  birthDate?: string | null,
  dueDate?: string | null,
): string {
  const t = URGENT_HELP.tellThem;
  if (journey === "pregnant") return dueDate ? t.pregnantDue.replace("{date}", day(dueDate)) : t.pregnant;
  if (journey === "postpartum" || birthDate)
    return birthDate ? t.postpartum.replace("{date}", day(birthDate)) : t.postpartumNoDate;
  return t.unknown;
}

const linkClass = (strong: boolean) =>
  cn(
    "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold sm:w-auto",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900",
    strong
      ? "bg-red-700 text-white hover:bg-red-800"
      : "border-2 border-red-700 bg-white text-red-800 hover:bg-red-50",
  );

function CallLink({ line, label, strong = true }: { line: HelpLine; label: string; strong?: boolean }) {
  return (
    <a href={`tel:${line.tel}`} className={linkClass(strong)}>
      <Phone aria-hidden className="size-4" />
      {label}
    </a>
  );
}

function TextLink({ line, label }: { line: HelpLine; label: string }) {
  if (!line.sms) return null;
  return (
    <a href={`sms:${line.sms}`} className={linkClass(false)}>
      <MessageSquareText aria-hidden className="size-4" />
      {label}
    </a>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}

/**
 * Bloom's one urgent-help message, shown wherever `detectRedFlags` finds something in what she
 * wrote: the action first (911, her provider, 988), then what to say, then the sources.
 */
export function UrgentHelp({
  finding,
  journey,
  birthDate,
  dueDate,
  variant = "full",
  announce = true,
  focusOnMount = false,
  onDismiss,
  className,
}: UrgentHelpProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const maternalEmergency = finding.signs.some((s) => s.kind === "urgent" && s.emergency);
  const harmingBaby = finding.signs.some((s) => s.id === "thoughts-of-harming-baby");
  const urgentSigns = finding.signs.filter((s) => s.kind === "urgent");
  const { emergency, provider, compact } = URGENT_HELP;
  // Thoughts of harm heard only faintly: the same help, asked rather than told.
  const selfHarm = selfHarmHelp(finding.checkIn);
  const heading = maternalEmergency
    ? emergency.heading
    : finding.selfHarm
      ? selfHarm.heading
      : provider.heading;
  const frame = cn("rounded-2xl border-2 border-red-700 bg-white text-plum-900 shadow-soft", className);
  const role = announce ? "alert" : "region";

  if (variant === "compact") {
    const line = maternalEmergency
      ? compact.emergency
      : finding.selfHarm
        ? finding.checkIn
          ? compact.selfHarmCheck
          : compact.selfHarm
        : compact.provider;
    return (
      <section role={role} aria-labelledby={headingId} className={cn(frame, "p-3")}>
        <p className="text-sm">
          <strong
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="font-sans text-base font-bold text-red-800 outline-none"
          >
            {heading}.
          </strong>{" "}
          {line}
        </p>
        <Actions>
          <CallLink
            line={HELP_LINES.emergency}
            label="Call 911"
            strong={maternalEmergency || !finding.selfHarm}
          />
          {finding.selfHarm && (
            <>
              <CallLink line={HELP_LINES.crisis} label="Call 988" />
              <TextLink line={HELP_LINES.crisis} label="Text 988" />
              <CallLink line={HELP_LINES.maternalHotline} label="Call 1-833-TLC-MAMA" strong={false} />
            </>
          )}
        </Actions>
      </section>
    );
  }

  return (
    <section role={role} aria-labelledby={headingId} className={cn(frame, "space-y-5 p-4 sm:p-5")}>
      <h2
        id={headingId}
        ref={headingRef as React.RefObject<HTMLHeadingElement>}
        tabIndex={-1}
        className="font-sans text-xl font-bold text-red-800 outline-none"
      >
        {heading}
      </h2>

      {maternalEmergency && (
        <div>
          <p>{emergency.lead}</p>
          <Actions>
            <CallLink line={HELP_LINES.emergency} label="Call 911" />
          </Actions>
        </div>
      )}

      {finding.selfHarm && (
        <div>
          {maternalEmergency && (
            <h3 className="font-sans text-lg font-bold text-red-800">{selfHarm.heading}</h3>
          )}
          <p>{selfHarm.lead}</p>
          <Actions>
            <CallLink line={HELP_LINES.crisis} label="Call 988" />
            <TextLink line={HELP_LINES.crisis} label="Text 988" />
          </Actions>
          <p className="mt-3 font-semibold">{selfHarm.danger}</p>
          {!maternalEmergency && (
            <Actions>
              <CallLink line={HELP_LINES.emergency} label="Call 911" strong={false} />
            </Actions>
          )}
          {harmingBaby && <p className="mt-3">{selfHarm.baby}</p>}
          <p className="mt-3">{selfHarm.hotline}</p>
          <p className="mt-1 text-sm text-plum-700">
            {HELP_LINES.maternalHotline.display}. {HELP_LINES.maternalHotline.about}
          </p>
          <Actions>
            <CallLink line={HELP_LINES.maternalHotline} label="Call the hotline" strong={false} />
            <TextLink line={HELP_LINES.maternalHotline} label="Text the hotline" />
          </Actions>
        </div>
      )}

      {urgentSigns.length > 0 && (
        <div>
          {(maternalEmergency || finding.selfHarm) && (
            <h3 className="font-sans text-lg font-bold text-red-800">{provider.heading}</h3>
          )}
          <p>{provider.lead}</p>
          <p className="mt-2">{provider.fallback}</p>
          {!maternalEmergency && !finding.selfHarm && (
            <Actions>
              <CallLink line={HELP_LINES.emergency} label="Call 911" strong={false} />
            </Actions>
          )}
          <div className="mt-4 rounded-xl bg-red-50 p-3">
            <p className="font-semibold">{URGENT_HELP.tellThem.heading}</p>
            <p className="mt-1">{tellThem(journey, birthDate, dueDate)}</p>
            <p className="mt-2">{URGENT_HELP.tellThem.signs}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {urgentSigns.map((s) => (
                <li key={s.id}>{s.label}</li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <div className="space-y-1 border-t border-line pt-3 text-sm text-plum-700">
        <p>
          {URGENT_HELP.outsideUs} {URGENT_HELP.notADoctor}
        </p>
        <p>
          {URGENT_HELP.sourcesHeading}:{" "}
          {URGENT_HELP.sources.map((s) => `${SOURCE_ORG_NAMES[s.org]} (${s.org}), ${s.title}`).join("; ")}.
        </p>
      </div>

      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-full px-4 text-sm font-medium text-plum-700 underline underline-offset-4 hover:bg-blush-50"
        >
          Close
        </button>
      )}
    </section>
  );
}
