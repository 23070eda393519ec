ALTER TABLE "users" ADD COLUMN "previous_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "next_path" text;--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "next_path" text;--> statement-breakpoint
-- Accounts that signed in before this column existed are returning ones: greeted "Welcome back", as they were.
UPDATE "users" SET "previous_sign_in_at" = "last_sign_in_at" WHERE "last_sign_in_at" IS NOT NULL;
