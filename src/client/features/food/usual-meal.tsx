import { Check, Loader2, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import type { FoodLogItem, MealFood, UsualMeal } from "../../../shared/food";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { newIdempotencyKey, useLogPlate } from "./api";

/** A food of her meal as the log takes it: by USDA number or drink (figures worked out again), else as typed. */
export function logItemForMealFood(f: MealFood): FoodLogItem {
  const amount = { grams: f.grams, portion_label: f.portion_label };
  if (f.ndb) return { ndb: f.ndb, ...amount };
  if (f.drink) return { drink: f.drink, ...amount };
  return { name: f.name, ...amount, calories: f.calories, protein: f.protein, carbs: f.carbs, fat: f.fat };
}

const foodsLine = (meal: UsualMeal) =>
  meal.foods
    .map((f) => (f.portion_label ? `${f.name.split(",")[0]}, ${f.portion_label}` : f.name))
    .join(" + ");

/**
 * "Looks like your usual …?": one tap on Yes logs her meal as she logged it before (and Bloom learns
 * this photo of it); "Something else" goes to the search and the detector's candidates. Nothing is
 * logged without her tap.
 */
export function UsualMealQuestion({
  meal,
  picture,
  offered,
  onSomethingElse,
  onLogged,
}: {
  meal: UsualMeal;
  /** The photo's sealed picture, learned with her Yes. */
  picture: string;
  /** True when Bloom offered it; false when she picked it from her nearest meals. */
  offered: boolean;
  onSomethingElse: () => void;
  onLogged: () => void;
}) {
  const logPlate = useLogPlate();
  const [logged, setLogged] = useState(false);
  // One key per question: a lost answer and a second tap log the meal once.
  const key = useRef(newIdempotencyKey());

  const yes = () =>
    logPlate.mutate(
      {
        plate: { items: meal.foods.map(logItemForMealFood), keepPhoto: false, picture, meal: meal.id },
        key: key.current,
      },
      {
        onSuccess: () => {
          setLogged(true);
          notify.success("Added to today's log", `${meal.name}, ${meal.calories} kcal.`);
          onLogged();
        },
        onError: (e) =>
          notify.error("Could not add to your log", messageOf(e, "Something went wrong. Please try again.")),
      },
    );

  return (
    <Card className="space-y-4" data-testid="usual-meal">
      <h2 className="text-2xl">Your result</h2>
      <div role="status" aria-live="polite" className="rounded-xl bg-blush-50 p-4">
        <p className="flex items-center gap-2 text-sm text-plum-500">
          <Sparkles className="size-4 text-blush-600" aria-hidden="true" />
          {offered ? "From the meals you have logged with a photo" : "One of your meals"}
        </p>
        <p className="mt-1 text-xl font-semibold break-words text-plum-900">
          {offered ? "Looks like your usual " : "Your "}
          {meal.name} — {meal.calories} kcal?
        </p>
        <p className="mt-1 text-sm break-words text-plum-700">{foodsLine(meal)}</p>
      </div>
      {logged ? (
        <p className="flex items-center gap-2 font-medium text-sage-700">
          <Check className="size-5 shrink-0" aria-hidden="true" />
          Added to today's log. Bloom will know this photo of it next time too.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={yes} disabled={logPlate.isPending} className="min-w-28">
            {logPlate.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="size-4" aria-hidden="true" />
            )}
            Yes
          </Button>
          <Button variant="outline" onClick={onSomethingElse} disabled={logPlate.isPending}>
            Something else
          </Button>
        </div>
      )}
      <p className="text-xs text-plum-500">
        Yes adds it to today's log with the same foods and portions as last time; you can change the entry
        afterwards. Figures are USDA estimates, not a measurement of your plate.
      </p>
    </Card>
  );
}

/** Below the threshold: her nearest meals, one tap to ask about each. */
export function NearestMeals({ meals, onPick }: { meals: UsualMeal[]; onPick: (meal: UsualMeal) => void }) {
  if (meals.length === 0) return null;
  return (
    <Card className="space-y-3" data-testid="nearest-meals">
      <h2 className="text-lg">One of your meals?</h2>
      <ul className="flex flex-wrap gap-2" aria-label="Your meals that look closest">
        {meals.map((m) => (
          <li key={m.id}>
            <Button variant="outline" size="sm" onClick={() => onPick(m)}>
              {m.name}
              <span className="text-xs font-normal text-plum-500"> · {m.calories} kcal</span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
