import { z } from "zod";
import type { CycleProfileFields } from "./cycle/profile";
import { cycleProfileUpdate } from "./cycle/profile-input";
import { PROFILE_STAGE_VALUES, SIGNUP_STAGES } from "./journeys";
import { BOTH_DATES_MESSAGE, type PregnancyProfileFields, pregnancyProfileUpdate } from "./pregnancy/profile";
import type { UnitSystem } from "./units";
import { unitSystem } from "./units-input";
import { MAX_WEEKLY_WORKOUT_GOAL } from "./wellness";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Sign-up without these is refused, in the browser and on the server, with these words. */
export const TERMS_REQUIRED_MESSAGE =
  "Please accept the Terms of Service and the Privacy Policy to join Bloom.";
export const AGE_REQUIRED_MESSAGE = "Bloom is for adults: please confirm that you are 18 or older.";
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose another one.";

const stage = z.string().refine((v) => PROFILE_STAGE_VALUES.includes(v), {
  message: "Motherhood stage is not one we know.",
});

/** PATCH /api/profile: only these fields, each optional; anything else is refused. */
export const profileUpdate = z
  .strictObject({
    display_name: z
      .string()
      .trim()
      .min(1, "Name is required.")
      .max(100, "Name can be at most 100 characters."),
    motherhood_stage: stage,
    bio: z.string().trim().max(1000, "Bio can be at most 1000 characters.").nullable(),
    ...pregnancyProfileUpdate,
    ...cycleProfileUpdate,
    units: unitSystem,
    weekly_workout_goal: z
      .number("The weekly goal must be a number of workouts.")
      .int("The weekly goal must be a whole number of workouts.")
      .min(1, "The weekly goal is at least one workout.")
      .max(MAX_WEEKLY_WORKOUT_GOAL, `The weekly goal can be at most ${MAX_WEEKLY_WORKOUT_GOAL} workouts.`)
      .nullable(),
    general_content: z.boolean("General content is true or false."),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update." })
  .refine((v) => !(v.due_date && v.last_period_start), { message: BOTH_DATES_MESSAGE });
export type ProfileUpdate = z.infer<typeof profileUpdate>;
/** What the browser sends to PATCH /api/profile. */
export type ProfilePatch = z.input<typeof profileUpdate>;

export interface Profile extends PregnancyProfileFields, CycleProfileFields {
  user_id: string;
  display_name: string | null;
  motherhood_stage: string;
  bio: string | null;
  /** Her one units choice for every measurement she enters or reads: "us" (lb, in, °F) or "metric". */
  units: UnitSystem;
  /** Her own weekly workout goal; null follows her saved workout plan, else 5. */
  weekly_workout_goal: number | null;
  /** She skipped the journey picker ("prefer not to say"): general content, no picker until she picks. */
  general_content: boolean;
  /** When she accepted the terms and privacy policy, and confirmed she is 18 or older (ISO instants; null before Bloom asked). */
  terms_accepted_at: string | null;
  age_confirmed_at: string | null;
}

export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

export const newsletterInput = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address.")),
});

/** A newsletter link's token (confirmation or unsubscribe). */
export const newsletterTokenInput = z.object({
  token: z
    .string("The link is incomplete.")
    .min(16, "The link is incomplete.")
    .max(200, "The link is not valid."),
});

export const signUpStage = z.enum(SIGNUP_STAGES);

/** The register form; the server repeats every check that matters. */
export const registerForm = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100),
    email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string().min(1, "Please confirm your password"),
    motherhoodStage: signUpStage,
    termsAccepted: z.boolean().refine((v) => v, TERMS_REQUIRED_MESSAGE),
    ageConfirmed: z.boolean().refine((v) => v, AGE_REQUIRED_MESSAGE),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const loginForm = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  password: z.string().min(1, "Password is required"),
});
export type LoginForm = z.infer<typeof loginForm>;
