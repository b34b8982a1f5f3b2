/** The journey picker, used by onboarding, the dashboard and the workouts page. */
export { JourneyPicker } from "./journey-picker";
