/**
 * Food names people use. USDA SR28 describes a food for a database ("Egg, whole, cooked,
 * hard-boiled", "Pizza chain, 14" pizza, cheese topping, regular crust"); Bloom shows what she would
 * say ("Egg, hard-boiled") with its portion ("Egg, hard-boiled, 1 large"), and keeps the USDA number
 * for the figures. Two layers:
 * - COMMON_FOODS: everyday foods, by SR28 number, with the words people type for them (the meal
 *   parser's matcher tries these before a USDA name search, which ranks "Egg, yolk" above a whole egg).
 * - plainFoodName: any other USDA description, tidied by rule (database qualifiers dropped).
 * Pure data and string rules: safe for the browser.
 */

export interface CommonFood {
  ndb: string;
  /** What she would call it. */
  name: string;
  /** Phrases she might type for it, lower case, singular and plural as people write them. */
  words: string[];
  /** The SR28 household measure she most likely means by one ("6 fl oz" for a coffee), when not the first. */
  portion?: string;
}

export const COMMON_FOODS: readonly CommonFood[] = [
  // The ten foods of the default detector first (their SR28 records are in the server's label table).
  { ndb: "09040", name: "Banana", words: ["banana", "bananas"] },
  { ndb: "09003", name: "Apple", words: ["apple", "apples"] },
  { ndb: "09202", name: "Orange", words: ["orange", "oranges"] },
  { ndb: "11090", name: "Broccoli, raw", words: ["raw broccoli"] },
  { ndb: "11091", name: "Broccoli, cooked", words: ["broccoli", "cooked broccoli", "steamed broccoli"] },
  { ndb: "11124", name: "Carrot, raw", words: ["carrot", "carrots", "raw carrot", "raw carrots"] },
  { ndb: "21118", name: "Hot dog", words: ["hot dog", "hot dogs", "hotdog", "hotdogs"] },
  {
    ndb: "21299",
    name: "Pizza, cheese",
    words: ["pizza", "cheese pizza", "margherita pizza", "pizza slice"],
  },
  { ndb: "18250", name: "Doughnut, glazed", words: ["donut", "donuts", "doughnut", "doughnuts"] },
  { ndb: "18141", name: "Cake, vanilla, frosted", words: ["cake", "birthday cake", "vanilla cake"] },
  { ndb: "18101", name: "Chocolate cake", words: ["chocolate cake"] },
  {
    ndb: "21155",
    name: "Turkey sandwich (sub)",
    words: ["sandwich", "sandwiches", "turkey sandwich", "sub", "submarine sandwich"],
  },
  // Eggs, dairy.
  { ndb: "01123", name: "Egg", words: ["egg", "eggs", "raw egg"] },
  {
    ndb: "01129",
    name: "Egg, hard-boiled",
    words: ["boiled egg", "boiled eggs", "hard boiled egg", "hard boiled eggs"],
  },
  { ndb: "01128", name: "Egg, fried", words: ["fried egg", "fried eggs"] },
  { ndb: "01132", name: "Eggs, scrambled", words: ["scrambled egg", "scrambled eggs"] },
  { ndb: "01131", name: "Egg, poached", words: ["poached egg", "poached eggs"] },
  { ndb: "01130", name: "Omelet", words: ["omelet", "omelette", "omelets", "omelettes"] },
  { ndb: "01077", name: "Milk, whole", words: ["milk", "whole milk"] },
  { ndb: "01079", name: "Milk, 2%", words: ["semi skimmed milk", "2% milk", "reduced fat milk"] },
  { ndb: "01116", name: "Yogurt, plain", words: ["yogurt", "yoghurt", "plain yogurt", "natural yogurt"] },
  { ndb: "01256", name: "Greek yogurt, plain, nonfat", words: ["greek yogurt", "greek yoghurt"] },
  { ndb: "01009", name: "Cheddar cheese", words: ["cheese", "cheddar", "cheddar cheese"] },
  { ndb: "01026", name: "Mozzarella", words: ["mozzarella"] },
  { ndb: "01032", name: "Parmesan, grated", words: ["parmesan", "grated parmesan"] },
  { ndb: "01001", name: "Butter", words: ["butter"] },
  // Bread, grains, pasta.
  { ndb: "18069", name: "Bread, white", words: ["bread", "white bread"] },
  { ndb: "18070", name: "Toast, white", words: ["white toast"] },
  {
    ndb: "18075",
    name: "Bread, whole-wheat",
    words: ["whole wheat bread", "wholemeal bread", "brown bread"],
  },
  // SR28 weighs a slice of whole-wheat toast (25 g) but not of white toast, so "toast" is this one.
  {
    ndb: "18076",
    name: "Toast, whole-wheat",
    words: ["toast", "toasted bread", "whole wheat toast", "wholemeal toast", "brown toast"],
    portion: "1 slice",
  },
  { ndb: "18001", name: "Bagel, plain", words: ["bagel", "bagels"] },
  { ndb: "18239", name: "Croissant", words: ["croissant", "croissants"] },
  { ndb: "18293", name: "Pancakes", words: ["pancake", "pancakes"] },
  { ndb: "18364", name: "Tortilla, flour", words: ["tortilla", "tortillas", "flour tortilla", "wrap"] },
  { ndb: "18363", name: "Tortilla, corn", words: ["corn tortilla", "corn tortillas"] },
  { ndb: "20045", name: "Rice, white, cooked", words: ["rice", "white rice", "cooked rice", "boiled rice"] },
  { ndb: "20037", name: "Rice, brown, cooked", words: ["brown rice"] },
  { ndb: "20134", name: "Rice noodles, cooked", words: ["rice noodles", "noodles"] },
  { ndb: "20121", name: "Pasta, cooked", words: ["pasta", "spaghetti", "penne", "macaroni", "noodle"] },
  { ndb: "20137", name: "Quinoa, cooked", words: ["quinoa"] },
  { ndb: "20029", name: "Couscous, cooked", words: ["couscous"] },
  {
    ndb: "08180",
    name: "Oatmeal (porridge)",
    words: ["oatmeal", "porridge", "oats", "porridge oats", "rolled oats"],
  },
  { ndb: "08037", name: "Granola", words: ["granola", "muesli"] },
  { ndb: "08020", name: "Corn flakes", words: ["cornflakes", "corn flakes", "cereal"] },
  // Meat, fish, plant protein.
  { ndb: "05064", name: "Chicken breast, roasted", words: ["chicken", "chicken breast", "roast chicken"] },
  { ndb: "05168", name: "Turkey, roasted", words: ["turkey", "roast turkey"] },
  { ndb: "23568", name: "Ground beef, cooked", words: ["beef", "ground beef", "mince", "minced beef"] },
  { ndb: "21107", name: "Hamburger", words: ["hamburger", "hamburgers", "burger", "burgers"] },
  { ndb: "10862", name: "Bacon", words: ["bacon", "bacon rashers", "rasher of bacon"] },
  { ndb: "10136", name: "Ham", words: ["ham"] },
  { ndb: "15237", name: "Salmon, cooked", words: ["salmon", "salmon fillet"] },
  { ndb: "15016", name: "Cod, cooked", words: ["cod", "white fish"] },
  { ndb: "15121", name: "Tuna, canned in water", words: ["tuna", "canned tuna", "tinned tuna"] },
  { ndb: "15271", name: "Shrimp, cooked", words: ["shrimp", "shrimps", "prawn", "prawns"] },
  { ndb: "16426", name: "Tofu, firm", words: ["tofu"] },
  { ndb: "16070", name: "Lentils, cooked", words: ["lentil", "lentils", "dal", "dhal"] },
  { ndb: "16015", name: "Black beans, cooked", words: ["black beans", "beans"] },
  { ndb: "16057", name: "Chickpeas, cooked", words: ["chickpea", "chickpeas", "garbanzo beans"] },
  { ndb: "16158", name: "Hummus", words: ["hummus", "houmous"] },
  { ndb: "16398", name: "Peanut butter", words: ["peanut butter"] },
  { ndb: "12061", name: "Almonds", words: ["almond", "almonds"] },
  { ndb: "12155", name: "Walnuts", words: ["walnut", "walnuts"] },
  // Fruit and vegetables.
  { ndb: "09316", name: "Strawberries", words: ["strawberry", "strawberries"] },
  { ndb: "09050", name: "Blueberries", words: ["blueberry", "blueberries"] },
  { ndb: "09302", name: "Raspberries", words: ["raspberry", "raspberries"] },
  { ndb: "09132", name: "Grapes", words: ["grape", "grapes"] },
  { ndb: "09037", name: "Avocado", words: ["avocado", "avocados"] },
  { ndb: "09176", name: "Mango", words: ["mango", "mangos", "mangoes"] },
  { ndb: "09252", name: "Pear", words: ["pear", "pears"] },
  { ndb: "09236", name: "Peach", words: ["peach", "peaches"] },
  { ndb: "09148", name: "Kiwi", words: ["kiwi", "kiwis", "kiwifruit"] },
  { ndb: "09266", name: "Pineapple", words: ["pineapple"] },
  { ndb: "09070", name: "Cherries", words: ["cherry", "cherries"] },
  { ndb: "09326", name: "Watermelon", words: ["watermelon"] },
  { ndb: "11529", name: "Tomato", words: ["tomato", "tomatoes"] },
  { ndb: "11205", name: "Cucumber", words: ["cucumber", "cucumbers"] },
  { ndb: "11457", name: "Spinach, raw", words: ["spinach"] },
  { ndb: "11251", name: "Lettuce (green salad)", words: ["salad", "green salad", "lettuce", "side salad"] },
  { ndb: "11282", name: "Onion", words: ["onion", "onions"] },
  { ndb: "11674", name: "Baked potato", words: ["potato", "potatoes", "baked potato", "jacket potato"] },
  { ndb: "11508", name: "Sweet potato, baked", words: ["sweet potato", "sweet potatoes"] },
  { ndb: "11313", name: "Peas, cooked", words: ["peas", "green peas"] },
  { ndb: "11168", name: "Sweetcorn, cooked", words: ["corn", "sweetcorn", "sweet corn"] },
  { ndb: "21138", name: "French fries", words: ["fries", "french fries", "chips"] },
  // Drinks, sweets, extras.
  { ndb: "14209", name: "Coffee, black", words: ["coffee", "black coffee"], portion: "6 fl oz" },
  { ndb: "14355", name: "Tea, black", words: ["tea", "black tea", "cup of tea"], portion: "6 fl oz" },
  // SR28's own hot chocolate; drinks it has no record for (a latte) are src/content/drinks.ts.
  { ndb: "01105", name: "Hot chocolate", words: ["hot chocolate", "hot cocoa", "drinking chocolate"] },
  { ndb: "09206", name: "Orange juice", words: ["orange juice", "oj"] },
  { ndb: "09016", name: "Apple juice", words: ["apple juice"] },
  { ndb: "14148", name: "Cola", words: ["cola", "coke", "soda"] },
  { ndb: "16120", name: "Soy milk", words: ["soy milk", "soya milk", "soymilk"] },
  { ndb: "14091", name: "Almond milk, unsweetened", words: ["almond milk"] },
  { ndb: "04053", name: "Olive oil", words: ["olive oil", "oil"] },
  { ndb: "19335", name: "Sugar", words: ["sugar"] },
  { ndb: "19296", name: "Honey", words: ["honey"] },
  { ndb: "19904", name: "Dark chocolate", words: ["dark chocolate", "chocolate"] },
  { ndb: "18158", name: "Chocolate chip cookie", words: ["cookie", "cookies", "biscuit", "biscuits"] },
  { ndb: "19095", name: "Ice cream, vanilla", words: ["ice cream", "vanilla ice cream"] },
  { ndb: "06931", name: "Tomato pasta sauce", words: ["pasta sauce", "marinara", "tomato sauce"] },
  { ndb: "06419", name: "Chicken noodle soup", words: ["chicken noodle soup", "chicken soup", "soup"] },
];

