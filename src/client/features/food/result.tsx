import { Plus } from "lucide-react";
import { useState } from "react";
import {
  type FoodAnalysis,
  type FoodCandidate,
  foodWithPortion,
  NO_MATCH_MESSAGE,
  plainFoodName,
  SURE_CONFIDENCE,
  UNSURE_HEADING,
} from "../../../shared/food";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { displayName, type PlateFood, type PlateItem, plateTotals, servingOf } from "./plate";
import { PlateItemEditor } from "./plate-item";
import { FoodSearch } from "./search";

/** Who named the food, and where it ran: the server's configured recogniser (README, Food recognition). */
const RECOGNIZERS: Record<string, string> = {
  detector: "Bloom's food detector (it runs on Bloom's server and knows 10 common foods)",
  classifier: "Bloom's dish classifier (it runs on Bloom's server)",
  vision: "a vision model (an outside service this Bloom is set up to use)",
};
const recognizerName = (id: string) => RECOGNIZERS[id] ?? id;
/** The same, opening a sentence. */
const RecognizerName = (id: string) => {
  const name = recognizerName(id);
  return `${name[0]!.toUpperCase()}${name.slice(1)}`;
};

export const ESTIMATE_NOTE =
  "Figures are estimates from USDA data (SR28) for a typical portion, not a measurement of your plate: adjust the food and portion to match.";

function Summary({ items }: { items: PlateItem[] }) {
  const t = plateTotals(items);
  const known = items.filter((it) => it.food);
  if (t.known === 0) {
    return (
      <p className="rounded-xl bg-honey-100 px-4 py-3 text-sm text-honey-700" data-testid="no-match">
        {NO_MATCH_MESSAGE}
      </p>
    );
  }
  const hasRecipe = known.some((it) => it.food?.kind === "recipe");
  return (
    <div className="rounded-xl bg-blush-50 p-4" data-testid="plate-summary">
      <p className="text-sm text-plum-500">{known.length > 1 ? "Your plate" : "Food"}</p>
      <p className="font-medium break-words text-plum-900">
        {known.map((it) => foodWithPortion(displayName(it), it.portionLabel)).join(" + ")}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-x-4 gap-y-3">
        <div className="col-span-3">
          <dt className="text-xs tracking-wide text-plum-500 uppercase">Calories</dt>
          <dd className="text-3xl font-semibold text-plum-900" data-testid="total-calories">
            {t.calories} kcal
          </dd>
        </div>
        <div className="col-span-3">
          <dt className="text-xs tracking-wide text-plum-500 uppercase">Serving size</dt>
          <dd className="text-sm break-words text-plum-900">{known.map(servingOf).join(" + ")}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-plum-500 uppercase">Protein</dt>
          <dd className="font-medium text-plum-900">{t.protein} g</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-plum-500 uppercase">Carbs</dt>
          <dd className="font-medium text-plum-900">{t.carbs} g</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-plum-500 uppercase">Fat</dt>
          <dd className="font-medium text-plum-900">{t.fat} g</dd>
        </div>
      </dl>
      {hasRecipe && <p className="mt-2 text-xs text-plum-500">Recipes add their calories only.</p>}
      {t.known < items.length && (
        <p className="mt-2 text-xs text-plum-500">Foods without figures are not counted in the total.</p>
      )}
    </div>
  );
}

const percent = (n: number) => `${Math.round(n * 100)}%`;

/**
 * The recogniser is not sure: no food is named and no calories are shown until she picks one of
 * the candidates or finds the food by name.
 */
