/** The two plan quizzes: their options, and the pure builders that turn answers into plans. */
import type { MealQuizAnswers, WorkoutQuizAnswers } from "./options";

export * from "./meal-plan";
export * from "./options";
export * from "./workout-plan";

/**
 * The meal quiz's "both" (or "workout") plan type also shows a workout plan: the same stage, goal
 * and days, as a beginner with 15-20 minute sessions (the defaults that suit every stage).
 */
export function workoutAnswersFromMealQuiz(answers: MealQuizAnswers): WorkoutQuizAnswers {
  return {
    motherhoodStage: answers.motherhoodStage,
    fitnessGoal: answers.fitnessGoal,
    experienceLevel: "beginner",
    timeAvailable: "15-20",
    daysPerWeek: answers.workoutDays,
    preferences: [],
    additionalNotes: answers.additionalNotes,
  };
}
