export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/workouts", label: "Workouts" },
  { to: "/recipes", label: "Recipes" },
  { to: "/wellness", label: "Wellness" },
  { to: "/community", label: "Community" },
] as const;
