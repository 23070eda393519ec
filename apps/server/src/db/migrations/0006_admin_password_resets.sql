CREATE TABLE "admin_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"request_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_password_resets" ADD CONSTRAINT "admin_password_resets_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_password_resets_admin_created_idx" ON "admin_password_resets" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_password_resets_ip_created_idx" ON "admin_password_resets" USING btree ("request_ip","created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";
--> statement-breakpoint
-- Hand-added: customers have no password any more, so their pending reset links must not outlive this migration.
DELETE FROM "email_tokens" WHERE "purpose" = 'reset_password';
