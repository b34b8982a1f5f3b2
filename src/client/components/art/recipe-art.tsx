/**
 * A drawn illustration for a recipe (Bloom has no food photos): a vessel chosen from the category and
 * title (bowl, plate, glass or mug), filled in the colour of its main ingredient and topped with
 * simple shapes for up to four of its ingredients. Deterministic: the same recipe always draws the
 * same picture. Fixed 4:3 aspect ratio, sized by its container, in Bloom's palette.
 */

const C = {
  blush: "#b8456b",
  blushMid: "#cc5a7e",
  blushLight: "#fbe4ea",
  blushSoft: "#f6c6d3",
  sage: "#6b8f67",
  sageDark: "#46643f",
  sageLight: "#e1eadf",
  honey: "#f2b84b",
  honeyDark: "#8a5a0c",
  honeyLight: "#fcefd3",
  /** Honey softened towards cream: oats, grains and bread. */
  oat: "#f6d9a0",
  plum: "#2e1d27",
  plumMid: "#4f3a46",
  cream: "#fdf8f4",
  white: "#ffffff",
} as const;

type Kind =
  | "berry"
  | "redFruit"
  | "leaf"
  | "slice"
  | "egg"
  | "avocado"
  | "tomato"
  | "grain"
  | "legume"
  | "fish"
  | "meat"
  | "bread"
  | "nut"
  | "cream"
  | "root"
  | "cocoa";

/** First match wins; foods that add no picture (oil, salt, spices, water, stock) match nothing. */
const KINDS: [RegExp, Kind][] = [
  [/tomato/, "tomato"],
  [/blueberr|cherries|raisin|prune|\bfigs?\b/, "berry"],
  [/strawberr|raspberr|watermelon|cranberr|beet/, "redFruit"],
  [/avocado/, "avocado"],
  [
    /spinach|kale|broccoli|lettuce|romaine|parsley|cilantro|basil|mint|\bpeas?\b|edamame|green bean|zucchini|cucumber|celery|spring onion/,
    "leaf",
  ],
  [/banana|mango|peach|pineapple|apple|pear|orange|lemon|lime|apricot|date|pumpkin pur/, "slice"],
  [/\begg/, "egg"],
  [/salmon|cod|tuna|shrimp|fish/, "fish"],
  [/chicken|turkey|beef/, "meat"],
  [/bread|toast|tortilla|pita|muffin|crackers|rice cake/, "bread"],
  [/oat|rice|quinoa|couscous|pasta|flour|granola/, "grain"],
  [/chickpea|bean|lentil|tofu/, "legume"],
  [/sweet potato|potato|carrot|squash|butternut|sweetcorn|corn|pepper|onion|mushroom/, "root"],
  [/almond|walnut|peanut|seed|chia|flax|cashew|\bnuts?\b/, "nut"],
  [/yogurt|milk|kefir|cheese|feta|cream|hummus/, "cream"],
  [/cocoa|chocolate/, "cocoa"],
];

export function kindOf(food: string): Kind | undefined {
  // "canned light tuna in water, drained" is tuna: only the food itself counts, not how it is packed.
  const f = (food.toLowerCase().split(",")[0] ?? "").replace(/\bin (water|oil)\b/, "");
  if (
    /\b(oil|salt|water|stock|powder|ground|dried oregano|syrup|honey|vanilla|baking|mustard|vinegar|sauce|black pepper)\b/.test(
      f,
    ) &&
    !/cocoa/.test(f)
  ) {
    return undefined;
  }
  return KINDS.find(([re]) => re.test(f))?.[1];
}

/** The colour of a vessel's contents, from its main ingredient. */
const BASE: Record<Kind, string> = {
  berry: C.blushMid,
  redFruit: C.blushMid,
  leaf: C.sage,
  slice: C.honey,
  egg: C.honey,
  avocado: C.sage,
  tomato: C.blush,
  grain: C.oat,
  legume: C.honey,
  fish: C.blushSoft,
  meat: C.honey,
  bread: C.oat,
  nut: C.oat,
  cream: C.white,
  root: C.honey,
  cocoa: C.plumMid,
};

