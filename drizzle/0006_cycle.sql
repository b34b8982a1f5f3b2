CREATE TABLE "cycle_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"temperature_c" double precision,
	"temperature_time" text,
	"temperature_exclude" boolean DEFAULT false NOT NULL,
	"temperature_note" text,
	"bleeding" smallint,
	"bleeding_exclude" boolean DEFAULT false NOT NULL,
	"mucus_feeling" smallint,
	"mucus_texture" smallint,
	"mucus_value" smallint,
	"mucus_exclude" boolean DEFAULT false NOT NULL,
	"cervix_opening" smallint,
	"cervix_firmness" smallint,
	"cervix_position" smallint,
	"cervix_exclude" boolean DEFAULT false NOT NULL,
	"lh_test" text,
	"sex" jsonb,
	"desire" smallint,
	"symptoms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"symptom_note" text,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mood_note" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signs" text GENERATED ALWAYS AS ((day - date '2000-01-01')::text || '|' || coalesce(temperature_c::text, '') || '|' || temperature_exclude::int::text || '|' || coalesce(bleeding::text, '') || '|' || bleeding_exclude::int::text || '|' || coalesce(mucus_value::text, '') || '|' || mucus_exclude::int::text || '|' || coalesce(lh_test, '')) STORED NOT NULL,
	CONSTRAINT "cycle_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "cycle_exclusions" (
	"user_id" text NOT NULL,
	"cycle_start" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_exclusions_user_id_cycle_start_pk" PRIMARY KEY("user_id","cycle_start")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "temperature_unit" text DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ttc_since" date;--> statement-breakpoint
ALTER TABLE "cycle_days" ADD CONSTRAINT "cycle_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_exclusions" ADD CONSTRAINT "cycle_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;