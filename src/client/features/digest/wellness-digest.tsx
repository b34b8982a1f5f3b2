import { Apple, CheckCircle2, Droplets, Dumbbell, Leaf, type LucideIcon, Moon } from "lucide-react";
import { Tabs } from "radix-ui";
import { DIGEST_TABS, type TipCategory, tipsInTab, type WellnessTip } from "../../../shared/digest";
import { Card } from "../../components/ui/card";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { messageOf } from "../../lib/api";
import { useDigest } from "./api";
import { TipCard } from "./tip-card";

export const CATEGORY_LOOK: Record<TipCategory, { label: string; icon: LucideIcon; tone: string }> = {
  workout: { label: "Move", icon: Dumbbell, tone: "bg-blush-100 text-blush-700" },
  nutrition: { label: "Nourish", icon: Apple, tone: "bg-sage-100 text-sage-700" },
  hydration: { label: "Hydrate", icon: Droplets, tone: "bg-sky-100 text-sky-800" },
  mindfulness: { label: "Mind", icon: Leaf, tone: "bg-honey-100 text-honey-700" },
  sleep: { label: "Sleep", icon: Moon, tone: "bg-violet-100 text-violet-800" },
};

/** Today's Wellness Digest: tips chosen from her own logs (see shared/digest/RULES.md). */
export function WellnessDigest() {
  const { data, isPending, isError, error, refetch } = useDigest();

  return (
    <Card role="region" aria-labelledby="digest-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="digest-heading" className="text-xl">
            Today's Wellness Digest
          </h2>
          <p className="text-sm text-plum-500">Small things for today, chosen from what you've logged.</p>
        </div>
        {data && data.total > 0 && (
          <DigestProgress done={data.completed} total={data.total} value={data.progress} />
        )}
      </div>

      {isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          <div className="h-10 w-64 max-w-full animate-pulse rounded-full bg-blush-50" />
          <div className="h-32 animate-pulse rounded-2xl bg-blush-50" />
        </div>
      ) : isError ? (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-800" role="alert">
          {messageOf(error, "Today's tips could not be loaded.")}{" "}
          <button type="button" className="font-medium underline" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : data.tips.length === 0 ? (
        <p className="mt-4 text-sm text-plum-500">Choose your journey to get tips for your stage.</p>
      ) : (
        <Tabs.Root defaultValue="all" className="mt-4">
          <Tabs.List className={tabListClass} aria-label="Tip categories">
            {DIGEST_TABS.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id} className={tabTriggerClass}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DIGEST_TABS.map((tab) => {
            const tips = tipsInTab(data.tips, tab.id);
            return (
              <Tabs.Content key={tab.id} value={tab.id} className="mt-4">
                {tips.length === 0 ? (
                  <p className="text-sm text-plum-500">No tips here today.</p>
                ) : (
                  <ul className="space-y-3">
                    {tips.map((tip: WellnessTip) => (
                      <li key={tip.id}>
                        <TipCard tip={tip} look={CATEGORY_LOOK[tip.category]} />
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </Card>
  );
}

function DigestProgress({ done, total, value }: { done: number; total: number; value: number }) {
  return (
    <div className="w-full sm:w-48">
      <div className="flex items-center justify-between text-sm">
        <span className="flex items-center gap-1 text-plum-700">
          <CheckCircle2 className="size-4 text-sage-700" aria-hidden="true" />
          {done} of {total} done
        </span>
        <span className="font-medium text-plum-900">{value}%</span>
      </div>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-blush-50"
        role="progressbar"
        aria-label="Today's tips completed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="h-full rounded-full bg-sage-500 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
