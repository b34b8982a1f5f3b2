/**
 * Coffee-shop and everyday drinks that USDA SR28 has no record for (a latte, a cappuccino...), each
 * defined as a small composition of SR28 foods at a stated cup size. Nothing here is a figure: the
 * server works out each drink's nutrition from these ingredients exactly as it does a recipe's
 * (src/server/nutrition/recipes.ts), so every number traces back to the USDA records named below.
 *
 * Other cup sizes are the same mix scaled to the cup (a 16 fl oz latte is 4/3 of the 12 fl oz one).
 * Drinks SR28 already has are not repeated: black coffee (14209), black tea (14355) and hot
 * chocolate (01105, "Milk, chocolate beverage, hot cocoa, homemade") are searched as USDA foods.
 *
 * Pure data: safe for the browser.
 */
import type { Ingredient } from "./recipes/schema";

export interface DrinkSize {
  /** "12 fl oz cup". */
  label: string;
  /** The cup's volume, for scaling the mix. */
  flOz: number;
}

export interface Drink {
  slug: string;
  /** What she would call it ("Latte, whole milk"). */
  name: string;
  /** Other words she might search for it by, lower case. */
  words: string[];
  /** The size the ingredients below make. */
  size: DrinkSize;
  /** Other sizes, the same mix scaled to the cup. */
  otherSizes: DrinkSize[];
  /** The mix for one drink of `size`, each a USDA SR28 food. */
  ingredients: Ingredient[];
  /** How Bloom defines it, in plain words, so the figure can be checked. */
  note: string;
}

const espresso = (flOz: number): Ingredient => ({
  quantity: flOz,
  unit: "fl oz",
  food: flOz === 2 ? "espresso (a double shot)" : "espresso",
  ndb: "14210", // Beverages, coffee, brewed, espresso, restaurant-prepared
  aisle: "pantry",
  contains: [],
});
const wholeMilk = (flOz: number): Ingredient => ({
  quantity: flOz,
  unit: "fl oz",
  food: "whole milk",
  ndb: "01077", // Milk, whole, 3.25% milkfat, with added vitamin D
  aisle: "dairy & eggs",
  contains: ["dairy"],
});
const reducedFatMilk = (flOz: number): Ingredient => ({
  quantity: flOz,
  unit: "fl oz",
  food: "2% milk",
  ndb: "01079", // Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
  aisle: "dairy & eggs",
  contains: ["dairy"],
});

const SMALL = { label: "8 fl oz cup", flOz: 8 };
const MEDIUM = { label: "12 fl oz cup", flOz: 12 };
const LARGE = { label: "16 fl oz cup", flOz: 16 };
const EXTRA_LARGE = { label: "20 fl oz cup", flOz: 20 };

