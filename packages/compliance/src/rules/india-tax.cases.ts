// Cases for income tax (obligations.md §1C).

import { india } from '../test-support/factories';
import { type RuleCase, ruleCase as c } from '../test-support/rule-cases';

const AS_OF = '2026-11-22';
const LLP = { entity_type: 'LLP' } as const;
const STAFF = { num_employees: 5 };

export const indiaTaxCases: RuleCase[] = [
  c('company return by 31 October', india(), AS_OF, 'IN-IT-01', { due: '2027-10-31', label: 'FY 2026-27' }),
  c('the tax year is not extended for a January incorporation', india({ incorporation_date: '2026-01-10' }), '2026-02-01', 'IN-IT-01', {
    due: '2026-10-31',
    label: 'FY 2025-26',
  }),
  c('LLP does not file the company return', india(LLP), AS_OF, 'IN-IT-01', null),
  c('audited LLP by 31 October', india({ ...LLP, turnover: 50_00_000 }), AS_OF, 'IN-IT-02', { due: '2027-10-31' }),
  c('non-audit LLP: 31 August from FY 2025-26', india({ ...LLP, turnover: 30_00_000 }), '2026-07-01', 'IN-IT-03', {
    due: '2026-08-31',
    label: 'FY 2025-26',
  }),
  c('non-audit LLP: 31 July for FY 2024-25', india({ ...LLP, turnover: 30_00_000 }), '2025-07-01', 'IN-IT-03-JUL', {
    due: '2025-07-31',
    label: 'FY 2024-25',
  }),
  c('after 31 July 2025 the 31 August date follows', india({ ...LLP, turnover: 30_00_000 }), '2025-08-01', 'IN-IT-03', {
    due: '2026-08-31',
  }),
  c('audited LLP has no 31 August return', india({ ...LLP, turnover: 50_00_000 }), AS_OF, 'IN-IT-03', null),
  c('tax audit above ₹10 crore', india({ turnover: 11 * 10_000_000 }), AS_OF, 'IN-IT-04', { due: '2027-09-30', label: 'FY 2026-27' }),
  c('tax audit between ₹1 and ₹10 crore: conditional on cash share', india({ turnover: 5 * 10_000_000 }), AS_OF, 'IN-IT-04', {
    due: '2027-09-30',
    applicability: 'conditional',
    note: '5%',
  }),
  c('no tax audit at exactly ₹1 crore', india({ turnover: 1 * 10_000_000 }), AS_OF, 'IN-IT-04', null),
  c('one rupee above ₹1 crore', india({ turnover: 1 * 10_000_000 + 1 }), AS_OF, 'IN-IT-04', {
    due: '2027-09-30',
    applicability: 'conditional',
  }),
  c('advance tax: next instalment 15 December', india(), AS_OF, 'IN-IT-05', {
    due: '2026-12-15',
    label: '3rd instalment (75%) FY 2026-27',
    applicability: 'conditional',
  }),
  c('advance tax: 15 March after 15 December', india(), '2026-12-16', 'IN-IT-05', {
    due: '2027-03-15',
    label: '4th instalment (100%) FY 2026-27',
    applicability: 'conditional',
  }),
  c('advance tax: none before incorporation', india({ incorporation_date: '2026-09-10' }), '2026-08-01', 'IN-IT-05', {
    due: '2026-09-15',
    applicability: 'conditional',
  }),
  c(
    'advance tax: not listed while the company is being formed (no operating calendar yet)',
    india({ status: 'forming', incorporation_date: '2026-09-10' }),
    '2026-08-01',
    'IN-IT-05',
    null,
  ),
  c('TDS deposit by the 7th', india(STAFF), AS_OF, 'IN-IT-06', { due: '2026-12-07', label: 'November 2026' }),
  c('TDS for March by 30 April', india(STAFF), '2027-04-08', 'IN-IT-06', { due: '2027-04-30', label: 'March 2027' }),
  c('TDS for March even before 7 April', india(STAFF), '2027-04-07', 'IN-IT-06', { due: '2027-04-30', label: 'March 2027' }),
  c('TDS without employees: conditional on vendor payments', india(), AS_OF, 'IN-IT-06', {
    due: '2026-12-07',
    applicability: 'conditional',
    note: 'contractors',
  }),
  c('Form 138 for Q3 by 31 January', india(STAFF), AS_OF, 'IN-IT-07-138', {
    due: '2027-01-31',
    label: 'Q3 (October–December) FY 2026-27',
    name: 'Form 138',
  }),
  c('Q4 of FY 2025-26 is still Form 24Q', india(STAFF), '2026-05-01', 'IN-IT-07-24Q', {
    due: '2026-05-31',
    label: 'Q4 (January–March) FY 2025-26',
    name: 'Form 24Q',
  }),
  c('from tax year 2026-27 the form is 138', india(STAFF), '2026-06-01', 'IN-IT-07-138', {
    due: '2026-07-31',
    label: 'Q1 (April–June) FY 2026-27',
  }),
  c('no salary statement without employees', india(), AS_OF, 'IN-IT-07-138', null),
  c('Form 26Q for Q4 FY 2025-26', india(), '2026-05-01', 'IN-IT-07-26Q', { due: '2026-05-31', applicability: 'conditional' }),
  c('Form 140 (formerly 26Q)', india(), AS_OF, 'IN-IT-07-140', { due: '2027-01-31', applicability: 'conditional', name: 'formerly 26Q' }),
  c('Form 27Q for Q4 FY 2025-26', india(), '2026-04-15', 'IN-IT-07-27Q', { due: '2026-05-31', applicability: 'conditional' }),
  c('Form 144 (formerly 27Q)', india(), AS_OF, 'IN-IT-07-144', { due: '2027-01-31', applicability: 'conditional' }),
  c('Form 27EQ for Q4 FY 2025-26', india(), '2026-05-31', 'IN-IT-07-27EQ', { due: '2026-05-31', applicability: 'conditional' }),
  c('Form 143 (formerly 27EQ)', india(), AS_OF, 'IN-IT-07-143', { due: '2027-01-31', applicability: 'conditional' }),
];
