CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"added_by" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logic_rule_firings" (
	"rule_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "logic_rule_firings_rule_id_day_pk" PRIMARY KEY("rule_id","day")
);
--> statement-breakpoint
CREATE TABLE "logic_rule_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logic_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"professional_fees_minor" integer NOT NULL,
	"govt_fees_minor" integer NOT NULL,
	"govt_fees_max_minor" integer,
	"govt_fee_basis" text NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"platform_fee_basis_points" integer NOT NULL,
	"processing_time" text NOT NULL,
	"cost_note" text,
	"dependencies" jsonb NOT NULL,
	"fulfils" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_rule_firings" ADD CONSTRAINT "logic_rule_firings_rule_id_logic_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."logic_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_per_company" ON "cart_items" USING btree ("company_id");