CREATE TABLE "reminder_deliveries" (
	"requirement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lead" text NOT NULL,
	"status" text NOT NULL,
	"digest_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_digests" (
	"user_id" uuid NOT NULL,
	"digest_date" date NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_digests_user_id_digest_date_pk" PRIMARY KEY("user_id","digest_date")
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "calendar_secret_hash" text;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "calendar_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_requirement_id_compliance_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."compliance_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_idx" ON "reminder_deliveries" USING btree ("requirement_id","lead","user_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "compliance_requirements_open_due_idx" ON "compliance_requirements" USING btree ("due_date") WHERE "compliance_requirements"."status" <> 'completed' and "compliance_requirements"."due_date" is not null;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_unsubscribe_token_unique" UNIQUE("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_calendar_secret_hash_unique" UNIQUE("calendar_secret_hash");