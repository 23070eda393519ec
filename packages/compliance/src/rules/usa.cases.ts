// Cases for US federal and state rules (obligations.md §2A, §2B). Federal dates roll past weekends and
// federal holidays (26 U.S.C. §7503); state dates are shown as the statute states them.

import { usa } from '../test-support/factories';
import { type RuleCase, ruleCase as c } from '../test-support/rule-cases';

const AS_OF = '2026-11-22';
const LLC = { entity_type: 'LLC' } as const;
const FORMED_MAY_2026 = { incorporation_date: '2026-05-10' };

export const usaCases: RuleCase[] = [
  c('EIN for a corporation', usa(), AS_OF, 'US-FED-01', { due: null, note: 'first federal return' }),
  c('no EIN for a domestic single-member LLC without staff', usa({ ...LLC, member_count: 1 }), AS_OF, 'US-FED-01', null),
  c('LLC members unknown: EIN conditional', usa({ ...LLC, member_count: null }), AS_OF, 'US-FED-01', {
    due: null,
    applicability: 'conditional',
  }),
  c('Form 1120 on 15 April', usa(), AS_OF, 'US-FED-02', { due: '2027-04-15', label: 'Tax year 2026' }),
  c('15 April 2028 is a Saturday: Monday 17 April', usa(), '2027-11-22', 'US-FED-02', { due: '2028-04-17', label: 'Tax year 2027' }),
  c('15 April 2029 is a Sunday: Monday 16 April', usa(), '2028-11-22', 'US-FED-02', { due: '2029-04-16' }),
  c('fiscal year ending 30 June: 15 October', usa({ fiscal_year_end: '06-30' }), AS_OF, 'US-FED-02', {
    due: '2027-10-15',
    label: 'Tax year ending 30 June 2027',
  }),
  c('short first year ending 31 December', usa({ incorporation_date: '2026-11-01' }), AS_OF, 'US-FED-02', {
    due: '2027-04-15',
    label: 'Tax year 2026',
  }),
  c('Form 1065 for two members; 15 March 2026 is a Sunday', usa({ ...LLC, member_count: 2 }), '2026-01-01', 'US-FED-03', {
    due: '2026-03-16',
    label: 'Tax year 2025',
  }),
  c('Form 1065 on 15 March 2027', usa({ ...LLC, member_count: 2 }), AS_OF, 'US-FED-03', { due: '2027-03-15' }),
  c('members unknown: Form 1065 conditional', usa({ ...LLC, member_count: null }), AS_OF, 'US-FED-03', {
    due: '2027-03-15',
    applicability: 'conditional',
    note: 'number of members',
  }),
  c('single member: no Form 1065', usa({ ...LLC, member_count: 1 }), AS_OF, 'US-FED-03', null),
  c('Schedule C for a US-owned single-member LLC', usa({ ...LLC, member_count: 1 }), AS_OF, 'US-FED-04', {
    due: '2027-04-15',
    label: 'Tax year 2026',
  }),
  // Schedule C and Form 5472 exclude each other (§6038A); while ownership is unknown the $25,000 form is listed and asked about.
  c(
    'ownership unknown: Schedule C not listed beside Form 5472',
    usa({ ...LLC, member_count: 1, foreign_owned: null }),
    AS_OF,
    'US-FED-04',
    null,
  ),
  c(
    'ownership unknown: Form 5472 conditional, with the question',
    usa({ ...LLC, member_count: 1, foreign_owned: null }),
    AS_OF,
    'US-FED-05',
    {
      due: '2027-04-15',
      applicability: 'conditional',
      note: 'until you answer: Is the LLC owned by a foreign person?',
    },
  ),
  c('Form 5472 for a foreign-owned single-member LLC', usa({ ...LLC, member_count: 1, foreign_owned: true }), AS_OF, 'US-FED-05', {
    due: '2027-04-15',
  }),
  c('no Form 5472 for a US-owned LLC', usa({ ...LLC, member_count: 1 }), AS_OF, 'US-FED-05', null),
  c('Form 5472 for a foreign-owned corporation: conditional', usa({ foreign_owned: true }), AS_OF, 'US-FED-05-CORP', {
    due: '2027-04-15',
    applicability: 'conditional',
    note: '25%',
  }),
  c('corporate estimated tax 15 December', usa(), AS_OF, 'US-FED-06', {
    due: '2026-12-15',
    label: '4th instalment 2026',
    applicability: 'conditional',
  }),
  c('estimated tax on a June fiscal year', usa({ fiscal_year_end: '06-30' }), AS_OF, 'US-FED-06', {
    due: '2026-12-15',
    label: '2nd instalment FY 2026-27',
    applicability: 'conditional',
  }),
  c('owners’ estimated tax 15 January', usa({ ...LLC }), AS_OF, 'US-FED-07', {
    due: '2027-01-15',
    label: '4th instalment 2026',
    applicability: 'conditional',
  }),
  c('15 January 2029 is MLK Day: 16 January', usa({ ...LLC }), '2028-12-01', 'US-FED-07', {
    due: '2029-01-16',
    label: '4th instalment 2028',
    applicability: 'conditional',
  }),
  c('Form 941: 31 January 2027 is a Sunday', usa({ num_employees: 3 }), AS_OF, 'US-FED-08', { due: '2027-02-01', label: 'Q4 2026' }),
  c('Form 941 on 30 April', usa({ num_employees: 3 }), '2027-02-02', 'US-FED-08', { due: '2027-04-30', label: 'Q1 2027' }),
  c('no payroll forms without employees', usa(), AS_OF, 'US-FED-08', null),
  c('Form 940 by 31 January (rolled)', usa({ num_employees: 3 }), AS_OF, 'US-FED-09', { due: '2027-02-01' }),
  c('Forms W-2/W-3 by 31 January (rolled)', usa({ num_employees: 3 }), AS_OF, 'US-FED-10', { due: '2027-02-01' }),
  c('1099-NEC over $2,000 for 2026 payments', usa(), AS_OF, 'US-FED-11', {
    due: '2027-02-01',
    label: 'Payments in 2026',
    applicability: 'conditional',
    name: '$2,000',
  }),
  c('1099-NEC $600 for 2025 payments: 2 February 2026', usa(), '2026-01-10', 'US-FED-11-600', {
    due: '2026-02-02',
    label: 'Payments in 2025',
    applicability: 'conditional',
    name: '$600',
  }),
  // Delaware
  c('Delaware annual report the 1 March after the year of incorporation', usa(FORMED_MAY_2026), AS_OF, 'US-DE-01', {
    due: '2027-03-01',
    label: 'Tax year 2026',
  }),
  c('Delaware state date is not rolled (1 March 2026 is a Sunday)', usa(), '2026-02-01', 'US-DE-01', { due: '2026-03-01' }),
  c('Delaware instalments if tax ≥ $5,000', usa(), AS_OF, 'US-DE-01-EST', {
    due: '2026-12-01',
    label: '20% instalment 2026',
    applicability: 'conditional',
  }),
  c('Delaware LLC tax the 1 June after formation', usa({ ...LLC, incorporation_date: '2026-03-01' }), '2026-03-01', 'US-DE-02', {
    due: '2027-06-01',
    label: 'Tax year 2026',
  }),
  c(
    'foreign corporation registered in Delaware',
    usa({ state: 'California', business_locations: ['California', 'Delaware'] }),
    AS_OF,
    'US-DE-03',
    { due: '2027-06-30', applicability: 'conditional' },
  ),
  c('a Delaware corporation files no foreign report', usa(), AS_OF, 'US-DE-03', null),
  // California
  c('California $800: exempt first year', usa({ ...FORMED_MAY_2026, state: 'California' }), '2026-05-10', 'US-CA-01', {
    due: '2027-04-15',
    label: 'Taxable year 2027',
  }),
  c('California initial SI within 90 days', usa({ ...FORMED_MAY_2026, state: 'California' }), '2026-05-10', 'US-CA-02-INITIAL', {
    due: '2026-08-08',
  }),
  c('California SI by end of anniversary month', usa({ ...FORMED_MAY_2026, state: 'California' }), AS_OF, 'US-CA-02', {
    due: '2027-05-31',
    label: '2027',
  }),
  c(
    'California LLC tax: 15th day of 4th month after formation',
    usa({ ...LLC, ...FORMED_MAY_2026, state: 'California' }),
    '2026-05-10',
    'US-CA-03',
    { due: '2026-08-15', label: 'Taxable year beginning 10 May 2026' },
  ),
  c('California LLC tax: then 15 April', usa({ ...LLC, ...FORMED_MAY_2026, state: 'California' }), AS_OF, 'US-CA-03', {
    due: '2027-04-15',
    label: 'Taxable year 2027',
  }),
  c(
    'California LLC fee estimate: receipts ≥ $250,000',
    usa({ ...LLC, ...FORMED_MAY_2026, state: 'California', turnover: 300_000 }),
    AS_OF,
    'US-CA-04',
    { due: '2027-06-15', applicability: 'conditional' },
  ),
  c(
    'no LLC fee under $250,000 turnover',
    usa({ ...LLC, ...FORMED_MAY_2026, state: 'California', turnover: 249_999 }),
    AS_OF,
    'US-CA-04',
    null,
  ),
  c('Form 568 single member 15 April', usa({ ...LLC, state: 'California', member_count: 1 }), AS_OF, 'US-CA-05', { due: '2027-04-15' }),
  c('Form 568 multi-member 15 March', usa({ ...LLC, state: 'California', member_count: 3 }), AS_OF, 'US-CA-05-MM', { due: '2027-03-15' }),
  c('LLC initial SI within 90 days, overdue', usa({ ...LLC, ...FORMED_MAY_2026, state: 'California' }), AS_OF, 'US-CA-06-INITIAL', {
    due: '2026-08-08',
    overdue: true,
  }),
  c('LLC SI every two years', usa({ ...LLC, ...FORMED_MAY_2026, state: 'California' }), AS_OF, 'US-CA-06', { due: '2028-05-31' }),
  c(
    'formation date unknown: anniversary month needs it',
    usa({ ...LLC, state: 'California', incorporation_date: null }),
    AS_OF,
    'US-CA-06',
    { due: null, note: 'anniversary month' },
  ),
  // Texas
  c('Texas franchise report above $2.65M', usa({ state: 'Texas', turnover: 2_650_001 }), AS_OF, 'US-TX-01', {
    due: '2027-05-15',
    label: 'Report year 2027',
  }),
  c('no Texas franchise report at exactly $2.65M', usa({ state: 'Texas', turnover: 2_650_000 }), AS_OF, 'US-TX-01', null),
  c('2025 report: $2.47M threshold', usa({ state: 'Texas', turnover: 2_500_000 }), '2025-03-01', 'US-TX-01-2025', { due: '2025-05-15' }),
  c('2026 report: $2.5M is below the new threshold', usa({ state: 'Texas', turnover: 2_500_000 }), '2026-03-01', 'US-TX-01', null),
  c('Texas PIR every year', usa({ state: 'Texas', turnover: 100_000 }), AS_OF, 'US-TX-01-PIR', { due: '2027-05-15' }),
  // New York, Florida, Nevada, Wyoming
  c('New York biennial statement', usa({ state: 'New York', incorporation_date: '2025-03-20' }), AS_OF, 'US-NY-01', {
    due: '2027-03-31',
    label: '2027',
  }),
  c(
    'New York LLC publication: 120 days after formation',
    usa({ ...LLC, state: 'New York', incorporation_date: '2026-09-15' }),
    AS_OF,
    'US-NY-02',
    {
      due: '2027-01-13',
    },
  ),
  c(
    'New York LLC publication stays due after its deadline',
    usa({ ...LLC, state: 'New York', incorporation_date: '2026-09-15' }),
    '2027-03-01',
    'US-NY-02',
    {
      due: '2027-01-13',
    },
  ),
  c(
    'no publication requirement for a New York corporation',
    usa({ state: 'New York', entity_type: 'C-Corp', incorporation_date: '2026-09-15' }),
    AS_OF,
    'US-NY-02',
    null,
  ),
  c(
    'no New York publication requirement in Delaware',
    usa({ ...LLC, state: 'Delaware', incorporation_date: '2026-09-15' }),
    AS_OF,
    'US-NY-02',
    null,
  ),
  c('Florida annual report 1 May of the next year', usa({ state: 'Florida', incorporation_date: '2026-02-01' }), '2026-02-01', 'US-FL-01', {
    due: '2027-05-01',
    label: '2027 annual report',
  }),
  c('Nevada annual list by end of anniversary month', usa({ ...FORMED_MAY_2026, state: 'Nevada' }), AS_OF, 'US-NV-01', {
    due: '2027-05-31',
  }),
  c('Wyoming annual report on the 1st of the anniversary month', usa({ ...FORMED_MAY_2026, state: 'Wyoming' }), AS_OF, 'US-WY-01', {
    due: '2027-05-01',
  }),
];
