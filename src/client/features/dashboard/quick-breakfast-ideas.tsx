import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
// The breakfasts alone, not the whole catalogue: every Breakfast recipe is in this file
// (src/content/recipes/recipes.test.ts), and the dashboard need not evaluate the rest.
import { BREAKFAST } from "../../../content/recipes/breakfast";
import { totalMinutes } from "../../../content/recipes/schema";
import { formatMinutes, quickBreakfasts } from "../../../shared/recipes";
import { RecipeArt } from "../../components/art/recipe-art";
import { Card } from "../../components/ui/card";
import { useAuth } from "../auth";

/** Dashboard card (core spec): three quick breakfasts that fit the mother's stage. Its own chunk. */
export function QuickBreakfastIdeas() {
  const { profile } = useAuth();
  const ideas = quickBreakfasts(BREAKFAST, profile?.motherhood_stage);
  return (
    <Card role="region" aria-labelledby="quick-breakfast-ideas">
      <h2 id="quick-breakfast-ideas" className="text-xl">
        Quick Breakfast Ideas
      </h2>
      <ul className="mt-4 space-y-3">
        {ideas.map((r) => (
          <li key={r.slug} className="flex items-center gap-3">
            <span className="w-16 shrink-0 overflow-hidden rounded-lg">
              <RecipeArt recipe={r} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium leading-snug text-plum-900">{r.title}</span>
              <span className="inline-flex items-center gap-1 text-sm text-plum-500">
                <Clock className="size-3.5" aria-hidden="true" />
                {formatMinutes(totalMinutes(r))}
              </span>
            </span>
            <Link
              to={`/recipes/${r.slug}`}
              className="inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-medium text-blush-700 hover:bg-blush-50"
            >
              View Recipe<span className="sr-only">: {r.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/recipes?category=breakfast"
        className="mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline"
      >
        More breakfast recipes
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