type Vessel = "bowl" | "plate" | "glass" | "mug";

const BACKGROUND: Record<string, string> = {
  Breakfast: C.honeyLight,
  Lunch: C.sageLight,
  Dinner: C.blushLight,
  Snacks: C.honeyLight,
  Smoothies: C.blushLight,
  Soups: C.sageLight,
  Beverages: C.honeyLight,
  Desserts: C.blushLight,
};

export interface RecipeArtInput {
  slug: string;
  title: string;
  category: string;
  tags: readonly string[];
  ingredients: readonly { food: string }[];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function vesselOf(r: Pick<RecipeArtInput, "title" | "category" | "tags">): Vessel {
  const title = r.title.toLowerCase();
  if (r.category === "Smoothies" || /smoothie|lassi|cooler/.test(title)) return "glass";
  if (r.category === "Beverages")
    return r.tags.some((t) => /warm|bedtime/.test(t)) || /tea|milk|cocoa/.test(title) ? "mug" : "glass";
  if (r.category === "Soups") return "bowl";
  if (
    /toast|pancake|wrap|pita|quesadilla|muffin|cookie|bites|bark|cups|frittata|meatball|sheet-pan|sheet pan|cod|thighs|slices|sticks|rice cakes/.test(
      title,
    )
  ) {
    return "plate";
  }
  return "bowl";
}

/** The recipe's picture-worthy ingredients, in recipe order, one of each kind, at most four. */
export function artKinds(ingredients: readonly { food: string }[]): Kind[] {
  const kinds: Kind[] = [];
  for (const ing of ingredients) {
    const k = kindOf(ing.food);
    if (k && !kinds.includes(k)) kinds.push(k);
    if (kinds.length === 4) break;
  }
  return kinds.length ? kinds : ["leaf"];
}

function Topping({ kind, x, y, r }: { kind: Kind; x: number; y: number; r: number }) {
  const t = `translate(${x} ${y}) rotate(${r})`;
  switch (kind) {
    case "berry":
      return (
        <g transform={t}>
          <circle cx="-7" cy="2" r="7" fill={C.plumMid} />
          <circle cx="7" cy="2" r="7" fill={C.plum} />
          <circle cx="0" cy="-8" r="7" fill={C.plumMid} />
          <circle cx="-1" cy="-10" r="1.6" fill={C.cream} opacity="0.7" />
        </g>
      );
    case "redFruit":
      return (
        <g transform={t}>
          <path
            d="M0 12 C-12 2 -12 -8 -5 -10 C-2 -11 0 -8 0 -6 C0 -8 2 -11 5 -10 C12 -8 12 2 0 12 Z"
            fill={C.blush}
          />
          <path
            d="M-4 -10 L0 -15 L4 -10"
            stroke={C.sage}
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="-3" cy="-2" r="1" fill={C.honeyLight} />
          <circle cx="3" cy="2" r="1" fill={C.honeyLight} />
        </g>
      );
    case "leaf":
      return (
        <g transform={t}>
          <ellipse cx="-7" cy="0" rx="11" ry="5.5" fill={C.sage} transform="rotate(-25)" />
          <ellipse cx="7" cy="-2" rx="11" ry="5.5" fill={C.sageDark} transform="rotate(25)" />
          <path d="M-14 4 L12 -6" stroke={C.sageLight} strokeWidth="1.2" opacity="0.6" />
        </g>
      );
    case "slice":
      return (
        <g transform={t}>
          <circle r="12" fill={C.honey} />
          <circle r="8.5" fill={C.honeyLight} />
          <circle r="2.2" fill={C.honey} />
        </g>
      );
    case "egg":
      return (
        <g transform={t}>
          <path d="M-14 2 C-16 -10 -4 -14 4 -12 C14 -10 16 0 10 8 C4 14 -12 12 -14 2 Z" fill={C.white} />
          <circle cx="0" cy="-1" r="6" fill={C.honey} />
        </g>
      );
    case "avocado":
      return (
        <g transform={t}>
          <path
            d="M0 -15 C8 -15 12 -2 12 5 C12 12 6 15 0 15 C-6 15 -12 12 -12 5 C-12 -2 -8 -15 0 -15 Z"
            fill={C.sageDark}
          />
          <path
            d="M0 -12 C6 -12 9 -1 9 5 C9 10 5 12 0 12 C-5 12 -9 10 -9 5 C-9 -1 -6 -12 0 -12 Z"
            fill={C.sageLight}
          />
          <circle cx="0" cy="5" r="5" fill={C.honeyDark} />
        </g>
      );
    case "tomato":
      return (
        <g transform={t}>
          <circle cx="-6" cy="2" r="8" fill={C.blush} />
          <circle cx="8" cy="0" r="7" fill={C.blushMid} />
          <path
            d="M-6 -6 l-3 -2 M-6 -6 l3 -2 M8 -7 l-2 -2 M8 -7 l2 -2"
            stroke={C.sage}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      );
    case "grain":
      return (
        <g transform={t} fill={C.honeyLight} stroke={C.honey} strokeWidth="1">
          <ellipse cx="-8" cy="0" rx="4" ry="2.5" transform="rotate(20 -8 0)" />
          <ellipse cx="0" cy="-5" rx="4" ry="2.5" transform="rotate(-30 0 -5)" />
          <ellipse cx="7" cy="2" rx="4" ry="2.5" transform="rotate(10 7 2)" />
          <ellipse cx="-1" cy="5" rx="4" ry="2.5" transform="rotate(-10 -1 5)" />
        </g>
      );
    case "legume":
      return (
        <g transform={t} fill={C.honey} stroke={C.honeyDark} strokeWidth="0.8">
          <circle cx="-7" cy="0" r="5" />
          <circle cx="3" cy="-5" r="5" />
          <circle cx="5" cy="5" r="5" />
          <circle cx="-3" cy="8" r="4.5" />
        </g>
      );
    case "fish":
      return (
        <g transform={t}>
          <rect x="-18" y="-9" width="36" height="18" rx="8" fill={C.blushSoft} />
          <path d="M-10 -8 l4 16 M-2 -9 l4 18 M6 -8 l4 16" stroke={C.cream} strokeWidth="2" />
        </g>
      );
    case "meat":
      return (
        <g transform={t}>
          <rect x="-17" y="-10" width="34" height="20" rx="9" fill={C.honey} />
          <path
            d="M-9 -6 l6 12 M0 -7 l6 14 M9 -6 l4 9"
            stroke={C.honeyDark}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      );
    case "bread":
      return (
        <g transform={t}>
          <path
            d="M-16 14 L-16 -4 C-22 -6 -20 -16 -10 -15 L10 -15 C20 -16 22 -6 16 -4 L16 14 Z"
            fill={C.honey}
          />
          <path
            d="M-13 11 L-13 -6 C-17 -8 -15 -12 -9 -12 L9 -12 C15 -12 17 -8 13 -6 L13 11 Z"
            fill={C.honeyLight}
          />
        </g>
      );
    case "nut":
      return (
        <g transform={t} fill={C.honeyDark}>
          <ellipse cx="-6" cy="0" rx="5" ry="3.2" transform="rotate(30 -6 0)" />
          <ellipse cx="5" cy="-4" rx="5" ry="3.2" transform="rotate(-20 5 -4)" />
          <ellipse cx="3" cy="6" rx="5" ry="3.2" transform="rotate(60 3 6)" />
        </g>
      );
    case "cream":
      return (
        <g transform={t}>
          <path d="M-14 6 C-18 -4 -8 -12 0 -9 C8 -13 18 -4 14 6 C8 12 -8 12 -14 6 Z" fill={C.white} />
          <path
            d="M-6 -2 C-2 -6 4 -6 6 -1"
            stroke={C.blushLight}
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case "root":
      return (
        <g transform={t}>
          <rect x="-13" y="-6" width="11" height="11" rx="2.5" fill={C.honey} transform="rotate(-12)" />
          <rect
            x="2"
            y="-10"
            width="11"
            height="11"
            rx="2.5"
            fill={C.honey}
            stroke={C.honeyDark}
            strokeWidth="0.8"
          />
          <rect
            x="-3"
            y="3"
            width="11"
            height="11"
            rx="2.5"
            fill={C.honeyLight}
            stroke={C.honey}
            transform="rotate(14)"
          />
        </g>
      );
    case "cocoa":
      return (
        <g transform={t}>
          <circle r="11" fill={C.plumMid} />
          <path
            d="M-6 -1 C-4 -7 5 -7 6 0 C6 5 -1 6 -2 1"
            stroke={C.blushSoft}
            strokeWidth="1.6"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
  }
}

/** Topping positions on each vessel's food surface. */
const SLOTS: Record<Vessel, [number, number][]> = {
  bowl: [
    [128, 118],
    [192, 116],
    [160, 104],
    [160, 128],
  ],
  plate: [
    [132, 140],
    [190, 138],
    [160, 124],
    [162, 154],
  ],
  glass: [
    [176, 66],
    [146, 68],
    [162, 58],
    [190, 74],
  ],
  mug: [
    [150, 104],
    [172, 100],
    [162, 96],
    [180, 108],
  ],
};

function Steam() {
  return (
    <g stroke={C.blushSoft} strokeWidth="4" fill="none" strokeLinecap="round" opacity="0.9">
      <path d="M136 78 C128 66 144 58 136 44" />
      <path d="M160 72 C152 60 168 52 160 36" />
      <path d="M184 78 C176 66 192 58 184 44" />
    </g>
  );
}

function Sprig({ x, y, flip }: { x: number; y: number; flip: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -1 : 1} 1)`}>
      <path
        d="M0 0 C6 -14 16 -24 30 -30"
        stroke={C.sage}
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="10" cy="-14" rx="8" ry="4" fill={C.sage} transform="rotate(-50 10 -14)" />
      <ellipse cx="20" cy="-24" rx="8" ry="4" fill={C.sageDark} transform="rotate(-20 20 -24)" />
      <ellipse cx="18" cy="-12" rx="7" ry="3.5" fill={C.sage} transform="rotate(20 18 -12)" />
    </g>
  );
}

function VesselShape({ vessel, fill }: { vessel: Vessel; fill: string }) {
  switch (vessel) {
    case "bowl":
      return (
        <g>
          <ellipse cx="160" cy="196" rx="70" ry="9" fill={C.plum} opacity="0.08" />
          <ellipse cx="160" cy="116" rx="86" ry="24" fill={C.white} />
          <ellipse cx="160" cy="117" rx="78" ry="19" fill={fill} />
          <ellipse
            cx="160"
            cy="117"
            rx="78"
            ry="19"
            fill="none"
            stroke={C.plum}
            strokeOpacity="0.08"
            strokeWidth="2"
          />
          <path
            d="M74 116 C78 166 118 192 160 192 C202 192 242 166 246 116 C236 134 200 142 160 142 C120 142 84 134 74 116 Z"
            fill={C.white}
          />
          <path
            d="M74 116 C84 134 120 142 160 142 C200 142 236 134 246 116"
            stroke={C.blushSoft}
            strokeWidth="3"
            fill="none"
          />
          <path
            d="M96 158 C120 176 200 176 224 158"
            stroke={C.blushMid}
            strokeWidth="3"
            fill="none"
            opacity="0.5"
            strokeDasharray="2 8"
            strokeLinecap="round"
          />
        </g>
      );
    case "plate":
      return (
        <g>
          <ellipse cx="160" cy="192" rx="96" ry="12" fill={C.plum} opacity="0.07" />
          <ellipse cx="160" cy="144" rx="104" ry="44" fill={C.white} />
          <ellipse cx="160" cy="142" rx="80" ry="32" fill="none" stroke={C.blushSoft} strokeWidth="2.5" />
          <ellipse cx="160" cy="140" rx="56" ry="20" fill={fill} opacity="0.6" />
        </g>
      );
    case "glass":
      return (
        <g>
          <ellipse cx="160" cy="206" rx="44" ry="7" fill={C.plum} opacity="0.08" />
          <path d="M196 40 L208 14" stroke={C.blush} strokeWidth="6" strokeLinecap="round" />
          <path d="M118 60 L128 196 C128 202 192 202 192 196 L202 60 Z" fill={C.white} opacity="0.9" />
          <path d="M121 74 L129 192 C130 197 190 197 191 192 L199 74 C180 80 140 80 121 74 Z" fill={fill} />
          <ellipse cx="160" cy="60" rx="42" ry="8" fill="none" stroke={C.blushSoft} strokeWidth="2.5" />
          <path d="M182 60 L194 30" stroke={C.blush} strokeWidth="6" strokeLinecap="round" />
          <path d="M136 92 L140 176" stroke={C.white} strokeWidth="5" strokeLinecap="round" opacity="0.5" />
        </g>
      );
    case "mug":
      return (
        <g>
          <ellipse cx="160" cy="200" rx="62" ry="8" fill={C.plum} opacity="0.08" />
          <path
            d="M206 124 C238 118 240 168 204 166"
            stroke={C.blush}
            strokeWidth="12"
            fill="none"
            strokeLinecap="round"
          />
          <path d="M108 100 L114 184 C116 196 204 196 206 184 L212 100 Z" fill={C.blush} />
          <ellipse cx="160" cy="100" rx="52" ry="13" fill={C.blushMid} />
          <ellipse cx="160" cy="102" rx="45" ry="9" fill={fill} />
          <path
            d="M124 136 C140 146 180 146 196 136"
            stroke={C.blushLight}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            opacity="0.7"
          />
        </g>
      );
  }
}

export function RecipeArt({ recipe, className }: { recipe: RecipeArtInput; className?: string }) {
  const seed = hash(recipe.slug);
  const vessel = vesselOf(recipe);
  const kinds = artKinds(recipe.ingredients);
  const fill =
    recipe.category === "Beverages" && vessel === "mug" && kinds[0] === "cream"
      ? C.honeyLight
      : BASE[kinds[0]!];
  const hot = vessel === "mug" || recipe.category === "Soups" || recipe.tags.some((t) => /warm/.test(t));
  const bg = BACKGROUND[recipe.category] ?? C.blushLight;
  const dotsX = 40 + (seed % 40);
  // A drink shows at most one garnish on its rim; a mug shows just its steam.
  const toppings = vessel === "glass" ? kinds.slice(1, 2) : vessel === "mug" ? [] : kinds;
  return (
    <svg
      viewBox="0 0 320 240"
      role="img"
      aria-label={`Illustration of ${recipe.title}`}
      className={className ?? "block aspect-[4/3] h-auto w-full"}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="240" fill={bg} />
      <circle cx={seed % 2 ? 260 : 60} cy="58" r="70" fill={C.cream} opacity="0.7" />
      <g fill={C.white} opacity="0.8">
        <circle cx={dotsX} cy="200" r="4" />
        <circle cx={dotsX + 18} cy="212" r="2.5" />
        <circle cx={320 - dotsX} cy="34" r="3" />
      </g>
      <Sprig x={seed % 2 ? 42 : 278} y={216} flip={seed % 2 === 0} />
      {hot && <Steam />}
      <VesselShape vessel={vessel} fill={fill} />
      {toppings.map((kind, i) => {
        const [x, y] = SLOTS[vessel][i]!;
        const rot = ((seed >> (i * 3)) % 50) - 25;
        return <Topping key={kind} kind={kind} x={x} y={y} r={rot} />;
      })}
    </svg>
  );
}
