ALTER TABLE "companies" ADD COLUMN "past_filings" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;