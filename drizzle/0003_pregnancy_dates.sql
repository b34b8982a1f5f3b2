ALTER TABLE "profiles" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_period_start" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "baby_birth_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pregnancy_loss_on" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_pregnancy_content" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "height_cm" real;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pre_pregnancy_weight_lbs" real;