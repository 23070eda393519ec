CREATE TABLE "install_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
-- Settled mail keeps only its log: erase the bodies stored in plain text before sealing existed.
UPDATE "outgoing_mail" SET "text" = NULL, "html" = NULL WHERE "status" <> 'pending';--> statement-breakpoint
-- Mail still waiting (stored in plain text before this release, still delivered as it is): the kinds someone waits for
-- go to the priority queue.
UPDATE "outgoing_mail" SET "urgent" = true WHERE "status" = 'pending' AND ("idempotency_key" LIKE 'login-code:%' OR "idempotency_key" LIKE 'verify-email:%' OR "idempotency_key" LIKE 'admin-reset:%' OR "idempotency_key" LIKE 'invitation:%');--> statement-breakpoint
-- The dev mailbox (development only) held codes and links in plain text: it starts empty, and sealed from now on.
DELETE FROM "mail_outbox";
