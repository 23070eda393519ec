// Late fees: resolving a rule's fee against the profile (turnover, members), and the exposure accrued by a
// date. Money is integer minor units (paise, cents, pence) with a currency code.

import { basisPointsOf, minorPerMajor } from '@charter/shared';
import { type Day, addMonths, parseIsoDate } from './dates';
import type { CompanyProfile, Currency, LateFee, LateFeeSpec, Money, Requirement } from './types';

/** The profile's turnover is a figure the founder states in major units; a percentage of it is taken in minor units. */
const turnoverMinor = (turnover: number, currency: Currency) => Math.round(turnover * minorPerMajor(currency));

/** The fee as it applies to this profile; null when it depends on a fact that is unknown. */
export function resolveLateFee(spec: LateFeeSpec | null, p: CompanyProfile): LateFee | null {
  if (spec === null) return null;
  switch (spec.kind) {
    case 'daily':
    case 'fixed':
    case 'monthly':
    case 'tiered':
      return spec;
    case 'monthly_per_member':
      if (p.member_count === null || p.member_count < 1) return null;
      return { kind: 'monthly', amount_minor: spec.amount_minor * p.member_count, currency: spec.currency };
    case 'daily_by_turnover': {
      if (p.turnover === null) return null;
      const t = p.turnover;
      const b = spec.brackets.find((x) => x.up_to === null || t <= x.up_to);
      if (b === undefined) return null;
      const cap = basisPointsOf(turnoverMinor(t, spec.currency), b.cap_basis_points);
      return { kind: 'daily', amount_minor: b.amount_minor, currency: spec.currency, cap_minor: cap };
    }
    case 'percent_of_turnover': {
      if (p.turnover === null) return null;
      const fee = basisPointsOf(turnoverMinor(p.turnover, spec.currency), spec.basis_points);
      return { kind: 'fixed', amount_minor: Math.min(fee, spec.cap_minor), currency: spec.currency };
    }
  }
}

/** Months or part-months from due to asOf (both day numbers, asOf > due). */
function monthsStarted(due: Day, asOf: Day): number {
  let n = 1;
  while (addMonths(due, n) < asOf) n++;
  return n;
}

/**
 * Late fees accrued on `asOf` for a requirement: zero when not late, null when the fee is not known
 * (no fee in the research, or the due date is unknown).
 */
export function exposure(requirement: Pick<Requirement, 'due_date' | 'late_fee'>, asOf: string): Money | null {
  const fee = requirement.late_fee;
  if (fee === null || requirement.due_date === null) return null;
  const due = parseIsoDate(requirement.due_date);
  const now = parseIsoDate(asOf);
  const currency = fee.currency;
  if (now <= due) return { amount_minor: 0, currency };
  switch (fee.kind) {
    case 'fixed':
      return { amount_minor: fee.amount_minor, currency };
    case 'daily': {
      const amount = fee.amount_minor * (now - due);
      return { amount_minor: fee.cap_minor === undefined ? amount : Math.min(amount, fee.cap_minor), currency };
    }
    case 'monthly': {
      const amount = fee.amount_minor * monthsStarted(due, now);
      return { amount_minor: fee.cap_minor === undefined ? amount : Math.min(amount, fee.cap_minor), currency };
    }
    case 'tiered': {
      for (const tier of fee.tiers) {
        if (tier.up_to_months_late === null || now <= addMonths(due, tier.up_to_months_late)) {
          return { amount_minor: tier.amount_minor, currency };
        }
      }
      return null;
    }
  }
}
