// Cases for the Companies Act and LLP Act rules. Dates computed by hand from obligations.md §1A/§1B.

import { india } from '../test-support/factories';
import { type RuleCase, ruleCase as c } from '../test-support/rule-cases';

const AS_OF = '2026-11-22';
const NEW_2026 = { incorporation_date: '2026-04-10' };
const OPC = { entity_type: 'OPC' } as const;
const LLP = { entity_type: 'LLP' } as const;
const NOT_SMALL = { paid_up_capital: 11 * 10_000_000 };

export const indiaMcaCases: RuleCase[] = [
  // INC-20A: 180 days after incorporation
  c('180 days after incorporation (file example), now overdue', india(NEW_2026), AS_OF, 'IN-MCA-01', { due: '2026-10-07', overdue: true }),
  c('leap day incorporation + 180 days', india({ incorporation_date: '2028-02-29' }), '2028-03-01', 'IN-MCA-01', {
    due: '2028-08-27',
    overdue: false,
  }),
  c('180 days across February of a leap year', india({ incorporation_date: '2027-09-01' }), '2027-09-01', 'IN-MCA-01', {
    due: '2028-02-28',
  }),
  c('forming without a date: no date, a note', india({ status: 'forming', incorporation_date: null }), AS_OF, 'IN-MCA-01', {
    due: null,
    note: 'incorporation date',
  }),
  c('future incorporation date: computed', india({ status: 'forming', incorporation_date: '2027-01-05' }), AS_OF, 'IN-MCA-01', {
    due: '2027-07-04',
    overdue: false,
  }),
  c('existing company, date unknown: conditional on the 2018 cut-off', india({ incorporation_date: null }), AS_OF, 'IN-MCA-01', {
    due: null,
    applicability: 'conditional',
  }),
  c('incorporated before 2 Nov 2018: not applicable', india({ incorporation_date: '2018-11-01' }), AS_OF, 'IN-MCA-01', null),
  c('incorporated on 2 Nov 2018: applies', india({ incorporation_date: '2018-11-02' }), AS_OF, 'IN-MCA-01', {
    due: '2019-05-01',
    overdue: true,
  }),
  c('Sikkim: Companies Act does not apply', india({ ...NEW_2026, state: 'Sikkim' }), AS_OF, 'IN-MCA-01', null),
  c('LLP: not a company', india({ ...NEW_2026, ...LLP }), AS_OF, 'IN-MCA-01', null),
  // INC-22
  c('30 days, conditional on SPICe+ verification', india(NEW_2026), AS_OF, 'IN-MCA-02', {
    due: '2026-05-10',
    applicability: 'conditional',
    note: 'SPICe+',
  }),
  // First board meeting
  c('Private Limited: within 30 days', india(NEW_2026), AS_OF, 'IN-MCA-03', { due: '2026-05-10' }),
  c('OPC: only with more than one director', india({ ...NEW_2026, ...OPC }), AS_OF, 'IN-MCA-03', {
    due: '2026-05-10',
    applicability: 'conditional',
    note: 'more than one director',
  }),
  // Board meetings
  c('small company: by 31 December for H2', india(), AS_OF, 'IN-MCA-04', { due: '2026-12-31', label: 'H2 2026' }),
  c('small company: by 30 June for H1', india(), '2027-01-01', 'IN-MCA-04', { due: '2027-06-30', label: 'H1 2027' }),
  c('paid-up exactly ₹10 crore is still small', india({ paid_up_capital: 10 * 10_000_000 }), AS_OF, 'IN-MCA-04', { due: '2026-12-31' }),
  c('paid-up above ₹10 crore: not small', india(NOT_SMALL), AS_OF, 'IN-MCA-04', null),
  c('OPC: conditional on a second director', india(OPC), AS_OF, 'IN-MCA-04', { due: '2026-12-31', applicability: 'conditional' }),
  c('paid-up unknown: conditional, listed as the assumed small company', india({ paid_up_capital: null }), AS_OF, 'IN-MCA-04', {
    due: '2026-12-31',
    applicability: 'conditional',
    note: 'Applies if the company is a small company (s.2(85)',
  }),
  c('not small: four meetings, no fixed date', india(NOT_SMALL), AS_OF, 'IN-MCA-04-Q', { due: null, note: '120 days' }),
  c('small: the four-meeting rule does not apply', india(), AS_OF, 'IN-MCA-04-Q', null),
  // First auditor and ADT-1
  c('Board appoints within 30 days', india(NEW_2026), AS_OF, 'IN-MCA-05', { due: '2026-05-10' }),
  c('ADT-1 15 days after the latest appointment day', india(NEW_2026), AS_OF, 'IN-MCA-05-ADT1', { due: '2026-05-25', overdue: true }),
  c('ADT-1 for the first auditor only from 14 July 2025', india({ incorporation_date: '2025-01-10' }), AS_OF, 'IN-MCA-05-ADT1', null),
  // AGM
  c('first AGM 9 months after the first FY end', india(NEW_2026), AS_OF, 'IN-MCA-06', { due: '2027-12-31', label: 'FY 2026-27' }),
  c('incorporated 31 Dec: first FY ends 31 March', india({ incorporation_date: '2025-12-31' }), AS_OF, 'IN-MCA-06', {
    due: '2026-12-31',
    label: 'FY 2025-26',
  }),
  c('incorporated 1 Jan: first FY runs to 31 March next year', india({ incorporation_date: '2026-01-01' }), AS_OF, 'IN-MCA-06', {
    due: '2027-12-31',
    label: 'FY 2026-27',
  }),
  c('later AGMs by 30 September', india(), AS_OF, 'IN-MCA-06', { due: '2027-09-30', label: 'FY 2026-27' }),
  c('current year before 30 September', india(), '2026-08-01', 'IN-MCA-06', { due: '2026-09-30', label: 'FY 2025-26' }),
  c('at most 15 months after the last AGM', india({ agm_date: '2026-06-15' }), AS_OF, 'IN-MCA-06', { due: '2027-09-15' }),
  c('an AGM already held is not asked again', india({ agm_date: '2026-07-20' }), '2026-08-01', 'IN-MCA-06', {
    due: '2027-09-30',
    label: 'FY 2026-27',
  }),
  c('OPC holds no AGM', india(OPC), AS_OF, 'IN-MCA-06', null),
  // AOC-4
  c('30 days after the last permissible AGM', india(), '2026-10-01', 'IN-MCA-07', { due: '2026-10-30', label: 'FY 2025-26' }),
  c('30 days after the actual AGM', india({ agm_date: '2026-09-10' }), '2026-09-20', 'IN-MCA-07', {
    due: '2026-10-10',
    label: 'FY 2025-26',
  }),
  c('after 30 October: next year', india(), AS_OF, 'IN-MCA-07', { due: '2027-10-30', label: 'FY 2026-27' }),
  c('January incorporation: first AGM 31 Dec next year', india({ incorporation_date: '2026-01-01' }), AS_OF, 'IN-MCA-07', {
    due: '2028-01-30',
  }),
  c('December incorporation: first AGM 31 Dec same FY', india({ incorporation_date: '2025-12-31' }), AS_OF, 'IN-MCA-07', {
    due: '2027-01-30',
  }),
  // MGT-7 / MGT-7A
  c('not small: MGT-7 60 days after AGM (29 Nov)', india(NOT_SMALL), AS_OF, 'IN-MCA-08', {
    due: '2026-11-29',
    name: 'MGT-7 annual return',
  }),
  c(
    'not small, December incorporation: 60 days after 31 Dec',
    india({ ...NOT_SMALL, incorporation_date: '2025-12-31' }),
    AS_OF,
    'IN-MCA-08',
    { due: '2027-03-01' },
  ),
  c('paid-up one rupee above ₹10 crore: MGT-7', india({ paid_up_capital: 10 * 10_000_000 + 1 }), AS_OF, 'IN-MCA-08', { due: '2026-11-29' }),
  c('small: MGT-7 not listed', india(), AS_OF, 'IN-MCA-08', null),
  c('small: MGT-7A, leap day 2028 after a 31 Dec 2027 first AGM', india({ incorporation_date: '2026-01-01' }), AS_OF, 'IN-MCA-08A', {
    due: '2028-02-29',
  }),
  c('small at both limits exactly: MGT-7A', india({ paid_up_capital: 10 * 10_000_000, turnover: 100 * 10_000_000 }), AS_OF, 'IN-MCA-08A', {
    due: '2026-11-29',
  }),
  c(
    'before 1 Dec 2025, ₹5 crore paid-up was not small: MGT-7',
    india({ paid_up_capital: 5 * 10_000_000, turnover: 10 * 10_000_000 }),
    '2025-11-01',
    'IN-MCA-08-OLD',
    { due: '2025-11-29', name: 'MGT-7 annual return' },
  ),
  c(
    'the same company files MGT-7A from the next year',
    india({ paid_up_capital: 5 * 10_000_000, turnover: 10 * 10_000_000 }),
    '2025-11-01',
    'IN-MCA-08A',
    { due: '2026-11-29' },
  ),
  c(
    'small under the old thresholds: old MGT-7A rule',
    india({ paid_up_capital: 1 * 10_000_000, turnover: 10 * 10_000_000 }),
    '2025-11-01',
    'IN-MCA-08A-OLD',
    { due: '2025-11-29' },
  ),
  // ADT-1 at AGM
  c('within 15 days of the first AGM', india(NEW_2026), AS_OF, 'IN-MCA-09', { due: '2028-01-15' }),
  c('then every five years', india(NEW_2026), '2028-02-01', 'IN-MCA-09', { due: '2032-10-15', label: 'FY 2031-32' }),
  c('incorporation unknown: no date, a note', india({ incorporation_date: null }), AS_OF, 'IN-MCA-09', {
    due: null,
    note: 'every 5 years',
  }),
  c('OPC: 15 days after the deemed AGM date', india({ ...NEW_2026, ...OPC }), AS_OF, 'IN-MCA-09-OPC', { due: '2027-10-15' }),
  // OPC AOC-4 and MGT-7A
  c('OPC AOC-4: 180 days after FY end', india({ ...NEW_2026, ...OPC }), AS_OF, 'IN-MCA-10', { due: '2027-09-27', label: 'FY 2026-27' }),
  c('OPC AOC-4: current year before 27 September', india(OPC), '2026-09-01', 'IN-MCA-10', { due: '2026-09-27', label: 'FY 2025-26' }),
  c('OPC MGT-7A: 29 November (latest lawful, unconfirmed)', india(OPC), AS_OF, 'IN-MCA-11', { due: '2026-11-29' }),
  c('Private Limited: no OPC MGT-7A', india(), AS_OF, 'IN-MCA-11', null),
  // DIR-3 KYC: annual until 30 March 2026, triennial from 31 March 2026
  c('triennial: KYC for FY 2024-25 → 30 June 2028', india(), AS_OF, 'IN-MCA-12', { due: '2028-06-30' }),
  c('triennial: DIN of April 2025 → 30 June 2029 (source example)', india({ incorporation_date: '2025-04-15' }), AS_OF, 'IN-MCA-12', {
    due: '2029-06-30',
  }),
  c('triennial: FY 2026-27 DIN → earliest reading 30 June 2029', india(NEW_2026), AS_OF, 'IN-MCA-12', { due: '2029-06-30' }),
  c('triennial: the next block after 2028', india(), '2028-07-01', 'IN-MCA-12', { due: '2031-06-30' }),
  c('after the switch (31 Mar 2026): triennial rule', india(), '2026-03-31', 'IN-MCA-12', { due: '2028-06-30' }),
  c('the day before the switch: no annual date left, triennial listed', india(), '2026-03-30', 'IN-MCA-12', { due: '2028-06-30' }),
  c('before the switch: annual 30 September', india(), '2025-09-01', 'IN-MCA-12-ANNUAL', { due: '2025-09-30', label: 'FY 2024-25' }),
  c('before the switch the triennial rule is not listed beside it', india(), '2025-09-01', 'IN-MCA-12', null),
  c('after the switch the annual rule is gone', india(), '2026-04-01', 'IN-MCA-12-ANNUAL', null),
  // DPT-3 and MSME-1
  c('DPT-3 by 30 June with deposits', india({ has_deposits: true }), AS_OF, 'IN-MCA-13', { due: '2027-06-30', label: 'FY 2026-27' }),
  c('DPT-3 not without deposits', india({ has_deposits: false }), AS_OF, 'IN-MCA-13', null),
  c('DPT-3 conditional when deposits unknown', india({ has_deposits: null }), AS_OF, 'IN-MCA-13', {
    due: '2027-06-30',
    applicability: 'conditional',
  }),
  c('MSME-1 October–March half by 30 April', india(), AS_OF, 'IN-MCA-14', {
    due: '2027-04-30',
    label: 'H2 (October–March) FY 2026-27',
    applicability: 'conditional',
  }),
  c('MSME-1 April–September half by 31 October', india(), '2026-10-01', 'IN-MCA-14', {
    due: '2026-10-31',
    label: 'H1 (April–September) FY 2026-27',
    applicability: 'conditional',
  }),
  c('MSME-1 not for an LLP', india(LLP), AS_OF, 'IN-MCA-14', null),
  // LLP
  c('Form 11 by 30 May', india(LLP), AS_OF, 'IN-LLP-01', { due: '2027-05-30', label: 'FY 2026-27' }),
  c('LLP registered 30 Sep: first FY ends next 31 March', india({ ...LLP, incorporation_date: '2025-09-30' }), '2026-04-01', 'IN-LLP-01', {
    due: '2026-05-30',
    label: 'FY 2025-26',
  }),
  c('LLP registered 1 Oct: first FY runs a year longer', india({ ...LLP, incorporation_date: '2025-10-01' }), '2026-04-01', 'IN-LLP-01', {
    due: '2027-05-30',
    label: 'FY 2026-27',
  }),
  c('Form 8 by 30 October', india(LLP), AS_OF, 'IN-LLP-02', { due: '2027-10-30', label: 'FY 2026-27' }),
  c('Form 8 current year', india(LLP), '2026-10-01', 'IN-LLP-02', { due: '2026-10-30', label: 'FY 2025-26' }),
  c('audit above ₹40 lakh turnover', india({ ...LLP, turnover: 40_00_001 }), AS_OF, 'IN-LLP-03', { due: '2027-10-30' }),
  c(
    'no audit at exactly ₹40 lakh turnover and ₹25 lakh contribution',
    india({ ...LLP, turnover: 40_00_000, paid_up_capital: 25_00_000 }),
    AS_OF,
    'IN-LLP-03',
    null,
  ),
  c('audit above ₹25 lakh contribution', india({ ...LLP, paid_up_capital: 25_00_001 }), AS_OF, 'IN-LLP-03', { due: '2027-10-30' }),
  c('designated partner KYC: triennial', india(LLP), AS_OF, 'IN-LLP-04', { due: '2028-06-30' }),
  c('designated partner KYC: annual before the switch', india(LLP), '2025-09-01', 'IN-LLP-04-ANNUAL', { due: '2025-09-30' }),
];
