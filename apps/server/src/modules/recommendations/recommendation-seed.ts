import type { LogicCondition } from '@charter/shared';

type SeedCountry = 'India' | 'USA' | 'UK' | 'All';

/** What a logic rule and a template both say: which facts (all must hold) recommend which catalogue services. */
interface SeedRuleBase {
  id: string;
  name: string;
  description: string;
  country: SeedCountry;
  conditions: LogicCondition[];
  recommendations: string[];
}

interface SeedRule extends SeedRuleBase {
  priority: number;
}

interface SeedRuleTemplate extends SeedRuleBase {
  category: 'Tax' | 'Corporate' | 'Labor' | 'Trademark' | 'Banking';
}

/** The facts the rules and templates below test, each written once: the statutory thresholds of obligations.md. */
const when = {
  forming: { field: 'business_stage', operator: '==', value: 'forming' },
  cCorp: { field: 'business_type', operator: '==', value: 'C-Corp' },
  anyEmployees: { field: 'employees', operator: '>', value: 0 },
  esicHeadcount: { field: 'employees', operator: '>=', value: 10 },
  epfHeadcount: { field: 'employees', operator: '>=', value: 20 },
  retail: { field: 'industry', operator: 'contains', value: 'retail' },
  exporting: { field: 'intent', operator: 'contains', value: 'export' },
  food: { field: 'intent', operator: 'contains', value: 'food' },
  inDelaware: { field: 'place_of_business', operator: 'contains', value: 'delaware' },
  fssaiBasicTurnover: { field: 'turnover', operator: '<=', value: 1_200_000 },
  qrmpTurnover: { field: 'turnover', operator: '<=', value: 50_000_000 },
  taxAuditTurnover: { field: 'turnover', operator: '>', value: 10_000_000 },
  fssaiLicenceTurnover: { field: 'turnover', operator: '>', value: 1_200_000 },
  gstTurnover: { field: 'turnover', operator: '>', value: 2_000_000 },
  ukVatTurnover: { field: 'turnover', operator: '>', value: 90_000 },
} satisfies Record<string, LogicCondition>;

/** Rules or templates of one country: the country stands after each one's id, name and description, as stored. */
function inCountry<T extends SeedRuleBase>(country: SeedCountry, entries: Omit<T, 'country'>[]): T[] {
  return entries.map(({ id, name, description, ...rest }) => ({ id, name, description, country, ...rest }) as T);
}

/**
 * The starting logic rules (staff edit them in the back office). Each says why in its description, which is the
 * reason a founder reads; thresholds are the statutory ones of ../shared/compliance/obligations.md and spec §9.
 */
export const seedLogicRules: SeedRule[] = [
  ...inCountry<SeedRule>('India', [
    {
      id: 'seed-in-gst-threshold',
      name: 'GST above ₹20 lakh',
      description: 'Turnover above ₹20 lakh makes GST registration compulsory, then monthly returns.',
      conditions: [when.gstTurnover],
      recommendations: ['in-gst-registration', 'in-gst-monthly-returns'],
      priority: 9,
    },
    {
      id: 'seed-in-food-small',
      name: 'Food business up to ₹12 lakh',
      description: 'A food business with turnover up to ₹12 lakh needs FSSAI basic registration before it trades.',
      conditions: [when.food, when.fssaiBasicTurnover],
      recommendations: ['in-fssai-registration'],
      priority: 8,
    },
    {
      id: 'seed-in-food-state',
      name: 'Food business above ₹12 lakh',
      description: 'A food business with turnover above ₹12 lakh needs an FSSAI state licence (central above ₹20 crore or when exporting).',
      conditions: [when.food, when.fssaiLicenceTurnover],
      recommendations: ['in-fssai-state-licence', 'in-fssai-returns'],
      priority: 8,
    },
    {
      id: 'seed-in-export',
      name: 'Exporters',
      description: 'Exporting needs an Importer-Exporter Code, and a GST LUT lets exports go out without paying IGST.',
      conditions: [when.exporting],
      recommendations: ['in-iec-registration', 'in-gst-lut'],
      priority: 7,
    },
    {
      id: 'seed-in-epf',
      name: 'EPF from 20 employees',
      description: 'With 20 or more employees, EPF registration is compulsory.',
      conditions: [when.epfHeadcount],
      recommendations: ['in-epf-registration', 'in-payroll-compliance'],
      priority: 7,
    },
    {
      id: 'seed-in-esic',
      name: 'ESIC from 10 employees',
      description: 'With 10 or more employees, ESIC registration is compulsory in notified areas.',
      conditions: [when.esicHeadcount],
      recommendations: ['in-esic-registration'],
      priority: 6,
    },
    {
      id: 'seed-in-forming',
      name: 'New Indian companies',
      description: 'A company being formed needs a current account and can apply for Startup India recognition.',
      conditions: [when.forming],
      recommendations: ['in-bank-account', 'in-startup-india'],
      priority: 5,
    },
  ]),
  ...inCountry<SeedRule>('USA', [
    {
      id: 'seed-us-forming',
      name: 'New US companies',
      description: 'A new US company needs an EIN to bank and hire, and a registered agent in its state.',
      conditions: [when.forming],
      recommendations: ['us-ein', 'us-registered-agent', 'us-bank-account'],
      priority: 8,
    },
    {
      id: 'seed-us-delaware',
      name: 'Delaware corporations',
      description: 'A Delaware corporation files an annual report and pays franchise tax by March 1.',
      conditions: [when.inDelaware, when.cCorp],
      recommendations: ['us-delaware-franchise-tax'],
      priority: 7,
    },
  ]),
  ...inCountry<SeedRule>('UK', [
    {
      id: 'seed-uk-vat',
      name: 'UK VAT above £90,000',
      description: 'Taxable turnover above £90,000 makes VAT registration compulsory.',
      conditions: [when.ukVatTurnover],
      recommendations: ['uk-vat'],
      priority: 9,
    },
    {
      id: 'seed-uk-employer',
      name: 'UK employers',
      description: 'An employer runs PAYE and a workplace pension, and registers with the ICO for staff data.',
      conditions: [when.anyEmployees],
      recommendations: ['uk-payroll', 'uk-ico-registration'],
      priority: 6,
    },
  ]),
  ...inCountry<SeedRule>('India', [
    {
      id: 'seed-brand-b2c',
      name: 'Consumer brands',
      description: 'A business selling to consumers protects its name with a trademark.',
      conditions: [when.retail],
      recommendations: ['in-trademark-filing'],
      priority: 4,
    },
  ]),
];

