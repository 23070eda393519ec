ALTER TABLE "compliance_requirements" ADD COLUMN "assumed_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Filings already completed by a founder's blanket "filed at the time" (one-time, due before the company joined) are
-- shown as assumed from now on, so each can be confirmed or reopened.
UPDATE "compliance_requirements" AS r SET "assumed_done" = true
FROM "companies" AS c
WHERE r."company_id" = c."id"
  AND c."past_filings" = 'filed'
  AND r."recurrence" = 'one_time'
  AND r."status" = 'completed'
  AND r."due_date" < (c."created_at" AT TIME ZONE 'UTC')::date;
