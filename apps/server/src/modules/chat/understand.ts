// What a founder asks (issue 29 §1): the kind of answer wanted and the obligation, service or formation it is about,
// read from the question's own words. Misspellings are corrected against the vocabulary the topics use, so "confirmation
// statment" and "wen is" read as written meant them; nothing here is keyed on whole questions.
import { TDS_STATEMENT_RULE_IDS } from '@charter/compliance';
import { indiaStates, usStates } from '@charter/shared';

export type Intent = 'due' | 'cost' | 'consequence' | 'applicability' | 'howto' | 'service' | 'overdue' | 'next' | 'open';

export type FormationEntity = 'Private Limited' | 'OPC' | 'LLP' | 'LLC' | 'C-Corp' | 'Ltd';

export interface FormationAsk {
  country: 'India' | 'USA' | 'UK' | undefined;
  entity: FormationEntity | undefined;
  state: string | undefined;
}

export interface Topic {
  key: string;
  /** Rule ids it may be, most likely first; the company's plan (or the country) decides which. */
  rules: readonly string[];
  /** Catalogue services it names without a rule (trademark, bank account), by country. */
  services?: readonly string[];
}

export interface Understanding {
  /** The question after spelling and shorthand are normalised. */
  text: string;
  intent: Intent;
  topics: Topic[];
  /** The next MCA filing, whichever form it is. */
  nextMcaFiling: boolean;
  formation: FormationAsk | null;
  /** Words that pick a variant: "quarterly", "monthly". */
  variant: 'monthly' | 'quarterly' | null;
}

// ---------- spelling ----------

/** Shorthand founders type, and the forms of words the topics are written with. */
const SHORTHAND: Record<string, string> = {
  wen: 'when',
  whn: 'when',
  r: 'are',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  whats: 'what is',
  wats: 'what is',
  wat: 'what',
  dont: 'do not',
  didnt: 'did not',
  cant: 'can not',
  im: 'i am',
  reg: 'registration',
  regn: 'registration',
  incorp: 'incorporation',
  pvt: 'private',
  ltd: 'limited',
  co: 'company',
  yr: 'year',
  amt: 'amount',
  govt: 'government',
};

const VOCABULARY = [
  ...'when deadline penalty penalties registration register confirmation statement accounts annual return returns franchise monthly quarterly consequence consequences applicable apply applies required mandatory necessary compulsory company companies delaware trademark formation incorporate incorporation private limited director directors filing filed file late missed happens charge charges price pricing cost costs much fees payment deposit contribution contributions employees employee professional establishment registered agent corporation partnership estimated withholding payroll pension provident insurance export exporter import undertaking invoice invoicing commencement business auditor appointment meeting general financial statements solvency deposits licence license return payable interest explain process documents need have does should must what which where how account audit update updated renew forms filings paying salary salaries staff hiring report reports tax taxes taxed'.split(
    ' ',
  ),
  ...[...usStates, ...indiaStates].flatMap((state) => state.toLowerCase().split(' ')),
];
const VOCABULARY_SET = new Set(VOCABULARY);

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let before: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      // A swap of two neighbours is one slip ("dealine", "penatly").
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** A word the vocabulary lacks, replaced by the vocabulary's word one slip away (two for long words). */
function corrected(word: string): string {
  if (word.length < 5 || VOCABULARY_SET.has(word) || /\d/.test(word)) return word;
  const limit = word.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of VOCABULARY) {
    const distance = editDistance(word, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? word;
}

/** Lower case, shorthand expanded, misspellings corrected, and form codes written one way ("gstr 3b" → "gstr3b"). */
export function normalise(question: string): string {
  const words = question
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}₹$£.%-]+/u)
    .flatMap((word) => word.split(/(?<=[a-z])-(?=[a-z])/))
    .filter(Boolean)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean)
    .map((word) => SHORTHAND[word] ?? corrected(word));
  return (
    ` ${words.join(' ')} `
      .replace(/\b(gstr|mgt|aoc|inc|adt|dir|dpt|msme|ct|cs|itr|pmt|rfd|ss|w|d|ptrc|ptec)[\s-]+(\d)/g, '$1$2')
      .replace(/\b(gstr|mgt|aoc|inc|adt|dir|dpt|msme|ct|cs|itr|pmt|rfd)-(\d)/g, '$1$2')
      .replace(/\bgstr(\d+)\s+([a-c])\b/g, 'gstr$1$2')
      .replace(/\b(form)\s*-\s*/g, 'form ')
      // Plurals of form numbers: "1099s", "w2s".
      .replace(/\b([a-z]?\d{1,4})s\b/g, '$1')
      .replace(/\s+/g, ' ')
  );
}

