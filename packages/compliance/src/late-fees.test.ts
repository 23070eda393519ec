import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { exposure, resolveLateFee } from './late-fees';
import { catalogueById, catalogue } from './rules';
import { findRequirement, india, uk, usa } from './test-support/factories';
import type { LateFee, Requirement } from './types';

const req = (due_date: string | null, late_fee: LateFee | null): Pick<Requirement, 'due_date' | 'late_fee'> => ({ due_date, late_fee });
const INR_DAILY: LateFee = { kind: 'daily', amount_minor: 100_00, currency: 'INR' };
const UK_ACCOUNTS = catalogueById.get('UK-CH-03')?.late_fee as LateFee;
const UK_CT600 = catalogueById.get('UK-CT-03')?.late_fee as LateFee;

describe('exposure', () => {
  it.each([
    ['₹100/day, 10 days late: ₹1,000', req('2026-10-30', INR_DAILY), '2026-11-09', 1_000_00],
    ['not late yet', req('2026-10-30', INR_DAILY), '2026-10-30', 0],
    ['daily fee capped', req('2026-01-01', { ...INR_DAILY, cap_minor: 500_00 }), '2026-12-31', 500_00],
    ['fixed', req('2026-10-07', { kind: 'fixed', amount_minor: 50_000_00, currency: 'INR' }), '2026-10-08', 50_000_00],
    ['UK accounts: exactly 1 month late £150', req('2027-10-15', UK_ACCOUNTS), '2027-11-15', 150_00],
    ['UK accounts: 1 month and a day £375', req('2027-10-15', UK_ACCOUNTS), '2027-11-16', 375_00],
    ['UK accounts: 3 months £375', req('2027-10-15', UK_ACCOUNTS), '2028-01-15', 375_00],
    ['UK accounts: over 3 months £750', req('2027-10-15', UK_ACCOUNTS), '2028-01-16', 750_00],
    ['UK accounts: over 6 months £1,500', req('2027-10-15', UK_ACCOUNTS), '2028-04-16', 1_500_00],
    ['CT600: 1 day late £100', req('2028-01-31', UK_CT600), '2028-02-01', 100_00],
    ['CT600: 3 months late £100', req('2028-01-31', UK_CT600), '2028-04-30', 100_00],
    ['CT600: over 3 months £200', req('2028-01-31', UK_CT600), '2028-05-01', 200_00],
    ['monthly: part of a month counts', req('2027-03-15', { kind: 'monthly', amount_minor: 36_00, currency: 'USD' }), '2027-03-16', 36_00],
    ['monthly: a whole month', req('2027-03-15', { kind: 'monthly', amount_minor: 36_00, currency: 'USD' }), '2027-04-15', 36_00],
    ['monthly: into the second month', req('2027-03-15', { kind: 'monthly', amount_minor: 36_00, currency: 'USD' }), '2027-04-16', 72_00],
  ] as const)('%s', (_name, r, asOf, amount) => {
    expect(exposure(r, asOf)?.amount_minor).toBe(amount);
  });

  it('is null when the fee or the date is unknown', () => {
    expect(exposure(req('2026-10-30', null), '2026-12-01')).toBeNull();
    expect(exposure(req(null, INR_DAILY), '2026-12-01')).toBeNull();
  });

  it('accrues on an overdue one-off from evaluate (INC-20A ₹50,000)', () => {
    const r = findRequirement(evaluate(india({ incorporation_date: '2026-04-10' }), catalogue, '2026-11-22'), 'IN-MCA-01');
    expect(r?.overdue).toBe(true);
    expect(r && exposure(r, '2026-11-22')).toEqual({ amount_minor: 50_000_00, currency: 'INR' });
  });
});

describe('fees that depend on the profile', () => {
  it('GSTR-9: ₹50/day capped at 0.04% of turnover up to ₹5 crore', () => {
    const fee = resolveLateFee(catalogueById.get('IN-GST-06')?.late_fee ?? null, india({ turnover: 1_00_00_000 }));
    expect(fee).toEqual({ kind: 'daily', amount_minor: 50_00, currency: 'INR', cap_minor: 4_000_00 });
    expect(exposure(req('2026-12-31', fee), '2027-04-10')?.amount_minor).toBe(4_000_00);
  });

  it('GSTR-9: ₹200/day and 0.5% above ₹20 crore', () => {
    const fee = resolveLateFee(catalogueById.get('IN-GST-06')?.late_fee ?? null, india({ turnover: 30_00_00_000 }));
    expect(fee).toEqual({ kind: 'daily', amount_minor: 200_00, currency: 'INR', cap_minor: 15_00_000_00 });
  });

  it('tax audit: 0.5% of turnover, capped at ₹1.5 lakh', () => {
    const spec = catalogueById.get('IN-IT-04')?.late_fee ?? null;
    expect(resolveLateFee(spec, india({ turnover: 2_00_00_000 }))).toEqual({ kind: 'fixed', amount_minor: 1_00_000_00, currency: 'INR' });
    expect(resolveLateFee(spec, india({ turnover: 5_00_00_000 }))).toEqual({ kind: 'fixed', amount_minor: 1_50_000_00, currency: 'INR' });
    expect(resolveLateFee(spec, india({ turnover: null }))).toBeNull();
  });

  it('California Form 568: $18 per member per month', () => {
    const r = findRequirement(
      evaluate(usa({ entity_type: 'LLC', state: 'California', member_count: 2 }), catalogue, '2026-11-22'),
      'US-CA-05-MM',
    );
    expect(r?.late_fee).toEqual({ kind: 'monthly', amount_minor: 36_00, currency: 'USD' });
    const unknown = findRequirement(
      evaluate(usa({ entity_type: 'LLC', state: 'California', member_count: null }), catalogue, '2026-11-22'),
      'US-CA-05-MM',
    );
    expect(unknown?.late_fee).toBeNull();
  });

  it('passes fixed fees through unchanged', () => {
    const r = findRequirement(evaluate(uk(), catalogue, '2026-11-22'), 'UK-CH-03');
    expect(r?.late_fee).toBe(UK_ACCOUNTS);
  });
});
