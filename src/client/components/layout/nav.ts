/** The spec's header links, for everyone. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/workouts", label: "Workouts" },
  { to: "/recipes", label: "Recipes" },
  { to: "/wellness", label: "Wellness" },
  { to: "/community", label: "Community" },
] as const;

/**
 * Bloom's additions once she is signed in: the courses and the food checker had no way in from
 * her pages (the home page and the visitor's footer link them, neither of which she sees then).
 */
export const SIGNED_IN_LINKS = [
  { to: "/courses", label: "Courses" },
  { to: "/food-calories", label: "Food Checker" },
] as const;

/** The header's links for a visitor or a signed-in member. */
export const navLinks = (signedIn: boolean) => (signedIn ? [...NAV_LINKS, ...SIGNED_IN_LINKS] : NAV_LINKS);
