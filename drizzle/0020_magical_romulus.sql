CREATE TABLE "education_checklist_ticks" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"item" text NOT NULL,
	"position" integer NOT NULL,
	"ticked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "education_checklist_ticks_user_id_module_id_item_pk" PRIMARY KEY("user_id","module_id","item")
);
--> statement-breakpoint
CREATE TABLE "education_reflections" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "education_reflections_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "units" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "education_checklist_ticks" ADD CONSTRAINT "education_checklist_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_reflections" ADD CONSTRAINT "education_reflections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Her one units choice starts from the temperature unit she had picked: Celsius means metric.
UPDATE "profiles" SET "units" = CASE WHEN "temperature_unit" = 'C' THEN 'metric' ELSE 'us' END;
--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "temperature_unit";