// ---------- intent ----------

const INTENT_PATTERNS: readonly [Intent, RegExp][] = [
  [
    'consequence',
    /\b(miss|missed|missing|late|penalt\w*|fines?|what happens|what if|do not (file|pay)|not (file|filing|pay|paying)|forgot|forget|skip\w*|consequences?|ignore|delay\w*|overdue)\b/,
  ],
  ['cost', /\b(cost\w*|price\w*|fees?|how much|charges?|charging|expensive|cheap|quote|budget|rates?)\b|[₹$£]/],
  ['due', /\b(when|due|deadlines?|last date|by when|dates?|due date|timeline|how long do i have|file by|pay by)\b/],
  [
    'applicability',
    /\b(do i|do we|does (it|this|that|my|our)|need|needed|have to|has to|apply|applies|applicable|required|require|mandatory|compulsory|necessary|must|should (i|we)|am i|are we|is (it|this) (required|needed|mandatory|applicable)|liable|exempt)\b/,
  ],
  ['service', /\b(buy|hire|service|services|can you|could you|do you (do|file|handle|offer)|help me|handle|outsource)\b/],
  [
    'howto',
    /\b(how (do|to|can|does|should)|what is|what are|what does|explain|meaning|means|process|steps|procedure|documents|guide|tell me about|what|which)\b/,
  ],
];

function intentOf(text: string): Intent {
  const hit = (intent: Intent) => INTENT_PATTERNS.find(([name]) => name === intent)![1].test(text);
  // "what does it cost": a price, not a definition; "penalty for late filing": a consequence, not a fee.
  if (/\b(late fees?|penalt\w*|fines?)\b/.test(text)) return 'consequence';
  for (const [intent, pattern] of INTENT_PATTERNS)
    if (pattern.test(text)) {
      // "do I need to file X by when": the date; "what is the deadline": the date, not a definition.
      if (intent === 'applicability' && hit('due') && /\b(when|deadline|last date|due date|by when)\b/.test(text)) return 'due';
      return intent;
    }
  if (/\b(overdue|behind|pending)\b/.test(text)) return 'overdue';
  return 'open';
}

// ---------- topics ----------

