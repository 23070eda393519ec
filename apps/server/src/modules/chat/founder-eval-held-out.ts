// The held-out part of the founders' evaluation (issue 29 §2): written before the question-understanding code and
// never tuned against. Questions are phrased as founders write them (short, informal, misspelled). Each names what the
// answer must be about (its subject), the facts it must state and what it must not say; dates, prices and verdicts are
// computed at run time from the engine's plan, the fee tables and the catalogue, never written here.
import { ask, type FounderCase } from './founder-eval-types';

const { inM, inQ, llp, de, uk, landing } = ask;

export const heldOutCases: FounderCase[] = [
  // ---------- due date ----------
  inM(
    'When is my GST return due?',
    'due',
    { rules: [['IN-GST-01'], ['IN-GST-03']] },
    { not: ['Letter of Undertaking', 'no fixed due date'] },
  ),
  inQ('gst return deadline?', 'due', { rules: [['IN-GST-02'], ['IN-GST-04-22']] }, { not: ['GSTR-1 monthly', 'GSTR-3B monthly'] }),
  inM('wen is the next mca filing due', 'due', { nextMca: true }),
  llp('form 11 last date?', 'due', { rules: [['IN-LLP-01']] }),
  de('when do i have to pay delaware franchise tax', 'due', { rules: [['US-DE-01']] }, { not: ['LLC annual tax'] }),
  uk('confirmation statment due date', 'due', { rules: [['UK-CH-01']] }),
  uk('when r my accounts due at companies house', 'due', { rules: [['UK-CH-03']] }),
  inM('tds return due when', 'due', {
    rules: [
      ['IN-IT-07-24Q', 'IN-IT-07-138', 'IN-IT-07-26Q', 'IN-IT-07-140', 'IN-IT-07-27Q', 'IN-IT-07-144', 'IN-IT-07-27EQ', 'IN-IT-07-143'],
    ],
  }),
  landing(['India'], 'gstr 3b due date for monthly filers', 'due', { rules: [['IN-GST-03']] }, { facts: ['20th'] }),
  landing(['USA'], 'when is form 1120 due', 'due', { rules: [['US-FED-02']] }, { facts: ['15 April'] }),
  inQ('pf payment due date', 'due', { rules: [['IN-LAB-02']] }),

  // ---------- cost ----------
  landing(
    [],
    'What does it cost to form a Delaware C-Corp?',
    'cost',
    { formation: { country: 'USA', entity: 'C-Corp', state: 'Delaware' } },
    { facts: [({ usStateFee }) => usStateFee('Delaware')], not: ['LLC annual tax', 'TDS', 'Form 24Q'] },
  ),
  landing(
    ['India'],
    'price for pvt ltd registration in maharashtra',
    'cost',
    { formation: { country: 'India', entity: 'Private Limited', state: 'Maharashtra' } },
    { not: ['AOC-4', 'MGT-7'] },
  ),
  landing(
    ['India'],
    'how much for llp formation',
    'cost',
    { formation: { country: 'India', entity: 'LLP', state: null } },
    { not: ['Form 11'] },
  ),
  landing(['India'], 'trademark registration cost india', 'cost', { service: 'in-trademark-filing' }, { not: ['INC-20A'] }),
  inM('how much do you charge for gst returns', 'cost', { service: 'in-gst-monthly-returns' }),
  inQ('cost of gst filing for me', 'cost', { service: 'in-gst-qrmp-returns' }, { not: ['GST Monthly Returns'] }),
  de('what do u charge for the 5472', 'cost', { service: 'us-form-5472' }),
  uk('how much is the confirmation statement', 'cost', { service: 'uk-confirmation-statement' }),
  llp('llp annual filing fees?', 'cost', { service: 'in-llp-annual-filing' }),
  landing(
    ['USA'],
    'cost to set up an llc in wyoming',
    'cost',
    { formation: { country: 'USA', entity: 'LLC', state: 'Wyoming' } },
    { facts: [({ usStateFee }) => usStateFee('Wyoming')] },
  ),
  inM('what does dir3 kyc cost', 'cost', { service: 'in-dir-3-kyc' }),

  // ---------- consequence ----------
  inM('What if I miss DIR-3 KYC?', 'consequence', { rules: [['IN-MCA-12', 'IN-MCA-12-ANNUAL']] }, { facts: ['deactivated'] }),
  inM('penalty for late mgt7', 'consequence', { rules: [['IN-MCA-08', 'IN-MCA-08-OLD']] }, { facts: ['₹100'] }),
  inM('what happens if gstr 9 is filed late', 'consequence', { rules: [['IN-GST-06']] }, { facts: ['₹50'] }),
  llp('late fee for form 8', 'consequence', { rules: [['IN-LLP-02']] }, { facts: ['₹100'] }),
  de('what if i dont file 5472', 'consequence', { rules: [['US-FED-05-CORP']] }, { facts: ['$25,000'] }),
  de('delaware franchise tax paid late - penalty?', 'consequence', { rules: [['US-DE-01']] }, { facts: ['$200', '1.5%'] }),
  uk('late accounts penalty uk', 'consequence', { rules: [['UK-CH-03']] }, { facts: ['£150', '£1,500'] }),
  uk('what happens if I file ct600 late', 'consequence', { rules: [['UK-CT-03']] }, { facts: ['£100'] }),
  inQ(
    'missed tds return, whats the fine',
    'consequence',
    {
      rules: [
        ['IN-IT-07-24Q', 'IN-IT-07-138', 'IN-IT-07-26Q', 'IN-IT-07-140', 'IN-IT-07-27Q', 'IN-IT-07-144', 'IN-IT-07-27EQ', 'IN-IT-07-143'],
      ],
    },
    { facts: ['₹200'] },
  ),
  landing(['India'], 'penalty for not filing inc 20a', 'consequence', { rules: [['IN-MCA-01']] }, { facts: ['₹50,000'] }),
  inM('consequence of late pf deposit', 'consequence', { rules: [['IN-LAB-02']] }, { facts: ['12%'] }),

  // ---------- applicability ----------
  inM('do i need esic', 'applicability', { rules: [['IN-LAB-03', 'IN-LAB-04']] }, { verdict: 'IN-LAB-04', facts: ['25 employees'] }),
  llp('does tax audit apply to us', 'applicability', { rules: [['IN-IT-04']] }, { verdict: 'IN-IT-04' }),
  de(
    'is form 5472 required for my company',
    'applicability',
    { rules: [['US-FED-05-CORP']] },
    { verdict: 'US-FED-05-CORP', facts: ['foreign-owned'] },
  ),
  uk('do i have to register for vat', 'applicability', { rules: [['UK-VAT-01']] }, { verdict: 'UK-VAT-01' }),
  inQ('need an LUT?', 'applicability', { rules: [['IN-GST-08']] }, { verdict: 'IN-GST-08' }),
  inM('is gstr-9c applicable for me', 'applicability', { rules: [['IN-GST-07']] }, { verdict: 'IN-GST-07' }),
  landing(
    ['India'],
    'do i need gst registration for a service business making 15 lakh',
    'applicability',
    { rules: [['IN-GST-REG']] },
    { facts: ['₹20 lakh'] },
  ),
  landing(['UK'], 'do i need to register for vat in the uk', 'applicability', { rules: [['UK-VAT-01']] }, { facts: ['£90,000'] }),
  llp('do we need gst', 'applicability', { rules: [['IN-GST-REG']] }, { verdict: 'IN-GST-REG', facts: [({ turnover }) => turnover] }),
  inQ('professional tax applicable?', 'applicability', { rules: [['IN-PT-KA']] }, { verdict: 'IN-PT-KA' }),
  de('do i need an ein', 'applicability', { rules: [['US-FED-01']] }, { verdict: 'US-FED-01' }),

  // ---------- what is it / how do I ----------
  inM('how do i file gstr1', 'howto', { rules: [['IN-GST-01']] }, { facts: ['11th'], not: ['quarterly return of outward supplies'] }),
  landing(['India'], 'what is inc-20a', 'howto', { rules: [['IN-MCA-01']] }, { facts: ['180 days'] }),
  uk('what is a confirmation statement', 'howto', { rules: [['UK-CH-01']] }, { facts: ['14 days'] }),
  de('what is form 1120', 'howto', { rules: [['US-FED-02']] }, { facts: ['15 April'] }),
  inQ('how does qrmp work', 'howto', { rules: [['IN-GST-02'], ['IN-GST-04-22']] }, { facts: ['13th'] }),
  llp('how to do llp annual filing', 'howto', { rules: [['IN-LLP-01'], ['IN-LLP-02']] }),
  inM('what is msme-1', 'howto', { rules: [['IN-MCA-14']] }, { facts: ['45 days'] }),
  landing(['USA'], 'what is a registered agent', 'howto', { service: 'us-registered-agent' }),
  uk('explain paye rti', 'howto', { rules: [['UK-PAYE-01']] }, { facts: ['22nd'] }),
  landing(['India'], 'how to get iec code', 'howto', { rules: [['IN-FT-01']] }, { facts: ['shipment'] }),
  inM('whats dpt-3', 'howto', { rules: [['IN-MCA-13']] }, { facts: ['30 June'] }),
];
