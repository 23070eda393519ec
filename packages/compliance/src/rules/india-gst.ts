// India, GST — obligations.md §1D. Whether a company must register is decided from turnover, state and
// supply type (s.22/s.24 CGST Act); a company that reports a filing frequency is taken as registered.

import type { ComplianceRule, Condition } from '../types';
import { all, any, explained, gt, is, isNot, known, not, unknownFact } from './applies-when';
import { CRORE, LAKH, INDIA_ENTITY_TYPES, rule } from './builders';
import { monthly, onceAYear, periods, schedule } from './schedules';

/** s.22 Explanation (iii): the only special-category states for the ₹10 lakh threshold. */
const SPECIAL_CATEGORY = ['Manipur', 'Mizoram', 'Nagaland', 'Tripura'];
/** Goods-only threshold ₹20 lakh instead of ₹40 lakh. */
const GOODS_20_LAKH = ['Arunachal Pradesh', 'Meghalaya', 'Puducherry', 'Sikkim', 'Uttarakhand'];

const TURNOVER_NOTE = 'GST registration depends on aggregate turnover (thresholds ₹10, ₹20 or ₹40 lakh by state and supply type).';
const STATE_NOTE = 'The GST registration threshold depends on the state.';

const liableByTurnover: Condition = any(
  gt('turnover', 40 * LAKH, TURNOVER_NOTE), // above every threshold
  all(gt('turnover', 20 * LAKH, TURNOVER_NOTE), is('state', [...SPECIAL_CATEGORY, ...GOODS_20_LAKH], { note: STATE_NOTE })),
  all(gt('turnover', 10 * LAKH, TURNOVER_NOTE), is('state', SPECIAL_CATEGORY, { note: STATE_NOTE })),
  all(
    gt('turnover', 20 * LAKH, TURNOVER_NOTE),
    unknownFact(
      'Registration is required above ₹20 lakh if you supply services (or goods and services), above ₹40 lakh if you supply only goods; the profile does not record which.',
    ),
  ),
  all(
    gt('turnover', 20 * LAKH, TURNOVER_NOTE),
    is('state', 'Telangana', { note: STATE_NOTE }),
    unknownFact('Telangana goods-only threshold: sources conflict between ₹20 lakh and ₹40 lakh (unconfirmed).'),
  ),
);

const exporterOfGoods: Condition = all(
  is('is_exporter', true),
  unknownFact(
    'Exports of goods are inter-State supplies, so registration is compulsory whatever the turnover (s.24); exports of services only above the threshold.',
  ),
);

/** Registered (a filing frequency is known) or obliged to register. */
export const gstRegistered: Condition = explained(
  'Applies if the company is GST-registered or must register: turnover above the GST threshold (₹10, ₹20 or ₹40 lakh by state and supply type) or exports of goods.',
  any(known('gst_filing'), liableByTurnover, exporterOfGoods),
);

const QRMP_LIMIT_NOTE = 'QRMP quarterly filing is allowed only up to ₹5 crore aggregate turnover.';
const monthlyFiler = all(
  gstRegistered,
  any(is('gst_filing', 'monthly'), { field: 'turnover', op: '>', value: 5 * CRORE, if_unknown: false }),
);
const quarterlyFiler = all(gstRegistered, is('gst_filing', 'quarterly'), {
  field: 'turnover',
  op: '<=',
  value: 5 * CRORE,
  if_unknown: true,
  note: QRMP_LIMIT_NOTE,
});

