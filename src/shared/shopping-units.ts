/**
 * How a shopper buys each pantry food, so a shopping list says "3 avocados" and "2 cartons (1 l each)"
 * rather than "avocado 2.5" and "vegetable stock 2 kg".
 *
 * Rule: what the recipes use (a count, or grams) is divided by what one purchase unit holds and
 * rounded up to whole units. A recipe count ("2 large" eggs, "3 cloves") divides by the unit's
 * `count`; grams divide by its `grams`. Five per cent of slack absorbs the rounding of the gram
 * estimates (245 g of chickpeas is one can of 240 g drained, not two). Sizes are common supermarket
 * sizes, stated on the list so she can adapt them to her shop. Pure: no data beyond the catalogue.
 */
import { PANTRY, type PantryKey } from "../content/recipes/foods";

export interface PurchaseUnit {
  /** What she picks up, singular and plural: "can"/"cans", "avocado"/"avocados". */
  unit: string;
  plural: string;
  /** How many grams of the food (as the recipes measure it: drained, peeled, juiced) one unit gives. */
  grams: number;
  /** How many recipe counts one unit holds: 6 eggs a box, 10 cloves a bulb, 1 for a whole item. */
  count?: number;
  /** The size as printed on the list: "400 g", "1 l", "6 eggs". */
  size?: string;
}

/** A purchase: how many units to buy, and the line she reads. */
export interface Purchase {
  quantity: number;
  unit: string;
  text: string;
}

/** What the recipes use of a food: a count of a count unit, or grams. */
export type NeededAmount = { count: number; unit?: string } | { grams: number };

const PLURALS: Record<string, string> = {
  bag: "bags",
  bar: "bars",
  block: "blocks",
  bottle: "bottles",
  box: "boxes",
  bulb: "bulbs",
  bunch: "bunches",
  can: "cans",
  carton: "cartons",
  head: "heads",
  jar: "jars",
  loaf: "loaves",
  pack: "packs",
  piece: "pieces",
  punnet: "punnets",
  tub: "tubs",
  wedge: "wedges",
};

/** A packaged unit: `pack("can", 240, "400 g")` is a 400 g can giving 240 g drained. */
function pack(unit: keyof typeof PLURALS, grams: number, size?: string, count?: number): PurchaseUnit {
  return {
    unit,
    plural: PLURALS[unit]!,
    grams,
    ...(count !== undefined ? { count } : {}),
    ...(size ? { size } : {}),
  };
}

/** A loose item bought by the piece: `each("avocado", 150)` weighs 150 g as the recipes use it. */
function each(unit: string, grams: number, plural = `${unit}s`): PurchaseUnit {
  return { unit, plural, grams, count: 1 };
}

const JAR_OF_SPICE = pack("jar", 40, "about 40 g");
// A 400 g can of beans gives about 240 g drained, which is what the recipes measure.
const CAN_OF_BEANS = pack("can", 240, "400 g");
const FROZEN_BAG = pack("bag", 500, "500 g");
const CARTON = pack("carton", 1000, "1 l");

/**
 * One entry per pantry food (the type makes a new pantry food need one). `null`: nothing to buy
 * (tap water).
 */
