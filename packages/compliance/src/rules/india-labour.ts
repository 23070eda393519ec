// India, labour and state levies — obligations.md §1G. The Code on Social Security 2020 and the OSH Code
// 2020 are in force from 21 November 2025 (EPF, ESI and Factories Acts subsumed).

import type { ComplianceRule, Condition, ScheduleEvent } from '../types';
import { all, gt, gte, inState, isNot, lt } from './applies-when';
import { fixedFee, INDIA_ENTITY_TYPES, rule } from './builders';
import { FY_HALF_LABELS, monthly, onceAYear, periods, schedule } from './schedules';

const employs = gt('num_employees', 0);
const PT_SECONDARY = 'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/';
const COMMENCEMENT_NOTE = 'Counted from the commencement of the establishment; shown from the incorporation date, the earliest it can be.';

function professionalTax(
  id: string,
  state: string,
  events: ScheduleEvent[],
  recurrence: 'monthly' | 'quarterly' | 'half_yearly',
  when: string,
  source: string,
  conditional?: string,
): ComplianceRule {
  return rule({
    id,
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: `Professional tax payment — ${state}`,
    description: `Employers in ${state} deduct professional tax from salaries and pay it ${when}.`,
    category: 'Labor',
    applies_when: all(inState(state), employs),
    ...(conditional === undefined ? {} : { conditional_on: conditional }),
    due: schedule('april', events),
    recurrence,
    urgency: 'medium',
    estimated_completion_days: 1,
    source_url: source,
  });
}

function shopsAndEstablishments(
  id: string,
  state: string,
  days: number,
  applies: Condition,
  description: string,
  source: string,
): ComplianceRule {
  return rule({
    id,
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: `Shops and Establishments registration — ${state}`,
    description: `${description} ${COMMENCEMENT_NOTE}`,
    category: 'Labor',
    applies_when: applies,
    due: { kind: 'after_incorporation', days },
    recurrence: 'one_time',
    urgency: 'medium',
    estimated_completion_days: 7,
    source_url: source,
  });
}

