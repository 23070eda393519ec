ALTER TABLE "order_tasks" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD COLUMN "assignee_name" text;--> statement-breakpoint
ALTER TABLE "order_tasks" ADD CONSTRAINT "order_tasks_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tasks_status_idx" ON "order_tasks" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "order_tasks_assignee_idx" ON "order_tasks" USING btree ("assignee_id");