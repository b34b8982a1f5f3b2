import { Loader2, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type Amount,
  amountFromWords,
  describeAmount,
  GRAMS,
  gramsOf,
  MAX_MEAL_TEXT,
  type MealPart,
  type MealWordsItem,
  OUNCES,
  plainFoodName,
  plainPortion,
  type UsdaFood,
} from "../../../shared/food";
import type { SafetyFinding } from "../../../shared/safety";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert, Input, Select } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { useDescribeMeal } from "./api";
import { AddToLog } from "./log";
import { newItemId, type PlateFood, type PlateItem, plateTotals, usdaFood } from "./plate";
import { FiguresLine } from "./plate-item";
import { FoodSearch } from "./search";

/** One food of her words as she adjusts it: the food, and how much (text while she types). */
interface Row {
  id: string;
  part: MealPart;
  food: PlateFood | null;
  alternatives: UsdaFood[];
  quantity: string;
  /** A portion label of the food, "g" or "oz"; "serving" for a recipe. */
  unit: string;
  estimated: boolean;
}

function rowFor(item: MealWordsItem): Row {
  return {
    id: newItemId(),
    part: item.part,
    food: item.match ? usdaFood(item.match) : null,
    alternatives: item.alternatives,
    quantity: String(item.amount?.quantity ?? item.part.quantity),
    unit: item.amount?.unit ?? GRAMS,
    estimated: item.estimated,
  };
}

/** A newly chosen food for her words: her quantity and unit again, as an amount of that food. */
function withFood(row: Row, food: PlateFood): Row {
  if (food.kind === "recipe")
    return { ...row, food, quantity: String(row.part.quantity), unit: "serving", estimated: false };
  const { amount, estimated } = amountFromWords(row.part, food.portions);
  return { ...row, food, quantity: String(amount.quantity), unit: amount.unit, estimated };
}

/** The row as a plate item (what the figures and the log use); null until it has a food and an amount. */
function plateItemOf(row: Row): PlateItem | null {
  const q = Number(row.quantity);
  if (!row.food || row.quantity.trim() === "" || !Number.isFinite(q) || q <= 0) return null;
  const base = { id: row.id, detectedLabel: row.part.text, confidence: null, food: row.food };
  if (row.food.kind === "recipe") return { ...base, portionLabel: null, amount: q };
  const amount: Amount = { quantity: q, unit: row.unit };
  const grams = gramsOf(amount, row.food.portions);
  if (grams === null || grams > 5000) return null;
  return { ...base, portionLabel: describeAmount(amount), amount: Math.round(grams * 10) / 10 };
}

