// The authority's own page for each rule (issue 29): a rule's `source_url` is the Act, the form or the authority that
// administers it; the practitioner article the research (obligations.md) took its dates from stays beside it as a
// secondary source. Where no deep link is certain, the authority's stable home or section page is used rather than a
// guessed path.

import type { ComplianceRule } from '../types';
import { TDS_STATEMENT_RULE_IDS } from './india-tax';

const IRS = (form: string) => `https://www.irs.gov/forms-pubs/about-form-${form}`;
const GOV_UK = (path: string) => `https://www.gov.uk/${path}`;
/** The same authority's page for each of these rules. */
const citing = (page: string, ruleIds: readonly string[]) => Object.fromEntries(ruleIds.map((id) => [id, page]));

/** Rule id → the authority's page. Rules not listed already cite an official page (see `isOfficialSource`). */
export const OFFICIAL_SOURCES: Readonly<Record<string, string>> = {
  // Companies Act 2013 / LLP Act 2008: the Ministry of Corporate Affairs files and publishes every form.
  ...citing('https://www.mca.gov.in/', [
    'IN-MCA-01',
    'IN-MCA-02',
    'IN-MCA-03',
    'IN-MCA-04',
    'IN-MCA-04-Q',
    'IN-MCA-05',
    'IN-MCA-05-ADT1',
    'IN-MCA-06',
    'IN-MCA-07',
    'IN-MCA-08',
    'IN-MCA-08-OLD',
    'IN-MCA-08A',
    'IN-MCA-08A-OLD',
    'IN-MCA-09',
    'IN-MCA-09-OPC',
    'IN-MCA-10',
    'IN-MCA-11',
    'IN-MCA-12',
    'IN-MCA-12-ANNUAL',
    'IN-MCA-13',
    'IN-MCA-14',
    'IN-LLP-01',
    'IN-LLP-02',
    'IN-LLP-03',
    'IN-LLP-04',
    'IN-LLP-04-ANNUAL',
  ]),
  // Income-tax Act (returns, audit, advance tax, TDS/TCS): the Income Tax Department.
  ...citing('https://www.incometaxindia.gov.in/', [
    'IN-IT-01',
    'IN-IT-02',
    'IN-IT-03',
    'IN-IT-03-JUL',
    'IN-IT-04',
    'IN-IT-05',
    'IN-IT-06',
    ...TDS_STATEMENT_RULE_IDS,
  ]),
  // CGST Act and rules: CBIC's GST site.
  ...citing('https://cbic-gst.gov.in/', [
    'IN-GST-REG',
    'IN-GST-01',
    'IN-GST-02',
    'IN-GST-03',
    'IN-GST-04-22',
    'IN-GST-04-24',
    'IN-GST-05',
    'IN-GST-06',
    'IN-GST-07',
    'IN-GST-08',
    'IN-GST-09',
  ]),
  ...citing('https://www.dgft.gov.in/', ['IN-FT-01', 'IN-FT-02']),
  ...citing('https://www.fssai.gov.in/', ['IN-FS-01', 'IN-FS-02', 'IN-FS-03', 'IN-FS-04', 'IN-FS-05']),
  'IN-DPIIT-01': 'https://www.startupindia.gov.in/',
  ...citing('https://www.epfindia.gov.in/', ['IN-LAB-01', 'IN-LAB-02']),
  ...citing('https://www.esic.gov.in/', ['IN-LAB-03', 'IN-LAB-04']),
  'IN-LAB-05': 'https://shramsuvidha.gov.in/',
  // State professional tax and shops & establishments: the state's department.
  'IN-PT-KA': 'https://pt.kar.nic.in/',
  ...citing('https://mahagst.gov.in/', ['IN-PT-MH-PTRC-M', 'IN-PT-MH-PTRC-A', 'IN-PT-MH-PTEC']),
  'IN-PT-GJ': 'https://commercialtax.gujarat.gov.in/',
  'IN-PT-WB': 'https://wbprofessiontax.gov.in/',
  'IN-SE-DL': 'https://labour.delhi.gov.in/',
  'IN-SE-KA': 'https://labour.karnataka.gov.in/',
  ...citing('https://mahakamgar.maharashtra.gov.in/', ['IN-SE-MH', 'IN-SE-MH-INT']),
  // IRS: each form's "About Form …" page.
  'US-FED-01': 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers',
  'US-FED-02': IRS('1120'),
  'US-FED-03': IRS('1065'),
  'US-FED-04': 'https://www.irs.gov/forms-pubs/about-schedule-c-form-1040',
  ...citing(IRS('5472'), ['US-FED-05', 'US-FED-05-CORP']),
  'US-FED-06': IRS('1120-w'),
  'US-FED-07': IRS('1040-es'),
  'US-FED-08': IRS('941'),
  'US-FED-09': IRS('940'),
  'US-FED-10': IRS('w-2'),
  ...citing(IRS('1099-nec'), ['US-FED-11', 'US-FED-11-600']),
  // States: the Division of Corporations, Secretary of State or tax agency.
  ...citing('https://corp.delaware.gov/', ['US-DE-01', 'US-DE-01-EST', 'US-DE-02', 'US-DE-03']),
  ...citing('https://www.ftb.ca.gov/', ['US-CA-01', 'US-CA-03', 'US-CA-04', 'US-CA-05', 'US-CA-05-MM']),
  ...citing('https://www.sos.ca.gov/', ['US-CA-02-INITIAL', 'US-CA-02', 'US-CA-06-INITIAL', 'US-CA-06']),
  'US-FL-01': 'https://dos.fl.gov/sunbiz/',
  'US-NV-01': 'https://www.nvsos.gov/',
  'US-WY-01': 'https://sos.wyo.gov/',
  // UK: GOV.UK (Companies House, HMRC), The Pensions Regulator, the ICO.
  'UK-CH-02': 'https://www.gov.uk/government/organisations/companies-house',
  'UK-CH-03': GOV_UK('annual-accounts'),
  'UK-CT-01': GOV_UK('corporation-tax'),
  'UK-VAT-01': GOV_UK('vat-registration'),
  'UK-VAT-02': GOV_UK('submit-vat-return'),
  'UK-PEN-01': 'https://www.thepensionsregulator.gov.uk/',
  'UK-ICO-01': 'https://ico.org.uk/',
};

