CREATE TABLE "order_cancellation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"refund_quoted_minor" bigint NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_tasks" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD COLUMN "spends" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellation_requests" ADD CONSTRAINT "order_cancellation_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellation_requests" ADD CONSTRAINT "order_cancellation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancellation_requests_open_idx" ON "order_cancellation_requests" USING btree ("order_id") WHERE "order_cancellation_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_cancellation_requests_order_idx" ON "order_cancellation_requests" USING btree ("order_id","created_at");