/**
 * The two quizzes' answers as inputs (options.ts holds their choices and labels): beside the
 * options, not in them, so the plan cards on her dashboard load no zod.
 */
import { z } from "zod";
import { QUIZ_STAGES } from "../journeys";
import { DAYS_OPTIONS, DIETARY_OPTIONS, EXPERIENCE_LEVELS, PLAN_TYPES, TIME_OPTIONS } from "./options";

const notes = z.string().trim().max(1000);

export const workoutQuizAnswers = z.object({
  motherhoodStage: z.enum(QUIZ_STAGES),
  fitnessGoal: z.string().min(1),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  timeAvailable: z.enum(TIME_OPTIONS),
  daysPerWeek: z.enum(DAYS_OPTIONS),
  preferences: z.array(z.string()),
  additionalNotes: notes,
});

/**
 * The spec's meal quiz answers were a workout quiz's (fitnessGoal, workoutDays); Bloom's meal quiz
 * asks about meals, so its answers say so (docs/decisions/007-meal-quiz-asks-about-meals.md).
 */
export const mealQuizAnswers = z.object({
  motherhoodStage: z.enum(QUIZ_STAGES),
  mealGoal: z.string().min(1),
  cookingDays: z.enum(DAYS_OPTIONS),
  dietaryPreferences: z.array(z.enum(DIETARY_OPTIONS)),
  planType: z.enum(PLAN_TYPES),
  additionalNotes: notes,
});