function WordsRow({
  row,
  onChange,
  onRemove,
}: {
  row: Row;
  onChange: (row: Row) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const food = row.food;
  const item = plateItemOf(row);
  const name = food ? (food.kind === "usda" ? plainFoodName(food.ndb, food.name) : food.name) : null;
  const others = row.alternatives.filter((a) => !(food?.kind === "usda" && food.ndb === a.ndb));
  return (
    <li
      className="space-y-3 rounded-xl border border-line bg-cream/60 p-3 sm:p-4"
      aria-label={`“${row.part.text}”: ${name ?? "no match yet"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-plum-500">You wrote “{row.part.text}”</p>
          {food ? (
            <>
              <h3 className="font-sans text-base font-semibold break-words text-plum-900">{name}</h3>
              {food.kind === "usda" && name !== food.name && (
                <p className="text-xs break-words text-plum-500">USDA: {food.name}</p>
              )}
            </>
          ) : (
            <h3 className="font-sans text-base font-semibold break-words text-plum-900">
              No food in our database matches “{row.part.food}”
            </h3>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove “${row.part.text}”`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {food && (
        <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
          <div>
            <label htmlFor={`${id}-qty`} className="block text-sm font-medium text-plum-700">
              Quantity
            </label>
            <Input
              id={`${id}-qty`}
              className="mt-1.5"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={row.quantity}
              onChange={(e) => onChange({ ...row, quantity: e.target.value, estimated: false })}
            />
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-unit`} className="block text-sm font-medium text-plum-700">
              Unit
            </label>
            {food.kind === "usda" ? (
              <Select
                id={`${id}-unit`}
                className="mt-1.5 truncate"
                value={row.unit}
                onChange={(e) => onChange({ ...row, unit: e.target.value, estimated: false })}
              >
                {food.portions.map((p) => (
                  <option key={p.label} value={p.label}>
                    {plainPortion(p.label)} ({Math.round(p.grams * 10) / 10} g)
                  </option>
                ))}
                <option value={GRAMS}>grams</option>
                <option value={OUNCES}>ounces</option>
              </Select>
            ) : (
              <p className="mt-3 text-sm text-plum-700">servings</p>
            )}
          </div>
        </div>
      )}
      {item ? (
        <FiguresLine item={item} />
      ) : food ? (
        <p className="text-sm text-red-700">Enter how much you had.</p>
      ) : (
        <p className="text-sm text-plum-700">No calories until you choose the food: is it one of these?</p>
      )}
      {food && row.estimated && item && (
        <p className="text-xs text-honey-700">
          “{row.part.text}” does not say a weight: {item.portionLabel} is a typical serving. Change it to what
          you had.
        </p>
      )}
      {food && others.length > 0 && (
        <div>
          <label htmlFor={`${id}-swap`} className="block text-sm font-medium text-plum-700">
            Not this food?
          </label>
          <Select
            id={`${id}-swap`}
            className="mt-1.5 truncate"
            value=""
            onChange={(e) => {
              const a = others.find((x) => x.ndb === e.target.value);
              if (a) onChange(withFood(row, usdaFood(a)));
            }}
          >
            <option value="">Other matches for “{row.part.food}”</option>
            {others.map((a) => (
              <option key={a.ndb} value={a.ndb}>
                {plainFoodName(a.ndb, a.name)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {!food && others.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-plum-700">Closest foods</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {others.map((a) => (
              <Button
                key={a.ndb}
                variant="outline"
                size="sm"
                title={a.name}
                onClick={() => onChange(withFood(row, usdaFood(a)))}
              >
                {plainFoodName(a.ndb, a.name)}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <FoodSearch
        label={food ? "Search for a different food" : "Search for the food"}
        srSuffix={` for “${row.part.text}”`}
        onPick={(f) => onChange(withFood(row, f))}
      />
    </li>
  );
}

/** "Describe your meal": her words → USDA foods with her amounts, adjusted, then logged like a plate. */
export function MealWords({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  const describe = useDescribeMeal();
  const [text, setText] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [safety, setSafety] = useState<SafetyFinding | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Words that carried a worry and no food: the urgent help alone, not a list of "unmatched foods".
  const shown = safety && rows?.every((r) => !r.food) ? null : rows;
  const items = (shown ?? []).map(plateItemOf).filter((it): it is PlateItem => it !== null);
  const totals = plateTotals(items);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || describe.isPending) return;
    setError(null);
    describe.mutate(text, {
      onSuccess: (r) => {
        setRows(r.items.map(rowFor));
        setSafety(r.safety);
      },
      onError: (err) => setError(messageOf(err, "Could not read your meal. Please try again.")),
    });
  };

  return (
    <Card className="mt-6 space-y-4">
      <div>
        <h2 className="text-2xl">Describe your meal</h2>
        <p className="mt-1 text-plum-700">
          No photo, or not recognized? Write what you ate: each food is found in the USDA data with your
          amounts, and you can change the food, the quantity and the unit before adding it to your log.
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-plum-700">
            What did you eat?
          </label>
          <Input
            id={id}
            className="mt-1.5"
            value={text}
            maxLength={MAX_MEAL_TEXT}
            autoComplete="off"
            placeholder="e.g. 2 eggs and a slice of toast"
            aria-describedby={`${id}-hint`}
            onChange={(e) => setText(e.target.value)}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-plum-500">
            Amounts as you would say them: 150 g rice, half a cup of milk, pad thai with shrimp, one plate.
          </p>
        </div>
        <Button type="submit" disabled={!text.trim() || describe.isPending} className="sm:mb-5">
          {describe.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          Find foods
        </Button>
      </form>
      <div aria-live="assertive">{error && <FormAlert>{error}</FormAlert>}</div>
      {safety && <HerUrgentHelp finding={safety} />}
      {shown && shown.length === 0 && (
        <p className="text-sm text-plum-700" role="status">
          No food found in “{text.trim()}”. Try naming each food with its amount, e.g. “1 banana and a cup of
          milk”.
        </p>
      )}
      {shown && shown.length > 0 && (
        <>
          <ul className="grid items-start gap-3 lg:grid-cols-2" aria-label="Foods from your words">
            {shown.map((row) => (
              <WordsRow
                key={row.id}
                row={row}
                onChange={(next) => setRows((all) => (all ?? []).map((r) => (r.id === row.id ? next : r)))}
                onRemove={() => setRows((all) => (all ?? []).filter((r) => r.id !== row.id))}
              />
            ))}
          </ul>
          <div className="rounded-xl bg-blush-50 p-4" role="status" aria-live="polite">
            {items.length > 0 ? (
              <p className="text-plum-900">
                <span className="text-sm text-plum-500">Total of the foods chosen: </span>
                <strong className="text-xl font-semibold" data-testid="words-total">
                  {totals.calories} kcal
                </strong>
                <span className="text-sm text-plum-700">
                  {" "}
                  · protein {totals.protein} g · carbs {totals.carbs} g · fat {totals.fat} g
                </span>
              </p>
            ) : (
              <p className="text-sm text-plum-700">Choose a food for your words to see its calories.</p>
            )}
            {items.length < shown.length && (
              <p className="mt-1 text-xs text-plum-500">
                Foods without a match or an amount are not counted.
              </p>
            )}
          </div>
          {signedIn && <AddToLog items={items} image={null} />}
        </>
      )}
    </Card>
  );
}
