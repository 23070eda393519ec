// USA, federal — obligations.md §2A. IRS/SSA dates on a Saturday, Sunday or federal legal holiday move to
// the next business day (26 U.S.C. §7503). BOI (US-FED-12): domestic companies are exempt since the FinCEN
// interim final rule of 26 March 2025; only companies formed abroad file, which this profile cannot describe,
// so no rule is listed.

import type { ComplianceRule, EntityType } from '../types';
import { all, any, gt, gte, is, isNot } from './applies-when';
import { fixedFee, rule } from './builders';
import { instalments, onceAYear, periods, schedule } from './schedules';

const BOTH: readonly EntityType[] = ['LLC', 'C-Corp'];
const fed = { country: 'USA', rollover: 'us_federal' } as const;
const employs = gt('num_employees', 0);
const MEMBERS_NOTE = 'An LLC’s federal return depends on its number of members (one: disregarded; two or more: partnership).';
const singleMember = is('member_count', 1, { note: MEMBERS_NOTE });
const multiMember = gte('member_count', 2, MEMBERS_NOTE);
const PAYROLL_SRC = 'https://remotebusinessservicesblog.blogspot.com';

function form1099(id: string, threshold: string, window: { effective_from?: string; effective_to?: string }): ComplianceRule {
  return rule({
    ...fed,
    id,
    series: 'US-FED-11',
    entity_types: BOTH,
    name: `Form 1099-NEC (non-employee compensation ${threshold})`,
    description: `Report payments to each non-employee for services of ${threshold} in the calendar year to the recipient and the IRS by 31 January (threshold ≥ $600 for payments through 2025; > $2,000 for payments after 31 December 2025 under OBBBA §70433, inflation-indexed from 2027).`,
    category: 'Tax',
    applies_when: null,
    conditional_on: `Only if you paid a non-employee (contractor) ${threshold} for services in the year.`,
    due: onceAYear('january', 12, 31, 'Payments in {Y}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 2,
    penalty: '$60–$680 per form depending on how late (2026 amounts per source).',
    source_url: 'https://sovos.com/regulatory-updates/trr/one-big-beautiful-bill-raises-1099-reporting-thresholds',
    effective_basis: 'period_start',
    ...window,
  });
}

export const usaFederalRules: ComplianceRule[] = [
  rule({
    ...fed,
    rollover: 'none',
    id: 'US-FED-01',
    entity_types: BOTH,
    name: 'Employer Identification Number (EIN, Form SS-4)',
    description:
      'Every corporation, multi-member LLC, LLC with employees and foreign-owned single-member LLC (for Form 5472) needs an EIN before its first return or payroll.',
    category: 'Tax',
    applies_when: any(is('entity_type', 'C-Corp'), multiMember, employs, is('foreign_owned', true)),
    due: { kind: 'none', note: 'No calendar date: needed before the first federal return or payroll.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url: 'https://rsmus.com/insights/tax-alerts/2019/reporting-requirement-of-a-foreign-owned-disregarded-entity.html',
  }),
  rule({
    ...fed,
    id: 'US-FED-02',
    entity_types: ['C-Corp'],
    name: 'Form 1120 U.S. corporation income tax return',
    description:
      'Due on the 15th day of the 4th month after the tax year ends (15 April for a calendar year); Form 7004 extends filing by 6 months but not payment. Also filed by an LLC that elected corporate taxation.',
    category: 'Tax',
    due: { kind: 'fy_end', months: 4, day_of_month: 15, label: 'tax_year' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 14,
    penalty: 'Failure-to-file and failure-to-pay penalties plus interest.',
    source_url: 'https://www.taxact.com/reference/library-calendar-corporations',
  }),
  rule({
    ...fed,
    id: 'US-FED-03',
    entity_types: ['LLC'],
    name: 'Form 1065 U.S. return of partnership income',
    description:
      'A multi-member LLC taxed as a partnership files by the 15th day of the 3rd month after the tax year (15 March); Form 7004 extends to 15 September.',
    category: 'Tax',
    applies_when: multiMember,
    due: { kind: 'fy_end', months: 3, day_of_month: 15, label: 'tax_year' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 14,
    penalty: 'Per partner, per month late (IRC §6698; 2026 amount unconfirmed).',
    source_url: 'https://legalclarity.org/when-are-partnership-income-tax-returns-due',
  }),
  rule({
    ...fed,
    id: 'US-FED-04',
    entity_types: ['LLC'],
    name: 'Schedule C with the owner’s Form 1040',
    description:
      'A single-member LLC owned by a US individual is disregarded: its income goes on Schedule C of the owner’s Form 1040, due 15 April.',
    category: 'Tax',
    applies_when: all(
      singleMember,
      is('foreign_owned', false, {
        note: 'Schedule C applies when the single member is a US individual; a foreign owner files Form 5472 with a pro-forma 1120.',
      }),
    ),
    due: onceAYear('january', 15, 15, 'Tax year {Y}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    source_url: 'https://mataxfirm.com/resources/',
  }),
  rule({
    ...fed,
    id: 'US-FED-05',
    entity_types: ['LLC'],
    name: 'Form 5472 with pro-forma Form 1120 (foreign-owned single-member LLC)',
    description:
      'A foreign-owned disregarded LLC files Form 5472 attached to a pro-forma Form 1120 by the 15th day of the 4th month after its tax year (15 April); extendable with Form 7004; paper or fax only.',
    category: 'Tax',
    applies_when: all(singleMember, is('foreign_owned', true)),
    due: { kind: 'fy_end', months: 4, day_of_month: 15, label: 'tax_year' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: '$25,000 per form, plus $25,000 per 30 days continuing more than 90 days after an IRS notice.',
    late_fee: fixedFee(25_000_00, 'USD'),
    source_url: 'https://compliance.dropwatchhq.com/obligation/irs-5472',
  }),
  rule({
    ...fed,
    id: 'US-FED-05-CORP',
    entity_types: ['C-Corp'],
    name: 'Form 5472 (25% foreign-owned corporation)',
    description:
      'A US corporation at least 25% foreign-owned reports transactions with foreign related parties on Form 5472 filed with its Form 1120.',
    category: 'Tax',
    applies_when: is('foreign_owned', true),
    conditional_on: 'Only if a foreign person owns at least 25% and there were reportable transactions with related parties.',
    due: { kind: 'fy_end', months: 4, day_of_month: 15, label: 'tax_year' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 5,
    penalty: '$25,000 per form, plus $25,000 per 30 days continuing more than 90 days after an IRS notice.',
    late_fee: fixedFee(25_000_00, 'USD'),
    source_url: 'https://compliance.dropwatchhq.com/obligation/irs-5472',
  }),
  rule({
    ...fed,
    id: 'US-FED-06',
    entity_types: ['C-Corp'],
    name: 'Corporate estimated tax (Form 1120-W worksheet)',
    description:
      'Estimated tax instalments on the 15th day of the 4th, 6th, 9th and 12th months of the tax year (15 April, 15 June, 15 September, 15 December for a calendar year).',
    category: 'Tax',
    conditional_on: 'Only if the corporation expects to owe $500 or more of tax for the year.',
    due: schedule(
      'fiscal_year',
      instalments(15, [3, 5, 8, 11], ['1st instalment {FY}', '2nd instalment {FY}', '3rd instalment {FY}', '4th instalment {FY}']),
    ),
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Underpayment penalty.',
    source_url: 'https://www.jimlynchlaw.com/post/estimated-tax-payments-for-corporations',
  }),
  rule({
    ...fed,
    id: 'US-FED-07',
    entity_types: ['LLC'],
    name: 'Owners’ estimated tax (Form 1040-ES)',
    description:
      'Owners of a single-member or partnership LLC pay estimated income tax on its profits: 15 April, 15 June, 15 September and 15 January.',
    category: 'Tax',
    applies_when: isNot('foreign_owned', true, { if_unknown: true }),
    conditional_on: 'Only if the owners expect to owe income tax on the LLC’s profits.',
    due: schedule(
      'january',
      instalments(15, [3, 5, 8, 12], ['1st instalment {Y}', '2nd instalment {Y}', '3rd instalment {Y}', '4th instalment {Y}']),
    ),
    recurrence: 'quarterly',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'Underpayment penalty.',
    source_url: PAYROLL_SRC,
  }),
  rule({
    ...fed,
    id: 'US-FED-08',
    entity_types: BOTH,
    name: 'Form 941 employer’s quarterly federal tax return',
    description: 'Quarterly payroll return due by the last day of the month after each quarter: 30 April, 31 July, 31 October, 31 January.',
    category: 'Tax',
    applies_when: employs,
    due: schedule(
      'january',
      periods(
        3,
        [
          [3, 31],
          [6, 31],
          [9, 31],
          [12, 31],
        ],
        ['Q1 {Y}', 'Q2 {Y}', 'Q3 {Y}', 'Q4 {Y}'],
      ),
    ),
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Failure-to-file and failure-to-deposit penalties.',
    source_url: PAYROLL_SRC,
  }),
  rule({
    ...fed,
    id: 'US-FED-09',
    entity_types: BOTH,
    name: 'Form 940 employer’s annual FUTA tax return',
    description:
      'Annual federal unemployment tax return due 31 January (10 February if all FUTA tax was deposited when due). FUTA deposits are quarterly once the liability exceeds $500, by the last day of the month after the quarter.',
    category: 'Tax',
    applies_when: employs,
    due: onceAYear('january', 12, 31, 'Tax year {Y}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url: 'https://1099-etc.com/faqs/general/when-are-940s-due',
  }),
  rule({
    ...fed,
    id: 'US-FED-10',
    entity_types: BOTH,
    name: 'Forms W-2 and W-3 wage statements',
    description: 'Give each employee a Form W-2 and file Forms W-2 with the W-3 transmittal with the SSA by 31 January.',
    category: 'Tax',
    applies_when: employs,
    due: onceAYear('january', 12, 31, 'Tax year {Y}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: '$60–$680 per form depending on how late (2026 amounts per source).',
    source_url: 'https://botwinick.com/groundhog-day-tax-deadline-2026-what-businesses-need-to-file-by-february-2',
  }),
  form1099('US-FED-11-600', 'of $600 or more', { effective_to: '2025-12-31' }),
  form1099('US-FED-11', 'over $2,000', { effective_from: '2026-01-01' }),
];
