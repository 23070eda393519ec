ALTER TABLE "order_items" ADD COLUMN "fee_breakdown_minor" jsonb;--> statement-breakpoint
-- Issue 27: fee lines were stored in major units (4999.5); they become integer minor units of the order's currency.
-- Every currency an order can be in (INR, USD, GBP, SGD, AED) has two decimals (ISO 4217), hence 100.
UPDATE "order_items" AS "item"
SET "fee_breakdown_minor" = COALESCE(
  (SELECT jsonb_object_agg("line"."key", round("line"."value"::numeric * 100)::bigint)
   FROM jsonb_each_text("item"."fee_breakdown") AS "line"),
  '{}'::jsonb)
WHERE "item"."fee_breakdown" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "fee_breakdown";
