import { z } from 'zod';

/** Days between asking to delete an account or a company and the erasure: any time before, it can be cancelled. */
export const DELETION_GRACE_DAYS = 7;

export const deletionSubjectTypes = ['user', 'company'] as const;
export type DeletionSubjectType = (typeof deletionSubjectTypes)[number];

/** The jurisdictions Charter issues tax documents in (an invoice's `jurisdiction`). */
export const retentionJurisdictions = ['india', 'usa', 'uk'] as const;
export type RetentionJurisdiction = (typeof retentionJurisdictions)[number];

/**
 * The typed confirmation: the account's email address (account) or the company's name (company), compared without
 * regard to case or surrounding spaces.
 */
export const requestDeletionBodySchema = z.object({
  confirm: z.string().trim().min(1, 'type the confirmation').max(320),
});
export type RequestDeletionBody = z.infer<typeof requestDeletionBodySchema>;

export const deletionRequestSchema = z.object({
  id: z.string().uuid(),
  subject_type: z.enum(deletionSubjectTypes),
  subject_id: z.string().uuid(),
  requested_at: z.string(),
  /** When the erasure runs (requested_at + 7 days). */
  erase_after: z.string(),
  cancelled_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** One record the law makes Charter keep after the erasure, and until when. */
export const retainedRecordSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issued_on: z.string(),
  jurisdiction: z.enum(retentionJurisdictions),
  /** The last day it is kept (ISO date); it is deleted after. */
  kept_until: z.string(),
  /** The law that sets the period, in words. */
  basis: z.string(),
});
export type RetainedRecord = z.infer<typeof retainedRecordSchema>;

/** A company in the account's way: the caller is its last owner and it has other members. */
export const deletionBlockerSchema = z.object({ company_id: z.string().uuid(), company_name: z.string(), reason: z.string() });

export const deletionStatusSchema = z.object({
  /** The open (or last) request; null when none was made. */
  request: deletionRequestSchema.nullable(),
  /** The date the erasure would run if asked now (or runs, for an open request). */
  erase_after: z.string(),
  retained: z.array(retainedRecordSchema),
  /** What a retained invoice keeps, and what is removed from it. */
  kept_fields: z.array(z.string()),
  removed_fields: z.array(z.string()),
  /** Account only: companies deleted with it (the caller is their only member). */
  companies_deleted_with_account: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  /** Account only: companies that stop the deletion until ownership is handed over or the company is deleted. */
  blockers: z.array(deletionBlockerSchema),
  /** Company only: whether the caller may ask (owners); the reason when not. */
  can_request: z.boolean(),
  cannot_request_reason: z.string().nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

export const deletionRequestIdParamsSchema = z.object({ requestId: z.string() });
