ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;