ALTER TABLE "order_tasks" ADD COLUMN "performer" text DEFAULT 'charter' NOT NULL;--> statement-breakpoint
-- Issue 27 backfill: a service's document tasks ("Share: …") and the tasks staff added (weight 0: they never moved a refund) were the founder's to do; every filing and formation step stays Charter's.
UPDATE "order_tasks" SET "performer" = 'founder' WHERE "title" LIKE 'Share: %' OR "weight" = 0;
