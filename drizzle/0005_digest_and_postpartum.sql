CREATE TABLE "digest_tip_completions" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"tip_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "digest_tip_completions_user_id_day_tip_id_pk" PRIMARY KEY("user_id","day","tip_id")
);
--> statement-breakpoint
CREATE TABLE "education_module_completions" (
	"user_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"module_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "education_module_completions_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "prep_item_completions" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prep_item_completions_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "digest_tip_completions" ADD CONSTRAINT "digest_tip_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_module_completions" ADD CONSTRAINT "education_module_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prep_item_completions" ADD CONSTRAINT "prep_item_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;