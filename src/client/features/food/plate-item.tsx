import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { FoodCandidate } from "../../../shared/food";
import { Button } from "../../components/ui/button";
import { Input, Select } from "../../components/ui/form";
import { displayName, figuresOf, formatGrams, type PlateFood, type PlateItem, tidyPortion } from "./plate";
import { FoodSearch } from "./search";

const CUSTOM = "__grams__";

export function FiguresLine({ item }: { item: PlateItem }) {
  const f = figuresOf(item);
  if (!f) return <p className="text-sm text-plum-500">No figures for this food yet: search for it below.</p>;
  const macros = item.food?.kind === "usda" || item.food?.kind === "drink";
  return (
    <p className="text-sm text-plum-700" data-testid="item-figures">
      <strong className="font-semibold text-plum-900">{f.calories} kcal</strong>
      {macros && (
        <span>
          {" "}
          · protein {f.protein} g · carbs {f.carbs} g · fat {f.fat} g
        </span>
      )}
      {!macros && <span> · macronutrients not available</span>}
    </p>
  );
}

/** Amount controls: a household portion (a cup size for a drink) and grams for a USDA food or a drink, servings for a recipe. */
function PortionPicker({
  item,
  food,
  onChange,
}: {
  item: PlateItem;
  food: PlateFood;
  onChange: (patch: Partial<PlateItem>) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  if (food.kind === "recipe") {
    return (
      <div className="w-32">
        <label htmlFor={`${id}-servings`} className="block text-sm font-medium text-plum-700">
          Servings
        </label>
        <Input
          id={`${id}-servings`}
          className="mt-1.5"
          type="number"
          inputMode="decimal"
          min={0.25}
          max={20}
          step={0.25}
          value={draft ?? String(item.amount)}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== "" && Number.isFinite(n) && n > 0 && n <= 20) onChange({ amount: n });
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
    );
  }
  const selected = item.portionLabel && food.portions.some((p) => p.label === item.portionLabel);
  return (
    <div className="grid gap-3 min-[400px]:grid-cols-[minmax(0,1fr)_6.5rem]">
      <div className="min-w-0">
        <label htmlFor={`${id}-portion`} className="block text-sm font-medium text-plum-700">
          Portion
        </label>
        <Select
          id={`${id}-portion`}
          className="mt-1.5 truncate"
          value={selected ? (item.portionLabel ?? CUSTOM) : CUSTOM}
          onChange={(e) => {
            const p = food.portions.find((x) => x.label === e.target.value);
            setDraft(null);
            if (p) onChange({ portionLabel: p.label, amount: p.grams });
            else onChange({ portionLabel: null });
          }}
        >
          {food.portions.map((p) => (
            <option key={p.label} value={p.label}>
              {tidyPortion(p.label)} ({formatGrams(p.grams)})
            </option>
          ))}
          <option value={CUSTOM}>Amount in grams</option>
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-grams`} className="block text-sm font-medium text-plum-700">
          Grams
        </label>
        <Input
          id={`${id}-grams`}
          className="mt-1.5 max-w-32"
          type="number"
          inputMode="decimal"
          min={1}
          max={5000}
          step={1}
          value={draft ?? String(Math.round(item.amount * 10) / 10)}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== "" && Number.isFinite(n) && n > 0 && n <= 5000)
              onChange({ amount: n, portionLabel: null });
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
    </div>
  );
}

/** One food on the plate: what it is, how much, and ways to correct both. */
export function PlateItemEditor({
  item,
  index,
  candidates,
  canRemove,
  busyCandidate,
  onChange,
  onPickCandidate,
  onRemove,
}: {
  item: PlateItem;
  index: number;
  candidates: FoodCandidate[];
  canRemove: boolean;
  busyCandidate: string | null;
  onChange: (patch: Partial<PlateItem>) => void;
  onPickCandidate: (c: FoodCandidate) => void;
  onRemove: () => void;
}) {
  const food = item.food;
  const currentNdb = food?.kind === "usda" ? food.ndb : null;
  const others = candidates.filter((c) => c.ndb !== currentNdb || c.ndb === null);
  const name = food ? displayName(item) : item.detectedLabel ? `“${item.detectedLabel}”` : "Unknown food";
  return (
    <li
      className="space-y-3 rounded-xl border border-line bg-cream/60 p-3 sm:p-4"
      aria-label={`Food ${index + 1}: ${name}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold break-words text-plum-900">{name}</h3>
          {food?.kind === "usda" && name !== food.name && (
            <p className="text-xs break-words text-plum-500">USDA: {food.name}</p>
          )}
          {item.detectedLabel && (
            <p className="text-xs text-plum-500">
              Recognised as “{item.detectedLabel}”
              {item.confidence != null && ` · ${Math.round(item.confidence * 100)}% confidence`}
              {food?.kind === "recipe" && " · Bloom recipe"}
            </p>
          )}
          {!item.detectedLabel && food?.kind === "recipe" && (
            <p className="text-xs text-plum-500">Bloom recipe</p>
          )}
          {food?.kind === "drink" && <p className="text-xs break-words text-plum-500">{food.note}</p>}
        </div>
        {canRemove && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${food ? name : "this food"}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <FiguresLine item={item} />
      {food && (
        <PortionPicker
          key={`${currentNdb ?? (food.kind === "drink" ? food.slug : "x")}`}
          item={item}
          food={food}
          onChange={onChange}
        />
      )}
      {others.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-plum-700">Not this? Other possibilities</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {others.map((c) => (
              <Button
                key={`${c.label}-${c.ndb}`}
                variant="outline"
                size="sm"
                disabled={c.ndb === null || busyCandidate !== null}
                onClick={() => onPickCandidate(c)}
                title={c.name ?? "No precise nutritional information"}
              >
                {c.label} ({Math.round(c.confidence * 100)}%){c.ndb === null && " · no data"}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <FoodSearch
        label="Not right? Search for the food"
        srSuffix={index === 0 ? undefined : ` (food ${index + 1})`}
        hint="USDA foods, coffee-shop drinks and Bloom recipes, as you type."
        onPick={(f) => onChange({ food: f, ...amountFor(f) })}
      />
    </li>
  );
}

/** The default amount for a newly chosen food. */
export function amountFor(food: PlateFood): Pick<PlateItem, "portionLabel" | "amount"> {
  if (food.kind === "recipe") return { portionLabel: null, amount: 1 };
  const p = food.portions[0] ?? { label: "100 g", grams: 100 };
  return { portionLabel: p.label, amount: p.grams };
}
