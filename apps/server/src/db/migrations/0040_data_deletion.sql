CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_idx" ON "deletion_requests" USING btree ("subject_type","subject_id") WHERE "deletion_requests"."cancelled_at" is null and "deletion_requests"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "deletion_requests_due_idx" ON "deletion_requests" USING btree ("erase_after") WHERE "deletion_requests"."cancelled_at" is null and "deletion_requests"."completed_at" is null;