/** Most specific first: a topic that matches hides the broader ones listed in its `hides`. */
const TOPICS: readonly (Topic & { re: RegExp; hides?: readonly string[] })[] = [
  // India, GST
  { key: 'gstr9c', re: /\bgstr9c\b|\b9c\b|reconciliation statement/, rules: ['IN-GST-07'], hides: ['gstr9', 'gst-return', 'gst'] },
  {
    key: 'gstr9',
    re: /\bgstr9\b|gst annual return|annual gst return/,
    rules: ['IN-GST-06'],
    hides: ['gst-return', 'gst', 'annual-filing'],
  },
  { key: 'gstr1', re: /\bgstr1\b|\biff\b/, rules: ['IN-GST-01', 'IN-GST-02'], hides: ['gst-return', 'gst'] },
  { key: 'gstr3b', re: /\bgstr3b?\b/, rules: ['IN-GST-03', 'IN-GST-04-22', 'IN-GST-04-24'], hides: ['gst-return', 'gst'] },
  { key: 'pmt06', re: /\bpmt0?6\b/, rules: ['IN-GST-05'], hides: ['gst-return', 'gst'] },
  {
    key: 'qrmp',
    re: /\bqrmp\b|quarterly gst|gst quarterly/,
    rules: ['IN-GST-02', 'IN-GST-04-22', 'IN-GST-04-24', 'IN-GST-05'],
    hides: ['gst-return', 'gst'],
  },
  {
    key: 'lut',
    re: /\blut\b|letter of undertaking|\brfd11\b|zero rated|without (paying )?igst/,
    rules: ['IN-GST-08'],
    hides: ['gst', 'export'],
  },
  { key: 'einvoice', re: /\be ?invoic\w*|\birn\b/, rules: ['IN-GST-09'], hides: ['gst'] },
  {
    key: 'gst-return',
    re: /\bgst (return|returns|filing|filings|file)\b|\b(file|filing|return|returns) (for |of |my |our )*gst\b|\bgst\b.*\b(return|returns|filing)\b/,
    rules: ['IN-GST-01', 'IN-GST-03', 'IN-GST-02', 'IN-GST-04-22', 'IN-GST-04-24'],
    hides: ['gst'],
  },
  { key: 'gst', re: /\bgst\b|\bgstin\b|goods and services tax/, rules: ['IN-GST-REG'] },
  // India, MCA and LLP
  { key: 'inc20a', re: /\binc20a?\b|commencement of business/, rules: ['IN-MCA-01'] },
  { key: 'inc22', re: /\binc22\b|registered office verification|verify (the )?registered office/, rules: ['IN-MCA-02'] },
  { key: 'first-board', re: /first board meeting/, rules: ['IN-MCA-03'], hides: ['board'] },
  { key: 'board', re: /board meetings?/, rules: ['IN-MCA-04', 'IN-MCA-04-Q'] },
  { key: 'adt1', re: /\badt1\b|auditor/, rules: ['IN-MCA-05-ADT1', 'IN-MCA-09', 'IN-MCA-09-OPC', 'IN-MCA-05'] },
  { key: 'agm', re: /\bagm\b|annual general meeting/, rules: ['IN-MCA-06'] },
  { key: 'aoc4', re: /\baoc4\b|financial statements?\b/, rules: ['IN-MCA-07', 'IN-MCA-10'], hides: ['annual-filing'] },
  {
    key: 'mgt7',
    re: /\bmgt7a?\b|\bannual return\b/,
    rules: ['IN-MCA-08', 'IN-MCA-08-OLD', 'IN-MCA-08A', 'IN-MCA-08A-OLD', 'IN-MCA-11', 'IN-LLP-01'],
    hides: ['annual-filing'],
  },
  { key: 'dir3', re: /\bdir3\b|\bkyc\b/, rules: ['IN-MCA-12', 'IN-MCA-12-ANNUAL', 'IN-LLP-04', 'IN-LLP-04-ANNUAL'] },
  { key: 'dpt3', re: /\bdpt3\b|return of deposits?/, rules: ['IN-MCA-13'] },
  { key: 'msme1', re: /\bmsme1?\b|msme (return|form)/, rules: ['IN-MCA-14'] },
  { key: 'form11', re: /\bform 11\b|\bform11\b|llp annual return/, rules: ['IN-LLP-01'], hides: ['mgt7', 'annual-filing'] },
  { key: 'form8', re: /\bform 8\b|\bform8\b|solvency/, rules: ['IN-LLP-02'], hides: ['annual-filing'] },
  { key: 'llp-audit', re: /\bllp audit|audit of (the )?llp|statutory audit/, rules: ['IN-LLP-03'] },
  {
    key: 'annual-filing',
    re: /\b(roc|mca) annual (filing|filings|return|returns|compliance)\b|\bannual (filing|filings|compliance|compliances)\b/,
    rules: ['IN-MCA-07', 'IN-MCA-08', 'IN-MCA-08-OLD', 'IN-MCA-08A', 'IN-MCA-08A-OLD', 'IN-MCA-10', 'IN-MCA-11', 'IN-LLP-01', 'IN-LLP-02'],
  },
  // India, income tax
  { key: 'tax-audit', re: /\btax audit\b|\b44ab\b|\b3cd\b/, rules: ['IN-IT-04'], hides: ['itr'] },
  { key: 'advance-tax', re: /\badvance tax\b/, rules: ['IN-IT-05'], hides: ['itr'] },
  {
    key: 'tds-return',
    re: /\b(tds|tcs) (return|returns|statement|statements|filing)\b|\b(24q|26q|27q|27eq)\b|\bform (138|140|143|144)\b/,
    rules: [...TDS_STATEMENT_RULE_IDS],
    hides: ['tds'],
  },
  { key: 'tds', re: /\btds\b|\btcs\b|\bchallan\b|\bitns ?281\b/, rules: ['IN-IT-06', ...TDS_STATEMENT_RULE_IDS] },
  { key: 'itr', re: /\bitr\d?\b|income ?tax return|\bincome tax\b/, rules: ['IN-IT-01', 'IN-IT-02', 'IN-IT-03', 'IN-IT-03-JUL'] },
  // India, regulatory and labour
  { key: 'iec-update', re: /\biec\b.*\b(update|renew\w*)\b|\b(update|renew\w*)\b.*\biec\b/, rules: ['IN-FT-02'], hides: ['iec'] },
  { key: 'iec', re: /\biec\b|import ?export code|importer ?exporter|\bdgft\b/, rules: ['IN-FT-01', 'IN-FT-02'] },
  { key: 'fssai-return', re: /\bd1\b|\bd2\b|fssai (annual |half ?yearly )?return/, rules: ['IN-FS-04', 'IN-FS-05'], hides: ['fssai'] },
  { key: 'fssai', re: /\bfssai\b|food (licence|license|registration)/, rules: ['IN-FS-01', 'IN-FS-02', 'IN-FS-03'] },
  { key: 'dpiit', re: /\bdpiit\b|startup india|startup recognition/, rules: ['IN-DPIIT-01'] },
  {
    key: 'epf-registration',
    re: /\b(pf|epf|epfo|provident fund)\b.*\bregistration\b|\bregist\w* (for |under )?(pf|epf|provident)/,
    rules: ['IN-LAB-01'],
    hides: ['epf'],
  },
  { key: 'epf', re: /\b(pf|epf|epfo|provident fund|provident)\b/, rules: ['IN-LAB-02', 'IN-LAB-01'] },
  { key: 'esic', re: /\besic?\b|state insurance/, rules: ['IN-LAB-04', 'IN-LAB-03'] },
  {
    key: 'pt',
    re: /\bprofessional tax\b|\bptrc\b|\bptec\b|\bpt\b/,
    rules: ['IN-PT-KA', 'IN-PT-MH-PTRC-M', 'IN-PT-MH-PTRC-A', 'IN-PT-MH-PTEC', 'IN-PT-GJ', 'IN-PT-TS', 'IN-PT-WB', 'IN-PT-TN', 'IN-PT-SK'],
  },
  { key: 'shops', re: /\bshops?\b.*\bestablishment|\bshop act\b|\bgumasta\b/, rules: ['IN-SE-DL', 'IN-SE-KA', 'IN-SE-MH', 'IN-SE-MH-INT'] },
  { key: 'osh', re: /\bosh\b|shram suvidha/, rules: ['IN-LAB-05'] },
  // USA
  { key: 'ein', re: /\bein\b|employer identification|\bss4\b|tax id number/, rules: ['US-FED-01'] },
  { key: '5472', re: /\b5472\b/, rules: ['US-FED-05-CORP', 'US-FED-05'] },
  { key: '1120', re: /\b1120\b|corporat\w* (income )?tax return|federal (income )?tax return/, rules: ['US-FED-02'] },
  { key: '1065', re: /\b1065\b|partnership return/, rules: ['US-FED-03'] },
  { key: 'schedule-c', re: /schedule c\b/, rules: ['US-FED-04'] },
  { key: 'estimated', re: /\bestimated (tax|taxes|payments?)\b|\b1120w\b|\b1040es\b/, rules: ['US-FED-06', 'US-FED-07'] },
  { key: '941', re: /\b941\b/, rules: ['US-FED-08'] },
  { key: '940', re: /\b940\b|\bfuta\b/, rules: ['US-FED-09'] },
  { key: 'w2', re: /\bw2\b|\bw3\b/, rules: ['US-FED-10'] },
  { key: '1099', re: /\b1099\b/, rules: ['US-FED-11', 'US-FED-11-600'] },
  { key: 'de-llc-tax', re: /\bllc (annual )?tax\b|\$300 tax/, rules: ['US-DE-02', 'US-CA-03'] },
  {
    key: 'franchise-tax',
    re: /\bfranchise tax\b|\bannual report\b|\bannual list\b|\bbiennial\b|statement of information/,
    rules: [
      'US-DE-01',
      'US-DE-02',
      'US-DE-03',
      'US-CA-01',
      'US-CA-02',
      'US-TX-01',
      'US-TX-01-2025',
      'US-FL-01',
      'US-NV-01',
      'US-WY-01',
      'US-NY-01',
      'US-CA-06',
    ],
  },
  // UK
  { key: 'cs01', re: /\bcs01\b|confirmation statement/, rules: ['UK-CH-01'] },
  { key: 'idv', re: /identity verification|\bid verification|verify (my )?identity/, rules: ['UK-CH-02'] },
  { key: 'ct600', re: /\bct600\b|company tax return|corporation tax return/, rules: ['UK-CT-03'], hides: ['ct', 'accounts'] },
  { key: 'ct-register', re: /regist\w* (for )?corporation tax|corporation tax regist\w*/, rules: ['UK-CT-01'], hides: ['ct'] },
  { key: 'ct', re: /\bcorporation tax\b|\bcorp tax\b/, rules: ['UK-CT-02', 'UK-CT-03'] },
  { key: 'uk-accounts', re: /\baccounts\b|\baa01\b/, rules: ['UK-CH-03'] },
  { key: 'vat-return', re: /\bvat (return|returns|filing)\b|making tax digital|\bmtd\b/, rules: ['UK-VAT-02'], hides: ['vat'] },
  { key: 'vat', re: /\bvat\b/, rules: ['UK-VAT-01', 'UK-VAT-02'] },
  { key: 'paye', re: /\bpaye\b|\brti\b|\bpayroll\b/, rules: ['UK-PAYE-01', 'US-FED-08'] },
  { key: 'pension', re: /\bpension\b|auto ?enrol\w*/, rules: ['UK-PEN-01'] },
  { key: 'ico', re: /\bico\b|data protection fee/, rules: ['UK-ICO-01'] },
  // Services without a statutory rule
  {
    key: 'trademark-objection',
    re: /trade ?mark (objection|examination)|examination report/,
    rules: [],
    services: ['in-trademark-objection'],
    hides: ['trademark'],
  },
  {
    key: 'trademark',
    re: /\btrade ?marks?\b|\btm\b|brand (name )?(registration|protection)/,
    rules: [],
    services: ['in-trademark-filing', 'us-trademark-filing', 'uk-trademark-filing'],
  },
  {
    key: 'bank',
    re: /\bbank account\b|\bcurrent account\b|\bbanking\b/,
    rules: [],
    services: ['in-bank-account', 'us-bank-account', 'uk-bank-account'],
  },
  { key: 'agent', re: /\bregistered agent\b/, rules: [], services: ['us-registered-agent'] },
];

