// Cases for IEC, FSSAI, DPIIT (obligations.md §1E, §1F, §1H) and labour (§1G).

import { india } from '../test-support/factories';
import { type RuleCase, ruleCase as c } from '../test-support/rule-cases';

const AS_OF = '2026-11-22';
const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const FOOD = { is_food_business: true } as const;
const NEW_2026 = { incorporation_date: '2026-04-10' };
const STARTUP = { wants_startup_credits: true } as const;

export const indiaRegulatoryCases: RuleCase[] = [
  c('IEC before the first shipment', india({ is_exporter: true }), AS_OF, 'IN-FT-01', { due: null, note: 'shipment' }),
  c('no IEC without exports', india(), AS_OF, 'IN-FT-01', null),
  c('IEC update by 30 June', india({ is_exporter: true }), AS_OF, 'IN-FT-02', { due: '2027-06-30', label: 'FY 2027-28' }),
  c('FSSAI basic registration up to ₹12 lakh', india({ ...FOOD, turnover: 12 * LAKH }), AS_OF, 'IN-FS-01', { due: null }),
  c('state licence one rupee above ₹12 lakh', india({ ...FOOD, turnover: 12 * LAKH + 1 }), AS_OF, 'IN-FS-02', { due: null }),
  c('no basic registration above ₹12 lakh', india({ ...FOOD, turnover: 12 * LAKH + 1 }), AS_OF, 'IN-FS-01', null),
  c('central licence above ₹20 crore', india({ ...FOOD, turnover: 21 * CRORE }), AS_OF, 'IN-FS-03', { due: null }),
  c('central licence for a food exporter of any size', india({ ...FOOD, is_exporter: true, turnover: 5 * LAKH }), AS_OF, 'IN-FS-03', {
    due: null,
  }),
  c(
    'central licence for multi-state operations',
    india({ ...FOOD, turnover: 50 * LAKH, business_locations: ['Karnataka', 'Kerala'] }),
    AS_OF,
    'IN-FS-03',
    { due: null },
  ),
  c(
    'no state licence for multi-state operations',
    india({ ...FOOD, turnover: 50 * LAKH, business_locations: ['Karnataka', 'Kerala'] }),
    AS_OF,
    'IN-FS-02',
    null,
  ),
  c('Form D-1 by 31 May for a licensed manufacturer', india({ ...FOOD, has_manufacturing: true, turnover: 50 * LAKH }), AS_OF, 'IN-FS-04', {
    due: '2027-05-31',
    label: 'FY 2026-27',
  }),
  c('Form D-2 for milk manufacturers: conditional', india({ ...FOOD, has_manufacturing: true }), AS_OF, 'IN-FS-05', {
    due: '2027-04-30',
    applicability: 'conditional',
    note: 'milk',
  }),
  c('DPIIT: optional, within 10 years, for a founder who wants credits', india(STARTUP), AS_OF, 'IN-DPIIT-01', {
    due: null,
    applicability: 'conditional',
    is_mandatory: false,
  }),
  c('DPIIT: not shown to a founder who did not ask for startup credits', india(), AS_OF, 'IN-DPIIT-01', null),
  c('DPIIT: not after 10 years', india({ ...STARTUP, incorporation_date: '2015-06-15' }), AS_OF, 'IN-DPIIT-01', null),
  c('DPIIT: OPC eligibility unconfirmed', india({ ...STARTUP, entity_type: 'OPC' }), AS_OF, 'IN-DPIIT-01', {
    due: null,
    applicability: 'conditional',
    note: 'OPC',
  }),
  // Labour
  c('EPF at exactly 20 employees', india({ num_employees: 20 }), AS_OF, 'IN-LAB-01', { due: null, note: '20 employees' }),
  c('no EPF at 19 employees', india({ num_employees: 19 }), AS_OF, 'IN-LAB-01', null),
  c('EPF contribution by the 15th', india({ num_employees: 20 }), AS_OF, 'IN-LAB-02', { due: '2026-12-15', label: 'November 2026' }),
  c('ESIC at exactly 10 employees', india({ num_employees: 10 }), AS_OF, 'IN-LAB-03', { due: null }),
  c('no ESIC at 9 employees', india({ num_employees: 9 }), AS_OF, 'IN-LAB-03', null),
  c('ESIC contribution by the 15th', india({ num_employees: 10 }), AS_OF, 'IN-LAB-04', { due: '2026-12-15' }),
  c('employees unknown: ESIC conditional', india({ num_employees: null }), AS_OF, 'IN-LAB-04', {
    due: '2026-12-15',
    applicability: 'conditional',
  }),
  c('OSH registration: state rules pending', india({ num_employees: 10 }), AS_OF, 'IN-LAB-05', { due: null, applicability: 'conditional' }),
  c('PT Karnataka by the 20th, salary slab conditional', india({ num_employees: 5 }), AS_OF, 'IN-PT-KA', {
    due: '2026-12-20',
    applicability: 'conditional',
    note: '₹25,000',
  }),
  c(
    'PT Karnataka for a Delhi company operating there',
    india({ state: 'Delhi', business_locations: ['Karnataka'], num_employees: 5 }),
    AS_OF,
    'IN-PT-KA',
    { due: '2026-12-20', applicability: 'conditional' },
  ),
  c('no PT in Delhi', india({ state: 'Delhi', num_employees: 5 }), AS_OF, 'IN-PT-KA', null),
  c('PTRC Maharashtra monthly by the month’s last day', india({ state: 'Maharashtra', num_employees: 5 }), AS_OF, 'IN-PT-MH-PTRC-M', {
    due: '2026-11-30',
    label: 'November 2026',
    applicability: 'conditional',
  }),
  c('PTRC Maharashtra annual by 31 March', india({ state: 'Maharashtra', num_employees: 5 }), AS_OF, 'IN-PT-MH-PTRC-A', {
    due: '2027-03-31',
    applicability: 'conditional',
  }),
  c('PTEC Maharashtra by 30 June', india({ state: 'Maharashtra' }), AS_OF, 'IN-PT-MH-PTEC', { due: '2027-06-30' }),
  c('PT Gujarat by the 15th', india({ state: 'Gujarat', num_employees: 5 }), AS_OF, 'IN-PT-GJ', { due: '2026-12-15' }),
  c('PT Telangana by the 10th', india({ state: 'Telangana', num_employees: 5 }), AS_OF, 'IN-PT-TS', { due: '2026-12-10' }),
  c('PT West Bengal by the 21st', india({ state: 'West Bengal', num_employees: 5 }), AS_OF, 'IN-PT-WB', { due: '2026-12-21' }),
  c('PT Tamil Nadu half-yearly by 31 March', india({ state: 'Tamil Nadu', num_employees: 5 }), AS_OF, 'IN-PT-TN', {
    due: '2027-03-31',
    label: 'H2 (October–March) FY 2026-27',
  }),
  c('PT Sikkim quarterly by 31 January', india({ state: 'Sikkim', num_employees: 5 }), AS_OF, 'IN-PT-SK', {
    due: '2027-01-31',
    label: 'Q3 FY 2026-27',
  }),
  c('Delhi S&E within 30 days (unconfirmed 30/90)', india({ ...NEW_2026, state: 'Delhi' }), AS_OF, 'IN-SE-DL', {
    due: '2026-05-10',
    overdue: true,
  }),
  c('Delhi S&E excludes factories', india({ ...NEW_2026, state: 'Delhi', has_manufacturing: true }), AS_OF, 'IN-SE-DL', null),
  c('Karnataka S&E within 30 days', india(NEW_2026), AS_OF, 'IN-SE-KA', { due: '2026-05-10' }),
  c('Maharashtra S&E registration with 10 workers', india({ ...NEW_2026, state: 'Maharashtra', num_employees: 10 }), AS_OF, 'IN-SE-MH', {
    due: '2026-06-09',
  }),
  c('Maharashtra S&E intimation under 10 workers', india({ ...NEW_2026, state: 'Maharashtra', num_employees: 9 }), AS_OF, 'IN-SE-MH-INT', {
    due: '2026-06-09',
  }),
];
