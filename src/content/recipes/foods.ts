/**
 * The pantry the recipes draw from: display name, USDA SR28 NDB number, shop aisle and what each food
 * contains. Recipes build their ingredients with `ing(key, quantity, unit)` so those facts are
 * written once. The NDB numbers are checked against the USDA data in recipes.test.ts.
 */
import { type Aisle, type Contains, type Dietary, type Ingredient, type Recipe, slugify } from "./schema";

interface PantryFood {
  ndb: string;
  food: string;
  aisle: Aisle;
  contains: Contains[];
  densityGPerMl?: number;
}

const P = "produce";
const D = "dairy & eggs";
const M = "meat & fish";
const B = "bakery";
const T = "pantry";
const Z = "frozen";
const S = "spices";

export const PANTRY = {
  // produce
  banana: { ndb: "09040", food: "banana", aisle: P, contains: [] },
  apple: { ndb: "09003", food: "apple", aisle: P, contains: [] },
  blueberries: { ndb: "09050", food: "blueberries", aisle: P, contains: [] },
  strawberries: { ndb: "09316", food: "strawberries", aisle: P, contains: [] },
  raspberries: { ndb: "09302", food: "raspberries", aisle: P, contains: [] },
  mango: { ndb: "09176", food: "mango", aisle: P, contains: [] },
  avocado: { ndb: "09038", food: "avocado", aisle: P, contains: [] },
  spinach: { ndb: "11457", food: "baby spinach", aisle: P, contains: [] },
  kale: { ndb: "11233", food: "kale", aisle: P, contains: [] },
  broccoli: { ndb: "11090", food: "broccoli florets", aisle: P, contains: [] },
  carrot: { ndb: "11124", food: "carrot", aisle: P, contains: [] },
  sweetPotato: { ndb: "11507", food: "sweet potato", aisle: P, contains: [] },
  potato: { ndb: "11352", food: "potato", aisle: P, contains: [] },
  onion: { ndb: "11282", food: "onion", aisle: P, contains: [] },
  garlic: { ndb: "11215", food: "garlic", aisle: P, contains: [] },
  tomato: { ndb: "11529", food: "tomatoes", aisle: P, contains: [] },
  cucumber: { ndb: "11205", food: "cucumber", aisle: P, contains: [] },
  redPepper: { ndb: "11821", food: "red bell pepper", aisle: P, contains: [] },
  zucchini: { ndb: "11477", food: "zucchini", aisle: P, contains: [] },
  lemonJuice: { ndb: "09152", food: "lemon juice", aisle: P, contains: [] },
  limeJuice: { ndb: "09160", food: "lime juice", aisle: P, contains: [] },
  ginger: { ndb: "11216", food: "fresh ginger", aisle: P, contains: [] },
  cilantro: { ndb: "11165", food: "fresh cilantro", aisle: P, contains: [] },
  parsley: { ndb: "11297", food: "fresh parsley", aisle: P, contains: [] },
  basil: { ndb: "02044", food: "fresh basil", aisle: P, contains: [] },
  mint: { ndb: "02065", food: "fresh mint", aisle: P, contains: [] },
  mushrooms: { ndb: "11260", food: "mushrooms", aisle: P, contains: [] },
  cauliflower: { ndb: "11135", food: "cauliflower florets", aisle: P, contains: [] },
  butternut: { ndb: "11485", food: "butternut squash", aisle: P, contains: [] },
  celery: { ndb: "11143", food: "celery", aisle: P, contains: [] },
  beet: { ndb: "11080", food: "beetroot", aisle: P, contains: [] },
  pear: { ndb: "09252", food: "pear", aisle: P, contains: [] },
  orange: { ndb: "09200", food: "orange", aisle: P, contains: [] },
  dates: { ndb: "09421", food: "Medjool dates", aisle: P, contains: [] },
  romaine: { ndb: "11251", food: "romaine lettuce", aisle: P, contains: [] },
  cabbage: { ndb: "11109", food: "green cabbage", aisle: P, contains: [] },
  redCabbage: { ndb: "11112", food: "red cabbage", aisle: P, contains: [] },
  greenBeans: { ndb: "11052", food: "green beans", aisle: P, contains: [] },
  asparagus: { ndb: "11011", food: "asparagus", aisle: P, contains: [] },
  scallion: { ndb: "11291", food: "spring onions", aisle: P, contains: [] },
  kiwi: { ndb: "09148", food: "kiwifruit", aisle: P, contains: [] },
  pineapple: { ndb: "09266", food: "pineapple", aisle: P, contains: [] },
  peach: { ndb: "09236", food: "peach", aisle: P, contains: [] },
  cherries: { ndb: "09070", food: "cherries", aisle: P, contains: [] },
  watermelon: { ndb: "09326", food: "watermelon", aisle: P, contains: [] },
  grapes: { ndb: "09132", food: "grapes", aisle: P, contains: [] },
  // frozen
  frozenBlueberries: { ndb: "09054", food: "frozen blueberries", aisle: Z, contains: [] },
  frozenStrawberries: { ndb: "09318", food: "frozen strawberries", aisle: Z, contains: [] },
  peas: { ndb: "11312", food: "frozen peas", aisle: Z, contains: [] },
  corn: { ndb: "11178", food: "frozen sweetcorn", aisle: Z, contains: [] },
  edamame: { ndb: "11211", food: "frozen shelled edamame", aisle: Z, contains: ["soy"] },
  frozenSpinach: { ndb: "11463", food: "frozen chopped spinach", aisle: Z, contains: [] },
  // dairy & eggs
  milk: { ndb: "01079", food: "milk", aisle: D, contains: ["dairy"] },
  wholeMilk: { ndb: "01077", food: "whole milk", aisle: D, contains: ["dairy"] },
  greekYogurt: {
    ndb: "01256",
    food: "plain Greek yogurt",
    aisle: D,
    contains: ["dairy"],
    densityGPerMl: 1.03,
  },
  yogurt: {
    ndb: "01116",
    food: "plain whole-milk yogurt",
    aisle: D,
    contains: ["dairy"],
    densityGPerMl: 1.03,
  },
  kefir: { ndb: "01289", food: "plain kefir", aisle: D, contains: ["dairy"], densityGPerMl: 1.03 },
  egg: { ndb: "01123", food: "eggs", aisle: D, contains: ["egg"] },
  cheddar: {
    ndb: "01009",
    food: "cheddar cheese, grated",
    aisle: D,
    contains: ["dairy"],
    densityGPerMl: 0.48,
  },
  feta: { ndb: "01019", food: "pasteurized feta, crumbled", aisle: D, contains: ["dairy"] },
  parmesan: { ndb: "01032", food: "grated Parmesan", aisle: D, contains: ["dairy"] },
  mozzarella: { ndb: "01029", food: "low-moisture mozzarella", aisle: D, contains: ["dairy"] },
  cottage: { ndb: "01015", food: "cottage cheese", aisle: D, contains: ["dairy"] },
  ricotta: { ndb: "01037", food: "ricotta", aisle: D, contains: ["dairy"] },
  butter: { ndb: "01001", food: "butter", aisle: D, contains: ["dairy"] },
  tofu: { ndb: "16126", food: "firm tofu", aisle: D, contains: ["soy"] },
  // meat & fish
  chicken: { ndb: "05062", food: "boneless skinless chicken breast", aisle: M, contains: ["meat"] },
  chickenThigh: { ndb: "05096", food: "boneless skinless chicken thighs", aisle: M, contains: ["meat"] },
  groundTurkey: { ndb: "05305", food: "lean ground turkey", aisle: M, contains: ["meat"] },
  beef: { ndb: "23562", food: "lean ground beef (90%)", aisle: M, contains: ["meat"] },
  pork: { ndb: "10060", food: "pork tenderloin", aisle: M, contains: ["meat"] },
  salmon: { ndb: "15236", food: "salmon fillet", aisle: M, contains: ["fish"] },
  cod: { ndb: "15015", food: "cod fillet", aisle: M, contains: ["fish"] },
  shrimp: { ndb: "15270", food: "peeled raw shrimp", aisle: M, contains: ["shellfish"] },
  tuna: { ndb: "15121", food: "canned light tuna in water, drained", aisle: T, contains: ["fish"] },
  sardines: { ndb: "15088", food: "canned sardines in olive oil, drained", aisle: T, contains: ["fish"] },
  // bakery
  wwBread: { ndb: "18075", food: "whole-wheat bread", aisle: B, contains: ["gluten"] },
  tortilla: { ndb: "28295", food: "wholewheat tortilla", aisle: B, contains: ["gluten"] },
  cornTortilla: { ndb: "18363", food: "corn tortillas", aisle: B, contains: [] },
  pita: { ndb: "18042", food: "wholewheat pita", aisle: B, contains: ["gluten"] },
  englishMuffin: { ndb: "18266", food: "wholewheat English muffin", aisle: B, contains: ["gluten"] },
  // pantry
  oats: { ndb: "20038", food: "rolled oats", aisle: T, contains: ["gluten"] },
  quinoa: { ndb: "20035", food: "quinoa", aisle: T, contains: [] },
  brownRice: { ndb: "20036", food: "brown rice", aisle: T, contains: [] },
  whiteRice: { ndb: "20044", food: "long-grain white rice", aisle: T, contains: [] },
  wwPasta: { ndb: "20124", food: "wholewheat pasta", aisle: T, contains: ["gluten"] },
  pasta: { ndb: "20120", food: "dried pasta", aisle: T, contains: ["gluten"] },
  couscous: { ndb: "20028", food: "couscous", aisle: T, contains: ["gluten"] },
  bulgur: { ndb: "20012", food: "bulgur wheat", aisle: T, contains: ["gluten"] },
  barley: { ndb: "20005", food: "pearl barley", aisle: T, contains: ["gluten"] },
  lentils: { ndb: "16069", food: "green or brown lentils", aisle: T, contains: [] },
  redLentils: { ndb: "16144", food: "red lentils", aisle: T, contains: [] },
  chickpeas: { ndb: "16359", food: "canned chickpeas, drained and rinsed", aisle: T, contains: [] },
  blackBeans: { ndb: "16018", food: "canned black beans, drained", aisle: T, contains: [] },
  kidneyBeans: { ndb: "16335", food: "canned kidney beans, drained and rinsed", aisle: T, contains: [] },
  whiteBeans: { ndb: "16051", food: "canned white beans, drained", aisle: T, contains: [] },
  cannedTomatoes: { ndb: "11531", food: "canned chopped tomatoes", aisle: T, contains: [] },
  pumpkin: { ndb: "11424", food: "canned pumpkin purée", aisle: T, contains: [] },
  coconutMilk: { ndb: "12118", food: "canned coconut milk", aisle: T, contains: [] },
  vegBroth: { ndb: "06700", food: "vegetable stock", aisle: T, contains: [] },
  chickenBroth: { ndb: "06183", food: "low-sodium chicken stock", aisle: T, contains: ["meat"] },
  almondMilk: { ndb: "14091", food: "unsweetened almond milk", aisle: D, contains: ["nuts"] },
  soyMilk: { ndb: "16222", food: "unsweetened soy milk (calcium-fortified)", aisle: D, contains: ["soy"] },
  peanutButter: { ndb: "16098", food: "smooth peanut butter", aisle: T, contains: ["peanuts"] },
  almondButter: { ndb: "12195", food: "almond butter", aisle: T, contains: ["nuts"] },
  almonds: { ndb: "12061", food: "almonds", aisle: T, contains: ["nuts"] },
  walnuts: { ndb: "12155", food: "walnuts", aisle: T, contains: ["nuts"] },
  cashews: { ndb: "12087", food: "cashews", aisle: T, contains: ["nuts"] },
  chia: { ndb: "12006", food: "chia seeds", aisle: T, contains: [], densityGPerMl: 0.8 },
  flax: { ndb: "12220", food: "ground flaxseed", aisle: T, contains: [] },
  pumpkinSeeds: { ndb: "12014", food: "pumpkin seeds", aisle: T, contains: [] },
  sunflowerSeeds: { ndb: "12036", food: "sunflower seeds", aisle: T, contains: [] },
  tahini: { ndb: "12166", food: "tahini", aisle: T, contains: ["sesame"] },
  hummus: { ndb: "16158", food: "hummus", aisle: D, contains: ["sesame"] },
  tempeh: { ndb: "16114", food: "tempeh", aisle: D, contains: ["soy"] },
  oliveOil: { ndb: "04053", food: "olive oil", aisle: T, contains: [] },
  coconutOil: { ndb: "04047", food: "coconut oil", aisle: T, contains: [] },
  honey: { ndb: "19296", food: "honey", aisle: T, contains: ["honey"] },
  maple: { ndb: "19353", food: "maple syrup", aisle: T, contains: [] },
  brownSugar: { ndb: "19334", food: "brown sugar", aisle: T, contains: [] },
  tamari: { ndb: "16124", food: "tamari (gluten-free soy sauce)", aisle: T, contains: ["soy"] },
  balsamic: { ndb: "02069", food: "balsamic vinegar", aisle: T, contains: [] },
  ciderVinegar: { ndb: "02048", food: "apple cider vinegar", aisle: T, contains: [] },
  mustard: { ndb: "02046", food: "mustard", aisle: T, contains: [] },
  cocoa: { ndb: "19165", food: "unsweetened cocoa powder", aisle: T, contains: [] },
  darkChocolate: { ndb: "19904", food: "dark chocolate (70%+)", aisle: T, contains: [] },
  wwFlour: { ndb: "20080", food: "wholewheat flour", aisle: T, contains: ["gluten"] },
  flour: { ndb: "20081", food: "plain flour", aisle: T, contains: ["gluten"] },
  bakingPowder: { ndb: "18369", food: "baking powder", aisle: T, contains: [] },
  cornstarch: { ndb: "20027", food: "cornflour (cornstarch)", aisle: T, contains: [] },
  raisins: { ndb: "09298", food: "raisins", aisle: T, contains: [] },
  apricots: { ndb: "09032", food: "dried apricots", aisle: T, contains: [] },
  figs: { ndb: "09094", food: "dried figs", aisle: T, contains: [] },
  prunes: { ndb: "09291", food: "prunes", aisle: T, contains: [] },
  cranberries: { ndb: "09079", food: "dried cranberries", aisle: T, contains: [] },
  popcorn: { ndb: "19034", food: "air-popped popcorn", aisle: T, contains: [] },
  riceCakes: { ndb: "19413", food: "brown rice cakes", aisle: T, contains: [] },
  crackers: { ndb: "18235", food: "wholewheat crackers", aisle: T, contains: ["gluten"] },
  water: { ndb: "14411", food: "water", aisle: T, contains: [] },
  tea: { ndb: "14352", food: "decaf black tea, brewed", aisle: T, contains: [] },
  // spices
  cinnamon: { ndb: "02010", food: "ground cinnamon", aisle: S, contains: [] },
  turmeric: { ndb: "02043", food: "ground turmeric", aisle: S, contains: [] },
  cumin: { ndb: "02014", food: "cumin", aisle: S, contains: [] },
  paprika: { ndb: "02028", food: "paprika", aisle: S, contains: [] },
  salt: { ndb: "02047", food: "salt", aisle: S, contains: [] },
  pepper: { ndb: "02030", food: "black pepper", aisle: S, contains: [] },
  chiliPowder: { ndb: "02009", food: "mild chilli powder", aisle: S, contains: [] },
  curry: { ndb: "02015", food: "mild curry powder", aisle: S, contains: [] },
  oregano: { ndb: "02027", food: "dried oregano", aisle: S, contains: [] },
  groundGinger: { ndb: "02021", food: "ground ginger", aisle: S, contains: [] },
  nutmeg: { ndb: "02025", food: "ground nutmeg", aisle: S, contains: [] },
} as const satisfies Record<string, PantryFood>;

export type PantryKey = keyof typeof PANTRY;

/** One ingredient line from the pantry: `ing("oats", 1, "cup")`, optionally renamed or annotated. */
export function ing(
  key: PantryKey,
  quantity: number,
  unit: string,
  opts: { food?: string; note?: string } = {},
): Ingredient {
  const p: PantryFood = PANTRY[key];
  return {
    quantity,
    unit,
    food: opts.food ?? p.food,
    ndb: p.ndb,
    ...(opts.note ? { note: opts.note } : {}),
    aisle: p.aisle,
    contains: [...p.contains],
    ...(p.densityGPerMl ? { densityGPerMl: p.densityGPerMl } : {}),
  };
}

/** Dietary flags as claimed by the author (all false unless given); the schema checks them. */
export function diet(flags: Partial<Dietary>): Dietary {
  return { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false, ...flags };
}

/** A recipe with its id and slug filled in from the title. */
export function recipe(r: Omit<Recipe, "id" | "slug">): Recipe {
  const slug = slugify(r.title);
  return { id: slug, slug, ...r };
}