/** Domains of the authorities themselves (legislators, ministries, tax and company registries). */
export const OFFICIAL_DOMAINS: readonly string[] = [
  'gov.in', // Government of India and the states (mca.gov.in, cbic-gst.gov.in, incometaxindia.gov.in, epfindia.gov.in, …)
  'nic.in', // state departments hosted by the National Informatics Centre (pt.kar.nic.in)
  'irs.gov',
  'delaware.gov',
  'ca.gov',
  'texas.gov',
  'ny.gov',
  'fl.gov',
  'nvsos.gov',
  'wyo.gov',
  'gov.uk',
  'ico.org.uk',
];

/**
 * Rules whose first source is not on an official domain, and why. Tamil Nadu collects professional tax through its
 * local bodies (each corporation its own page) and Sikkim's and Telangana's department pages could not be confirmed
 * from here: the research's source stays until a person checks the authority's page.
 */
export const SOURCE_EXCEPTIONS: Readonly<Record<string, string>> = {
  'IN-PT-TN': 'Professional tax is collected by each local body in Tamil Nadu; no single state page to cite.',
  'IN-PT-SK': 'Sikkim’s commercial tax department page was not confirmed.',
  'IN-PT-TS': 'Telangana’s commercial tax department moved domains (tsct → tgct); not confirmed which is current.',
};

export function isOfficialSource(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return OFFICIAL_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The research's own source for each rule whose first source is now the authority's (labelled secondary in answers). */
export const researchSources = new Map<string, string>();

/** The rule with the authority's page first; the research URL it replaces is kept in `researchSources`. */
export function withOfficialSource(rule: ComplianceRule): ComplianceRule {
  const official = OFFICIAL_SOURCES[rule.id];
  if (!official || official === rule.source_url) return rule;
  if (!isOfficialSource(rule.source_url)) researchSources.set(rule.id, rule.source_url);
  return { ...rule, source_url: official };
}
