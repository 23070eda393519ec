CREATE TABLE "compliance_custom_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"entity_types" jsonb NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"impact_level" text DEFAULT 'medium' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"applies_when" jsonb,
	"due" jsonb NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_rule_change_companies" (
	"change_id" uuid NOT NULL,
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_rule_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"companies_replanned" integer
);
--> statement-breakpoint
CREATE TABLE "compliance_rule_overrides" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"title" text,
	"description" text,
	"category" text,
	"impact_level" text,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_rule_change_companies" ADD CONSTRAINT "compliance_rule_change_companies_change_id_compliance_rule_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."compliance_rule_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rule_change_companies" ADD CONSTRAINT "compliance_rule_change_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_rule_change_companies_idx" ON "compliance_rule_change_companies" USING btree ("change_id","company_id");--> statement-breakpoint
CREATE INDEX "compliance_rule_changes_pending_idx" ON "compliance_rule_changes" USING btree ("created_at") WHERE "compliance_rule_changes"."processed_at" is null;