import { describe, expect, it } from "vitest";
import { COURSES } from "./courses/catalogue";
import { RECIPES } from "./recipes";
import { WORKOUTS } from "./workouts";

// Bloom writes for US readers: what she reads in the catalogue uses US spelling and words. A recipe's
// title keeps its slug, which favorites and meal plans store, so "Savoury Cottage Cheese Toast" is
// the one known exception until slugs can move.
const UK =
  /\b(pasteuris\w*|wholemeal|savoury|moulds?|prams?|travelling|colour\w*|flavour\w*|favourit\w*|fibre|labour|caesarean|centre|litres?|yoghurt|tinned|nappy|nappies)\b/gi;
const EXCEPTIONS = new Set(["Savoury Cottage Cheese Toast", "savoury-cottage-cheese-toast"]);

function ukWords(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown, key = ""): void => {
    if (key === "sources" || key === "source") return; // cited titles keep their own spelling
    if (typeof v === "string") {
      if (!EXCEPTIONS.has(v)) found.push(...(v.match(UK) ?? []).map((w) => `${w} in "${v.slice(0, 60)}"`));
    } else if (Array.isArray(v)) {
      for (const x of v) walk(x, key);
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) walk(x, k);
    }
  };
  walk(value);
  return found;
}

describe("US spelling in the catalogue", () => {
  it("recipes, workouts and courses use US words", () => {
    expect(ukWords(RECIPES)).toEqual([]);
    expect(ukWords(WORKOUTS)).toEqual([]);
    expect(ukWords(COURSES)).toEqual([]);
  });
});
