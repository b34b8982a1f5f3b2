ALTER TABLE "profiles" ADD COLUMN "weekly_workout_goal" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "general_content" boolean DEFAULT false NOT NULL;