export const PURCHASE_UNITS = {
  // produce
  banana: each("banana", 120),
  apple: each("apple", 180),
  blueberries: pack("punnet", 150, "150 g"),
  strawberries: pack("punnet", 400, "400 g"),
  raspberries: pack("punnet", 150, "150 g"),
  mango: each("mango", 200, "mangoes"),
  avocado: each("avocado", 150),
  spinach: pack("bag", 200, "200 g"),
  kale: pack("bag", 200, "200 g"),
  broccoli: pack("head", 300, "about 300 g of florets"),
  carrot: each("carrot", 70),
  sweetPotato: each("sweet potato", 250, "sweet potatoes"),
  potato: each("potato", 200, "potatoes"),
  onion: each("onion", 150),
  garlic: pack("bulb", 50, "about 10 cloves", 10),
  tomato: pack("punnet", 250, "250 g"),
  cucumber: each("cucumber", 300),
  redPepper: each("pepper", 150),
  zucchini: each("zucchini", 200, "zucchini"),
  lemonJuice: each("lemon", 45),
  limeJuice: each("lime", 30),
  ginger: pack("piece", 30, "about 30 g"),
  cilantro: pack("bunch", 30, "about 30 g"),
  parsley: pack("bunch", 50, "about 50 g"),
  basil: pack("bunch", 30, "about 30 g"),
  mint: pack("bunch", 30, "about 30 g"),
  mushrooms: pack("pack", 250, "250 g"),
  cauliflower: pack("head", 600, "about 600 g of florets"),
  butternut: each("butternut squash", 1000, "butternut squashes"),
  celery: pack("head", 450, "about 8 stalks"),
  beet: each("beetroot", 150, "beetroots"),
  pear: each("pear", 180),
  orange: each("orange", 150),
  dates: pack("pack", 200, "200 g"),
  romaine: pack("head", 400, "about 12 leaves", 12),
  cabbage: pack("head", 900, "about 900 g"),
  redCabbage: pack("head", 900, "about 900 g"),
  greenBeans: pack("pack", 200, "200 g"),
  asparagus: pack("bunch", 250, "250 g"),
  scallion: pack("bunch", 100, "about 8 spring onions"),
  kiwi: each("kiwifruit", 75, "kiwifruit"),
  pineapple: each("pineapple", 900),
  peach: each("peach", 150, "peaches"),
  cherries: pack("punnet", 300, "300 g"),
  watermelon: pack("wedge", 1000, "about 1 kg"),
  grapes: pack("bag", 500, "500 g"),
  // frozen
  frozenBlueberries: FROZEN_BAG,
  frozenStrawberries: FROZEN_BAG,
  peas: FROZEN_BAG,
  corn: FROZEN_BAG,
  edamame: FROZEN_BAG,
  frozenSpinach: FROZEN_BAG,
  // dairy & eggs
  milk: pack("carton", 1030, "1 l"),
  wholeMilk: pack("carton", 1030, "1 l"),
  greekYogurt: pack("tub", 500, "500 g"),
  yogurt: pack("tub", 500, "500 g"),
  kefir: pack("bottle", 515, "500 ml"),
  egg: pack("box", 300, "6 eggs", 6),
  cheddar: pack("block", 200, "200 g"),
  feta: pack("pack", 200, "200 g"),
  parmesan: pack("pack", 100, "100 g"),
  mozzarella: pack("pack", 125, "125 g"),
  cottage: pack("tub", 300, "300 g"),
  ricotta: pack("tub", 250, "250 g"),
  butter: pack("pack", 250, "250 g"),
  tofu: pack("pack", 400, "400 g"),
  // meat & fish
  chicken: pack("pack", 500, "500 g"),
  chickenThigh: pack("pack", 500, "500 g"),
  groundTurkey: pack("pack", 500, "500 g"),
  beef: pack("pack", 500, "500 g"),
  pork: each("pork tenderloin", 500),
  salmon: each("salmon fillet", 130),
  cod: each("cod fillet", 150),
  shrimp: pack("pack", 300, "300 g"),
  tuna: pack("can", 110, "145 g"), // about 110 g drained
  sardines: pack("can", 90, "120 g"), // about 90 g drained
  // bakery
  wwBread: pack("loaf", 800, "about 20 slices", 20),
  tortilla: pack("pack", 480, "8 tortillas", 8),
  cornTortilla: pack("pack", 260, "10 tortillas", 10),
  pita: pack("pack", 360, "6 pitas", 6),
  englishMuffin: pack("pack", 400, "6 muffins", 6),
  // pantry
  oats: pack("bag", 1000, "1 kg"),
  quinoa: pack("bag", 500, "500 g"),
  brownRice: pack("bag", 1000, "1 kg"),
  whiteRice: pack("bag", 1000, "1 kg"),
  wwPasta: pack("pack", 500, "500 g"),
  pasta: pack("pack", 500, "500 g"),
  couscous: pack("pack", 500, "500 g"),
  bulgur: pack("pack", 500, "500 g"),
  barley: pack("pack", 500, "500 g"),
  lentils: pack("bag", 500, "500 g"),
  redLentils: pack("bag", 500, "500 g"),
  chickpeas: CAN_OF_BEANS,
  blackBeans: CAN_OF_BEANS,
  kidneyBeans: CAN_OF_BEANS,
  whiteBeans: CAN_OF_BEANS,
  cannedTomatoes: pack("can", 400, "400 g"),
  pumpkin: pack("can", 425, "425 g"),
  coconutMilk: pack("can", 400, "400 ml"),
  vegBroth: CARTON,
  chickenBroth: CARTON,
  almondMilk: CARTON,
  soyMilk: CARTON,
  peanutButter: pack("jar", 340, "340 g"),
  almondButter: pack("jar", 250, "250 g"),
  almonds: pack("bag", 200, "200 g"),
  walnuts: pack("bag", 150, "150 g"),
  cashews: pack("bag", 200, "200 g"),
  chia: pack("bag", 250, "250 g"),
  flax: pack("bag", 250, "250 g"),
  pumpkinSeeds: pack("bag", 150, "150 g"),
  sunflowerSeeds: pack("bag", 150, "150 g"),
  tahini: pack("jar", 300, "300 g"),
  hummus: pack("tub", 200, "200 g"),
  tempeh: pack("pack", 200, "200 g"),
  oliveOil: pack("bottle", 460, "500 ml"),
  coconutOil: pack("jar", 300, "300 g"),
  honey: pack("jar", 340, "340 g"),
  maple: pack("bottle", 330, "250 ml"),
  brownSugar: pack("bag", 500, "500 g"),
  tamari: pack("bottle", 260, "250 ml"),
  balsamic: pack("bottle", 265, "250 ml"),
  ciderVinegar: pack("bottle", 500, "500 ml"),
  mustard: pack("jar", 200, "200 g"),
  cocoa: pack("tub", 200, "200 g"),
  darkChocolate: pack("bar", 100, "100 g"),
  wwFlour: pack("bag", 1000, "1 kg"),
  flour: pack("bag", 1000, "1 kg"),
  bakingPowder: pack("tub", 150, "150 g"),
  cornstarch: pack("box", 250, "250 g"),
  raisins: pack("bag", 250, "250 g"),
  apricots: pack("bag", 200, "200 g"),
  figs: pack("bag", 250, "250 g"),
  prunes: pack("bag", 250, "250 g"),
  cranberries: pack("bag", 150, "150 g"),
  popcorn: pack("bag", 100, "100 g"),
  riceCakes: pack("pack", 100, "10 cakes", 10),
  crackers: pack("pack", 200, "200 g"),
  water: null,
  tea: pack("box", 9600, "40 tea bags"),
  // spices
  cinnamon: JAR_OF_SPICE,
  turmeric: JAR_OF_SPICE,
  cumin: JAR_OF_SPICE,
  paprika: JAR_OF_SPICE,
  salt: pack("tub", 750, "750 g"),
  pepper: JAR_OF_SPICE,
  chiliPowder: JAR_OF_SPICE,
  curry: JAR_OF_SPICE,
  oregano: pack("jar", 15, "about 15 g"),
  groundGinger: JAR_OF_SPICE,
  nutmeg: JAR_OF_SPICE,
} as const satisfies Record<PantryKey, PurchaseUnit | null>;

