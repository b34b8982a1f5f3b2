import { Loader2, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type FoodSearchResult, plainFoodName } from "../../../shared/food";
import { Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { useFoodSearch } from "./api";
import { drinkFood, type PlateFood, usdaFood } from "./plate";

const DEBOUNCE_MS = 150;

/** The value once it has stopped changing for `ms`: one search per pause in her typing. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Instant search of the USDA foods, the drinks made from them (a latte) and Bloom's recipes; picking a
 * result hands over its food.
 */
export function FoodSearch({
  label,
  srSuffix,
  hint,
  onPick,
  autoFocus,
}: {
  label: string;
  /** Read to screen readers after the label, to tell several search boxes apart. */
  srSuffix?: string;
  hint?: string;
  onPick: (food: PlateFood) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const q = query.trim();
  const debounced = useDebounced(q, DEBOUNCE_MS);
  const search = useFoodSearch(debounced);
  const result: FoodSearchResult | null = q && search.data ? search.data : null;
  const loading = q !== "" && (debounced !== q || search.isFetching);
  const error = q && search.isError ? messageOf(search.error, "Search failed. Please try again.") : null;

  const pick = (food: PlateFood) => {
    onPick(food);
    setQuery("");
  };

  const options = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      options()[0]?.focus();
    } else if (e.key === "Escape") {
      setQuery("");
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = options();
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === "ArrowDown") {
      e.preventDefault();
      all[Math.min(i + 1, all.length - 1)]?.focus();
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (i <= 0) inputRef.current?.focus();
      else all[i - 1]?.focus();
    } else if (e.key === "Escape") {
      setQuery("");
      inputRef.current?.focus();
    }
  };

  const open = query.trim().length > 0;
  const drinks = result?.drinks ?? [];
  const count = result ? result.foods.length + drinks.length + result.recipes.length : 0;
  const empty = result && count === 0;

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-plum-700">
        {label}
        {srSuffix && <span className="sr-only">{srSuffix}</span>}
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-plum-500"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          autoComplete="off"
          placeholder="e.g. banana, rice"
          className="pr-9 pl-9"
          value={query}
          autoFocus={autoFocus}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-controls={open ? listId : undefined}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onInputKey}
        />
        {loading && (
          <Loader2
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-plum-500"
            aria-hidden="true"
          />
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-plum-500">
          {hint}
        </p>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {open && result ? `${count} results` : ""}
      </p>
      {open && (result || error) && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-soft">
          {error && <p className="px-3 py-2 text-sm text-red-700">{error}</p>}
          {empty && !loading && (
            <p className="px-3 py-2 text-sm text-plum-500">No foods or recipes match “{query.trim()}”.</p>
          )}
          {result && !empty && (
            <ul id={listId} ref={listRef} aria-label={`Results for ${query.trim()}`} onKeyDown={onListKey}>
              {drinks.length > 0 && (
                <li
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-plum-500 uppercase"
                  aria-hidden="true"
                >
                  Drinks (made from USDA foods)
                </li>
              )}
              {drinks.map((d) => (
                <li key={d.slug}>
                  <button
                    type="button"
                    className="flex w-full items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-blush-50 focus:bg-blush-50 focus:outline-none"
                    onClick={() => pick(drinkFood(d))}
                  >
                    <span className="min-w-0">
                      <span className="block text-plum-900">{d.name}</span>
                      <span className="block text-xs text-plum-500">
                        {d.ingredients.map((i) => i.line).join(" + ")}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs text-plum-500">
                      {Math.round((d.per100g.kcal * (d.portions[0]?.grams ?? 100)) / 100)} kcal/
                      {d.portions[0]?.label.replace(/ cup$/, "") ?? "100 g"}
                    </span>
                  </button>
                </li>
              ))}
              {result.foods.length > 0 && (
                <li
                  className={`px-3 ${drinks.length > 0 ? "pt-3" : "pt-2"} pb-1 text-xs font-semibold tracking-wide text-plum-500 uppercase`}
                  aria-hidden="true"
                >
                  USDA foods
                </li>
              )}
              {result.foods.map((f) => (
                <li key={f.ndb}>
                  <button
                    type="button"
                    className="flex w-full items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-blush-50 focus:bg-blush-50 focus:outline-none"
                    onClick={() => pick(usdaFood(f))}
                  >
                    <span className="min-w-0">
                      <span className="block text-plum-900">{plainFoodName(f.ndb, f.name)}</span>
                      {plainFoodName(f.ndb, f.name) !== f.name && (
                        <span className="block text-xs text-plum-500">{f.name}</span>
                      )}
                    </span>
                    <span className="shrink-0 text-xs text-plum-500">
                      {Math.round(f.per100g.kcal)} kcal/100 g
                    </span>
                  </button>
                </li>
              ))}
              {result.recipes.length > 0 && (
                <li
                  className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-plum-500 uppercase"
                  aria-hidden="true"
                >
                  Bloom recipes
                </li>
              )}
              {result.recipes.map((r) => (
                <li key={r.slug}>
                  <button
                    type="button"
                    className="flex w-full items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-blush-50 focus:bg-blush-50 focus:outline-none"
                    onClick={() =>
                      pick({ kind: "recipe", slug: r.slug, name: r.title, caloriesPerServing: r.calories })
                    }
                  >
                    <span className="text-plum-900">
                      {r.title} <span className="sr-only">(Bloom recipe)</span>
                    </span>
                    <span className="shrink-0 text-xs text-plum-500">
                      {r.calories == null ? "recipe" : `${Math.round(r.calories)} kcal/serving`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
