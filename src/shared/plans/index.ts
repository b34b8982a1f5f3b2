/** The two plan quizzes: their options, and the pure builders that turn answers into plans. */
export * from "./catalogue-plans";
export * from "./diet-check";
export * from "./meal-plan";
export * from "./options";
export * from "./options-input";
export * from "./workout-plan";
