/** Favourites, shared by recipes and workouts: the list, the toggle and its heart button. */
export { type FavoriteKind, favoriteKeys, favoritesQuery, useFavorites, useToggleFavorite } from "./api";
export { FavoriteToggle } from "./favorite-toggle";