// ---------- formation ----------

const FORMATION_VERB =
  /\b(form|forming|formation|incorporat\w*|register|registration|registering|set ?up|setting up|start|starting|open|opening|launch|create|creating|new)\b/;

function entityOf(text: string): FormationEntity | undefined {
  if (/\bc ?corp\w*\b|\bcorporation\b|\binc\b/.test(text) && !/corporation tax/.test(text)) return 'C-Corp';
  if (/\bllc\b/.test(text)) return 'LLC';
  if (/\bllp\b/.test(text)) return 'LLP';
  if (/\bopc\b|one person company/.test(text)) return 'OPC';
  if (/\bprivate limited\b|\bprivate company\b|\bprivate\b/.test(text)) return 'Private Limited';
  if (/\blimited company\b|\blimited\b/.test(text)) return 'Ltd';
  return undefined;
}

const US_STATES = usStates.map((state) => [state, new RegExp(`\\b${state.toLowerCase()}\\b`)] as const);
const INDIA_STATES = indiaStates.map((state) => [state, new RegExp(`\\b${state.toLowerCase()}\\b`)] as const);

function formationOf(text: string, topics: readonly Topic[]): FormationAsk | null {
  const entity = entityOf(text);
  const company = /\b(company|business|startup|entity)\b/.test(text);
  if (!FORMATION_VERB.test(text) || (!entity && !company)) return null;
  // "GST registration", "register for VAT": a registration of an obligation, not of the company.
  if (topics.some((topic) => topic.rules.length > 0) && !entity) return null;
  if (
    topics.some((topic) => topic.rules.length > 0) &&
    !/\b(form (a|an|my|our|the|new)|forming|formation|incorporat\w*|set ?up|setting up|start\w*|open\w*|launch|create|new)\b/.test(text)
  )
    return null;
  const usState = US_STATES.find(([, pattern]) => pattern.test(text))?.[0];
  const indiaState = INDIA_STATES.find(([, pattern]) => pattern.test(text))?.[0];
  const country =
    entity === 'LLC' || entity === 'C-Corp' || usState || /\b(us|usa|america|united states)\b/.test(text)
      ? 'USA'
      : entity === 'Private Limited' || entity === 'OPC' || entity === 'LLP' || indiaState || /\bindia\b/.test(text)
        ? 'India'
        : entity === 'Ltd' || /\b(uk|united kingdom|england|britain)\b/.test(text)
          ? 'UK'
          : undefined;
  return { country, entity, state: country === 'USA' ? usState : country === 'India' ? indiaState : undefined };
}

