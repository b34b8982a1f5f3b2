import { CheckCircle2 } from "lucide-react";
import { CATEGORY_LABELS, type PrepItem } from "../../../shared/postpartum";
import { Button } from "../../components/ui/button";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { useCompletePrepItem } from "./api";

const IMPORTANCE: Record<PrepItem["importance"], { label: string; tone: string }> = {
  high: { label: "High priority", tone: "bg-blush-100 text-blush-800" },
  medium: { label: "Medium priority", tone: "bg-honey-100 text-honey-700" },
  low: { label: "Low priority", tone: "bg-sage-100 text-sage-700" },
};

/** One thing to get ready; completing it is one-way, and a completed item is struck through. */
export function PrepItemRow({ item }: { item: PrepItem }) {
  const complete = useCompletePrepItem();
  const importance = IMPORTANCE[item.importance];

  const markDone = () =>
    complete.mutate(item.id, {
      onSuccess: () => notify.success("Module completed! 🎉"),
      onError: (error) => notify.error("Error", messageOf(error, "Something went wrong. Please try again.")),
    });

  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className={cn("font-medium text-plum-900", item.completed && "text-plum-500 line-through")}>
          {item.title}
          {item.completed && <span className="sr-only"> (done)</span>}
        </p>
        <p className={cn("mt-1 text-sm text-plum-700", item.completed && "text-plum-500 line-through")}>
          {item.description}
        </p>
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-plum-500">
          <span className={cn("rounded-full px-2 py-0.5 font-medium", importance.tone)}>
            {importance.label}
          </span>
          <span>{CATEGORY_LABELS[item.category]}</span>
          <span aria-hidden="true">·</span>
          <span>By week {item.week}</span>
        </p>
      </div>
      {item.completed ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-sage-700">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Done
        </span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 self-start"
          onClick={markDone}
          disabled={complete.isPending}
          aria-label={`Mark "${item.title}" done`}
        >
          {complete.isPending ? "Saving…" : "Mark done"}
        </Button>
      )}
    </div>
  );
}
