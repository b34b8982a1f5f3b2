CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_user_kind_source_idx" ON "points_ledger" USING btree ("user_id","kind","source_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
-- Points for what she did before points existed: each finished workout, and each day (UTC, her time
-- zone was not recorded) with a mood check-in. The unique index keeps them from being counted twice.
INSERT INTO "points_ledger" ("user_id", "kind", "source_id", "points", "created_at")
  SELECT "user_id", 'workout', "id", 15, "completed_at" FROM "workout_sessions"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "points_ledger" ("user_id", "kind", "source_id", "points", "created_at")
  SELECT "user_id", 'mood', to_char(timezone('UTC', "created_at"), 'YYYY-MM-DD'), 5, min("created_at")
  FROM "mood_entries"
  GROUP BY "user_id", to_char(timezone('UTC', "created_at"), 'YYYY-MM-DD')
  ON CONFLICT DO NOTHING;