/** Slack for the gram estimates: up to 5 % over a whole unit still buys that unit. */
const SLACK = 0.05;

const BY_NDB: ReadonlyMap<string, PurchaseUnit | null> = new Map(
  (Object.keys(PANTRY) as PantryKey[]).map((key) => [PANTRY[key].ndb, PURCHASE_UNITS[key]]),
);

/** The purchase unit of a food by its USDA number; undefined when the pantry does not know it. */
export function purchaseUnitOf(ndb: string): PurchaseUnit | null | undefined {
  return BY_NDB.get(ndb);
}

/** Whole units to buy for a need: never fewer than one, rounded up beyond the slack. */
export function unitsToBuy(needed: number, perUnit: number): number {
  if (!(needed > 0) || !(perUnit > 0)) return 0;
  return Math.max(1, Math.ceil(needed / perUnit - SLACK));
}

/** "1 can (400 g)", "2 cans (400 g each)", "3 avocados". */
export function purchaseText(quantity: number, unit: PurchaseUnit): string {
  const name = quantity === 1 ? unit.unit : unit.plural;
  const size = unit.size ? ` (${unit.size}${quantity > 1 ? " each" : ""})` : "";
  return `${quantity} ${name}${size}`;
}

/**
 * What to buy of a food for what the recipes use; null when there is nothing to buy (tap water) or
 * the food has no purchase unit (the list then shows the amount used, rounded).
 */
export function purchaseFor(ndb: string, needed: NeededAmount): Purchase | null {
  const unit = purchaseUnitOf(ndb);
  if (!unit) return null;
  // A count ("3 cloves") only divides by a unit that says how many it holds.
  if ("count" in needed && unit.count === undefined) return null;
  const quantity =
    "count" in needed ? unitsToBuy(needed.count, unit.count!) : unitsToBuy(needed.grams, unit.grams);
  if (quantity === 0) return null;
  return { quantity, unit: quantity === 1 ? unit.unit : unit.plural, text: purchaseText(quantity, unit) };
}

/** Whether a food is bought at all (tap water is not). */
export function isBought(ndb: string): boolean {
  return purchaseUnitOf(ndb) !== null;
}
