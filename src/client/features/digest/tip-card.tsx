import { Check, ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { WellnessTip } from "../../../shared/digest";
import { Button } from "../../components/ui/button";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { useCompleteTip } from "./api";

const LINK_LABEL: Record<string, string> = {
  workouts: "Open the workout",
  recipes: "Open the recipe",
  wellness: "Read the guide",
};

/** One tip: what to do, why it helps, where in Bloom to do it, and marking it done (one-way). */
export function TipCard({
  tip,
  look,
}: {
  tip: WellnessTip;
  look: { label: string; icon: LucideIcon; tone: string };
}) {
  const complete = useCompleteTip();
  const Icon = look.icon;
  const section = tip.link.split("/")[1] ?? "";

  const markDone = () =>
    complete.mutate(tip.id, {
      onSuccess: () => notify.success("Great job!"),
      onError: (error) => notify.error("Error", messageOf(error, "Something went wrong. Please try again.")),
    });

  return (
    <article
      className={cn("rounded-2xl border border-line p-4", tip.completed && "bg-sage-50")}
      aria-labelledby={`tip-${tip.id}`}
    >
      <div className="flex items-start gap-3">
        <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-xl", look.tone)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-plum-500 uppercase">{look.label}</p>
          <h3 id={`tip-${tip.id}`} className="text-base font-semibold text-plum-900">
            {tip.title}
          </h3>
          {tip.reason && <p className="mt-1 text-sm font-medium text-blush-700">{tip.reason}</p>}
          <p className="mt-1 text-sm text-plum-700">{tip.description}</p>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline font-medium text-plum-900">Try this: </dt>
              <dd className="inline text-plum-700">{tip.action}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-plum-900">Why it helps: </dt>
              <dd className="inline text-plum-700">{tip.benefit}</dd>
            </div>
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {tip.completed ? (
              <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-sage-100 px-3 text-sm font-medium text-sage-700">
                <Check className="size-4" aria-hidden="true" /> Done today
              </span>
            ) : (
              <Button
                size="sm"
                onClick={markDone}
                disabled={complete.isPending}
                aria-describedby={`tip-${tip.id}`}
              >
                <Check className="size-4" aria-hidden="true" />
                {complete.isPending ? "Saving…" : "Mark as done"}
              </Button>
            )}
            <Link
              to={tip.link}
              className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-blush-700 hover:underline"
            >
              {LINK_LABEL[section] ?? "Open"} <ChevronRight className="size-4" aria-hidden="true" />
              <span className="sr-only"> for {tip.title}</span>
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
