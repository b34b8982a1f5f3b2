CREATE TABLE "contractions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kick_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"kicks" integer DEFAULT 0 NOT NULL,
	"last_kick_at" timestamp with time zone,
	"tenth_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pregnancy_journal_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"week" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"mood" integer NOT NULL,
	"milestone" text,
	"weight_lbs" real,
	"baby_kicks" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pregnancy_journal_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"path" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pregnancy_symptoms" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symptom" text NOT NULL,
	"severity" text NOT NULL,
	"notes" text,
	"week" integer,
	"logged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractions" ADD CONSTRAINT "contractions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_sessions" ADD CONSTRAINT "kick_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancy_journal_entries" ADD CONSTRAINT "pregnancy_journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancy_journal_photos" ADD CONSTRAINT "pregnancy_journal_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancy_journal_photos" ADD CONSTRAINT "pregnancy_journal_photos_entry_id_pregnancy_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pregnancy_journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancy_symptoms" ADD CONSTRAINT "pregnancy_symptoms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractions_user_started_idx" ON "contractions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contractions_one_running_idx" ON "contractions" USING btree ("user_id") WHERE "contractions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "kick_sessions_user_started_idx" ON "kick_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kick_sessions_one_open_idx" ON "kick_sessions" USING btree ("user_id") WHERE "kick_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "pregnancy_journal_user_date_idx" ON "pregnancy_journal_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "pregnancy_journal_photos_entry_idx" ON "pregnancy_journal_photos" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "pregnancy_symptoms_user_logged_idx" ON "pregnancy_symptoms" USING btree ("user_id","logged_at");