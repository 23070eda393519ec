// Cases for GST (obligations.md §1D): thresholds by state and supply type, filing frequency, dates.

import { india } from '../test-support/factories';
import { type RuleCase, ruleCase as c } from '../test-support/rule-cases';

const AS_OF = '2026-11-22';
const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const MONTHLY = { gst_filing: 'monthly' } as const;
const QUARTERLY = { gst_filing: 'quarterly' } as const;

export const indiaGstCases: RuleCase[] = [
  c(
    'Uttarakhand: exactly ₹20 lakh does not exceed the threshold',
    india({ state: 'Uttarakhand', turnover: 20 * LAKH }),
    AS_OF,
    'IN-GST-REG',
    null,
  ),
  c('Uttarakhand: one rupee above ₹20 lakh', india({ state: 'Uttarakhand', turnover: 20 * LAKH + 1 }), AS_OF, 'IN-GST-REG', {
    due: null,
    note: '30 days',
  }),
  c('Maharashtra ₹25 lakh: depends on goods vs services', india({ state: 'Maharashtra', turnover: 25 * LAKH }), AS_OF, 'IN-GST-REG', {
    due: null,
    applicability: 'conditional',
    note: 'only goods',
  }),
  c('Maharashtra exactly ₹20 lakh: not liable', india({ state: 'Maharashtra', turnover: 20 * LAKH }), AS_OF, 'IN-GST-REG', null),
  c(
    'Maharashtra above ₹40 lakh: liable whatever the supply',
    india({ state: 'Maharashtra', turnover: 40 * LAKH + 1 }),
    AS_OF,
    'IN-GST-REG',
    { due: null },
  ),
  c('Manipur: one rupee above ₹10 lakh', india({ state: 'Manipur', turnover: 10 * LAKH + 1 }), AS_OF, 'IN-GST-REG', { due: null }),
  c('Manipur: exactly ₹10 lakh', india({ state: 'Manipur', turnover: 10 * LAKH }), AS_OF, 'IN-GST-REG', null),
  c('Telangana ₹30 lakh: conflicting goods threshold noted', india({ state: 'Telangana', turnover: 30 * LAKH }), AS_OF, 'IN-GST-REG', {
    due: null,
    applicability: 'conditional',
    note: 'Telangana',
  }),
  c('exporter below the threshold: goods exports are compulsory', india({ is_exporter: true, turnover: 5 * LAKH }), AS_OF, 'IN-GST-REG', {
    due: null,
    applicability: 'conditional',
    note: 's.24',
  }),
  c('already filing: registration done', india({ ...MONTHLY, turnover: 50 * LAKH }), AS_OF, 'IN-GST-REG', null),
  c('turnover unknown: conditional', india({ turnover: null }), AS_OF, 'IN-GST-REG', { due: null, applicability: 'conditional' }),
  c('state name variants are normalised (NCT of Delhi)', india({ state: 'NCT of Delhi', ...QUARTERLY }), AS_OF, 'IN-GST-04-24', {
    due: '2027-01-24',
  }),
  c('GSTR-1 monthly by the 11th', india(MONTHLY), AS_OF, 'IN-GST-01', { due: '2026-12-11', label: 'November 2026' }),
  c('above ₹5 crore monthly is compulsory', india({ turnover: 6 * CRORE }), AS_OF, 'IN-GST-01', { due: '2026-12-11' }),
  c('filing frequency unknown: conditional', india({ turnover: 50 * LAKH }), AS_OF, 'IN-GST-01', {
    due: '2026-12-11',
    applicability: 'conditional',
    note: 'filing frequency',
  }),
  c('QRMP filer has no monthly GSTR-1', india(QUARTERLY), AS_OF, 'IN-GST-01', null),
  c('GSTR-1 quarterly by the 13th', india(QUARTERLY), AS_OF, 'IN-GST-02', { due: '2027-01-13', label: 'Q3 (October–December) FY 2026-27' }),
  c('QRMP not allowed above ₹5 crore', india({ ...QUARTERLY, turnover: 6 * CRORE }), AS_OF, 'IN-GST-02', null),
  c('GSTR-3B monthly by the 20th', india(MONTHLY), AS_OF, 'IN-GST-03', { due: '2026-12-20', label: 'November 2026' }),
  c('GSTR-3B quarterly on the 22nd (Maharashtra)', india({ ...QUARTERLY, state: 'Maharashtra' }), AS_OF, 'IN-GST-04-22', {
    due: '2027-01-22',
  }),
  c('Maharashtra is not a 24th state', india({ ...QUARTERLY, state: 'Maharashtra' }), AS_OF, 'IN-GST-04-24', null),
  c('GSTR-3B quarterly on the 24th (Delhi)', india({ ...QUARTERLY, state: 'Delhi' }), AS_OF, 'IN-GST-04-24', {
    due: '2027-01-24',
    label: 'Q3 (October–December) FY 2026-27',
  }),
  c('state unknown: 22nd or 24th conditional', india({ ...QUARTERLY, state: null }), AS_OF, 'IN-GST-04-24', {
    due: '2027-01-24',
    applicability: 'conditional',
  }),
  c('PMT-06 for October by 25 November', india(QUARTERLY), AS_OF, 'IN-GST-05', { due: '2026-11-25', label: 'October 2026' }),
  c('PMT-06 for November by 25 December', india(QUARTERLY), '2026-11-26', 'IN-GST-05', { due: '2026-12-25', label: 'November 2026' }),
  c('no PMT-06 for the quarter’s last month', india(QUARTERLY), '2026-12-26', 'IN-GST-05', { due: '2027-02-25', label: 'January 2027' }),
  c('GSTR-9 by 31 December, mandatory above ₹2 crore', india({ ...MONTHLY, turnover: 3 * CRORE }), AS_OF, 'IN-GST-06', {
    due: '2026-12-31',
    label: 'FY 2025-26',
    is_mandatory: true,
  }),
  c('GSTR-9 optional at or below ₹2 crore', india({ ...MONTHLY, turnover: 2 * CRORE }), AS_OF, 'IN-GST-06', {
    due: '2026-12-31',
    is_mandatory: false,
  }),
  c('GSTR-9C above ₹5 crore', india({ turnover: 6 * CRORE }), AS_OF, 'IN-GST-07', { due: '2026-12-31' }),
  c('no GSTR-9C at ₹5 crore', india({ ...MONTHLY, turnover: 5 * CRORE }), AS_OF, 'IN-GST-07', null),
  c('LUT for an exporter', india({ ...MONTHLY, is_exporter: true }), AS_OF, 'IN-GST-08', { due: null, note: 'zero-rated' }),
  c('LUT for international clients', india({ ...MONTHLY, has_international_clients: true }), AS_OF, 'IN-GST-08', { due: null }),
  c('e-invoicing above ₹5 crore, B2B', india({ turnover: 6 * CRORE }), AS_OF, 'IN-GST-09', { due: null, note: 'Continuous' }),
  c('e-invoicing for B2C only: conditional', india({ turnover: 6 * CRORE, business_model: 'b2c' }), AS_OF, 'IN-GST-09', {
    due: null,
    applicability: 'conditional',
  }),
];
