CREATE TABLE "logic_rule_triggers" (
	"rule_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "logic_rule_triggers_rule_id_company_id_day_pk" PRIMARY KEY("rule_id","company_id","day")
);
--> statement-breakpoint
DROP TABLE "logic_rule_firings" CASCADE;--> statement-breakpoint
ALTER TABLE "logic_rules" ADD COLUMN "match" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "logic_rules" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logic_rule_triggers" ADD CONSTRAINT "logic_rule_triggers_rule_id_logic_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."logic_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logic_rule_triggers" ADD CONSTRAINT "logic_rule_triggers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logic_rule_triggers_day" ON "logic_rule_triggers" USING btree ("day");