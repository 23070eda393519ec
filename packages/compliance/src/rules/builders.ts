// Small constructors that keep the rule files readable (applies-when.ts builds conditions, schedules.ts due dates).
// Everything they return is plain JSON data.

import { entityTypesByCountry } from '@charter/shared';
import type { ComplianceRule, Currency, EntityType, LateFee } from '../types';

/** Date the research in /work/shared/compliance/obligations.md was last verified. */
export const LAST_VERIFIED = '2026-11-22';

export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** Every Indian entity type (Private Limited, OPC, LLP): what a rule binding them all lists. */
export const INDIA_ENTITY_TYPES: readonly EntityType[] = entityTypesByCountry.India;

type RuleInput = Omit<
  ComplianceRule,
  | 'product_id'
  | 'last_verified'
  | 'effective_from'
  | 'effective_to'
  | 'effective_basis'
  | 'rollover'
  | 'mandatory'
  | 'late_fee'
  | 'penalty'
  | 'applies_when'
> &
  Partial<
    Pick<
      ComplianceRule,
      'effective_from' | 'effective_to' | 'effective_basis' | 'rollover' | 'mandatory' | 'late_fee' | 'penalty' | 'applies_when'
    >
  >;

export function rule(r: RuleInput): ComplianceRule {
  return {
    applies_when: null,
    mandatory: true,
    penalty: null,
    late_fee: null,
    rollover: 'none',
    effective_from: null,
    effective_to: null,
    effective_basis: 'due_date',
    product_id: null,
    last_verified: LAST_VERIFIED,
    ...r,
  };
}

// ---------- late fees ----------

export const fixedFee = (amount_minor: number, currency: Currency): LateFee => ({ kind: 'fixed', amount_minor, currency });
export const dailyFee = (amount_minor: number, currency: Currency): LateFee => ({ kind: 'daily', amount_minor, currency });
/**
 * A fee that steps up with lateness: `byMonthsLate` maps "up to this many months late" to the amount, in ascending
 * months (integer keys keep that order); `beyond` is the amount for anything later.
 */
export const tieredFee = (byMonthsLate: Readonly<Record<number, number>>, beyond: number, currency: Currency): LateFee => ({
  kind: 'tiered',
  currency,
  tiers: [
    ...Object.entries(byMonthsLate).map(([months, amount_minor]) => ({ up_to_months_late: Number(months), amount_minor })),
    { up_to_months_late: null, amount_minor: beyond },
  ],
});
