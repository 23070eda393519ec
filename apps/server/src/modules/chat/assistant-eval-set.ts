// The assistants' evaluation set (issue 13 §1 quality bar): questions and the facts each answer must contain.
// General questions carry literal facts from the knowledge base's research; advisor questions compute theirs from the
// engine's plan of the evaluated company at run time (its dates, its late fees, its reasons), never from this file.
import type { ComplianceList, Requirement } from '@charter/shared';

export interface GeneralCase {
  question: string;
  countries?: string[];
  facts: string[];
}

export interface AdvisorContext {
  plan: ComplianceList;
  /** A company's currency amount as the engine formats it. */
  money: (major: number) => string;
  turnover: number;
}

export interface AdvisorCase {
  question: string;
  facts: (context: AdvisorContext) => string[];
}

export const generalCases: GeneralCase[] = [
  { question: 'Do I need GST registration in India?', facts: ['₹40 lakh', '₹20 lakh', 's.22'] },
  { question: 'What is the GST threshold for a services business?', countries: ['India'], facts: ['₹20 lakh'] },
  { question: 'Does an exporter of goods need GST registration?', countries: ['India'], facts: ['regardless of turnover'] },
  { question: 'When is GSTR-3B due?', facts: ['20th of the following month'] },
  { question: 'When is GSTR-1 due for monthly filers?', facts: ['11th of the following month'] },
  { question: 'What is the late fee for GSTR-9?', facts: ['₹50 a day', '31 December'] },
  { question: 'How do I get an FSSAI food licence?', facts: ['₹12 lakh', '₹20 crore', 'Form A'] },
  { question: 'What does the FSSAI central licence cost?', facts: ['₹7,500'] },
  { question: 'When is the FSSAI annual return due?', facts: ['31 May', 'D-1'] },
  { question: 'What is an IEC and when must it be updated?', countries: ['India'], facts: ['DGFT', '1 April and 30 June'] },
  { question: 'What is an LUT for exports?', countries: ['India'], facts: ['RFD-11', 'before the first zero-rated supply'] },
  { question: 'When do I need PF registration?', facts: ['20 or more employees'] },
  { question: 'When is ESIC registration required?', facts: ['10 or more employees', '₹21,000'] },
  { question: 'When are PF contributions due?', facts: ['15th of the following month'] },
  { question: 'When is the income tax return of an Indian company due?', facts: ['31 October'] },
  { question: 'Who needs a tax audit in India?', facts: ['₹1 crore', '30 September'] },
  { question: 'What are the advance tax dates in India?', facts: ['15 June', '15 September', '15 December', '15 March'] },
  { question: 'When must TDS be deposited?', countries: ['India'], facts: ['7th of the following month', '30 April'] },
  { question: 'When is MGT-7 filed?', facts: ['60 days of the AGM'] },
  { question: 'When must AOC-4 be filed?', facts: ['30 days of the AGM'] },
  { question: 'What counts as a small company in India?', facts: ['₹10 crore', '₹100 crore'] },
  { question: 'What is INC-20A and when is it due?', facts: ['180 days'] },
  { question: 'When is LLP Form 11 due?', facts: ['30 May'] },
  { question: 'Do I need an EIN for my LLC?', facts: ['EIN'] },
  { question: 'Does my US company need to file a BOI report?', facts: ['26 March 2025', 'exempt'] },
  { question: 'What is the Delaware LLC annual tax?', facts: ['$300', '1 June'] },
  { question: 'When is Form 1120 due?', facts: ['15 April'] },
  { question: 'What is the penalty for missing Form 5472?', facts: ['$25,000'] },
  { question: 'What is the 1099-NEC threshold now?', facts: ['$2,000'] },
  { question: 'What is the sales tax nexus threshold in the US?', facts: ['$100,000'] },
  { question: 'What is the UK VAT registration threshold?', facts: ['£90,000'] },
  { question: 'When is a confirmation statement due at Companies House?', facts: ['14 days'] },
  { question: 'When are first accounts due at Companies House?', facts: ['21 months'] },
  { question: 'What is the penalty for filing UK accounts late?', facts: ['£150', '£1,500'] },
  { question: 'When do I pay Corporation Tax in the UK?', facts: ['9 months and 1 day'] },
  { question: 'When is the CT600 due?', facts: ['12 months'] },
  { question: 'When must a UK employer pay PAYE to HMRC?', facts: ['22nd'] },
  { question: 'What will the weather be in Paris tomorrow?', facts: ['I don’t know'] },
];

const open = (plan: ComplianceList, test: (requirement: Requirement) => boolean) =>
  plan.requirements
    .filter((requirement) => test(requirement) && requirement.status !== 'completed')
    .sort(
      (a, b) =>
        Number(b.status === 'overdue') - Number(a.status === 'overdue') || (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'),
    );
/** The occurrence the advisor should name for a filing: the overdue one, else the next open one. */
const dueOf = (plan: ComplianceList, test: (requirement: Requirement) => boolean) => {
  const found = open(plan, test)[0];
  return found?.due_date ? [found.due_date] : ['(no open occurrence)'];
};

export const advisorCases: AdvisorCase[] = [
  { question: 'When is my MGT-7 due?', facts: ({ plan }) => dueOf(plan, (r) => r.name.startsWith('MGT-7 ')) },
  { question: 'When is my AOC-4 due?', facts: ({ plan }) => dueOf(plan, (r) => r.name.startsWith('AOC-4')) },
  { question: 'When is the IEC annual update due?', facts: ({ plan }) => dueOf(plan, (r) => r.rule_id === 'IN-FT-02') },
  { question: 'When is my next GSTR-3B due?', facts: ({ plan }) => dueOf(plan, (r) => r.name.startsWith('GSTR-3B')) },
  {
    question: 'Do I need GST?',
    facts: ({ money, turnover, plan }) => [
      money(turnover),
      '₹20 lakh',
      plan.requirements.find((r) => r.rule_id === 'IN-GST-REG')?.source_url ?? 'IN-GST-REG',
    ],
  },
  {
    question: 'What is overdue?',
    facts: ({ plan }) =>
      open(plan, (r) => r.status === 'overdue')
        .slice(0, 8)
        .flatMap((r) => [r.name, r.due_date!]),
  },
  {
    question: 'What is due next?',
    facts: ({ plan }) =>
      open(plan, (r) => r.status !== 'overdue' && r.due_date !== null && r.due_date >= plan.as_of)
        .slice(0, 5)
        .map((r) => r.due_date!),
  },
  { question: 'How much does a late MGT-7 cost per day?', facts: () => ['₹100 for each day'] },
  {
    question: 'Why does the FSSAI central licence apply to us?',
    facts: ({ plan }) => {
      const licence = plan.requirements.find((r) => r.rule_id === 'IN-FS-03');
      return licence ? ['you run a food business', licence.source_url] : ['(FSSAI central licence not planned)'];
    },
  },
  {
    question: 'What should I buy to fix my overdue filings?',
    facts: ({ plan }) =>
      open(plan, (r) => r.status === 'overdue' && r.product_id !== null)
        .slice(0, 3)
        .map((r) => r.name),
  },
];