/** GSTR-3B under QRMP: 22nd for these states/UTs, 24th for the rest (Notification 82/2020-CT). */
const GSTR3B_22ND = [
  'Chhattisgarh',
  'Madhya Pradesh',
  'Gujarat',
  'Maharashtra',
  'Karnataka',
  'Goa',
  'Kerala',
  'Tamil Nadu',
  'Telangana',
  'Andhra Pradesh',
  'Daman and Diu',
  'Dadra and Nagar Haveli',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Puducherry',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];
const GSTR3B_24TH = [
  'Himachal Pradesh',
  'Punjab',
  'Uttarakhand',
  'Haryana',
  'Rajasthan',
  'Uttar Pradesh',
  'Bihar',
  'Sikkim',
  'Arunachal Pradesh',
  'Nagaland',
  'Manipur',
  'Mizoram',
  'Tripura',
  'Meghalaya',
  'Assam',
  'West Bengal',
  'Jharkhand',
  'Odisha',
  'Jammu and Kashmir',
  'Ladakh',
  'Chandigarh',
  'Delhi',
];
const STATE_3B_NOTE = 'The quarterly GSTR-3B date (22nd or 24th) depends on the state of the principal place of business.';

const QUARTERS = ['Q1 (April–June) {FY}', 'Q2 (July–September) {FY}', 'Q3 (October–December) {FY}', 'Q4 (January–March) {FY}'];
/** Month after each quarter, day d, as offsets from April. */
const afterQuarter = (d: number) =>
  [
    [3, d],
    [6, d],
    [9, d],
    [12, d],
  ] as const;

const GST_DATES_SRC = 'https://gstfilling.co/gst-deadline';

function gstr3bQuarterly(id: string, day: number, state: Condition): ComplianceRule {
  return rule({
    id,
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GSTR-3B quarterly return (QRMP)',
    description: `Summary return with tax payment for the quarter under QRMP, due on the ${day}th of the month after the quarter for a principal place of business in this state/UT (Notification 82/2020-CT). Unconfirmed whether portals accept a filing on the next working day when the date is a holiday.`,
    category: 'Tax',
    applies_when: all(quarterlyFiler, state),
    due: schedule('april', periods(3, afterQuarter(day), QUARTERS)),
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Interest at 18% a year on tax paid late, plus a late fee.',
    source_url: 'https://taxmanagementindia.com/visitor/detail_rss_feed.asp?ID=23731',
  });
}

export const indiaGstRules: ComplianceRule[] = [
  rule({
    id: 'IN-GST-REG',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GST registration (REG-01)',
    description:
      'Register for GST when aggregate turnover in a financial year exceeds the threshold — ₹40 lakh for goods only (₹20 lakh in Arunachal Pradesh, Meghalaya, Puducherry, Sikkim, Uttarakhand), ₹20 lakh for services or mixed supplies, ₹10 lakh in Manipur, Mizoram, Nagaland and Tripura (s.22) — or regardless of turnover for inter-State supplies of goods, e-commerce and the other s.24 cases. Apply within 30 days of becoming liable (s.25(1)).',
    category: 'Tax',
    applies_when: all(not(known('gst_filing')), any(liableByTurnover, exporterOfGoods)),
    due: { kind: 'none', note: 'Due within 30 days of becoming liable (s.25(1)); the date you crossed the threshold is not recorded.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: 'Tax collected without registration is payable with interest; penalties under s.122.',
    source_url: 'http://companiesnext.com/gst-registration',
  }),
  rule({
    id: 'IN-GST-01',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GSTR-1 monthly return of outward supplies',
    description:
      'Statement of outward supplies for the month, due on the 11th of the following month. Monthly filing is mandatory above ₹5 crore aggregate turnover.',
    category: 'Tax',
    applies_when: monthlyFiler,
    due: schedule('april', monthly(11)),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Late fee per day of delay (amount not collected in the research).',
    source_url: GST_DATES_SRC,
  }),
  rule({
    id: 'IN-GST-02',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GSTR-1 quarterly return of outward supplies (QRMP)',
    description:
      'Under QRMP (aggregate turnover up to ₹5 crore), GSTR-1 for the quarter is due on the 13th of the month after it (13 July, 13 October, 13 January, 13 April); B2B invoices of the first two months may be uploaded through the optional IFF by the 13th of the next month.',
    category: 'Tax',
    applies_when: quarterlyFiler,
    due: schedule('april', periods(3, afterQuarter(13), QUARTERS)),
    recurrence: 'quarterly',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url: GST_DATES_SRC,
  }),
  rule({
    id: 'IN-GST-03',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GSTR-3B monthly return',
    description: 'Summary return with payment of tax for the month, due on the 20th of the following month.',
    category: 'Tax',
    applies_when: monthlyFiler,
    due: schedule('april', monthly(20)),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Interest at 18% a year on tax paid late, plus a late fee.',
    source_url: GST_DATES_SRC,
  }),
  // A state on neither list (a misspelling) gets the earlier date.
  gstr3bQuarterly(
    'IN-GST-04-22',
    22,
    any(is('state', GSTR3B_22ND, { note: STATE_3B_NOTE }), isNot('state', GSTR3B_24TH, { note: STATE_3B_NOTE })),
  ),
  gstr3bQuarterly('IN-GST-04-24', 24, is('state', GSTR3B_24TH, { note: STATE_3B_NOTE })),
  rule({
    id: 'IN-GST-05',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'PMT-06 monthly tax payment (QRMP)',
    description: 'Under QRMP, tax for the first and second month of each quarter is paid with PMT-06 by the 25th of the following month.',
    category: 'Tax',
    applies_when: quarterlyFiler,
    due: schedule('april', monthly(25, { only: [0, 1, 3, 4, 6, 7, 9, 10] })),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Interest on tax paid late.',
    source_url: 'https://financepost.in/gst-due-dates-calendar/',
  }),
  rule({
    id: 'IN-GST-06',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GSTR-9 annual return',
    description:
      'Annual GST return for the financial year, due 31 December after it. Optional when aggregate turnover is ₹2 crore or less.',
    category: 'Tax',
    applies_when: gstRegistered,
    mandatory_when: gt('turnover', 2 * CRORE, 'GSTR-9 is optional when aggregate turnover is ₹2 crore or less.'),
    due: onceAYear('april', 20, 31, '{FY}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 5,
    penalty:
      'Late fee ₹50 a day (turnover up to ₹5 crore), ₹100 (₹5–20 crore), ₹200 (above ₹20 crore), capped at 0.04%, 0.04% and 0.5% of turnover.',
    late_fee: {
      kind: 'daily_by_turnover',
      currency: 'INR',
      brackets: [
        { up_to: 5 * CRORE, amount_minor: 50_00, cap_basis_points: 4 },
        { up_to: 20 * CRORE, amount_minor: 100_00, cap_basis_points: 4 },
        { up_to: null, amount_minor: 200_00, cap_basis_points: 50 },
      ],
    },
    source_url: 'https://caclubindia.com/guide/gstr-9-late-fees',
  }),
  rule({
    id: 'IN-GST-07',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'GSTR-9C reconciliation statement',
    description: 'Self-certified reconciliation statement filed with GSTR-9 by 31 December when aggregate turnover exceeds ₹5 crore.',
    category: 'Tax',
    applies_when: all(gstRegistered, gt('turnover', 5 * CRORE)),
    due: onceAYear('april', 20, 31, '{FY}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    source_url: 'https://caclubindia.com/guide/gstr-9-late-fees',
  }),
  rule({
    id: 'IN-GST-08',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Letter of Undertaking (GST RFD-11) for zero-rated supplies',
    description:
      'To export or supply to an SEZ without paying IGST, file an LUT in RFD-11 before the first zero-rated supply of each financial year; it is valid for that year only.',
    category: 'Tax',
    applies_when: all(gstRegistered, any(is('is_exporter', true), is('has_international_clients', true))),
    due: {
      kind: 'none',
      note: 'No calendar date: file before the first zero-rated supply of each financial year (in practice at its start).',
    },
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'Without an LUT, IGST must be paid on exports and claimed back as a refund.',
    source_url: 'https://legalsuvidha.com/blog/filing-of-lut-in-form-rfd-11-in-gst-portal',
  }),
  rule({
    id: 'IN-GST-09',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'E-invoicing (IRN) for B2B invoices',
    description:
      'Above ₹5 crore aggregate turnover, every B2B invoice must be registered on the invoice registration portal for an IRN; at ₹10 crore or more within 30 days of the invoice date (per a secondary source — thresholds otherwise unconfirmed).',
    category: 'Tax',
    applies_when: all(
      gstRegistered,
      gt('turnover', 5 * CRORE),
      any(is('business_model', 'b2b'), unknownFact('Applies to B2B invoices only.')),
    ),
    due: { kind: 'none', note: 'Continuous: with every B2B invoice.' },
    recurrence: 'continuous',
    urgency: 'medium',
    estimated_completion_days: 5,
    penalty: 'An invoice without an IRN is not a valid tax invoice.',
    source_url: 'https://instabizfilings.com/blog/gst-registration-threshold-limit-2025',
  }),
];