export const indiaLabourRules: ComplianceRule[] = [
  rule({
    id: 'IN-LAB-01',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'EPF registration',
    description: 'An establishment with 20 or more employees registers with EPFO within one month of reaching 20.',
    category: 'Labor',
    applies_when: gte('num_employees', 20),
    due: { kind: 'none', note: 'Due within one month of reaching 20 employees; that date is not recorded.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: 'Prosecution and damages.',
    source_url: 'https://www.setindiabiz.com/blog/epfo-compliance-employers-registration-contributions',
  }),
  rule({
    id: 'IN-LAB-02',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'EPF contribution and ECR',
    description:
      'Provident fund contributions for the month and the electronic challan-cum-return (ECR) by the 15th of the following month.',
    category: 'Labor',
    applies_when: gte('num_employees', 20),
    due: schedule('april', monthly(15)),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Interest at 12% a year plus damages.',
    source_url: 'https://helloauditor.com/what-is-the-due-date-for-epf-payment',
  }),
  rule({
    id: 'IN-LAB-03',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'ESIC registration',
    description:
      'An establishment with 10 or more employees registers with ESIC within 15 days of becoming covered; contributions are due only for employees earning up to ₹21,000 a month (wage definition changed under the Social Security Code, ESIC circular Dec 2025).',
    category: 'Labor',
    applies_when: gte('num_employees', 10),
    due: { kind: 'none', note: 'Due within 15 days of reaching 10 employees; that date is not recorded.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 7,
    penalty: '₹10,000 (per source).',
    late_fee: fixedFee(10_000_00, 'INR'),
    source_url: 'https://www.complianceradar.in/glossary/esic-registration',
  }),
  rule({
    id: 'IN-LAB-04',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'ESIC contribution',
    description: 'ESI contributions for the month by the 15th of the following month (Regulation 31, amended 2017).',
    category: 'Labor',
    applies_when: gte('num_employees', 10),
    due: schedule('april', monthly(15)),
    recurrence: 'monthly',
    urgency: 'high',
    estimated_completion_days: 1,
    penalty: 'Interest at 12% a year plus damages of 5–25%.',
    source_url: 'http://www.thehindu.com/news/cities/Mangalore/change-in-esic-contribution-date/article19262317.ece',
  }),
  rule({
    id: 'IN-LAB-05',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'OSH Code establishment registration (Shram Suvidha 2.0)',
    description:
      'Establishments with 10 or more workers (a factory: 20 with power, 40 without) register under the OSH Code 2020 and obtain a LIN, within 60 days of applicability per one source.',
    category: 'Labor',
    applies_when: gte('num_employees', 10),
    conditional_on:
      'Single-State establishments can register only once their State notifies OSH rules (only Gujarat and Arunachal Pradesh had by the source date); the date for Delhi, Karnataka, Maharashtra and Telangana is unconfirmed.',
    due: { kind: 'none', note: 'Within 60 days of applicability (one source); depends on the State notifying its rules.' },
    recurrence: 'one_time',
    urgency: 'medium',
    estimated_completion_days: 7,
    source_url: 'https://www.sgcms.com/regulatory-updates/advisory-on-occupational-safety-health-and-working-conditions-osh-code-2020/',
  }),
  professionalTax(
    'IN-PT-KA',
    'Karnataka',
    monthly(20),
    'monthly',
    'with the monthly statement in Form 5-A by the 20th of the following month (₹200 a month where salary is ₹25,000 or more; employer enrolment ₹2,500 a year; annual return date unconfirmed: 30 April, 30 May or within 60 days of year end)',
    'https://www.msassociates.pro/articles/registration-and-payments-under-karnataka-professional-tax/',
    'Only for employees earning ₹25,000 a month or more.',
  ),
  professionalTax(
    'IN-PT-MH-PTRC-M',
    'Maharashtra',
    monthly(31, { monthOffset: 0 }),
    'monthly',
    'under the PTRC by the last day of each month when the previous year’s liability is above the threshold',
    'https://www.anbca.com/professional-tax-return-filing/',
    'Monthly only if the previous year’s PT liability exceeded the threshold, which is unconfirmed (₹1,00,000 or ₹50,000).',
  ),
  rule({
    id: 'IN-PT-MH-PTRC-A',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Professional tax annual payment (PTRC) — Maharashtra',
    description:
      'Employers in Maharashtra whose previous-year PT liability is at or below the threshold pay under the PTRC once a year, by 31 March.',
    category: 'Labor',
    applies_when: all(inState('Maharashtra'), employs),
    conditional_on:
      'Annual only if the previous year’s PT liability was at or below the threshold, which is unconfirmed (₹1,00,000 or ₹50,000).',
    due: onceAYear('april', 11, 31, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    source_url: 'https://www.anbca.com/professional-tax-return-filing/',
  }),
  rule({
    id: 'IN-PT-MH-PTEC',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Professional tax on the entity (PTEC) — Maharashtra',
    description:
      'The entity itself pays professional tax under its PTEC enrolment (₹2,500) by 30 June each year; in the first year within one month of enrolment.',
    category: 'Labor',
    applies_when: inState('Maharashtra'),
    due: onceAYear('april', 2, 30, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    source_url: 'https://www.anbca.com/professional-tax-return-filing/',
  }),
  professionalTax('IN-PT-GJ', 'Gujarat', monthly(15), 'monthly', 'by the 15th of every month (single secondary source)', PT_SECONDARY),
  professionalTax('IN-PT-TS', 'Telangana', monthly(10), 'monthly', 'by the 10th of every month (single secondary source)', PT_SECONDARY),
  professionalTax('IN-PT-WB', 'West Bengal', monthly(21), 'monthly', 'by the 21st of every month (single secondary source)', PT_SECONDARY),
  professionalTax(
    'IN-PT-TN',
    'Tamil Nadu',
    periods(
      6,
      [
        [5, 30],
        [11, 31],
      ],
      FY_HALF_LABELS,
    ),
    'half_yearly',
    'half-yearly by 30 September and 31 March (single secondary source)',
    PT_SECONDARY,
  ),
  professionalTax(
    'IN-PT-SK',
    'Sikkim',
    periods(
      3,
      [
        [3, 31],
        [6, 31],
        [9, 31],
        [12, 30],
      ],
      ['Q1 {FY}', 'Q2 {FY}', 'Q3 {FY}', 'Q4 {FY}'],
    ),
    'quarterly',
    'quarterly by 31 July, 31 October, 31 January and 30 April (single secondary source)',
    PT_SECONDARY,
  ),
  shopsAndEstablishments(
    'IN-SE-DL',
    'Delhi',
    30,
    all(inState('Delhi'), isNot('has_manufacturing', true, { if_unknown: true })),
    'Shops and commercial establishments in Delhi register under the Delhi Shops and Establishments Act 1954 (factories excluded). The time limit is unconfirmed — 30 or 90 days of commencement; the earlier is shown.',
    'https://www.mycorporation.in/india/shop-and-establishment-registration',
  ),
  shopsAndEstablishments(
    'IN-SE-KA',
    'Karnataka',
    30,
    inState('Karnataka'),
    'Register under the Karnataka Shops and Commercial Establishments Act 1961 through e-karmika within 30 days of commencement.',
    'https://swatikandco.com/registration_services/003_karnataka_shops_and_establishment_registration.html',
  ),
  shopsAndEstablishments(
    'IN-SE-MH',
    'Maharashtra',
    60,
    all(inState('Maharashtra'), gte('num_employees', 10)),
    'An establishment with 10 or more workers registers under the Maharashtra Shops and Establishments Act 2017 within 60 days of commencement.',
    'https://www.citehr.com/amp.php?t=589843',
  ),
  rule({
    id: 'IN-SE-MH-INT',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Shops and Establishments intimation — Maharashtra',
    description: `An establishment with fewer than 10 workers gives online intimation under the Maharashtra Shops and Establishments Act 2017 within 60 days of commencement. ${COMMENCEMENT_NOTE}`,
    category: 'Labor',
    applies_when: all(inState('Maharashtra'), lt('num_employees', 10)),
    due: { kind: 'after_incorporation', days: 60 },
    recurrence: 'one_time',
    urgency: 'low',
    estimated_completion_days: 2,
    source_url:
      'https://www.dictumnetlc.com/the-maharashtra-shops-and-establishments-regulation-of-employment-and-conditions-of-service-act-2017-latest-modification/',
  }),
];