/** The question's intent and subjects. */
export function understand(question: string): Understanding {
  const text = normalise(question);
  const matched = TOPICS.filter((topic) => topic.re.test(text));
  const hidden = new Set(matched.flatMap((topic) => topic.hides ?? []));
  const topics = matched
    .filter((topic) => !hidden.has(topic.key))
    .map(({ key, rules, services }) => ({ key, rules, ...(services ? { services } : {}) }));
  const nextMcaFiling =
    /\b(mca|roc)\b/.test(text) && !topics.some((topic) => topic.rules.some((id) => id.startsWith('IN-MCA') || id.startsWith('IN-LLP')));
  const formation = formationOf(text, topics);
  let intent = intentOf(text);
  if (intent === 'open' && (topics.length > 0 || formation)) intent = 'howto';
  if (/\b(next|upcoming|coming up|this month|calendar)\b/.test(text) && topics.length === 0 && !nextMcaFiling && !formation)
    intent = 'next';
  if (/\b(overdue|behind)\b/.test(text) && topics.length === 0) intent = 'overdue';
  return {
    text,
    intent,
    topics,
    nextMcaFiling,
    formation,
    variant: /\b(quarterly|qrmp|quarter)\b/.test(text) ? 'quarterly' : /\bmonthly\b/.test(text) ? 'monthly' : null,
  };
}
