// The offline assistants' knowledge base: short articles on the topics the spec's assistants advertise (§1: company
// formation, GST, food licences, export documentation, PF and ESIC, tax) for India, the USA and the UK. Every figure
// is taken from the team's researched reference (shared/compliance/obligations.md, researched 2026-11-22) and every
// article names the sources that research cites. Nothing here is a guess: what the research marks unconfirmed is
// either left out or said to be unconfirmed.

export type KnowledgeCountry = 'India' | 'USA' | 'UK';
export type KnowledgeTopic = 'formation' | 'gst' | 'food' | 'export' | 'labour' | 'tax' | 'annual';

export interface KnowledgeArticle {
  id: string;
  country: KnowledgeCountry;
  topic: KnowledgeTopic;
  title: string;
  /** Words people use for it that the text may not contain (search only). */
  keywords: string;
  /** Each point is one sourced statement; answers quote them whole. */
  points: readonly string[];
  sources: readonly string[];
}

export const knowledgeArticles: readonly KnowledgeArticle[] = [
  {
    id: 'in-gst-registration',
    country: 'India',
    topic: 'gst',
    title: 'GST registration in India: who must register',
    keywords: 'gst goods and services tax registration threshold turnover gstin reg-01 need register lakh',
    points: [
      'Register for GST when aggregate turnover in a financial year exceeds the threshold of s.22 CGST Act: ₹40 lakh for exclusively goods, ₹20 lakh for services or mixed supplies (₹10 lakh in Manipur, Mizoram, Nagaland and Tripura; ₹20 lakh for goods in Arunachal Pradesh, Meghalaya, Puducherry, Sikkim and Uttarakhand).',
      'Some businesses must register whatever their turnover (s.24): inter-State supplies of goods, casual and non-resident taxable persons, reverse-charge recipients, e-commerce operators and sellers through them who must collect TCS, among others.',
      'Exports of goods are inter-State supplies, so an exporter of goods must register regardless of turnover; exports of services only above the ₹20 lakh threshold.',
      'Apply within 30 days of becoming liable (s.25(1)).',
    ],
    sources: [
      'http://companiesnext.com/gst-registration',
      'https://bihartaxconsultant.com/section-24-compulsory-registration-in-certain-cases',
      'https://lawrms.org/registration-sections-22-to-30-of-the-cgst-act-2017',
    ],
  },
  {
    id: 'in-gst-returns',
    country: 'India',
    topic: 'gst',
    title: 'GST returns in India: GSTR-1, GSTR-3B, QRMP and GSTR-9',
    keywords: 'gst return filing gstr-1 gstr-3b gstr-9 gstr-9c qrmp pmt-06 monthly quarterly annual due date late fee',
    points: [
      'GSTR-1 (outward supplies) is due on the 11th of the following month for monthly filers; monthly filing is mandatory above ₹5 crore aggregate turnover.',
      'Under QRMP (aggregate turnover up to ₹5 crore) GSTR-1 is due on the 13th of the month after the quarter, GSTR-3B on the 22nd or 24th depending on the state, and tax for the first two months of a quarter is paid through PMT-06 by the 25th of the following month.',
      'GSTR-3B for monthly filers is due on the 20th of the following month; late tax carries interest at 18% a year.',
      'The annual return GSTR-9 is due on 31 December after the financial year and is optional when aggregate turnover is ₹2 crore or less. Its late fee is ₹50 a day up to ₹5 crore turnover, ₹100 a day from ₹5 to 20 crore and ₹200 a day above ₹20 crore.',
      'GSTR-9C reconciliation is also due on 31 December when aggregate turnover exceeds ₹5 crore.',
    ],
    sources: [
      'https://gstfilling.co/gst-deadline',
      'https://caclubindia.com/guide/gstr-9-late-fees',
      'https://financepost.in/gst-due-dates-calendar/',
    ],
  },
  {
    id: 'in-fssai',
    country: 'India',
    topic: 'food',
    title: 'Food licences in India: FSSAI registration and licences',
    keywords: 'fssai food licence license food business restaurant bakery cloud kitchen food safety form a form b central state d-1',
    points: [
      'A petty food business with turnover up to ₹12 lakh needs FSSAI basic registration (Form A) before starting; the fee is ₹100 a year.',
      'Turnover above ₹12 lakh and up to ₹20 crore in a single state needs a State licence (Form B); the fee is ₹2,000 a year (manufacturers’ fees vary).',
      'Turnover above ₹20 crore, importers and exporters (whatever their turnover, per practitioner sources) and multi-state operations need a Central licence; the fee is ₹7,500 a year.',
      'Licensed manufacturers, processors, re-packers, labellers and importers file the annual return Form D-1 by 31 May for the previous financial year, with a late fee of ₹100 a day.',
    ],
    sources: [
      'https://www.ssauditor.com/post/difference-between-fssai-basic-registration-state-license-and-central-license',
      'https://businesszindagi.com/?p=1630',
      'https://thrivetaxsolutions.in/?p=1782',
    ],
  },
  {
    id: 'in-export',
    country: 'India',
    topic: 'export',
    title: 'Export documentation in India: IEC and the GST LUT',
    keywords: 'export import exporter iec importer exporter code dgft lut letter of undertaking rfd-11 zero-rated shipment customs',
    points: [
      'An exporter or importer of goods needs an Importer-Exporter Code (IEC) from the DGFT before the first shipment; customs will not clear goods without it.',
      'Every IEC holder must update or confirm the IEC every year between 1 April and 30 June, even with no change; otherwise the IEC is deactivated until updated.',
      'A GST-registered exporter making zero-rated supplies without paying IGST files a Letter of Undertaking (LUT, Form GST RFD-11) before the first zero-rated supply of each financial year; it is valid for that year only. Without it, IGST must be paid and refunded.',
    ],
    sources: [
      'https://legaltax.in/blogs/renew-iec-code/',
      'https://www.iurislegal.in/post/iec-details-updation-now-legally-required-for-every-year',
      'https://legalsuvidha.com/blog/filing-of-lut-in-form-rfd-11-in-gst-portal',
    ],
  },
  {
    id: 'in-pf-esic',
    country: 'India',
    topic: 'labour',
    title: 'PF and ESIC in India: registration and monthly contributions',
    keywords: 'pf epf epfo provident fund esic esi employees state insurance employees payroll labour codes contribution ecr',
    points: [
      'EPF registration is required once an establishment has 20 or more employees, within one month of reaching 20.',
      'EPF contributions and the ECR are due by the 15th of the following month; late payment carries interest at 12% a year and damages.',
      'ESIC registration applies to establishments with 10 or more employees, within 15 days of applicability; contributions cover employees with wages up to ₹21,000 a month.',
      'ESIC contributions are due by the 15th of the following month, with interest at 12% a year and damages of 5–25% when late.',
      'The Code on Social Security 2020 came into force on 21 November 2025 and subsumes the EPF and ESI Acts.',
    ],
    sources: [
      'https://www.setindiabiz.com/blog/epfo-compliance-employers-registration-contributions',
      'https://helloauditor.com/what-is-the-due-date-for-epf-payment',
      'https://www.complianceradar.in/glossary/esic-registration',
      'http://www.thehindu.com/news/cities/Mangalore/change-in-esic-contribution-date/article19262317.ece',
    ],
  },
  {
    id: 'in-income-tax',
    country: 'India',
    topic: 'tax',
    title: 'Income tax for Indian companies: returns, tax audit, advance tax and TDS',
    keywords: 'income tax itr return company tax audit 44ab advance tax tds 24q 26q form 138 140 deductor',
    points: [
      'A company files its return of income by 31 October after the end of the tax year (30 November when a transfer-pricing report is required). The Income-tax Act 2025 applies from 1 April 2026.',
      'A tax audit is required when business turnover exceeds ₹1 crore (₹10 crore if cash receipts and payments are each at most 5%); the report is due by 30 September, and the penalty for not getting one is 0.5% of turnover up to ₹1.5 lakh.',
      'Advance tax is paid in instalments by 15 June (15%), 15 September (45%), 15 December (75%) and 15 March (100%) when the year’s tax after TDS is ₹10,000 or more.',
      'TDS deducted in a month is deposited by the 7th of the following month (March deductions by 30 April); quarterly TDS statements are due 31 July, 31 October, 31 January and 31 May, with a late fee of ₹200 a day up to the TDS amount.',
    ],
    sources: [
      'https://abcaus.in/income-tax/amendment-due-dates-filing-itrs-time-limit-revised-return-income-tax-act-2025.html',
      'https://taxguru.in/?p=989654',
      'https://www.cabkgoyal.com/section-408-of-income-tax-act-2025-instalments-of-advance-tax-and-due-dates/',
      'https://www.taxheal.com/tds-compliance-2-0-new-dates-new-forms-and-the-mega-form-141.html',
    ],
  },
  {
    id: 'in-company-annual',
    country: 'India',
    topic: 'annual',
    title: 'Annual filings of an Indian private limited company: AGM, AOC-4, MGT-7, DIR-3 KYC',
    keywords: 'roc mca annual filing agm aoc-4 mgt-7 mgt-7a annual return financial statements dir-3 kyc private limited opc',
    points: [
      'The first AGM is held within 9 months of the close of the first financial year; later AGMs within 6 months of the year end, i.e. by 30 September.',
      'Financial statements (AOC-4) are filed within 30 days of the AGM, with an additional fee of ₹100 a day when late.',
      'The annual return MGT-7 (MGT-7A for small companies and OPCs) is filed within 60 days of the AGM — AGM on 30 September means 29 November — with ₹100 a day when late.',
      'DIR-3 KYC becomes a once-every-three-years filing by 30 June from 31 March 2026 (it was annual by 30 September).',
      'A small company is a private company with paid-up capital up to ₹10 crore and turnover up to ₹100 crore (from 1 December 2025).',
    ],
    sources: [
      'https://catargettestprep.com/learn/p2/corporate---other-law/annual-general-meeting--section-96',
      'https://ebizfiling.com/blog/penalties-for-non-filing-of-aoc-4-and-mgt-7/amp/',
      'https://helloauditor.com/what-is-the-statutory-due-date-for-annual-return-filing',
      'https://www.nscas.in/blogs/post/mca-raises-small-company-thresholds-amendment-to-definition-under-companies-act-2013',
    ],
  },
  {
    id: 'in-formation',
    country: 'India',
    topic: 'formation',
    title: 'After incorporating a company in India: the first filings',
    keywords:
      'incorporate company formation private limited register new company inc-20a commencement of business inc-22 first board meeting auditor adt-1 startup',
    points: [
      'Within 180 days of incorporation a company with share capital files INC-20A, the declaration for commencement of business; the company faces ₹50,000 and each officer in default ₹1,000 a day up to ₹1,00,000 if it does not.',
      'The registered office is verified through INC-22 within 30 days of incorporation, unless verified in SPICe+ at incorporation.',
      'The first board meeting is held within 30 days of incorporation, and the board appoints the first auditor within 30 days; ADT-1 is filed within 15 days of the appointment.',
      'DPIIT Startup India recognition is open to private limited companies, LLPs and partnership firms up to 10 years old with turnover up to ₹200 crore in every year (notification of 4 February 2026).',
    ],
    sources: [
      'https://easylegal.in/inc-20a-business-commencement',
      'https://lawrbit.com/?p=2233',
      'https://www.cavakil.com/services/appoint-your-company-auditor-adt-1',
      'https://clovelegal.com/?p=590',
    ],
  },
  {
    id: 'in-llp',
    country: 'India',
    topic: 'annual',
    title: 'Annual filings of an Indian LLP: Form 11 and Form 8',
    keywords: 'llp limited liability partnership form 11 form 8 annual return statement of account solvency designated partner',
    points: [
      'An LLP files its annual return, Form 11, within 60 days of the financial year end: by 30 May every year, with ₹100 a day when late.',
      'Form 8, the statement of account and solvency, is due by 30 October every year, also ₹100 a day when late.',
      'An LLP’s accounts must be audited when turnover exceeds ₹40 lakh or contribution exceeds ₹25 lakh.',
    ],
    sources: [
      'https://www.indiabizfiling.com/service/llp-annual-filing/',
      'https://companiesinn.com/articles/llp-annual-compliance-filings',
    ],
  },
  {
    id: 'us-formation',
    country: 'USA',
    topic: 'formation',
    title: 'Forming a US company: LLC or C-Corp, EIN and registered agent',
    keywords: 'usa us llc c-corp corporation delaware wyoming incorporate formation ein registered agent boi fincen form',
    points: [
      'Every corporation, multi-member LLC, LLC with employees and foreign-owned single-member LLC needs an EIN before its first return or payroll.',
      'Every entity keeps a registered agent in its state of formation and in each state where it is qualified; without one it loses good standing.',
      'Domestic US companies are exempt from beneficial ownership (BOI) reporting since FinCEN’s interim final rule of 26 March 2025; only foreign companies registered to do business in a state must file.',
      'A Delaware LLC pays a flat $300 annual tax by 1 June; a Delaware corporation files its annual report and franchise tax by 1 March (minimum $175 under the authorised-shares method, plus a $50 filing fee).',
    ],
    sources: [
      'https://rsmus.com/insights/tax-alerts/2019/reporting-requirement-of-a-foreign-owned-disregarded-entity.html',
      'https://regulations.justia.com/regulations/fedreg/2025/03/26/2025-05199.html',
      'https://www.statebusinesscompliance.com/blog/delaware-llc-annual-tax-2026',
      'https://www.mxk8bs.com/knowledge-base/delaware-annual-report',
    ],
  },
  {
    id: 'us-federal-tax',
    country: 'USA',
    topic: 'tax',
    title: 'US federal tax for companies: 1120, 1065, 5472, payroll forms',
    keywords: 'usa us irs federal tax return form 1120 1065 5472 foreign owned 941 940 w-2 1099-nec estimated tax payroll',
    points: [
      'A C-Corp files Form 1120 by the 15th day of the 4th month after its year end (15 April for a calendar year); Form 7004 extends it by 6 months.',
      'A multi-member LLC taxed as a partnership files Form 1065 by 15 March.',
      'A foreign-owned single-member LLC, or a US corporation at least 25% foreign-owned with related-party transactions, files Form 5472 with the (pro-forma) Form 1120 by 15 April; the penalty is $25,000 per form.',
      'Employers file Form 941 quarterly (30 April, 31 July, 31 October, 31 January), Form 940 and W-2s by 31 January.',
      'Form 1099-NEC is required for payments to non-employees above $2,000 for payments made after 31 December 2025 ($600 before).',
    ],
    sources: [
      'https://www.taxact.com/reference/library-calendar-corporations',
      'https://legalclarity.org/when-are-partnership-income-tax-returns-due',
      'https://compliance.dropwatchhq.com/obligation/irs-5472',
      'https://sovos.com/regulatory-updates/trr/one-big-beautiful-bill-raises-1099-reporting-thresholds',
    ],
  },
  {
    id: 'us-sales-tax',
    country: 'USA',
    topic: 'gst',
    title: 'US sales tax: economic nexus',
    keywords: 'usa us sales tax nexus wayfair ecommerce state threshold',
    points: [
      'After Wayfair most states use $100,000 of sales into the state in the current or prior calendar year as the economic-nexus threshold; 15 states had dropped the 200-transaction test by 1 July 2025.',
      'California and Texas use $500,000; New York $500,000 and 100 transactions; Alabama $250,000. Delaware, Montana, New Hampshire and Oregon have no state sales tax.',
    ],
    sources: [
      'https://suttax.avior.tax/doc/sut/economic-nexus-by-state',
      'https://cloud-prod.avlr.net/blog/en/north-america/2025/06/states-eliminating-economic-nexus-transaction-thresholds.html',
    ],
  },
  {
    id: 'uk-formation',
    country: 'UK',
    topic: 'formation',
    title: 'Running a UK limited company: Companies House filings',
    keywords:
      'uk united kingdom ltd limited company companies house confirmation statement cs01 annual accounts identity verification director',
    points: [
      'Every company files a confirmation statement (CS01) within 14 days after the end of each 12-month review period, which starts at incorporation.',
      'First accounts are due 21 months after incorporation; later accounts 9 months after the financial year end. Late filing costs a private company £150 (up to 1 month), £375 (1–3 months), £750 (3–6 months) or £1,500 (over 6 months), doubled if late two years running.',
      'From 18 November 2025 directors and PSCs must verify their identity; existing directors deliver their statement with the company’s next confirmation statement.',
    ],
    sources: [
      'https://www.gov.uk/government/publications/confirmation-statement/confirmation-statement',
      'http://gov.uk/first-company-accounts-and-return',
      'https://www.penningtonslaw.com/news-publications/latest-news/2025/companies-house-confirms-mandatory-identity-verification-from-18-november-2025-what-businesses-need-to-know',
    ],
  },
  {
    id: 'uk-tax',
    country: 'UK',
    topic: 'tax',
    title: 'UK company tax: Corporation Tax and the CT600',
    keywords: 'uk corporation tax ct600 hmrc company tax return register trading utr',
    points: [
      'Register for Corporation Tax within 3 months of starting to trade.',
      'Corporation Tax is paid 9 months and 1 day after the end of each accounting period.',
      'The Company Tax Return (CT600) is due 12 months after the end of the accounting period; late filing costs £100, another £100 after 3 months, then 10% of unpaid tax after 6 and 12 months.',
    ],
    sources: [
      'https://alliedfinancialgroup.co.uk/Insights/Digital-Marketing/entryid/37/corporation-tax-what-to-register-when-to-pay',
      'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92010',
      'https://www.gov.uk/company-tax-returns/penalties-for-late-filing',
    ],
  },
  {
    id: 'uk-vat',
    country: 'UK',
    topic: 'gst',
    title: 'UK VAT registration',
    keywords: 'uk vat value added tax registration threshold hmrc turnover',
    points: [
      'A business must register for VAT when UK taxable turnover exceeds £90,000 in any rolling 12 months (from 1 April 2024), or is expected to exceed £90,000 in the next 30 days alone.',
      'Under the historic test, notify HMRC within 30 days of the end of the month in which the threshold was passed. The deregistration threshold is £88,000.',
    ],
    sources: ['https://www.solvevat.co.uk/vat-registration', 'https://stokeaccounting.co.uk/resources/vat-registration-threshold-guide'],
  },
  {
    id: 'uk-payroll',
    country: 'UK',
    topic: 'labour',
    title: 'UK employers: PAYE and workplace pensions',
    keywords: 'uk paye payroll rti employees pension auto-enrolment employer fps eps',
    points: [
      'A company paying any employee (a director’s salary included) runs PAYE: the FPS is sent on or before each payday and HMRC is paid by the 22nd of the next tax month (19th by post).',
      'Workplace pension duties start with the first worker; the declaration of compliance is due within 5 months of the duties start date, with re-enrolment every 3 years.',
    ],
    sources: ['https://www.gov.uk/running-payroll', 'https://help.thepensionsregulator.gov.uk/faq/staging_date/New-Staging'],
  },
];
