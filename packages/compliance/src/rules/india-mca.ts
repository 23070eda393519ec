// India, Companies Act 2013 (Private Limited, OPC) and LLP Act 2008 — obligations.md §1A, §1B.
// The Companies Act does not apply in Sikkim (MoS Corporate Affairs, Dec 2025), so company-law rules
// exclude a Sikkim registered office; an unknown state is treated as outside Sikkim.

import type { Condition } from '../types';
import { all, any, gt, gte, is, isNot, unknownFact } from './applies-when';
import { dailyFee, fixedFee, LAKH, rule } from './builders';
import { FY_HALVES_DUE_OCT_APR, onceAYear, periods, schedule } from './schedules';

const notSikkim = isNot('state', 'Sikkim', { if_unknown: true });
const MORE_THAN_ONE_DIRECTOR = unknownFact('OPC: applies only if the OPC has more than one director.');
// s.2(85) as amended by G.S.R. 880(E) (in force 1 December 2025); the figures or the founder's answer decide it (facts.ts).
const SMALL_NOTE_NEW =
  'Applies if the company is a small company (s.2(85), from 1 December 2025): paid-up capital up to ₹10 crore and turnover up to ₹100 crore, and not a holding, subsidiary or section 8 company.';
const NOT_SMALL_NOTE_NEW =
  'Applies if the company is not a small company (s.2(85), from 1 December 2025): paid-up capital above ₹10 crore or turnover above ₹100 crore, or a holding, subsidiary or section 8 company.';
const SMALL_NOTE_OLD =
  'Applies if the company was a small company under s.2(85) before 1 December 2025: paid-up capital up to ₹4 crore and turnover up to ₹40 crore.';
const NOT_SMALL_NOTE_OLD =
  'Applies if the company was not a small company under s.2(85) before 1 December 2025: paid-up capital above ₹4 crore or turnover above ₹40 crore.';
const smallCompany: Condition = is('is_small_company', true, { note: SMALL_NOTE_NEW });
const notSmallCompany: Condition = is('is_small_company', false, { note: NOT_SMALL_NOTE_NEW });
const smallCompanyOld: Condition = is('was_small_company', true, { note: SMALL_NOTE_OLD });
const notSmallCompanyOld: Condition = is('was_small_company', false, { note: NOT_SMALL_NOTE_OLD });
const COMPANY = ['Private Limited', 'OPC'] as const;
/** ADT-1 (auditor appointment) is filed the same way whether the AGM is held or deemed (OPC). */
const ADT1_FILING = {
  recurrence: 'multi_year',
  urgency: 'medium',
  estimated_completion_days: 2,
  penalty: 'Additional fee slabs 2×/4×/6×/10×/12× of the normal fee.',
  source_url: 'https://compliancemonk.in/mca/adt-1-filing',
} as const;
const INR_100_PER_DAY = dailyFee(100_00, 'INR');
const SMALL_SRC = 'https://www.nscas.in/blogs/post/mca-raises-small-company-thresholds-amendment-to-definition-under-companies-act-2013';

const dir3Triennial = {
  kind: 'every_n_years',
  years: 3,
  month: 6,
  day: 30,
  // G.S.R. 943(E): KYC filed for FY 2024-25 → next 30 June 2028; DIN allotted in FY 2025-26 → 30 June 2029.
  // FY 2026-27 onwards is unconfirmed ("not before 30 June 2029"): FY start + 3 is the earliest reading.
  first_due_year: [
    { up_to_fy_start: 2024, year: 2028 },
    { up_to_fy_start: 2025, year: 2029 },
  ],
  otherwise_offset: 3,
} as const;

const DIR3_NEW_DESC =
  'Every director (DIN) or designated partner (DPIN) confirms KYC with Form DIR-3-KYC-Web once every three financial years, on or before 30 June (Rule 12A as amended by G.S.R. 943(E), in force 31 March 2026), plus an update within 30 days of any change of mobile, email or address. The date is per person: shown for the directors appointed at incorporation. For DINs allotted in FY 2026-27 or later the first due year is unconfirmed (not before 30 June 2029); the earliest reading is shown.';
const DIR3_OLD_DESC =
  'Old rule (to FY 2025-26): every DIN/DPIN holder filed DIR-3 KYC each year by 30 September for the previous financial year. Replaced by the triennial DIR-3-KYC-Web from 31 March 2026.';

