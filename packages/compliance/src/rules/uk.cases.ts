// Cases for the UK private limited company (obligations.md §3).

import { uk } from '../test-support/factories';
import { type RuleCase, ruleCase as c } from '../test-support/rule-cases';

const AS_OF = '2026-11-22';

export const ukCases: RuleCase[] = [
  c('confirmation statement 14 days after the review period', uk(), AS_OF, 'UK-CH-01', {
    due: '2027-01-28',
    label: 'Made up to 14 January 2027',
  }),
  c('file example: incorporated 1 Jan 2021 → 14 Jan 2022', uk({ incorporation_date: '2021-01-01' }), '2021-06-01', 'UK-CH-01', {
    due: '2022-01-14',
  }),
  c('second review period', uk(), '2027-02-01', 'UK-CH-01', { due: '2028-01-28' }),
  c('leap day incorporation: period ends 28 Feb', uk({ incorporation_date: '2028-02-29' }), '2028-03-01', 'UK-CH-01', {
    due: '2029-03-14',
  }),
  c('ID verification with the first statement after 18 Nov 2025', uk({ incorporation_date: '2020-03-10' }), AS_OF, 'UK-CH-02', {
    due: '2026-03-23',
    overdue: true,
  }),
  c('no ID statement for a company incorporated after 18 Nov 2025', uk({ incorporation_date: '2025-12-01' }), AS_OF, 'UK-CH-02', null),
  c('first accounts 21 months after incorporation (file example)', uk(), AS_OF, 'UK-CH-03', {
    due: '2027-10-15',
    label: 'Year ending 31 January 2027',
  }),
  c('later accounts 9 months after the year end', uk(), '2027-10-16', 'UK-CH-03', {
    due: '2028-10-31',
    label: 'Year ending 31 January 2028',
  }),
  c('month-end incorporation: s.443 month-end rule', uk({ incorporation_date: '2026-04-30' }), AS_OF, 'UK-CH-03', { due: '2028-01-31' }),
  c('leap day incorporation: 30 Nov 2029', uk({ incorporation_date: '2028-02-29' }), '2028-03-01', 'UK-CH-03', { due: '2029-11-30' }),
  c('chosen year end 31 March', uk({ fiscal_year_end: '03-31' }), AS_OF, 'UK-CH-03', {
    due: '2027-10-15',
    label: 'Year ending 31 March 2027',
  }),
  c('register for Corporation Tax within 3 months', uk(), AS_OF, 'UK-CT-01', { due: '2026-04-15', overdue: true }),
  c('first CT period of 12 months in a long first period', uk(), AS_OF, 'UK-CT-02', {
    due: '2027-10-15',
    label: 'Year ending 14 January 2027',
    applicability: 'conditional',
  }),
  c('second CT period to the accounting date', uk(), '2027-10-16', 'UK-CT-02', {
    due: '2027-11-01',
    label: 'Year ending 31 January 2027',
    applicability: 'conditional',
  }),
  c('CT600 12 months after the period of account', uk(), AS_OF, 'UK-CT-03', { due: '2028-01-31' }),
  c('VAT registration one pound above £90,000', uk({ turnover: 90_001 }), AS_OF, 'UK-VAT-01', { due: null }),
  c('no VAT registration at exactly £90,000', uk({ turnover: 90_000 }), AS_OF, 'UK-VAT-01', null),
  c('already VAT-registered', uk({ turnover: 200_000, vat_registered: true }), AS_OF, 'UK-VAT-01', null),
  c('VAT returns: stagger unconfirmed, conditional', uk({ vat_registered: true }), AS_OF, 'UK-VAT-02', {
    due: null,
    applicability: 'conditional',
    note: 'stagger',
  }),
  c('PAYE due on the 22nd (today)', uk({ num_employees: 2 }), AS_OF, 'UK-PAYE-01', {
    due: '2026-11-22',
    label: 'Tax month from 6 October 2026',
  }),
  c('PAYE next month', uk({ num_employees: 2 }), '2026-11-23', 'UK-PAYE-01', {
    due: '2026-12-22',
    label: 'Tax month from 6 November 2026',
  }),
  c('no employees: PAYE conditional on a director salary', uk(), AS_OF, 'UK-PAYE-01', {
    due: '2026-11-22',
    applicability: 'conditional',
    note: 'director',
  }),
  c('pension declaration within 5 months of duties start', uk({ num_employees: 2 }), AS_OF, 'UK-PEN-01', { due: null }),
  c('ICO fee yearly', uk(), AS_OF, 'UK-ICO-01', { due: null }),
];
