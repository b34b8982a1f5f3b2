CREATE TABLE "contraction_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contractions" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "contraction_sessions" ADD CONSTRAINT "contraction_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contraction_sessions_user_started_idx" ON "contraction_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contraction_sessions_one_open_idx" ON "contraction_sessions" USING btree ("user_id") WHERE "contraction_sessions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "contractions" ADD CONSTRAINT "contractions_session_id_contraction_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."contraction_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractions_session_idx" ON "contractions" USING btree ("session_id");