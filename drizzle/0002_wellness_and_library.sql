CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_kind_slug_pk" PRIMARY KEY("user_id","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "saved_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"checkin_id" text NOT NULL,
	"view" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hydration_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"glasses" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hydration_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mood" integer NOT NULL,
	"energy" integer NOT NULL,
	"stress" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_care_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"activities" jsonb NOT NULL,
	"total_minutes" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sleep_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"hours" double precision NOT NULL,
	"quality" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_checkins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"week_date" date NOT NULL,
	"weight" double precision,
	"chest_measurement" double precision,
	"upper_arm_measurement" double precision,
	"hip_measurement" double precision,
	"waist_measurement" double precision,
	"glute_measurement" double precision,
	"thigh_measurement" double precision,
	"progress_image_url" text,
	"description" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"workout_type" text NOT NULL,
	"workout_slug" text,
	"duration_minutes" integer NOT NULL,
	"intensity" text NOT NULL,
	"calories_burned" integer,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_plans" ADD CONSTRAINT "saved_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_photos" ADD CONSTRAINT "checkin_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_photos" ADD CONSTRAINT "checkin_photos_checkin_id_weekly_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."weekly_checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hydration_days" ADD CONSTRAINT "hydration_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_care_logs" ADD CONSTRAINT "self_care_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sleep_logs" ADD CONSTRAINT "sleep_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_checkins" ADD CONSTRAINT "weekly_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_plans_user_kind_idx" ON "saved_plans" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "checkin_photos_checkin_idx" ON "checkin_photos" USING btree ("checkin_id");--> statement-breakpoint
CREATE INDEX "mood_entries_user_created_idx" ON "mood_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "self_care_logs_user_created_idx" ON "self_care_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sleep_logs_user_created_idx" ON "sleep_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "weekly_checkins_user_week_idx" ON "weekly_checkins" USING btree ("user_id","week_date");--> statement-breakpoint
CREATE INDEX "workout_sessions_user_completed_idx" ON "workout_sessions" USING btree ("user_id","completed_at");