export const DRINKS: readonly Drink[] = [
  {
    slug: "latte-whole-milk",
    name: "Latte, whole milk",
    words: ["caffe latte", "cafe latte"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE, EXTRA_LARGE],
    ingredients: [espresso(2), wholeMilk(10)],
    note: "A 12 fl oz latte: a double shot of espresso (2 fl oz, USDA 14210) and 10 fl oz of steamed whole milk (USDA 01077), unsweetened. Other sizes are the same mix scaled to the cup.",
  },
  {
    slug: "latte-2-percent-milk",
    name: "Latte, 2% milk",
    words: ["caffe latte", "cafe latte", "reduced fat", "semi skimmed"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE, EXTRA_LARGE],
    ingredients: [espresso(2), reducedFatMilk(10)],
    note: "A 12 fl oz latte: a double shot of espresso (2 fl oz, USDA 14210) and 10 fl oz of steamed 2% milk (USDA 01079), unsweetened. Other sizes are the same mix scaled to the cup.",
  },
  {
    slug: "cappuccino-whole-milk",
    name: "Cappuccino, whole milk",
    words: ["capuccino", "cappucino"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE],
    ingredients: [espresso(2), wholeMilk(6)],
    note: "A 12 fl oz cappuccino: a double shot of espresso (2 fl oz, USDA 14210) and 6 fl oz of whole milk (USDA 01077) steamed to a deep foam that fills the rest of the cup, unsweetened. Other sizes are the same mix scaled to the cup.",
  },
  {
    slug: "cappuccino-2-percent-milk",
    name: "Cappuccino, 2% milk",
    words: ["capuccino", "cappucino", "reduced fat", "semi skimmed"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE],
    ingredients: [espresso(2), reducedFatMilk(6)],
    note: "A 12 fl oz cappuccino: a double shot of espresso (2 fl oz, USDA 14210) and 6 fl oz of 2% milk (USDA 01079) steamed to a deep foam that fills the rest of the cup, unsweetened. Other sizes are the same mix scaled to the cup.",
  },
  {
    slug: "flat-white-whole-milk",
    name: "Flat white, whole milk",
    words: ["flatwhite"],
    size: SMALL,
    otherSizes: [MEDIUM],
    ingredients: [espresso(2), wholeMilk(6)],
    note: "An 8 fl oz flat white: a double shot of espresso (2 fl oz, USDA 14210) and 6 fl oz of steamed whole milk (USDA 01077) with a thin layer of foam, unsweetened. A 12 fl oz cup is the same mix scaled to the cup.",
  },
  {
    slug: "americano",
    name: "Americano",
    words: ["caffe americano", "cafe americano", "long black"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE],
    ingredients: [
      espresso(2),
      {
        quantity: 10,
        unit: "fl oz",
        food: "hot water",
        ndb: "14411", // Beverages, water, tap, drinking
        aisle: "pantry",
        contains: [],
      },
    ],
    note: "A 12 fl oz americano: a double shot of espresso (2 fl oz, USDA 14210) topped up with 10 fl oz of hot water (USDA 14411), black, no milk or sugar. Other sizes are the same mix scaled to the cup.",
  },
  {
    slug: "mocha-whole-milk",
    name: "Mocha, whole milk",
    words: ["caffe mocha", "cafe mocha", "mochaccino"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE],
    ingredients: [
      espresso(2),
      wholeMilk(9),
      {
        quantity: 2,
        unit: "tbsp",
        food: "chocolate syrup",
        ndb: "14181", // Beverages, chocolate syrup
        aisle: "pantry",
        contains: [],
      },
    ],
    note: "A 12 fl oz mocha: a double shot of espresso (2 fl oz, USDA 14210), 9 fl oz of steamed whole milk (USDA 01077) and 2 tbsp of chocolate syrup (USDA 14181), without whipped cream. Other sizes are the same mix scaled to the cup.",
  },
  {
    slug: "chai-latte-2-percent-milk",
    name: "Chai latte, 2% milk",
    words: ["chai", "chai tea latte", "chai tea"],
    size: MEDIUM,
    otherSizes: [SMALL, LARGE],
    ingredients: [
      {
        quantity: 6,
        unit: "fl oz",
        food: "brewed black tea",
        ndb: "14355", // Beverages, tea, black, brewed, prepared with tap water
        aisle: "pantry",
        contains: [],
      },
      reducedFatMilk(6),
      {
        quantity: 2,
        unit: "tbsp",
        food: "sugar",
        ndb: "19335", // Sugars, granulated
        aisle: "pantry",
        contains: [],
      },
    ],
    note: "A 12 fl oz chai latte: 6 fl oz of brewed black tea (USDA 14355) and 6 fl oz of steamed 2% milk (USDA 01079), sweetened with 2 tbsp of sugar (USDA 19335) as coffee-shop chai concentrates are; the spices add a few calories and are not counted. Other sizes are the same mix scaled to the cup.",
  },
];

export function findDrink(slug: string): Drink | undefined {
  return DRINKS.find((d) => d.slug === slug);
}
