CREATE TABLE "food_detection_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"image_path" text,
	"detected_food" text,
	"confidence" real,
	"calories" double precision NOT NULL,
	"food_ndb" text,
	"food_name" text NOT NULL,
	"grams" double precision NOT NULL,
	"portion_label" text,
	"protein" double precision NOT NULL,
	"carbs" double precision NOT NULL,
	"fat" double precision NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_detection_logs" ADD CONSTRAINT "food_detection_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_detection_logs_user_logged_idx" ON "food_detection_logs" USING btree ("user_id","logged_at");