export const indiaMcaRules = [
  rule({
    id: 'IN-MCA-01',
    country: 'India',
    entity_types: COMPANY,
    name: 'INC-20A declaration for commencement of business',
    description:
      'Declare that every subscriber has paid for their shares (s.10A, Rule 23A) within 180 days of incorporation, after the subscription money is in the company bank account and the registered office is verified. Companies incorporated on or after 2 November 2018.',
    category: 'Corporate',
    applies_when: all(notSikkim, gte('incorporation_or_planned_date', '2018-11-02')),
    due: { kind: 'after_incorporation', days: 180 },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty:
      'Company ₹50,000; every officer in default ₹1,000 a day up to ₹1,00,000; the ROC may strike the company off. Late filing fee slabs 2×/4×/6×/10×/12×.',
    late_fee: fixedFee(50_000_00, 'INR'),
    source_url: 'https://easylegal.in/inc-20a-business-commencement',
  }),
  rule({
    id: 'IN-MCA-02',
    country: 'India',
    entity_types: COMPANY,
    name: 'INC-22 verification of registered office',
    description:
      'File INC-22 to verify the registered office within 30 days of incorporation (s.12(2)); any later change of registered office within 15 days of the change.',
    category: 'Corporate',
    applies_when: notSikkim,
    conditional_on: 'Only if the registered office was not verified in SPICe+ at incorporation.',
    due: { kind: 'after_incorporation', days: 30 },
    recurrence: 'one_time',
    urgency: 'medium',
    estimated_completion_days: 2,
    penalty: 'Additional fees on delay (2× upwards).',
    source_url:
      'https://compliancecalendar.in/learn/mca-form-inc-22-notice-of-situation-or-change-of-address-of-the-registered-office-of-a-company',
  }),
  rule({
    id: 'IN-MCA-03',
    country: 'India',
    entity_types: COMPANY,
    name: 'First board meeting',
    description: 'Hold the first meeting of the Board of Directors within 30 days of incorporation (s.173(1)).',
    category: 'Corporate',
    applies_when: all(notSikkim, any(is('entity_type', 'Private Limited'), MORE_THAN_ONE_DIRECTOR)),
    due: { kind: 'after_incorporation', days: 30 },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: '₹25,000 on an officer who fails to give notice of a board meeting (s.173(4)).',
    source_url: 'https://lawrbit.com/?p=2233',
  }),
  rule({
    id: 'IN-MCA-04',
    country: 'India',
    entity_types: COMPANY,
    name: 'Board meeting (small company / OPC: one in each half of the calendar year)',
    description:
      'A small company or an OPC holds at least one board meeting in each half of the calendar year (January–June, July–December), at least 90 days apart (s.173(5)). Not applicable to an OPC with a single director.',
    category: 'Corporate',
    applies_when: all(
      notSikkim,
      any(all(is('entity_type', 'OPC'), MORE_THAN_ONE_DIRECTOR), all(is('entity_type', 'Private Limited'), smallCompany)),
    ),
    due: schedule(
      'january',
      periods(
        6,
        [
          [5, 30],
          [11, 31],
        ],
        ['H1 {Y}', 'H2 {Y}'],
      ),
    ),
    recurrence: 'half_yearly',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: '₹25,000 on an officer who fails to give notice of a board meeting (s.173(4)).',
    source_url: 'https://lawrbit.com/?p=2233',
  }),
  rule({
    id: 'IN-MCA-04-Q',
    country: 'India',
    entity_types: ['Private Limited'],
    name: 'Board meetings (four a year, at most 120 days apart)',
    description:
      'A private company that is not a small company holds at least four board meetings a year with no more than 120 days between two consecutive meetings (s.173(1)).',
    category: 'Corporate',
    applies_when: all(notSikkim, notSmallCompany),
    due: { kind: 'none', note: 'The next meeting is due within 120 days of your last board meeting, which the profile does not record.' },
    recurrence: 'quarterly',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: '₹25,000 on an officer who fails to give notice of a board meeting (s.173(4)).',
    source_url: 'https://lawrbit.com/?p=2233',
  }),
  rule({
    id: 'IN-MCA-05',
    country: 'India',
    entity_types: COMPANY,
    name: 'Appointment of the first auditor by the Board',
    description:
      'The Board appoints the first statutory auditor within 30 days of incorporation (s.139(6)); if it does not, the members appoint one at an EGM within 90 days.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'after_incorporation', days: 30 },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 5,
    source_url: 'https://www.cavakil.com/services/appoint-your-company-auditor-adt-1',
  }),
  rule({
    id: 'IN-MCA-05-ADT1',
    country: 'India',
    entity_types: COMPANY,
    name: 'ADT-1 intimation of first auditor appointment',
    description:
      'File ADT-1 within 15 days of appointing the first auditor (required also for the first auditor under the Companies (Audit and Auditors) Amendment Rules 2025, effective 14 July 2025 per source). The date shown is the latest lawful one: appointment on day 30, ADT-1 15 days later; file earlier if the Board appoints earlier.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'after_incorporation', days: 45 },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Additional fee slabs 2×/4×/6×/10×/12× of the normal fee.',
    source_url: 'https://ndsavla.com/resource/MCA/ADI-1-Filing.aspx',
    effective_from: '2025-07-14',
  }),
  rule({
    id: 'IN-MCA-06',
    country: 'India',
    entity_types: ['Private Limited'],
    name: 'Annual general meeting (AGM)',
    description:
      'Hold the first AGM within 9 months of the close of the first financial year; later AGMs within 6 months of the FY end (by 30 September) and no more than 15 months apart (s.96). The ROC may extend a later AGM by up to 3 months, never the first.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'agm', days_after: 0, is_meeting: true },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: 'Fine under s.99 on the company and officers in default.',
    source_url: 'https://catargettestprep.com/learn/p2/corporate---other-law/annual-general-meeting--section-96',
  }),
  rule({
    id: 'IN-MCA-07',
    country: 'India',
    entity_types: ['Private Limited'],
    name: 'AOC-4 financial statements',
    description:
      'File the audited financial statements in AOC-4 within 30 days of the AGM (s.137); with the AGM on the last permissible day (30 September) that is 30 October.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'agm', days_after: 30 },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: '₹100 a day additional fee; penalties under s.137(3).',
    late_fee: INR_100_PER_DAY,
    source_url: 'https://ebizfiling.com/blog/penalties-for-non-filing-of-aoc-4-and-mgt-7/amp/',
  }),
  ...annualReturnRules(),
  rule({
    id: 'IN-MCA-09',
    country: 'India',
    entity_types: ['Private Limited'],
    name: 'ADT-1 auditor appointment at the AGM',
    description:
      'At the first AGM the members appoint the auditor for five years; file ADT-1 within 15 days of that AGM. Repeats every five years at re-appointment.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'agm', days_after: 15, every_nth: 5 },
    ...ADT1_FILING,
  }),
  rule({
    id: 'IN-MCA-09-OPC',
    country: 'India',
    entity_types: ['OPC'],
    name: 'ADT-1 auditor appointment (OPC)',
    description:
      'An OPC holds no AGM (s.96(1)); the five-year auditor appointment is taken here at the date the AGM would have been due (6 months after the FY end, 30 September), with ADT-1 within 15 days. Repeats every five years.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'agm', days_after: 15, every_nth: 5, deemed_only: true },
    ...ADT1_FILING,
  }),
  rule({
    id: 'IN-MCA-10',
    country: 'India',
    entity_types: ['OPC'],
    name: 'AOC-4 financial statements (OPC)',
    description: 'An OPC files its financial statements in AOC-4 within 180 days of the close of the financial year (27 September).',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'fy_end', days: 180, label: 'fy' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: '₹100 a day additional fee.',
    late_fee: INR_100_PER_DAY,
    source_url: 'https://taxguru.in/company-law/one-person-company-opc-compliance-paradox-decoding-due-dates-aoc-4-mgt-7a.html',
  }),
  rule({
    id: 'IN-MCA-11',
    country: 'India',
    entity_types: ['OPC'],
    name: 'MGT-7A annual return (OPC)',
    description:
      'An OPC files MGT-7A within 60 days of the date its AGM "should have been held" (s.92(4)). Unconfirmed which date MCA applies: 29 November (deemed AGM 30 September + 60 days, the latest lawful date, shown) or 26 November (60 days after 27 September) — filing by 26 November is the safe choice.',
    category: 'Corporate',
    applies_when: notSikkim,
    due: { kind: 'agm', days_after: 60, deemed_only: true },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty: '₹100 a day additional fee.',
    late_fee: INR_100_PER_DAY,
    source_url: 'https://taxguru.in/company-law/one-person-company-opc-compliance-paradox-decoding-due-dates-aoc-4-mgt-7a.html',
  }),
  rule({
    id: 'IN-MCA-12',
    series: 'IN-MCA-12',
    country: 'India',
    entity_types: COMPANY,
    name: 'DIR-3-KYC-Web director KYC (every three years)',
    description: DIR3_NEW_DESC,
    category: 'Corporate',
    applies_when: notSikkim,
    due: dir3Triennial,
    recurrence: 'multi_year',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'DIN deactivated until KYC is filed; a new-rule penalty is yet to be separately notified (per source).',
    source_url: 'https://www.corpsection.com/2025/12/major-shift-in-director-kyc-mca.html',
    effective_from: '2026-03-31',
  }),
  rule({
    id: 'IN-MCA-12-ANNUAL',
    series: 'IN-MCA-12',
    country: 'India',
    entity_types: COMPANY,
    name: 'DIR-3 KYC director KYC (annual, old rule)',
    description: DIR3_OLD_DESC,
    category: 'Corporate',
    applies_when: notSikkim,
    due: onceAYear('april', 17, 30, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'DIN deactivated; ₹5,000 fee to reactivate.',
    late_fee: fixedFee(5_000_00, 'INR'),
    source_url: 'https://www.corpsection.com/2025/12/major-shift-in-director-kyc-mca.html',
    effective_to: '2026-03-30',
  }),
  rule({
    id: 'IN-MCA-13',
    country: 'India',
    entity_types: COMPANY,
    name: 'DPT-3 return of deposits',
    description:
      'Return of deposits and of outstanding money not treated as deposits, with figures as on 31 March and an auditor certificate, by 30 June every year (Rule 16, Companies (Acceptance of Deposits) Rules 2014).',
    category: 'Corporate',
    applies_when: all(notSikkim, is('has_deposits', true)),
    due: onceAYear('april', 14, 30, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 5,
    penalty: 'Late fee up to 12× the normal fee; s.73/76A penalties for deposit contraventions.',
    source_url: 'https://catargettestprep.com/learn/p2/corporate---other-law/return-of-deposits---form-dpt-3--rule-16',
  }),
  rule({
    id: 'IN-MCA-14',
    country: 'India',
    entity_types: COMPANY,
    name: 'MSME-1 half-yearly return of dues to micro and small enterprises',
    description:
      'Report amounts owed to micro and small enterprise suppliers for more than 45 days: April–September by 31 October, October–March by 30 April.',
    category: 'Corporate',
    applies_when: notSikkim,
    conditional_on: 'Only if the company owes micro or small enterprise suppliers for more than 45 days.',
    due: schedule('april', FY_HALVES_DUE_OCT_APR),
    recurrence: 'half_yearly',
    urgency: 'medium',
    estimated_completion_days: 2,
    penalty: 'Company up to ₹25,000; officers ₹25,000 to ₹3,00,000 (s.405(4)).',
    source_url: 'https://www.lawtocorporate.com/msme-return',
  }),
  // ---------- LLP Act 2008 ----------
  rule({
    id: 'IN-LLP-01',
    country: 'India',
    entity_types: ['LLP'],
    name: 'LLP Form 11 annual return',
    description: 'Annual return of the LLP within 60 days of the close of the financial year (30 May).',
    category: 'Corporate',
    applies_when: null,
    due: { kind: 'fy_end', days: 60, label: 'fy' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty: '₹100 a day additional fee.',
    late_fee: INR_100_PER_DAY,
    source_url: 'https://www.indiabizfiling.com/service/llp-annual-filing/',
  }),
  rule({
    id: 'IN-LLP-02',
    country: 'India',
    entity_types: ['LLP'],
    name: 'LLP Form 8 statement of account and solvency',
    description: 'Statement of account and solvency within 30 days after six months from the close of the financial year (30 October).',
    category: 'Corporate',
    applies_when: null,
    due: { kind: 'fy_end', months: 6, days: 30, label: 'fy' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 5,
    penalty: '₹100 a day additional fee.',
    late_fee: INR_100_PER_DAY,
    source_url: 'https://www.indiabizfiling.com/service/llp-annual-filing/',
  }),
  rule({
    id: 'IN-LLP-03',
    country: 'India',
    entity_types: ['LLP'],
    name: 'Statutory audit of LLP accounts',
    description:
      'An LLP with turnover above ₹40 lakh or contribution above ₹25 lakh has its accounts audited; the audit must be complete before Form 8 is filed, so the Form 8 date is shown. Contribution is read from paid_up_capital.',
    category: 'Corporate',
    applies_when: any(
      gt('turnover', 40 * LAKH),
      gt('paid_up_capital', 25 * LAKH, 'Audit is required if partners’ contribution exceeds ₹25 lakh.'),
    ),
    due: { kind: 'fy_end', months: 6, days: 30, label: 'fy' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 20,
    source_url: 'https://companiesinn.com/articles/llp-annual-compliance-filings',
  }),
  rule({
    id: 'IN-LLP-04',
    series: 'IN-LLP-04',
    country: 'India',
    entity_types: ['LLP'],
    name: 'DIR-3-KYC-Web designated partner KYC (every three years)',
    description: DIR3_NEW_DESC,
    category: 'Corporate',
    applies_when: null,
    due: dir3Triennial,
    recurrence: 'multi_year',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'DPIN deactivated until KYC is filed; a new-rule penalty is yet to be separately notified (per source).',
    source_url: 'https://www.corpsection.com/2025/12/major-shift-in-director-kyc-mca.html',
    effective_from: '2026-03-31',
  }),
  rule({
    id: 'IN-LLP-04-ANNUAL',
    series: 'IN-LLP-04',
    country: 'India',
    entity_types: ['LLP'],
    name: 'DIR-3 KYC designated partner KYC (annual, old rule)',
    description: DIR3_OLD_DESC,
    category: 'Corporate',
    applies_when: null,
    due: onceAYear('april', 17, 30, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'DPIN deactivated; ₹5,000 fee to reactivate.',
    late_fee: fixedFee(5_000_00, 'INR'),
    source_url: 'https://www.corpsection.com/2025/12/major-shift-in-director-kyc-mca.html',
    effective_to: '2026-03-30',
  }),
];

/** MGT-7 vs MGT-7A by the small-company test, whose thresholds changed on 1 December 2025 (G.S.R. 880(E)). */
function annualReturnRules() {
  const base = {
    country: 'India',
    entity_types: ['Private Limited'],
    category: 'Corporate',
    due: { kind: 'agm', days_after: 60 },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty: '₹100 a day additional fee; penalties under s.92(5).',
    late_fee: INR_100_PER_DAY,
    source_url: 'https://helloauditor.com/what-is-the-statutory-due-date-for-annual-return-filing',
  } as const;
  const desc = (form: string, who: string) =>
    `${form} within 60 days of the AGM, or of the date it should have been held (s.92(4)) — AGM on 30 September gives 29 November. ${who} Holding, subsidiary and section 8 companies cannot be small companies.`;
  return [
    rule({
      ...base,
      id: 'IN-MCA-08',
      series: 'IN-MCA-08',
      name: 'MGT-7 annual return',
      description: desc(
        'Annual return MGT-7',
        'For a company that is not a small company (paid-up capital above ₹10 crore or turnover above ₹100 crore).',
      ),
      applies_when: all(notSikkim, notSmallCompany),
      effective_from: '2025-12-01',
    }),
    rule({
      ...base,
      id: 'IN-MCA-08-OLD',
      series: 'IN-MCA-08',
      name: 'MGT-7 annual return',
      description: desc(
        'Annual return MGT-7',
        'For a company that is not a small company under the thresholds before 1 December 2025 (₹4 crore / ₹40 crore).',
      ),
      applies_when: all(notSikkim, notSmallCompanyOld),
      effective_to: '2025-11-30',
      source_url: SMALL_SRC,
    }),
    rule({
      ...base,
      id: 'IN-MCA-08A',
      series: 'IN-MCA-08A',
      name: 'MGT-7A annual return (small company)',
      description: desc(
        'Abridged annual return MGT-7A',
        'For a small company: paid-up capital ≤ ₹10 crore and turnover ≤ ₹100 crore (from 1 December 2025).',
      ),
      applies_when: all(notSikkim, smallCompany),
      effective_from: '2025-12-01',
    }),
    rule({
      ...base,
      id: 'IN-MCA-08A-OLD',
      series: 'IN-MCA-08A',
      name: 'MGT-7A annual return (small company)',
      description: desc(
        'Abridged annual return MGT-7A',
        'For a small company under the thresholds before 1 December 2025: paid-up capital ≤ ₹4 crore and turnover ≤ ₹40 crore.',
      ),
      applies_when: all(notSikkim, smallCompanyOld),
      effective_to: '2025-11-30',
      source_url: SMALL_SRC,
    }),
  ];
}
