import { createHash } from 'node:crypto';
import { evaluate, type ComplianceRule, type Requirement as PlannedRequirement } from '@charter/compliance';
import type { Company } from '@charter/shared';
import type { Db } from '../../db/client';
import { toProfile } from '../companies/company-mapping';
import { complianceRepository, type RequirementInsert, type RequirementRow } from './compliance.repository';

export const occurrenceKey = (ruleId: string, dueDate: string | null) => `${ruleId}|${dueDate ?? 'undated'}`;

/** A fingerprint of the catalogue: when it changes, every company is re-planned on its next read. */
export function rulesVersionOf(rules: readonly ComplianceRule[]): string {
  return createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 16);
}

export function toInsert(companyId: string, planned: PlannedRequirement): RequirementInsert {
  return {
    companyId,
    occurrenceKey: occurrenceKey(planned.rule_id, planned.due_date),
    ruleId: planned.rule_id,
    dueDate: planned.due_date,
    name: planned.name,
    description: planned.description,
    category: planned.category,
    periodLabel: planned.period_label,
    recurrence: planned.recurrence,
    urgency: planned.urgency,
    isMandatory: planned.is_mandatory,
    applicability: planned.applicability,
    conditionNote: planned.condition_note,
    estimatedCompletionDays: planned.estimated_completion_days,
    productId: planned.product_id,
    sourceUrl: planned.source_url,
    lastVerified: planned.last_verified,
    penalty: planned.penalty,
    lateFee: planned.late_fee,
  };
}

/**
 * Plans a company's requirements as of `today`: adds the occurrences the engine finds, refreshes open ones,
 * and drops open ones the profile or the law no longer asks for. Completed ones are always kept, and so are
 * missed past occurrences of rules that still apply (they are overdue, not forgotten).
 */
export async function planRequirements(
  db: Db,
  company: Company,
  rules: readonly ComplianceRule[],
  today: string,
  now: Date,
): Promise<void> {
  const planned = evaluate(toProfile(company), rules, today);
  const plannedKeys = new Set(planned.map((item) => occurrenceKey(item.rule_id, item.due_date)));
  const applyingRules = new Set(planned.map((item) => item.rule_id));
  const existing = await complianceRepository.listByCompanyId(db, company.id);
  const stale = existing.filter(
    (row) => row.status !== 'completed' && !plannedKeys.has(row.occurrenceKey) && !isMissedButStillOwed(row, applyingRules, today),
  );
  await complianceRepository.deleteByIds(
    db,
    stale.map((row) => row.id),
  );
  await complianceRepository.upsertPlanned(
    db,
    // created_at is when the occurrence was first planned (kept on re-plans): reminders never reach back before it.
    planned.map((item) => ({ ...toInsert(company.id, item), createdAt: now })),
  );
}

function isMissedButStillOwed(row: RequirementRow, applyingRules: Set<string>, today: string): boolean {
  return row.dueDate !== null && row.dueDate < today && applyingRules.has(row.ruleId);
}
