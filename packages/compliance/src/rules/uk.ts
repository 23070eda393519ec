// United Kingdom, private company limited by shares (England & Wales) — obligations.md §3.
// Companies House and HMRC deadlines are statutory dates (no weekend roll-over).

import type { ComplianceRule } from '../types';
import { any, gt, is, isNot, lt, unknownFact } from './applies-when';
import { rule, tieredFee } from './builders';
import { monthly, schedule } from './schedules';

const uk = { country: 'UK', entity_types: ['Ltd'] } as const;
const employs = gt('num_employees', 0);
const VAT_THRESHOLD = 90_000;

export const ukRules: ComplianceRule[] = [
  rule({
    ...uk,
    id: 'UK-CH-01',
    name: 'Confirmation statement (CS01)',
    description:
      'Confirm the company’s details to Companies House within 14 days after the end of each review period: the first is the 12 months beginning with incorporation, each later one the 12 months after the last made-up date (assumed here to be the previous period end). Fee £50 online / £110 paper from 1 February 2026 (secondary source; older gov.uk pages show £13/£34).',
    category: 'Corporate',
    due: { kind: 'review_period', months: 12, days_after: 14 },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Criminal offence for the company and its officers; the company may be struck off.',
    source_url: 'https://www.gov.uk/government/publications/confirmation-statement/confirmation-statement',
  }),
  rule({
    ...uk,
    id: 'UK-CH-02',
    name: 'Identity verification statement for existing directors and PSCs',
    description:
      'From 18 November 2025 (Economic Crime and Corporate Transparency Act 2023) directors and PSCs must have verified their identity; for existing directors the verification statement goes with the company’s next confirmation statement during the 12-month transition. New directors verify within 14 days of appointment.',
    category: 'Corporate',
    applies_when: lt(
      'incorporation_or_planned_date',
      '2025-11-18',
      'Only for companies incorporated before 18 November 2025; later ones verified at incorporation.',
    ),
    due: { kind: 'review_period', months: 12, days_after: 14, first_due_on_or_after: '2025-11-18' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Offence to act as an unverified director (s.43).',
    source_url: 'http://policy-wire.co.uk/companies-house-identity-checks-begin-18-november-2025-with-transition',
  }),
  rule({
    ...uk,
    id: 'UK-CH-03',
    name: 'Annual accounts to Companies House',
    description:
      'A private company files accounts 9 months after the end of its accounting reference period (s.442). First accounts covering more than 12 months: 21 months after incorporation, or 3 months after the period end if later (s.442(3)). A period ending on the last day of a month runs to the last day of the month 9 months later (s.443).',
    category: 'Corporate',
    due: {
      kind: 'fy_end',
      months: 9,
      month_end_rule: true,
      first_long_period: { months_after_incorporation: 21, months_after_period_end: 3 },
      label: 'year_ending',
    },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 14,
    penalty:
      'Late filing penalty: up to 1 month £150; 1–3 months £375; 3–6 months £750; over 6 months £1,500; doubled if late two years running.',
    late_fee: tieredFee({ 1: 150_00, 3: 375_00, 6: 750_00 }, 1_500_00, 'GBP'),
    source_url: 'http://gov.uk/first-company-accounts-and-return',
  }),
  rule({
    ...uk,
    id: 'UK-CT-01',
    name: 'Register for Corporation Tax',
    description:
      'Register with HMRC within 3 months of starting to do business (trading). Shown from incorporation, the earliest trading can start.',
    category: 'Tax',
    due: { kind: 'after_incorporation', months: 3 },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Penalty (amount not collected in the research).',
    source_url: 'https://alliedfinancialgroup.co.uk/Insights/Digital-Marketing/entryid/37/corporation-tax-what-to-register-when-to-pay',
  }),
  rule({
    ...uk,
    id: 'UK-CT-02',
    name: 'Pay Corporation Tax',
    description:
      'Corporation Tax is due 9 months and 1 day after the end of each CT accounting period (large companies pay quarterly instalments). A first period of account longer than 12 months is two CT accounting periods — the first 12 months (counted here from incorporation) and the rest — each with its own payment date.',
    category: 'Tax',
    conditional_on: 'Only if the company has taxable profits for the period.',
    due: { kind: 'fy_end', months: 9, days: 1, split_first_long_period: true, label: 'year_ending' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Interest on late payment.',
    source_url: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92010',
  }),
  rule({
    ...uk,
    id: 'UK-CT-03',
    name: 'Company Tax Return (CT600)',
    description:
      'File the CT600 within 12 months after the end of the accounting period. When the first period of account is longer than 12 months (two CT periods, two returns), both are due 12 months after the end of the period of account (FA 1998 Sch 18 para 14).',
    category: 'Tax',
    due: { kind: 'fy_end', months: 12, label: 'year_ending' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 10,
    penalty:
      '£100 when 1 day late, another £100 at 3 months, then 10% of unpaid tax at 6 months and 10% more at 12 months; £500 each if late three times running.',
    late_fee: tieredFee({ 3: 100_00 }, 200_00, 'GBP'),
    source_url: 'https://www.gov.uk/company-tax-returns/penalties-for-late-filing',
  }),
  rule({
    ...uk,
    id: 'UK-VAT-01',
    name: 'VAT registration',
    description:
      'Register when UK taxable turnover exceeds £90,000 in any rolling 12 months (from 1 April 2024): notify HMRC within 30 days of the end of the month in which it was exceeded, registered from the first day of the second month after; or within 30 days when you expect to exceed £90,000 in the next 30 days alone. Deregistration threshold £88,000.',
    category: 'Tax',
    applies_when: {
      all: [
        gt('turnover', VAT_THRESHOLD, 'VAT registration depends on taxable turnover (threshold £90,000).'),
        isNot('vat_registered', true, { if_unknown: true }),
      ],
    },
    due: { kind: 'none', note: 'Due within 30 days of the end of the month in which turnover passed £90,000; that month is not recorded.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: 'Late-registration penalty as a percentage of the VAT due.',
    source_url: 'https://www.solvevat.co.uk/vat-registration',
  }),
  rule({
    ...uk,
    id: 'UK-VAT-02',
    name: 'VAT return (Making Tax Digital)',
    description:
      'Quarterly VAT returns, each due 1 month and 7 days after the end of the VAT period, on the stagger HMRC assigns. These dates are not sourced in the research (unconfirmed).',
    category: 'Tax',
    applies_when: any(
      is('vat_registered', true),
      gt('turnover', VAT_THRESHOLD, 'VAT returns follow registration (turnover above £90,000).'),
    ),
    conditional_on:
      'The VAT period ends (stagger) are assigned by HMRC and not recorded; the return dates are unconfirmed in the research.',
    due: { kind: 'none', note: 'Due 1 month and 7 days after each VAT period end (unconfirmed).' },
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url: 'https://www.solvevat.co.uk/vat-registration',
  }),
  rule({
    ...uk,
    id: 'UK-PAYE-01',
    name: 'PAYE payment to HMRC (RTI)',
    description:
      'Send an FPS on or before each payday and any EPS by the 19th; pay PAYE to HMRC by the 22nd of the month after each tax month (tax months run 6th to 5th; 19th if paying by post), or quarterly if under £1,500 a month. When the 22nd falls on a weekend the payment must clear by the last working day before (practice, unconfirmed).',
    category: 'Tax',
    applies_when: any(employs, unknownFact('Applies if the company pays any employee, including a salary to a director.')),
    due: schedule('april', monthly(22, { label: 'Tax month from 6 {MONTH}' })),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Late filing and late payment penalties.',
    source_url: 'https://www.gov.uk/running-payroll',
  }),
  rule({
    ...uk,
    id: 'UK-PEN-01',
    name: 'Workplace pension declaration of compliance',
    description:
      'Automatic-enrolment duties start with the first worker’s start date: write to staff within 6 weeks and send The Pensions Regulator a declaration of compliance within 5 months of the duties start date. Re-enrolment every 3 years.',
    category: 'Labor',
    applies_when: employs,
    due: { kind: 'none', note: 'Due within 5 months of the first worker’s start date, which is not recorded.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty: 'Fines from The Pensions Regulator.',
    source_url: 'https://help.thepensionsregulator.gov.uk/faq/staging_date/New-Staging',
  }),
  rule({
    ...uk,
    id: 'UK-ICO-01',
    name: 'ICO data protection fee',
    description:
      'Organisations processing personal data pay the ICO fee when they start and renew it every year, unless exempt. From 1 February 2025: Tier 1 £52 (turnover ≤ £632,000 or ≤ 10 staff), Tier 2 £78 (≤ £36m or ≤ 250 staff), Tier 3 £3,763; £5 off by direct debit.',
    category: 'Regulatory',
    due: { kind: 'none', note: 'Annual: pay when you start processing personal data and renew on that anniversary.' },
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'Monetary penalty (historically up to £4,350).',
    source_url: 'https://lancashirebusinessview.co.uk/latest-news-and-features/information-commissioner-increases-fees-7004',
  }),
];
