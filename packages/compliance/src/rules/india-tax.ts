// India, income tax — obligations.md §1C. The Income-tax Act 2025 applies from 1 April 2026 ("tax year
// 2026-27" = FY 2026-27); FY 2025-26 returns still fall under the 1961 Act. Tax years always run 1 April
// to 31 March, even when a company's first Companies-Act FY runs 15 months.

import type { ComplianceRule } from '../types';
import { all, any, gt, lte, unknownFact } from './applies-when';
import { CRORE, dailyFee, LAKH, INDIA_ENTITY_TYPES, rule } from './builders';
import { instalments, monthly, onceAYear, periods, schedule } from './schedules';

const LLP_AUDITED = any(
  gt('turnover', 40 * LAKH),
  gt('paid_up_capital', 25 * LAKH, 'LLP audit: required if partners’ contribution exceeds ₹25 lakh.'),
);
const LLP_NOT_AUDITED = all(
  lte('turnover', 40 * LAKH),
  lte('paid_up_capital', 25 * LAKH, 'LLP audit: required if partners’ contribution exceeds ₹25 lakh.'),
);
/** The company and the audited-LLP income-tax returns share their date, penalty and source (s.263(1) of the 2025 Act). */
const ITR_BY_31_OCTOBER = {
  due: onceAYear('april', 18, 31, '{FY}'),
  recurrence: 'annual',
  urgency: 'high',
  estimated_completion_days: 10,
  penalty: 'Late fee and interest (amounts not collected in the research — unconfirmed).',
  source_url: 'https://abcaus.in/income-tax/amendment-due-dates-filing-itrs-time-limit-revised-return-income-tax-act-2025.html',
} as const;
const VENDOR_TDS = 'Applies if you pay contractors, professionals, rent or other sums above the TDS thresholds.';
const TDS_SOURCE = 'https://www.taxheal.com/tds-compliance-2-0-new-dates-new-forms-and-the-mega-form-141.html';
const QUARTERS = ['Q1 (April–June) {FY}', 'Q2 (July–September) {FY}', 'Q3 (October–December) {FY}', 'Q4 (January–March) {FY}'];

/** Rule 219: Q1 31 July, Q2 31 October, Q3 31 January, Q4 31 May (offsets from April). */
const TDS_STATEMENT_DUES = [
  [3, 31],
  [6, 31],
  [9, 31],
  [13, 31],
] as const;

/**
 * The quarterly TDS/TCS statements' rule ids, each statement's old form then its new one (salary, other payments,
 * non-residents, TCS): what a TDS service fulfils and a TDS question is about.
 */
export const TDS_STATEMENT_RULE_IDS = [
  'IN-IT-07-24Q',
  'IN-IT-07-138',
  'IN-IT-07-26Q',
  'IN-IT-07-140',
  'IN-IT-07-27Q',
  'IN-IT-07-144',
  'IN-IT-07-27EQ',
  'IN-IT-07-143',
] as const;

/** Quarterly TDS/TCS statements: old form until Q4 of FY 2025-26, renamed form from tax year 2026-27. */
function tdsStatements(
  key: string,
  oldForm: string,
  newForm: string,
  what: string,
  applies: Pick<ComplianceRule, 'applies_when'> & { conditional_on?: string },
): ComplianceRule[] {
  const base = {
    series: `IN-IT-07-${key}`,
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    category: 'Tax',
    ...applies,
    due: schedule('april', periods(3, TDS_STATEMENT_DUES, QUARTERS)),
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty: '₹200 a day late fee, up to the amount of tax deducted (s.234E of the 1961 Act).',
    late_fee: dailyFee(200_00, 'INR'),
    effective_basis: 'period_start',
  } as const;
  const dates = 'Due 31 July, 31 October, 31 January and 31 May for the quarters ending June, September, December and March (Rule 219).';
  return [
    rule({
      ...base,
      id: `IN-IT-07-${oldForm}`,
      name: `Form ${oldForm} quarterly ${what} statement`,
      description: `Quarterly statement of ${what} in Form ${oldForm} (Income-tax Act 1961), used up to Q4 of FY 2025-26. ${dates}`,
      source_url: 'https://sidandassociates.in/tds-return-filing.php',
      effective_to: '2026-03-31',
    }),
    rule({
      ...base,
      id: `IN-IT-07-${newForm}`,
      name: `Form ${newForm} quarterly ${what} statement (formerly ${oldForm})`,
      description: `Quarterly statement of ${what} in Form ${newForm}, which replaces Form ${oldForm} from tax year 2026-27 (Income-tax Rules 2026). ${dates}`,
      source_url: 'https://www.taxheal.com/tds-return-filing-online-new-forms-as-per-income-tax-rules-2026-and-applicability.html',
      effective_from: '2026-04-01',
    }),
  ];
}

