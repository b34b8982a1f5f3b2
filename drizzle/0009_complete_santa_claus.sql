CREATE TABLE "course_day_completions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"week_number" integer NOT NULL,
	"day_number" integer NOT NULL,
	"workout_session_id" text,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_weeks" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"week_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"focus_areas" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"difficulty_level" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_course_progress" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"current_week" integer NOT NULL,
	"current_day" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"pauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "user_course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "course_day_completions" ADD CONSTRAINT "course_day_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_day_completions" ADD CONSTRAINT "course_day_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_day_completions" ADD CONSTRAINT "course_day_completions_workout_session_id_workout_sessions_id_fk" FOREIGN KEY ("workout_session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_weeks" ADD CONSTRAINT "course_weeks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_progress" ADD CONSTRAINT "user_course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_progress" ADD CONSTRAINT "user_course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_day_completions_user_course_idx" ON "course_day_completions" USING btree ("user_id","course_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_weeks_course_week_idx" ON "course_weeks" USING btree ("course_id","week_number");--> statement-breakpoint
CREATE INDEX "user_course_progress_course_idx" ON "user_course_progress" USING btree ("course_id");