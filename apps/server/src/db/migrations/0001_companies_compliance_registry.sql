CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"entity_type" text NOT NULL,
	"status" text NOT NULL,
	"is_formation" boolean DEFAULT false NOT NULL,
	"registration_number" text,
	"industry" text NOT NULL,
	"turnover" double precision,
	"num_employees" integer,
	"business_model" text,
	"is_exporter" boolean DEFAULT false NOT NULL,
	"is_food_business" boolean DEFAULT false NOT NULL,
	"has_manufacturing" boolean DEFAULT false NOT NULL,
	"has_international_clients" boolean DEFAULT false NOT NULL,
	"wants_startup_credits" boolean DEFAULT false NOT NULL,
	"incorporation_date" date,
	"has_deposits" boolean,
	"business_locations" jsonb,
	"foreign_owned" boolean,
	"member_count" integer,
	"fiscal_year_end" text,
	"gst_filing" text,
	"paid_up_capital" double precision,
	"agm_date" date,
	"vat_registered" boolean,
	"rules_version" text,
	"planned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"occurrence_key" text NOT NULL,
	"rule_id" text NOT NULL,
	"due_date" date,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"period_label" text,
	"recurrence" text NOT NULL,
	"urgency" text NOT NULL,
	"is_mandatory" boolean NOT NULL,
	"applicability" text NOT NULL,
	"condition_note" text,
	"estimated_completion_days" integer,
	"product_id" text,
	"source_url" text NOT NULL,
	"last_verified" text NOT NULL,
	"penalty" text,
	"late_fee" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_companies" (
	"entity_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"company_status" text,
	"company_class" text,
	"company_category" text,
	"entity_type" text,
	"registered_state" text,
	"date_of_incorporation" date,
	"paid_up_capital" double precision,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_requirements" ADD CONSTRAINT "compliance_requirements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_owner_created_idx" ON "companies" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_requirements_occurrence_idx" ON "compliance_requirements" USING btree ("company_id","occurrence_key");--> statement-breakpoint
CREATE INDEX "registry_companies_name_trgm_idx" ON "registry_companies" USING gin ("company_name" gin_trgm_ops);