function Unsure({
  analysis,
  somethingElse,
  onConfirm,
  onAddFood,
}: {
  analysis: FoodAnalysis;
  /** She said the meal Bloom offered is "Something else": straight to the search. */
  somethingElse: boolean;
  onConfirm: (c: FoodCandidate) => void;
  onAddFood: (food: PlateFood) => void;
}) {
  const choices = analysis.candidates.filter((c) => c.food);
  return (
    <Card className="space-y-4" data-testid="unsure">
      <h2 className="text-2xl">Your result</h2>
      {somethingElse ? (
        <div role="status" aria-live="polite" className="rounded-xl bg-blush-50 px-4 py-3 text-plum-700">
          <p className="font-semibold text-plum-900">Something else: what is it?</p>
          <p className="mt-1 text-sm">
            Search for it{choices.length > 0 ? ", or choose one of the foods the detector saw" : ""}. Bloom
            will remember this photo is not that meal.
          </p>
        </div>
      ) : (
        <div role="status" aria-live="polite" className="rounded-xl bg-honey-100 px-4 py-3 text-honey-700">
          <p className="font-semibold">{UNSURE_HEADING}</p>
          <p className="mt-1 text-sm">
            {RecognizerName(analysis.recognizer)} is not confident enough to name this food (its best guess is
            under {percent(SURE_CONFIDENCE)}). Choose what it is, or search for it: the calories appear once
            you have chosen.
          </p>
        </div>
      )}
      {choices.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Possible foods">
          {choices.map((c) => (
            <li key={`${c.label}-${c.ndb}`}>
              <Button variant="outline" onClick={() => onConfirm(c)}>
                {plainFoodName(c.ndb, c.food?.name ?? c.name ?? c.label)}
                <span className="text-xs font-normal text-plum-500">
                  {" "}
                  · “{c.label}”, {percent(c.confidence)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FoodSearch
        label={somethingElse ? "Search for the food" : "Not one of these? Search for the food"}
        hint="USDA foods, coffee-shop drinks and Bloom recipes, as you type."
        onPick={onAddFood}
        autoFocus={somethingElse}
      />
    </Card>
  );
}

/** The result: what was recognised, the plate's totals, and every way to correct them. */
export function ResultPanel({
  analysis,
  somethingElse = false,
  items,
  busyCandidate,
  onChangeItem,
  onPickCandidate,
  onRemoveItem,
  onAddFood,
  footer,
  onConfirm,
}: {
  analysis: FoodAnalysis | null;
  somethingElse?: boolean;
  items: PlateItem[];
  busyCandidate: string | null;
  onChangeItem: (id: string, patch: Partial<PlateItem>) => void;
  onPickCandidate: (id: string, c: FoodCandidate) => void;
  onRemoveItem: (id: string) => void;
  onAddFood: (food: PlateFood) => void;
  footer: React.ReactNode;
  /** Confirms a candidate of an unsure analysis. */
  onConfirm: (c: FoodCandidate) => void;
}) {
  const [adding, setAdding] = useState(false);

  if (analysis && items.length === 0 && (analysis.status === "unsure" || somethingElse)) {
    return (
      <Unsure analysis={analysis} somethingElse={somethingElse} onConfirm={onConfirm} onAddFood={onAddFood} />
    );
  }
  if (items.length === 0) {
    return (
      <Card className="space-y-4">
        <h2 className="text-2xl">Your result</h2>
        <p className="text-plum-700">
          Take or upload a photo of your meal and choose Analyze: the food, its calories, serving size,
          protein, carbs and fat appear here.
        </p>
        <FoodSearch
          label="No photo? Search for a food"
          hint="USDA foods, coffee-shop drinks and Bloom recipes, as you type."
          onPick={onAddFood}
        />
      </Card>
    );
  }

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-2xl">Your result</h2>
        {analysis && (
          <p className="mt-1 text-sm text-plum-500">
            {analysis.detectedFood ? (
              <>
                Detected: <strong className="font-semibold text-plum-900">{analysis.detectedFood}</strong> ·
                by {recognizerName(analysis.recognizer)}
              </>
            ) : (
              <>Recognised by {recognizerName(analysis.recognizer)}</>
            )}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        <Summary items={items} />
      </div>
      {analysis?.message && analysis.message !== NO_MATCH_MESSAGE && analysis.status !== "unsure" && (
        <p className="text-sm text-plum-700">{analysis.message}</p>
      )}
      <p className="text-xs text-plum-500">{ESTIMATE_NOTE}</p>
      <ul className="space-y-3" aria-label="Foods on your plate">
        {items.map((it, i) => (
          <PlateItemEditor
            key={it.id}
            item={it}
            index={i}
            candidates={i === 0 && analysis ? analysis.candidates : []}
            canRemove={items.length > 1}
            busyCandidate={busyCandidate}
            onChange={(patch) => onChangeItem(it.id, patch)}
            onPickCandidate={(c) => onPickCandidate(it.id, c)}
            onRemove={() => onRemoveItem(it.id)}
          />
        ))}
      </ul>
      {adding ? (
        <div className="rounded-xl border border-dashed border-blush-200 p-4">
          <FoodSearch
            label="Search for another food to add"
            autoFocus
            onPick={(f) => {
              onAddFood(f);
              setAdding(false);
            }}
          />
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Add another food
        </Button>
      )}
      {footer}
    </Card>
  );
}
