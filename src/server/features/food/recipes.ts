/**
 * Bloom's own recipes in the food search, when the recipe catalogue exists
 * (`src/content/recipes/index.ts` exporting `RECIPES`). Loaded once; absent → no recipe results.
 */
interface RecipeLike {
  slug?: string;
  id?: string;
  title?: string;
  name?: string;
  calories?: number;
  nutrition?: { calories?: number };
}

let recipes: Promise<RecipeLike[]> | undefined;

function loadRecipes(): Promise<RecipeLike[]> {
  // A variable specifier: the catalogue is optional and may not exist in this build.
  const specifier = "../../../content/recipes/index";
  recipes ??= import(/* @vite-ignore */ specifier)
    .then((m: { RECIPES?: unknown }) => (Array.isArray(m.RECIPES) ? (m.RECIPES as RecipeLike[]) : []))
    .catch(() => []);
  return recipes;
}

export async function searchRecipes(
  query: string,
  limit: number,
): Promise<{ slug: string; title: string; calories: number | null }[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const all = await loadRecipes();
  const out: { slug: string; title: string; calories: number | null }[] = [];
  for (const r of all) {
    const title = r.title ?? r.name;
    if (!title) continue;
    const t = title.toLowerCase();
    if (!words.every((w) => t.includes(w))) continue;
    const calories = r.calories ?? r.nutrition?.calories;
    out.push({ slug: r.slug ?? r.id ?? "", title, calories: typeof calories === "number" ? calories : null });
    if (out.length >= limit) break;
  }
  return out;
}
