export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/workouts", label: "Workouts" },
  { to: "/recipes", label: "Recipes" },
  { to: "/wellness", label: "Wellness" },
  { to: "/community", label: "Community" },
] as const;

/** Initials of the display name, else the email's first letter, else "U". */
export function initialsOf(displayName: string | null | undefined, email: string | null | undefined): string {
  const words = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("");
  const first = (email ?? "").trim()[0];
  return first ? first.toUpperCase() : "U";
}
