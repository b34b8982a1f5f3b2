ALTER TABLE "self_care_logs" ALTER COLUMN "total_minutes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_checkins" ADD COLUMN "week_start" date;--> statement-breakpoint
-- One check-in per week (Monday to Sunday of its week date). Where she already has several for a
-- week, the newest takes the week and the others keep a null week_start: nothing she saved is lost.
UPDATE "weekly_checkins" AS "c" SET "week_start" = "w"."week_start"
  FROM (
    SELECT DISTINCT ON ("user_id", "monday") "id", "monday" AS "week_start"
    FROM (
      SELECT "id", "user_id", "created_at",
        "week_date" - (extract(isodow from "week_date")::int - 1) AS "monday"
      FROM "weekly_checkins"
    ) AS "weeks"
    ORDER BY "user_id", "monday", "created_at" DESC, "id" DESC
  ) AS "w"
  WHERE "c"."id" = "w"."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_checkins_user_week_start_idx" ON "weekly_checkins" USING btree ("user_id","week_start");
