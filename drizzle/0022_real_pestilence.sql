CREATE TABLE "screening_results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"difficulty" integer,
	"score" integer NOT NULL,
	"note" text,
	"moment" text,
	"taken_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_skips" (
	"user_id" text NOT NULL,
	"moment" text NOT NULL,
	"skipped_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screening_skips_user_id_moment_pk" PRIMARY KEY("user_id","moment")
);
--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_skips" ADD CONSTRAINT "screening_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_results_user_created_idx" ON "screening_results" USING btree ("user_id","created_at");