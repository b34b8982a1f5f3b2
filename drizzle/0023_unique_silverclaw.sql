CREATE TABLE "food_match_thresholds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"threshold" real NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_meal_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"meal_id" text NOT NULL,
	"log_id" text,
	"embedding" "bytea" NOT NULL,
	"negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_meals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"foods" jsonb NOT NULL,
	"signature" text NOT NULL,
	"last_eaten_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_match_thresholds" ADD CONSTRAINT "food_match_thresholds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_meal_pictures" ADD CONSTRAINT "food_meal_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_meal_pictures" ADD CONSTRAINT "food_meal_pictures_meal_id_food_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."food_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_meal_pictures" ADD CONSTRAINT "food_meal_pictures_log_id_food_detection_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."food_detection_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_meals" ADD CONSTRAINT "food_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_meal_pictures_user_idx" ON "food_meal_pictures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "food_meal_pictures_log_idx" ON "food_meal_pictures" USING btree ("log_id") WHERE "food_meal_pictures"."log_id" is not null;--> statement-breakpoint
CREATE INDEX "food_meals_user_idx" ON "food_meals" USING btree ("user_id","signature");