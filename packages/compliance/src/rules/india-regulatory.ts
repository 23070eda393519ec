// India, sector registrations — obligations.md §1E (IEC), §1F (FSSAI), §1H (DPIIT Startup India).

import type { ComplianceRule } from '../types';
import { all, any, gt, is, lt, lte, unknownFact } from './applies-when';
import { CRORE, dailyFee, LAKH, INDIA_ENTITY_TYPES, rule } from './builders';
import { FY_HALVES_DUE_OCT_APR, onceAYear, schedule } from './schedules';

const food = is('is_food_business', true);
const BEFORE_START = 'No calendar date: needed before food business operations start.';
/** FSSAI central licence: turnover above ₹20 crore, importers/exporters, or operations in several states. */
const centralLicence = any(gt('turnover', 20 * CRORE), is('is_exporter', true), gt('operating_state_count', 1));
const singleStateNonExporter = all(is('is_exporter', false), lte('operating_state_count', 1));

export const indiaRegulatoryRules: ComplianceRule[] = [
  rule({
    id: 'IN-FT-01',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'Importer-Exporter Code (IEC) from DGFT',
    description: 'An exporter or importer of goods needs an IEC before the first shipment; customs will not clear goods without it.',
    category: 'Regulatory',
    applies_when: is('is_exporter', true),
    due: { kind: 'none', note: 'No calendar date: needed before the first export or import shipment.' },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 3,
    penalty: 'Customs will not clear the shipment.',
    source_url: 'https://legaltax.in/blogs/renew-iec-code/',
  }),
  rule({
    id: 'IN-FT-02',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'IEC annual update',
    description: 'Every IEC holder updates or confirms its IEC details each year between 1 April and 30 June, even without changes.',
    category: 'Regulatory',
    applies_when: is('is_exporter', true),
    due: onceAYear('april', 2, 30, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 1,
    penalty: 'IEC deactivated until updated (no late fee).',
    source_url: 'https://www.iurislegal.in/post/iec-details-updation-now-legally-required-for-every-year',
  }),
  rule({
    id: 'IN-FS-01',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'FSSAI basic registration (Form A)',
    description: 'A petty food business with turnover up to ₹12 lakh registers with FSSAI before starting; fee ₹100 a year.',
    category: 'Regulatory',
    applies_when: all(food, lte('turnover', 12 * LAKH), singleStateNonExporter),
    due: { kind: 'none', note: BEFORE_START },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 7,
    source_url: 'https://www.ssauditor.com/post/difference-between-fssai-basic-registration-state-license-and-central-license',
  }),
  rule({
    id: 'IN-FS-02',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'FSSAI state licence (Form B)',
    description:
      'A food business with turnover above ₹12 lakh and up to ₹20 crore operating in one state takes a state licence before starting; ₹2,000 a year (manufacturers’ fees vary).',
    category: 'Regulatory',
    applies_when: all(food, gt('turnover', 12 * LAKH), lte('turnover', 20 * CRORE), singleStateNonExporter),
    due: { kind: 'none', note: BEFORE_START },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 30,
    source_url: 'https://www.ssauditor.com/post/difference-between-fssai-basic-registration-state-license-and-central-license',
  }),
  rule({
    id: 'IN-FS-03',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'FSSAI central licence',
    description:
      'Turnover above ₹20 crore, importers and exporters whatever their turnover (Schedule 1 as read by practitioner sources), 100% EOUs and multi-state operations need a central licence before starting; ₹7,500 a year.',
    category: 'Regulatory',
    applies_when: all(food, centralLicence),
    due: { kind: 'none', note: BEFORE_START },
    recurrence: 'one_time',
    urgency: 'high',
    estimated_completion_days: 45,
    source_url: 'https://businesszindagi.com/?p=1630',
  }),
  rule({
    id: 'IN-FS-04',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'FSSAI annual return (Form D-1)',
    description:
      'Licensed manufacturers, processors, re-packers, labellers and importers file Form D-1 for the previous financial year by 31 May.',
    category: 'Regulatory',
    applies_when: all(
      food,
      any(is('has_manufacturing', true), unknownFact('Also due from importers, re-packers and labellers.')),
      any(gt('turnover', 12 * LAKH), is('is_exporter', true), gt('operating_state_count', 1)),
    ),
    due: onceAYear('april', 13, 31, '{FY}'),
    recurrence: 'annual',
    urgency: 'medium',
    estimated_completion_days: 3,
    penalty: '₹100 a day late fee (capped at 5× the annual licence fee per one source).',
    late_fee: dailyFee(100_00, 'INR'),
    source_url: 'https://thrivetaxsolutions.in/?p=1782',
  }),
  rule({
    id: 'IN-FS-05',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'FSSAI half-yearly return (Form D-2)',
    description: 'Manufacturers of milk and milk products file Form D-2: April–September by 31 October, October–March by 30 April.',
    category: 'Regulatory',
    applies_when: all(food, is('has_manufacturing', true)),
    conditional_on: 'Only for manufacturers of milk or milk products.',
    due: schedule('april', FY_HALVES_DUE_OCT_APR),
    recurrence: 'half_yearly',
    urgency: 'medium',
    estimated_completion_days: 2,
    source_url: 'https://domiyance.com/fssai-annual-return-filing/',
  }),
  rule({
    id: 'IN-DPIIT-01',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    name: 'DPIIT Startup India recognition (optional)',
    description:
      'Optional recognition for a private limited company, partnership firm or LLP up to 10 years old with turnover up to ₹200 crore in every year (notification of 4 February 2026; deep-tech startups 20 years and ₹300 crore). The 80-IAC tax holiday needs separate IMB certification.',
    category: 'Regulatory',
    applies_when: all(
      // Optional: only for a founder who asked for startup recognition and credits.
      is('wants_startup_credits', true, { note: 'Only if you want startup recognition and credits.' }),
      any(
        is('entity_type', ['Private Limited', 'LLP']),
        unknownFact('Whether an OPC counts as a private limited company for DPIIT is unconfirmed.'),
      ),
      lt('years_since_incorporation', 10, 'Eligible only within 10 years of incorporation.'),
      lte('turnover', 200 * CRORE),
    ),
    conditional_on:
      'Eligible only for a business working on innovation or a scalable model that was not formed by splitting up or reconstructing an existing business.',
    mandatory: false,
    due: { kind: 'none', note: 'Optional: apply at any time while eligible.' },
    recurrence: 'one_time',
    urgency: 'low',
    estimated_completion_days: 14,
    source_url: 'https://clovelegal.com/?p=590',
  }),
];
