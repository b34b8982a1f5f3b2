import { Heart } from "lucide-react";
import { cn } from "../../lib/cn";
import { type FavoriteKind, useFavorites, useToggleFavorite } from "./api";

/**
 * The heart on a recipe or a workout: pressed when she saved it; the change shows at once and
 * rolls back if the server refuses. `withText` adds the words beside the heart.
 */
export function FavoriteToggle({
  kind,
  item,
  className,
  withText = false,
}: {
  kind: FavoriteKind;
  item: { slug: string; title: string };
  className?: string;
  withText?: boolean;
}) {
  const favorites = useFavorites(kind);
  const toggle = useToggleFavorite(kind);
  const saved = favorites.data?.includes(item.slug) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withText ? undefined : `Favorite ${item.title}`}
      title={saved ? "Remove from favorites" : "Save to favorites"}
      disabled={favorites.isPending}
      onClick={() => toggle.mutate({ slug: item.slug, save: !saved })}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm font-medium shadow-soft transition-colors disabled:opacity-60",
        saved
          ? "bg-blush-50 text-blush-700 hover:bg-blush-100"
          : "bg-white/95 text-plum-700 hover:bg-blush-50",
        withText && "border border-blush-200 px-4",
        className,
      )}
    >
      <Heart className={cn("size-5", saved && "fill-blush-600 text-blush-600")} aria-hidden="true" />
      {withText && (saved ? "Saved to Favorites" : "Save to Favorites")}
    </button>
  );
}
