import { GlassWater, Minus, Plus } from "lucide-react";
import { HYDRATION_GOAL, MAX_GLASSES } from "../../../shared/wellness";
import { notify } from "../../lib/notify";
import { todayLocal } from "../../lib/time-zone";
import { useHydration, useSetHydration } from "./api";

/** Glasses of water today against the goal of 8, with add and remove. */
export function HydrationTracker() {
  const today = todayLocal();
  const { data, isLoading } = useHydration(today);
  const save = useSetHydration();
  const glasses = data?.glasses ?? 0;

  const change = (delta: number) => {
    const next = Math.max(0, Math.min(MAX_GLASSES, glasses + delta));
    if (next === glasses) return;
    save.mutate(
      { date: today, glasses: next },
      { onError: () => notify.error("Error", "Something went wrong. Please try again.") },
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => change(-1)}
          disabled={isLoading || save.isPending || glasses === 0}
          className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-plum-700 hover:bg-blush-50 disabled:opacity-50"
          aria-label="Remove a glass"
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
        <p className="text-center" aria-live="polite">
          <span className="font-display text-3xl text-plum-900">{isLoading ? "…" : glasses}</span>
          <span className="text-plum-500"> / {HYDRATION_GOAL} glasses today</span>
        </p>
        <button
          type="button"
          onClick={() => change(1)}
          disabled={isLoading || save.isPending}
          className="flex size-11 items-center justify-center rounded-full bg-blush-600 text-white hover:bg-blush-700 disabled:opacity-50"
          aria-label="Add a glass"
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="flex justify-center gap-1" aria-hidden="true">
        {Array.from({ length: HYDRATION_GOAL }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of eight glasses
          <GlassWater key={i} className={i < glasses ? "size-5 text-sky-600" : "size-5 text-plum-500/30"} />
        ))}
      </div>
    </div>
  );
}
