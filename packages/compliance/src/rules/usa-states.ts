// USA, state annual obligations — obligations.md §2B. Keyed on the state of formation (profile.state);
// foreign qualification elsewhere is modelled only for Delaware's foreign-corporation report. State dates
// are shown as the statute states them (no weekend roll-over is sourced for them).
// Annual taxes "for the prior year" are modelled as a calendar-year period due the following year, so the
// first one falls in the year after formation (stated for Delaware corporations in the research).

import type { ComplianceRule, Condition, EntityType } from '../types';
import { all, gt, gte, includes, is, isNot, unknownFact } from './applies-when';
import { fixedFee, rule } from './builders';
import { instalments, onceAYear, schedule } from './schedules';

const BOTH: readonly EntityType[] = ['LLC', 'C-Corp'];
const st = { country: 'USA', category: 'Corporate' } as const;
const MEMBERS_NOTE = 'Form 568’s date depends on the number of members (one: 15 April; two or more: 15 March).';
const TX_SRC = 'https://comptroller.texas.gov/taxes/franchise/filing-requirements.php';

function texasFranchise(
  id: string,
  threshold: number,
  label: string,
  window: { effective_from?: string; effective_to?: string },
): ComplianceRule {
  return rule({
    ...st,
    id,
    series: 'US-TX-01',
    entity_types: BOTH,
    name: 'Texas franchise tax report',
    description: `Annual franchise tax report due 15 May, for entities with annualised total revenue above the no-tax-due threshold (${label}). At or below it no franchise report is filed (the No Tax Due Report was discontinued for reports due from 1 January 2024), but the Public Information or Ownership Information Report is still due. Weekend roll-over for Texas is unconfirmed: the statutory date is shown.`,
    category: 'Tax',
    applies_when: all(
      is('state', 'Texas'),
      gt('turnover', threshold, `Texas franchise tax applies above the no-tax-due threshold (${label}).`),
    ),
    due: onceAYear('january', 16, 15, 'Report year {Y+1}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 5,
    penalty: '$50 late fee per report (secondary source), plus penalties and interest on tax due.',
    late_fee: fixedFee(50_00, 'USD'),
    source_url: 'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php',
    ...window,
  });
}

/** A California Statement of Information (Secretary of State): the initial one, then the periodic ones. */
function californiaStatement(
  info: Pick<ComplianceRule, 'id' | 'entity_types' | 'name' | 'description' | 'due' | 'recurrence' | 'urgency' | 'source_url'>,
): ComplianceRule {
  return rule({
    ...st,
    id: info.id,
    entity_types: info.entity_types,
    name: info.name,
    description: info.description,
    applies_when: is('state', 'California'),
    due: info.due,
    recurrence: info.recurrence,
    urgency: info.urgency,
    estimated_completion_days: 1,
    penalty: '$250 penalty.',
    late_fee: fixedFee(250_00, 'USD'),
    source_url: info.source_url,
  });
}

/** California Form 568, the LLC return: its date depends on the number of members (MEMBERS_NOTE). */
function californiaForm568(
  info: Pick<ComplianceRule, 'id' | 'name' | 'description' | 'source_url'>,
  members: Condition,
  monthsAfterYearEnd: number,
): ComplianceRule {
  return rule({
    ...st,
    id: info.id,
    entity_types: ['LLC'],
    name: info.name,
    description: info.description,
    category: 'Tax',
    applies_when: all(is('state', 'California'), members),
    due: { kind: 'fy_end', months: monthsAfterYearEnd, day_of_month: 15, label: 'tax_year' },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 5,
    penalty: '$18 per member per month late (per source).',
    late_fee: { kind: 'monthly_per_member', amount_minor: 18_00, currency: 'USD' },
    source_url: info.source_url,
  });
}

export const usaStateRules: ComplianceRule[] = [
  // ---------- Delaware ----------
  rule({
    ...st,
    id: 'US-DE-01',
    entity_types: ['C-Corp'],
    name: 'Delaware annual franchise tax report and franchise tax',
    description:
      'Annual report and franchise tax for the previous calendar year, due on or before 1 March; the first report is due the 1 March after the year of incorporation. Tax: Authorized Shares method from $175 (≤ 5,000 shares), $250 (5,001–10,000), +$85 per further 10,000; Assumed Par Value Capital method from $400; maximum $200,000; plus a $50 filing fee.',
    applies_when: is('state', 'Delaware'),
    due: onceAYear('january', 14, 1, 'Tax year {Y}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 2,
    penalty: '$200 late penalty plus interest at 1.5% a month on unpaid tax.',
    late_fee: fixedFee(200_00, 'USD'),
    source_url: 'https://www.mxk8bs.com/knowledge-base/delaware-annual-report',
  }),
  rule({
    ...st,
    id: 'US-DE-01-EST',
    entity_types: ['C-Corp'],
    name: 'Delaware franchise tax estimated instalments',
    description:
      'When the annual franchise tax is $5,000 or more it is paid in instalments: 40% by 1 June, 20% by 1 September, 20% by 1 December, the rest by 1 March.',
    category: 'Tax',
    applies_when: is('state', 'Delaware'),
    conditional_on: 'Only if the annual franchise tax is $5,000 or more.',
    due: schedule('january', instalments(1, [5, 8, 11], ['40% instalment {Y}', '20% instalment {Y}', '20% instalment {Y}'])),
    recurrence: 'quarterly',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'Interest at 1.5% a month on late payments.',
    source_url: 'http://www.delawarebusinessblog.com/delaware-corporations-compliance-reminder-annual-franchise-tax-is-due-march-1/',
  }),
  rule({
    ...st,
    id: 'US-DE-02',
    entity_types: ['LLC'],
    name: 'Delaware LLC annual tax',
    description: 'A Delaware LLC pays a flat $300 annual tax for the previous year on or before 1 June (no annual report).',
    category: 'Tax',
    applies_when: is('state', 'Delaware'),
    due: onceAYear('january', 17, 1, 'Tax year {Y}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: '$200 late penalty plus interest at 1.5% a month.',
    late_fee: fixedFee(200_00, 'USD'),
    source_url: 'https://www.statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026',
  }),
  rule({
    ...st,
    id: 'US-DE-03',
    entity_types: ['C-Corp'],
    name: 'Delaware foreign corporation annual report',
    description: 'A corporation formed elsewhere and registered in Delaware files an annual report by 30 June; fee $125.',
    applies_when: all(isNot('state', 'Delaware'), includes('business_locations', 'Delaware')),
    conditional_on: 'Only if the corporation is registered (qualified) to do business in Delaware.',
    due: onceAYear('january', 17, 30, 'Calendar year {Y}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: '$125 late penalty.',
    late_fee: fixedFee(125_00, 'USD'),
    source_url: 'https://legalclarity.org/how-to-file-the-delaware-franchise-tax-and-annual-report',
  }),
  // ---------- California ----------
  rule({
    ...st,
    id: 'US-CA-01',
    entity_types: ['C-Corp'],
    name: 'California minimum franchise tax ($800)',
    description:
      'The $800 minimum franchise tax is paid with the first-quarter estimate of each accounting period, the 15th day of its 4th month (15 April for a calendar year). Newly incorporated or qualified corporations are exempt in their first taxable year.',
    category: 'Tax',
    applies_when: is('state', 'California'),
    due: { kind: 'fy_start', month_offset: 3, day: 15, skip_first: true },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url: 'http://asktaxguru.com/2127-what-is-minimum-california-corporation-franchise-tax.html',
  }),
  californiaStatement({
    id: 'US-CA-02-INITIAL',
    entity_types: ['C-Corp'],
    name: 'California initial Statement of Information (SI-200/CORP)',
    description: 'File the initial Statement of Information within 90 days of incorporation; fee $25.',
    due: { kind: 'after_incorporation', days: 90 },
    recurrence: 'one_time',
    urgency: 'high',
    source_url: 'https://www.dpalawyers.com/2015/05/02/active-status-california-corporation-get-suspended-avoided-2/',
  }),
  californiaStatement({
    id: 'US-CA-02',
    entity_types: ['C-Corp'],
    name: 'California Statement of Information (SI-200/CORP)',
    description: 'Annually by the end of the anniversary month of incorporation (filing window: the six months before); fee $25.',
    due: { kind: 'anniversary_month', day: 'last', every_years: 1, first_after_years: 1 },
    recurrence: 'annual',
    urgency: 'medium',
    source_url: 'https://suryapadhiea.com/california-statement-of-information',
  }),
  rule({
    ...st,
    id: 'US-CA-03',
    entity_types: ['LLC'],
    name: 'California LLC annual tax ($800, FTB 3522)',
    description:
      'The $800 annual LLC tax is due by the 15th day of the 4th month of each taxable year: for the first year counted from formation, thereafter 15 April (the 2021–2023 first-year waiver has expired).',
    category: 'Tax',
    applies_when: is('state', 'California'),
    due: { kind: 'fy_start', month_offset: 3, day: 15, skip_first: false },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Penalties and suspension of the LLC.',
    source_url: 'https://legalclarity.org/california-llc-fees-when-are-they-due',
  }),
  rule({
    ...st,
    id: 'US-CA-04',
    entity_types: ['LLC'],
    name: 'California LLC fee estimate (FTB 3536)',
    description:
      'An LLC with California gross receipts of $250,000 or more estimates its LLC fee by the 15th day of the 6th month of the taxable year (15 June); the balance goes with Form 568. Fee $900 ($250,000–$499,999) up to $11,790 ($5 million or more).',
    category: 'Tax',
    applies_when: all(
      is('state', 'California'),
      gte('turnover', 250_000),
      unknownFact('Only if gross receipts from California sources are $250,000 or more.'),
    ),
    due: { kind: 'fy_start', month_offset: 5, day: 15, skip_first: false },
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: '10% underpayment penalty.',
    source_url: 'https://legalclarity.org/california-llc-fees-when-are-they-due',
  }),
  californiaForm568(
    {
      id: 'US-CA-05',
      name: 'California Form 568 LLC return (single member)',
      description: 'A single-member LLC owned by an individual files Form 568 by 15 April (15th day of the 4th month after the tax year).',
      source_url: 'https://ca568smllc.com',
    },
    is('member_count', 1, { note: MEMBERS_NOTE }),
    4,
  ),
  californiaForm568(
    {
      id: 'US-CA-05-MM',
      name: 'California Form 568 LLC return (multi-member)',
      description: 'A multi-member LLC taxed as a partnership files Form 568 by 15 March (15th day of the 3rd month after the tax year).',
      source_url: 'https://www.upcounsel.com/california-llc-tax-due-date',
    },
    gte('member_count', 2, MEMBERS_NOTE),
    3,
  ),
  californiaStatement({
    id: 'US-CA-06-INITIAL',
    entity_types: ['LLC'],
    name: 'California initial Statement of Information (LLC-12)',
    description: 'File the initial Statement of Information within 90 days of formation; fee $20.',
    due: { kind: 'after_incorporation', days: 90 },
    recurrence: 'one_time',
    urgency: 'high',
    source_url: 'https://unitedagentservices.com/2019/11/22/california-llc-annual-report/',
  }),
  californiaStatement({
    id: 'US-CA-06',
    entity_types: ['LLC'],
    name: 'California Statement of Information (LLC-12)',
    description:
      'Every two years by the end of the anniversary month of formation, in the even or odd years matching the formation year; fee $20.',
    due: { kind: 'anniversary_month', day: 'last', every_years: 2, first_after_years: 2 },
    recurrence: 'multi_year',
    urgency: 'medium',
    source_url: 'https://unitedagentservices.com/2019/11/22/california-llc-annual-report/',
  }),
  // ---------- Texas ----------
  texasFranchise('US-TX-01-2025', 2_470_000, '$2.47 million for 2024–25 reports', { effective_to: '2025-12-31' }),
  texasFranchise(
    'US-TX-01',
    2_650_000,
    '$2.65 million for the 2026 report; the 2027 threshold is unconfirmed and the 2026 figure is used',
    {
      effective_from: '2026-01-01',
    },
  ),
  rule({
    ...st,
    id: 'US-TX-01-PIR',
    entity_types: BOTH,
    name: 'Texas Public Information Report (05-102) / Ownership Information Report (05-167)',
    description:
      'Filed with the Comptroller by 15 May every year, including when revenue is at or below the no-tax-due threshold: corporations and LLCs the Public Information Report, other entities the Ownership Information Report. Weekend roll-over unconfirmed.',
    applies_when: is('state', 'Texas'),
    due: onceAYear('january', 16, 15, 'Report year {Y+1}'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Forfeiture of the right to transact business in Texas.',
    source_url: TX_SRC,
  }),
  // ---------- New York, Florida, Nevada, Wyoming ----------
  rule({
    ...st,
    id: 'US-NY-01',
    entity_types: BOTH,
    name: 'New York Biennial Statement',
    description: 'Every two years during the calendar month of the original filing (not before that month); fee $9.',
    applies_when: is('state', 'New York'),
    due: { kind: 'anniversary_month', day: 'last', every_years: 2, first_after_years: 2 },
    recurrence: 'multi_year',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'No dollar penalty; the entity is shown as "past due" on the state’s records.',
    source_url: 'https://dos.ny.gov/biennial-statements-business-corporations-and-limited-liability-companies',
  }),
  rule({
    ...st,
    id: 'US-NY-02',
    entity_types: ['LLC'],
    name: 'New York LLC publication requirement',
    description:
      'Within 120 days of formation, publish a notice of formation in two newspapers designated by the county clerk for six weeks, then file the Certificate of Publication with the Department of State ($50). Until it is filed, the LLC’s authority to do business is suspended.',
    applies_when: is('state', 'New York'),
    due: { kind: 'after_incorporation', days: 120 },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 45,
    penalty: 'Authority to carry on business in New York is suspended until the Certificate of Publication is filed (LLC Law §206).',
    source_url: 'https://dos.ny.gov/limited-liability-company-publication-requirement',
  }),
  rule({
    ...st,
    id: 'US-FL-01',
    entity_types: BOTH,
    name: 'Florida annual report',
    description:
      'Filed between 1 January and 1 May each year, first in the year after formation; fee $138.75 for an LLC, $150 for a corporation.',
    applies_when: is('state', 'Florida'),
    due: onceAYear('january', 16, 1, '{Y+1} annual report'),
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: '$400 late fee; administrative dissolution if still unfiled by the third Friday of September.',
    late_fee: fixedFee(400_00, 'USD'),
    source_url: 'https://timcpa.com/resources/florida-llc-annual-report',
  }),
  rule({
    ...st,
    id: 'US-NV-01',
    entity_types: BOTH,
    name: 'Nevada annual list and state business licence renewal',
    description:
      'By the last day of the anniversary month (the initial list is filed with formation). LLC: $150 list + $200 licence; corporation: list from $150 by authorised shares + $500 licence (NRS 76.130).',
    applies_when: is('state', 'Nevada'),
    due: { kind: 'anniversary_month', day: 'last', every_years: 1, first_after_years: 1 },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url: 'https://law.justia.com/codes/nevada/2019/chapter-76/statute-76-130/',
  }),
  rule({
    ...st,
    id: 'US-WY-01',
    entity_types: BOTH,
    name: 'Wyoming annual report and license tax',
    description:
      'On or before the first day of the anniversary month, first in the year after formation. LLC: the greater of $60 or $0.0002 × Wyoming assets (W.S. 17-29-209); corporation: $50 minimum in the statute text (W.S. 17-16-1630) vs $60 per the Secretary of State — unconfirmed.',
    applies_when: is('state', 'Wyoming'),
    due: { kind: 'anniversary_month', day: 'first', every_years: 1, first_after_years: 1 },
    recurrence: 'annual',
    urgency: 'high',
    estimated_completion_days: 1,
    source_url:
      'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state',
  }),
];