export const indiaTaxRules: ComplianceRule[] = [
  rule({
    id: 'IN-IT-01',
    country: 'India',
    entity_types: ['Private Limited', 'OPC'],
    name: 'Income-tax return (ITR-6) — company',
    description:
      'Every company files its return of income by 31 October after the end of the tax year (s.263(1) of the 2025 Act; 30 November if a transfer-pricing report under s.172 is required). The tax year always ends on 31 March.',
    category: 'Tax',
    ...ITR_BY_31_OCTOBER,
  }),
  rule({
    id: 'IN-IT-02',
    country: 'India',
    entity_types: ['LLP'],
    name: 'Income-tax return (ITR-5) — audited LLP',
    description:
      'An LLP whose accounts must be audited (turnover above ₹40 lakh or contribution above ₹25 lakh, or a tax audit) files by 31 October after the tax year.',
    category: 'Tax',
    applies_when: LLP_AUDITED,
    ...ITR_BY_31_OCTOBER,
  }),
  rule({
    id: 'IN-IT-03',
    series: 'IN-IT-03',
    country: 'India',
    entity_types: ['LLP'],
    name: 'Income-tax return (ITR-5) — LLP not subject to audit',
    description:
      'An LLP not subject to audit files by 31 August after the tax year — moved from 31 July by the Finance Bill 2026 (Explanation 2 to s.139(1) of the 1961 Act for AY 2026-27, i.e. FY 2025-26; s.263(1)(c) of the 2025 Act from tax year 2026-27).',
    category: 'Tax',
    applies_when: LLP_NOT_AUDITED,
    due: onceAYear('april', 16, 31, '{FY}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    source_url: 'https://www.thetaxcorp.in/article/union-budget-2026-comprehensive-analysis-of-proposed-direct-tax-amendments-and',
    effective_from: '2025-04-01',
    effective_basis: 'period_start',
  }),
  rule({
    id: 'IN-IT-03-JUL',
    series: 'IN-IT-03',
    country: 'India',
    entity_types: ['LLP'],
    name: 'Income-tax return (ITR-5) — LLP not subject to audit',
    description: 'An LLP not subject to audit filed by 31 July after the tax year, up to FY 2024-25 (AY 2025-26).',
    category: 'Tax',
    applies_when: LLP_NOT_AUDITED,
    due: onceAYear('april', 15, 31, '{FY}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    source_url:
      'https://www.livemint.com/money/personal-finance/union-budget-2026-itr-revision-deadline-extended-to-march-31-11769928889780.html',
    effective_to: '2025-03-31',
    effective_basis: 'period_start',
  }),
  rule({
    id: 'IN-IT-04',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Tax audit report (s.44AB of the 1961 Act / s.63 of the 2025 Act)',
    description:
      'A business with turnover above ₹1 crore (₹10 crore when cash receipts and cash payments are each ≤ 5%) gets a tax audit and files the report by 30 September, one month before the 31 October return. The form number under the 2025 Act and its exact "specified date" are unconfirmed (30 September assumed); for AY 2025-26 CBDT extended the date to 31 October 2025.',
    category: 'Tax',
    applies_when: any(
      gt('turnover', 10 * CRORE),
      all(
        gt('turnover', 1 * CRORE),
        unknownFact(
          'Tax audit between ₹1 crore and ₹10 crore turnover: not required if cash receipts and cash payments are each ≤ 5% of the total.',
        ),
      ),
    ),
    due: onceAYear('april', 17, 30, '{FY}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 20,
    penalty: '0.5% of turnover, up to ₹1.5 lakh (s.271B of the 1961 Act).',
    late_fee: { kind: 'percent_of_turnover', basis_points: 50, cap_minor: 1_50_000_00, currency: 'INR' },
    source_url: 'https://taxguru.in/?p=989654',
  }),
  rule({
    id: 'IN-IT-05',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Advance tax instalment',
    description:
      'Advance tax in four instalments of the same tax year: 15% by 15 June, 45% by 15 September, 75% by 15 December, 100% by 15 March (s.408 of the 2025 Act; s.211 of the 1961 Act).',
    category: 'Tax',
    conditional_on: 'Only if the tax payable for the year after TDS is ₹10,000 or more.',
    due: schedule(
      'april',
      instalments(
        15,
        [2, 5, 8, 11],
        ['1st instalment (15%) {FY}', '2nd instalment (45%) {FY}', '3rd instalment (75%) {FY}', '4th instalment (100%) {FY}'],
      ),
    ),
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Interest for default and deferment (s.234B/234C of the 1961 Act).',
    source_url: 'https://www.cabkgoyal.com/section-408-of-income-tax-act-2025-instalments-of-advance-tax-and-due-dates/',
  }),
  rule({
    id: 'IN-IT-06',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'TDS deposit (challan ITNS 281)',
    description:
      'Tax deducted at source in a month is deposited by the 7th of the next month; tax deducted in March by 30 April (Rule 218 of the 2026 Rules; Rule 30 of the 1962 Rules).',
    category: 'Tax',
    applies_when: any(gt('num_employees', 0), unknownFact(VENDOR_TDS)),
    due: schedule('april', monthly(7, { overrides: { 11: { due_month: 12, due_day: 30 } } })),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Interest at 1.5% a month on tax deducted but not deposited.',
    source_url: TDS_SOURCE,
  }),
  ...tdsStatements('SALARY', '24Q', '138', 'TDS on salary', { applies_when: gt('num_employees', 0) }),
  ...tdsStatements('NON-SALARY', '26Q', '140', 'TDS on payments other than salary', { applies_when: null, conditional_on: VENDOR_TDS }),
  ...tdsStatements('NON-RESIDENT', '27Q', '144', 'TDS on payments to non-residents', {
    applies_when: null,
    conditional_on: 'Only if you pay non-residents sums from which tax must be deducted.',
  }),
  ...tdsStatements('TCS', '27EQ', '143', 'tax collected at source (TCS)', {
    applies_when: null,
    conditional_on: 'Only if you must collect tax at source (TCS) on your sales.',
  }),
];
