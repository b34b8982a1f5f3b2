import { Apple, ChevronRight, Lightbulb, Users } from "lucide-react";
import { Link } from "react-router";
import type { AdvicePriority, CycleAdvice } from "../../../shared/cycle/advice";
import { MAX_ADVICE } from "../../../shared/cycle/advice";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useFertilityRecipes } from "./api";

const ORDER: Record<AdvicePriority, number> = { high: 0, medium: 1, low: 2 };
/**
 * A badge only where it tells her something: "Talk to your doctor"-level advice first, then the
 * steps worth taking now. Everyday charting tips carry none ("Low priority" on every card said
 * nothing, and undersold folic acid).
 */
const PRIORITY_LABEL: Record<AdvicePriority, string> = {
  high: "Important",
  medium: "Do this now",
  low: "",
};
const PRIORITY_CLASS: Record<AdvicePriority, string> = {
  high: "bg-red-50 text-red-800",
  medium: "bg-honey-100 text-honey-700",
  low: "bg-sage-100 text-sage-700",
};

/** Personalized TTC Advice: from her data, high before medium before low, at most 5 (the spec). */
export function AdviceCard({ advice }: { advice: CycleAdvice[] }) {
  const shown = [...advice].sort((a, b) => ORDER[a.priority] - ORDER[b.priority]).slice(0, MAX_ADVICE);
  return (
    <Card role="region" aria-labelledby="ttc-advice-title" className="space-y-3">
      <div className="flex items-center gap-2">
        <Lightbulb className="size-5 text-blush-700" aria-hidden="true" />
        <h2 id="ttc-advice-title" className="text-xl">
          Personalized TTC Advice
        </h2>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-plum-700">
          No advice yet: it comes from your own cycles, so it grows as you log them.
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((a) => (
            <li key={a.id} className="rounded-2xl border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                {a.priority !== "low" && (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      PRIORITY_CLASS[a.priority],
                    )}
                  >
                    {PRIORITY_LABEL[a.priority]}
                  </span>
                )}
                <h3 className="font-semibold text-plum-900">{a.title}</h3>
              </div>
              <p className="mt-1 text-sm text-plum-700">{a.text}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Bloom's recipes richest in folate and iron, each figure from its ingredients (USDA). */
export function FertilityNutritionCard() {
  const { data, isError } = useFertilityRecipes();
  return (
    <Card role="region" aria-labelledby="fertility-nutrition-title" className="space-y-3">
      <div className="flex items-center gap-2">
        <Apple className="size-5 text-sage-700" aria-hidden="true" />
        <h2 id="fertility-nutrition-title" className="text-xl">
          Fertility nutrition
        </h2>
      </div>
      <p className="text-sm text-plum-700">
        Folate and iron matter before pregnancy: take 400 mcg of folic acid a day, and eat these.
      </p>
      {isError ? (
        <p className="text-sm text-plum-700">
          The recipes could not be loaded. They will load again shortly.
        </p>
      ) : !data ? (
        <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />
      ) : data.recipes.length === 0 ? (
        <p className="text-sm text-plum-700">No recipe in Bloom is high in both folate and iron yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.recipes.map((r) => (
            <li key={r.slug}>
              <Link
                to={`/recipes/${r.slug}`}
                className="flex items-center justify-between gap-3 py-2 hover:text-blush-700"
              >
                <span>
                  <span className="block font-medium text-plum-900">{r.title}</span>
                  <span className="block text-xs text-plum-700">
                    {r.partial ? "At least " : ""}
                    {r.folatePercentDv}% of daily folate, {r.ironPercentDv}% of daily iron per serving
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** TTC community highlights: the way into the community's ttc conversations. */
export function TtcCommunityCard() {
  return (
    <Card role="region" aria-labelledby="ttc-community-title" className="space-y-3">
      <div className="flex items-center gap-2">
        <Users className="size-5 text-blush-700" aria-hidden="true" />
        <h2 id="ttc-community-title" className="text-xl">
          TTC community highlights
        </h2>
      </div>
      <p className="text-sm text-plum-700">
        Two-week waits, charting questions and encouragement from others trying to conceive.
      </p>
      <ButtonLink to="/community?filter=ttc" variant="outline" className="w-full">
        Visit the TTC community
      </ButtonLink>
    </Card>
  );
}
