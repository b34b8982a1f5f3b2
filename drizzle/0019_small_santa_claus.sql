CREATE TABLE "newsletter_deliveries" (
	"issue" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_issue_email_pk" PRIMARY KEY("issue","email")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_email_newsletter_subscribers_email_fk" FOREIGN KEY ("email") REFERENCES "public"."newsletter_subscribers"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token");