ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Last sign-in for existing users: their newest session still on file (sessions ended by logout are gone, so "never" may be shown for some).
UPDATE "users" SET "last_sign_in_at" = "s"."last" FROM (SELECT "user_id", max("created_at") AS "last" FROM "sessions" GROUP BY "user_id") AS "s" WHERE "s"."user_id" = "users"."id" AND "users"."last_sign_in_at" IS NULL;