/** The everyday food recorded under this SR28 number, if the table has it. */
export function commonFoodOf(ndb: string): CommonFood | undefined {
  return byNdb.get(ndb);
}

const byNdb = new Map(COMMON_FOODS.map((f) => [f.ndb, f]));
const byWords = new Map(COMMON_FOODS.flatMap((f) => f.words.map((w) => [w, f] as const)));

/** The everyday food for exactly these words ("scrambled eggs"), if the table has it. */
export function commonFoodFor(words: string): CommonFood | undefined {
  return byWords.get(words.trim().toLowerCase().replace(/\s+/g, " "));
}

/** Database qualifiers that say nothing to someone reading her plate. */
const NOISE = [
  /\s*\((?:includes|may have been|not previously|approximately)[^)]*\)/gi,
  /,\s*(?:commercially prepared|enriched|unenriched|without (?:added )?salt|with salt|regular|all commercial varieties|all varieties|year round average|fluid|mature seeds|drained|drained solids|ready-to-serve|as purchased|NFS|raw, fresh)(?=,|$)/gi,
  /,\s*with added [^,]*/gi,
  /,\s*without added [^,]*/gi,
];

/** Category words SR28 puts first ("Beverages, coffee"), dropped so the food leads. */
const CATEGORY =
  /^(?:Beverages|Crustaceans|Fish|Nuts|Fast foods|Mollusks|Spices|Seeds|Babyfood|Restaurant|Snacks|Candies|Cereals ready-to-eat|Cereals),\s*/i;

/**
 * A USDA description as people say it: the curated name when Bloom has one, else the description
 * without category prefixes and database qualifiers, at most three parts, first letter capital.
 */
export function plainFoodName(ndb: string | null | undefined, usdaName: string): string {
  const known = ndb ? byNdb.get(ndb) : undefined;
  if (known) return known.name;
  let name = usdaName;
  for (const re of NOISE) name = name.replace(re, "");
  name = name.replace(CATEGORY, "");
  const parts = name
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 3);
  const out = parts.join(", ");
  if (!out) return usdaName;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** SR28 portion labels carry double spaces and sizes in brackets ('1 fruit,  (2-7/8" dia)'). */
export function plainPortion(label: string): string {
  return label
    .replace(/\s+/g, " ")
    .replace(/,\s*\(/g, " (")
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/,\s*$/, "")
    .trim();
}

/** "Pizza, cheese, 1 slice": the name she reads on her plate and in her log. */
export function foodWithPortion(name: string, portion: string | null | undefined): string {
  return portion ? `${name}, ${plainPortion(portion)}` : name;
}
