/**
 * Recogniser label → USDA SR28 food and a sensible default portion. Every label the default
 * detector can emit is listed, plus common dish names (a dish classifier or a vision model names many
 * more; anything not listed falls back to a USDA name search, and no match means no figures).
 */
import { defaultPortion, type FoodRecord, getFood, type Portion, searchFoods } from "../../nutrition/usda";

interface LabelFood {
  ndb: string;
  /** Which of the food's SR28 household measures to start with (by label); default: usda's default. */
  portion?: string;
  /** A whole-item SR28 weight (WEIGHT.txt) that the packaged data lacks; put first. */
  extraPortion?: Portion;
}

export const LABEL_FOODS: Record<string, LabelFood> = {
  // The ten COCO food classes of the default detector.
  banana: { ndb: "09040" }, // Bananas, raw — 1 medium, 118 g
  apple: { ndb: "09003" }, // Apples, raw, with skin — 1 medium, 182 g
  orange: { ndb: "09202", portion: '1 fruit,  (2-7/8" dia)' }, // Oranges, raw, navels — 1 fruit, 140 g
  broccoli: { ndb: "11090" }, // Broccoli, raw — 1 cup chopped, 91 g
  carrot: { ndb: "11124", extraPortion: { label: "1 medium", grams: 61 } }, // Carrots, raw (SR28: 1 medium = 61 g)
  "hot dog": { ndb: "21118" }, // Fast foods, hotdog, plain — 1 sandwich, 98 g
  pizza: { ndb: "21299" }, // Pizza chain, 14" cheese, regular crust — 1 slice, 107 g
  donut: { ndb: "18250", portion: '1 doughnut,  medium (approx 3" dia)' }, // cake-type, glazed — 45 g
  cake: { ndb: "18141" }, // Cake, yellow, commercially prepared, vanilla frosting — 1 serving, 67 g
  sandwich: { ndb: "21155" }, // Submarine sandwich, turkey breast, lettuce and tomato — 6 inch, 184 g
  // Spellings and common dish names.
  bananas: { ndb: "09040" },
  apples: { ndb: "09003" },
  oranges: { ndb: "09202", portion: '1 fruit,  (2-7/8" dia)' },
  carrots: { ndb: "11124", extraPortion: { label: "1 medium", grams: 61 } },
  hotdog: { ndb: "21118" },
  "hot dogs": { ndb: "21118" },
  "cheese pizza": { ndb: "21299" },
  "pizza slice": { ndb: "21299" },
  "margherita pizza": { ndb: "21299" },
  doughnut: { ndb: "18250", portion: '1 doughnut,  medium (approx 3" dia)' },
  donuts: { ndb: "18250", portion: '1 doughnut,  medium (approx 3" dia)' },
  doughnuts: { ndb: "18250", portion: '1 doughnut,  medium (approx 3" dia)' },
  "birthday cake": { ndb: "18141" },
  "chocolate cake": { ndb: "18101" },
  "turkey sandwich": { ndb: "21155" },
  "ham sandwich": { ndb: "21156" },
  "chicken sandwich": { ndb: "21102" },
  "submarine sandwich": { ndb: "21155" },
  rice: { ndb: "20051" }, // Rice, white, medium-grain, enriched, cooked — 1 cup
  "white rice": { ndb: "20051" },
  pasta: { ndb: "20121" }, // Pasta, cooked, enriched, without added salt — 1 cup
  spaghetti: { ndb: "20121" },
  egg: { ndb: "01123" }, // Egg, whole, raw, fresh — 1 large, 50 g
  eggs: { ndb: "01123" },
  "greek yogurt": { ndb: "01256" },
  strawberries: { ndb: "09316" },
  strawberry: { ndb: "09316" },
  grapes: { ndb: "09132" },
  avocado: { ndb: "09037" },
  tomato: { ndb: "11529" },
  salad: { ndb: "11251" }, // Lettuce, cos or romaine, raw — 1 cup shredded
  "green salad": { ndb: "11251" },
  bagel: { ndb: "18001" },
  croissant: { ndb: "18239" },
  burrito: { ndb: "22918" },
  lasagna: { ndb: "22910" },
  waffles: { ndb: "18932" },
  waffle: { ndb: "18932" },
};

export interface ResolvedFood {
  food: FoodRecord;
  portion: Portion;
  /** The food's portions, the chosen default first. */
  portions: Portion[];
  /** How the label was matched: the curated table, or a USDA name search. */
  via: "table" | "search";
}

export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[_-]+/g, " ")
    .replace(/[^a-z0-9 ']+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function withPortion(food: FoodRecord, entry: LabelFood | undefined, via: ResolvedFood["via"]): ResolvedFood {
  const portions = [...(entry?.extraPortion ? [entry.extraPortion] : []), ...food.portions];
  const chosen =
    entry?.extraPortion ??
    (entry?.portion ? portions.find((p) => p.label === entry.portion) : undefined) ??
    defaultPortion(food);
  if (!portions.some((p) => p.label === chosen.label)) portions.unshift(chosen);
  return {
    food,
    portion: chosen,
    portions: [chosen, ...portions.filter((p) => p.label !== chosen.label)],
    via,
  };
}

/** The USDA food for a recogniser label, or null when there is no precise match. */
export function resolveLabel(label: string): ResolvedFood | null {
  const key = normalizeLabel(label);
  if (!key) return null;
  const entry = LABEL_FOODS[key];
  if (entry) {
    const food = getFood(entry.ndb);
    if (food) return withPortion(food, entry, "table");
  }
  const [hit] = searchFoods(key, 1);
  return hit ? withPortion(hit, undefined, "search") : null;
}

/** A food by its SR28 number with the portions we offer for it (the curated default first). */
export function foodWithPortions(ndb: string): ResolvedFood | null {
  const food = getFood(ndb);
  if (!food) return null;
  const entry = Object.values(LABEL_FOODS).find((e) => e.ndb === food.ndb);
  return withPortion(food, entry, "table");
}
