// Obligations that exclude each other: one company files one of them, never both. When the profile decides which,
// the conditions already leave one side; when it does not, the engine lists one side (the one assumed below) and
// asks the one question that settles it. Every group names the statute that makes the two sides exclusive.

import type { AlternativeGroup } from '../types';
import { INDIA_ENTITY_TYPES } from './builders';

export const alternativeGroups: readonly AlternativeGroup[] = [
  {
    // s.92(1) proviso and Rule 11(1) Companies (Management and Administration) Rules: a small company (or OPC) files
    // the abridged MGT-7A, every other company MGT-7. s.173(5): a small company meets twice a year, others four times.
    id: 'IN-SMALL-COMPANY',
    country: 'India',
    entity_types: ['Private Limited'],
    explanation:
      'A private company is a small company (s.2(85) Companies Act 2013, limits from 1 December 2025) when its paid-up capital is up to ₹10 crore and its turnover up to ₹100 crore, and it is not a holding, subsidiary or section 8 company.',
    asks: [{ field: 'small_company', question: 'Is the company a small company?', input: 'choice' }],
    answers: [
      {
        label: 'Yes, a small company',
        value: true,
        effect: 'You file the abridged annual return MGT-7A and hold a board meeting in each half of the year.',
        rule_ids: ['IN-MCA-08A', 'IN-MCA-08A-OLD', 'IN-MCA-04'],
      },
      {
        label: 'No',
        value: false,
        effect: 'You file the full annual return MGT-7 and hold four board meetings a year, at most 120 days apart.',
        rule_ids: ['IN-MCA-08', 'IN-MCA-08-OLD', 'IN-MCA-04-Q'],
      },
    ],
    // Almost every new private company is within the limits, and the small side carries the dated meetings.
    assume: 0,
  },
  {
    // Rule 61A CGST Rules (QRMP, Notification 84/2020-CT): a registered person up to ₹5 crore may file quarterly; the
    // monthly GSTR-1/GSTR-3B and the quarterly GSTR-1/GSTR-3B with PMT-06 are two ways of filing the same returns.
    id: 'IN-GST-FREQUENCY',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    explanation:
      'Up to ₹5 crore aggregate turnover a registered business may opt for the quarterly QRMP scheme (Rule 61A CGST Rules); above it, returns are monthly.',
    asks: [{ field: 'gst_filing', question: 'Do you file GST returns monthly or quarterly (QRMP)?', input: 'choice' }],
    answers: [
      {
        label: 'Monthly',
        value: 'monthly',
        effect: 'GSTR-1 by the 11th and GSTR-3B by the 20th of every month.',
        rule_ids: ['IN-GST-01', 'IN-GST-03'],
      },
      {
        label: 'Quarterly (QRMP)',
        value: 'quarterly',
        effect: 'GSTR-1 by the 13th and GSTR-3B by the 22nd or 24th after each quarter, with PMT-06 tax payments by the 25th in between.',
        rule_ids: ['IN-GST-02', 'IN-GST-04-22', 'IN-GST-04-24', 'IN-GST-05'],
      },
    ],
    // Monthly has the earlier dates: while unanswered, no quarterly-filer's date can be missed by following it.
    assume: 0,
  },
  {
    // s.44AB / s.139(1) Explanation 2 (1961 Act), s.263(1) (2025 Act): an LLP whose accounts are audited (Rule 24(8)
    // LLP Rules: turnover above ₹40 lakh or contribution above ₹25 lakh) files by 31 October, any other by 31 August.
    id: 'IN-LLP-AUDIT',
    country: 'India',
    entity_types: ['LLP'],
    explanation:
      'An LLP’s accounts are audited when its turnover is above ₹40 lakh or its partners’ contribution above ₹25 lakh (Rule 24(8) LLP Rules 2009); an audited LLP files its income-tax return later.',
    asks: [
      { field: 'turnover', question: 'What is the LLP’s annual turnover?', input: 'number' },
      { field: 'paid_up_capital', question: 'What is the partners’ total contribution?', input: 'number' },
    ],
    answers: [
      {
        label: 'Up to ₹40 lakh (and contribution up to ₹25 lakh)',
        value: null,
        effect: 'ITR-5 by 31 August, no statutory audit.',
        rule_ids: ['IN-IT-03', 'IN-IT-03-JUL'],
      },
      {
        label: 'Above ₹40 lakh',
        value: null,
        effect: 'A statutory audit, then ITR-5 by 31 October.',
        rule_ids: ['IN-IT-02'],
      },
    ],
    // The unaudited date (31 August) comes first.
    assume: 0,
  },
  {
    // FSSAI (Licensing and Registration of Food Businesses) Regulations 2011, Reg. 2.1 and Schedules 1–2: one
    // registration or licence per business, by turnover (₹12 lakh, ₹20 crore), export and the states it works in.
    id: 'IN-FSSAI-TIER',
    country: 'India',
    entity_types: INDIA_ENTITY_TYPES,
    explanation:
      'FSSAI gives one registration or licence per business: basic registration up to ₹12 lakh, a state licence up to ₹20 crore, a central licence above it (or for exporters and businesses in several states).',
    asks: [{ field: 'turnover', question: 'What is the food business’s annual turnover?', input: 'number' }],
    answers: [
      { label: 'Up to ₹12 lakh', value: null, effect: 'FSSAI basic registration (Form A).', rule_ids: ['IN-FS-01'] },
      { label: '₹12 lakh to ₹20 crore', value: null, effect: 'FSSAI state licence (Form B).', rule_ids: ['IN-FS-02'] },
      { label: 'Above ₹20 crore', value: null, effect: 'FSSAI central licence.', rule_ids: ['IN-FS-03'] },
    ],
    assume: 0,
  },
  {
    // Treas. Reg. §301.7701-3(b)(1): a domestic LLC with two or more members is a partnership (Form 1065; California
    // Form 568 by 15 March), with one member it is disregarded (Schedule C, or Form 5472 when foreign-owned).
    id: 'US-LLC-MEMBERS',
    country: 'USA',
    entity_types: ['LLC'],
    explanation:
      'A single-member LLC is disregarded for federal income tax and reports through its owner; two or more members make it a partnership (Treas. Reg. §301.7701-3).',
    asks: [{ field: 'member_count', question: 'How many members does the LLC have?', input: 'number' }],
    answers: [
      {
        label: 'One',
        value: 1,
        effect: 'The owner reports the income (Schedule C, or Form 5472 with a pro-forma 1120 when foreign-owned) by 15 April.',
        rule_ids: ['US-FED-04', 'US-FED-05', 'US-CA-05'],
      },
      {
        label: 'Two or more',
        value: null,
        effect: 'A partnership return, Form 1065, by 15 March.',
        rule_ids: ['US-FED-03', 'US-CA-05-MM'],
      },
    ],
    // The partnership return is due a month earlier.
    assume: 1,
  },
  {
    // 26 U.S.C. §6038A and Treas. Reg. §1.6038A-1(c): a foreign-owned disregarded LLC files Form 5472 with a pro-forma
    // 1120; a US individual's single-member LLC reports on Schedule C instead.
    id: 'US-LLC-FOREIGN',
    country: 'USA',
    entity_types: ['LLC'],
    explanation: 'A single-member LLC owned by a foreign person files Form 5472; one owned by a US individual reports on Schedule C.',
    asks: [{ field: 'foreign_owned', question: 'Is the LLC owned by a foreign person?', input: 'choice' }],
    answers: [
      { label: 'No, a US owner', value: false, effect: 'Schedule C with the owner’s Form 1040 by 15 April.', rule_ids: ['US-FED-04'] },
      {
        label: 'Yes, foreign-owned',
        value: true,
        effect: 'Form 5472 with a pro-forma Form 1120 by 15 April ($25,000 penalty if missed).',
        rule_ids: ['US-FED-05'],
      },
    ],
    // Missing Form 5472 costs $25,000; listing it until answered is the safer side.
    assume: 1,
  },
];
