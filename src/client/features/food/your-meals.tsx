import { Check, Pencil, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import type { UsualMeal } from "../../../shared/food";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useForgetMeal, useRenameMeal, useUsualMeals } from "./api";

function MealRow({ meal }: { meal: UsualMeal }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(meal.name);
  const rename = useRenameMeal();
  const forget = useForgetMeal();
  const fail = (what: string) => (e: unknown) => notify.error(what, messageOf(e, "Please try again."));

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      {editing ? (
        <form
          className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            rename.mutate(
              { id: meal.id, name },
              { onSuccess: () => setEditing(false), onError: fail("Could not rename it") },
            );
          }}
        >
          <label htmlFor={id} className="sr-only">
            Name of {meal.name}
          </label>
          <Input
            id={id}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit" size="sm" disabled={rename.isPending || name.trim() === ""}>
            <Check className="size-4" aria-hidden="true" />
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            <X className="size-4" aria-hidden="true" />
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0">
            <p className="font-medium break-words text-plum-900">{meal.name}</p>
            <p className="text-xs text-plum-500">
              {meal.calories} kcal ·{" "}
              {meal.pictures === 1 ? "learned from 1 photo" : `learned from ${meal.pictures} photos`}
            </p>
          </div>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Rename ${meal.name}`}
              onClick={() => setEditing(true)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Forget ${meal.name}`}
              disabled={forget.isPending}
              onClick={() => forget.mutate(meal.id, { onError: fail("Could not forget it") })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * The meals Bloom has learned from her confirmed photos: hers to rename or forget (forgetting deletes
 * their learned pictures; her log entries stay).
 */
export function YourMeals() {
  const meals = useUsualMeals(true);
  const list = meals.data?.meals ?? [];
  return (
    <Card aria-labelledby="your-meals" className="space-y-2">
      <h2 id="your-meals" className="text-2xl">
        Your meals
      </h2>
      <p className="text-sm text-plum-700">
        When you add a meal to your log from a photo, Bloom keeps a learned picture of it: a few hundred
        numbers computed from the photo on Bloom's server, not the photo itself. The next time you photograph
        that meal it asks "Looks like your usual …?", and nothing is logged until you tap Yes.
      </p>
      {meals.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(meals.error, "Could not load your meals.")}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-plum-500">{meals.isPending ? "Loading…" : "No meals learned yet."}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Meals Bloom knows">
          {list.map((m) => (
            <MealRow key={m.id} meal={m} />
          ))}
        </ul>
      )}
    </Card>
  );
}
