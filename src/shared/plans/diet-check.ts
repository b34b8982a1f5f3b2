/**
 * Whether a piece of text a plan shows her (a day's tip, a recipe step) names a food her diet
 * excludes: a vegan plan must not tell her to "cook eggs, meat and fish all the way through".
 *
 * The recipe catalogue checks its flags from each ingredient's `contains`; this checks the words,
 * which nothing else does. Plant foods that borrow an animal food's name (almond milk, peanut butter,
 * coconut cream, a flax egg) are not conflicts.
 */
import type { Contains } from "../../content/recipes/schema";
import type { DietaryPreference } from "./options";

/** What each dietary choice rules out, in the catalogue's `contains` vocabulary. */
export const EXCLUDED_BY_DIET: Record<DietaryPreference, readonly Contains[]> = {
  vegan: ["meat", "fish", "shellfish", "egg", "dairy", "honey"],
  vegetarian: ["meat", "fish", "shellfish"],
  "gluten-free": ["gluten"],
  "dairy-free": ["dairy"],
  none: [],
};

const PLANT =
  "(?<!almond |soy |soya |oat |coconut |rice |plant |vegan |cashew |nut |peanut |seed |sunflower |flax |chia |nice )";

/** Words that name a food of each kind (whole words, any case). */
const WORDS: Partial<Record<Contains, RegExp>> = {
  meat: /\b(meats?|chicken|beef|pork|turkey|lamb|bacon|ham|sausages?|mince|poultry|gelatine?)\b/i,
  fish: /\b(fish|salmon|cod|tuna|sardines?|mackerel|anchov(y|ies)|trout|haddock)\b/i,
  shellfish: /\b(shellfish|shrimps?|prawns?|crab|lobster|mussels|clams)\b/i,
  egg: new RegExp(`\\b${PLANT}(eggs?|yolks?|omelettes?|mayonnaise)\\b`, "i"),
  dairy: new RegExp(
    `\\b(${PLANT}(milk|yogh?urt|butter|cream|cheese)|dairy|feta|cheddar|parmesan|mozzarella|ricotta|kefir|ghee|whey)\\b`,
    "i",
  ),
  honey: /\bhoney\b/i,
  gluten:
    /\b(wheat|wholewheat|wholemeal|bread|pasta|couscous|bulgur|barley|rye|spelt|oats?|crackers?|pitas?|(?<!gluten-free )soy sauce|(?<!corn|rice |almond |gluten-free )flour)\b/i,
};

/** The diet's excluded kinds that a text names, e.g. ["egg", "meat", "fish"]. Empty: it fits. */
export function dietConflicts(text: string, diet: readonly DietaryPreference[]): Contains[] {
  const excluded = new Set(diet.flatMap((d) => EXCLUDED_BY_DIET[d]));
  return [...excluded].filter((kind) => WORDS[kind]?.test(text));
}

/** Whether a diet allows every kind of food a text (or a note) is about. */
export function dietAllows(diet: readonly DietaryPreference[], kinds: readonly Contains[]): boolean {
  const excluded = new Set(diet.flatMap((d) => EXCLUDED_BY_DIET[d]));
  return kinds.every((k) => !excluded.has(k));
}