/**
 * Templates the back office starts new rules from (spec §3 Rule template): each a rule a Charter operator would
 * actually run, with the statutory threshold it rests on and the catalogue services that answer it. Ours, not
 * staff's: the seed brings them up to date on every start (a rule made from one is the staff's own copy).
 */
export const seedRuleTemplates: SeedRuleTemplate[] = [
  ...inCountry<SeedRuleTemplate>('India', [
    {
      id: 'template-turnover-threshold',
      name: 'GST registration above ₹20 lakh',
      description: 'Turnover above ₹20 lakh (CGST Act s. 22) makes GST registration compulsory, and returns follow every month.',
      category: 'Tax',
      conditions: [when.gstTurnover],
      recommendations: ['in-gst-registration', 'in-gst-monthly-returns'],
    },
    {
      id: 'template-gst-qrmp',
      name: 'Quarterly GST returns up to ₹5 crore',
      description: 'A GST-registered business with turnover up to ₹5 crore can file quarterly under QRMP instead of monthly.',
      category: 'Tax',
      conditions: [when.gstTurnover, when.qrmpTurnover],
      recommendations: ['in-gst-qrmp-returns'],
    },
    {
      id: 'template-tax-audit',
      name: 'Tax audit above ₹1 crore',
      description: 'Business turnover above ₹1 crore needs a tax audit under section 44AB before the return is filed.',
      category: 'Tax',
      conditions: [when.taxAuditTurnover],
      recommendations: ['in-tax-audit'],
    },
    {
      id: 'template-headcount',
      name: 'EPF from 20 employees',
      description: 'With 20 or more employees, EPF registration and monthly payroll filings are compulsory.',
      category: 'Labor',
      conditions: [when.epfHeadcount],
      recommendations: ['in-epf-registration', 'in-payroll-compliance'],
    },
    {
      id: 'template-esic',
      name: 'ESIC from 10 employees',
      description: 'With 10 or more employees, ESIC registration is compulsory in notified areas.',
      category: 'Labor',
      conditions: [when.esicHeadcount],
      recommendations: ['in-esic-registration'],
    },
    {
      id: 'template-intent',
      name: 'Exporters: IEC and GST LUT',
      description: 'Exporting needs an Importer-Exporter Code, and a GST LUT lets exports leave without paying IGST.',
      category: 'Corporate',
      conditions: [when.exporting],
      recommendations: ['in-iec-registration', 'in-gst-lut'],
    },
    {
      id: 'template-food',
      name: 'Food businesses: FSSAI',
      description: 'Anyone making, storing or selling food in India needs FSSAI registration (a licence above ₹12 lakh).',
      category: 'Corporate',
      conditions: [when.food],
      recommendations: ['in-fssai-registration'],
    },
    {
      id: 'template-consumer-brand',
      name: 'Retail brands: trademark',
      description: 'A retail brand sells on its name: registering the trademark stops a copycat using it.',
      category: 'Trademark',
      conditions: [when.retail],
      recommendations: ['in-trademark-filing'],
    },
    {
      id: 'template-india-forming',
      name: 'New Indian companies: bank and Startup India',
      description: 'A company being formed needs a current account, and can apply for Startup India recognition.',
      category: 'Banking',
      conditions: [when.forming],
      recommendations: ['in-bank-account', 'in-startup-india'],
    },
  ]),
  ...inCountry<SeedRuleTemplate>('USA', [
    {
      id: 'template-new-company',
      name: 'New US companies: EIN and agent',
      description: 'A new US company needs an EIN to bank and hire, and a registered agent in its state.',
      category: 'Corporate',
      conditions: [when.forming],
      recommendations: ['us-ein', 'us-registered-agent'],
    },
    {
      id: 'template-delaware-c-corp',
      name: 'Delaware C-Corps: franchise tax',
      description: 'A Delaware corporation files its annual report and pays franchise tax by March 1.',
      category: 'Tax',
      conditions: [when.inDelaware, when.cCorp],
      recommendations: ['us-delaware-franchise-tax'],
    },
  ]),
  ...inCountry<SeedRuleTemplate>('UK', [
    {
      id: 'template-uk-vat',
      name: 'UK VAT above £90,000',
      description: 'Taxable turnover above £90,000 in 12 months makes VAT registration compulsory.',
      category: 'Tax',
      conditions: [when.ukVatTurnover],
      recommendations: ['uk-vat'],
    },
    {
      id: 'template-uk-employer',
      name: 'UK employers: PAYE and pension',
      description: 'An employer runs PAYE payroll and a workplace pension for its staff.',
      category: 'Labor',
      conditions: [when.anyEmployees],
      recommendations: ['uk-payroll'],
    },
  ]),
];
