import { describe, expect, it } from 'vitest';
import { quoteIndiaIncorporation, quoteUsaIncorporation } from './fees';
import {
  delawareFranchiseTaxMinor,
  founderSharesMessage,
  indiaRules,
  ownershipSumMessage,
  registeredAgentStateMessage,
  usaRules,
  validEmailFor,
  validPhoneFor,
} from './formation-rules';
import { indiaIncorporationBodySchema, usaIncorporationBodySchema } from './incorporation';

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  phone: '+91 98100 00000',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  ...extra,
});
const director = (name: string, resident = true) => person(name, { resident_in_india: resident });
/** The Private Limited's two subscribers, Rohan Das and Anita Sharma, taking these shares. */
const subscribers = (rohanShares: number, anitaShares: number) => [
  { name: 'Rohan Das', shares: rohanShares },
  { name: 'Anita Sharma', shares: anitaShares },
];

const privateLimited = {
  entity_type: 'Private Limited',
  company_name: 'Nimbus Foods Private Limited',
  state: 'Delhi',
  authorized_capital: 1,
  directors: [director('Rohan Das'), director('Anita Sharma', false)],
  subscribers: subscribers(6000, 4000),
};
const opc = {
  ...privateLimited,
  entity_type: 'OPC',
  directors: [director('Rohan Das')],
  nominee: person('Meera Das', { consent: true }),
  subscribers: [{ name: 'Rohan Das', shares: 10000 }],
};
const llp = { ...privateLimited, entity_type: 'LLP', authorized_capital: 0.5, subscribers: undefined };

/** The messages of a body's refusal, or [] when a registrar would take it. */
const refusals = (schema: typeof indiaIncorporationBodySchema | typeof usaIncorporationBodySchema, body: unknown) =>
  schema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('India: what the Companies Act 2013 and the LLP Act 2008 require of the people', () => {
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['a Private Limited with 2 directors, one resident, 2 subscribers', privateLimited, null],
    [
      's.149(1)(a): a Private Limited with 1 director',
      { ...privateLimited, directors: [director('Rohan Das')] },
      indiaRules.privateMinDirectors,
    ],
    [
      's.149(1)(b): 15 directors at most without a special resolution',
      { ...privateLimited, directors: Array.from({ length: 15 }, (_u, i) => director(`Director ${i}`)) },
      null,
    ],
    [
      's.149(1)(b): 16 directors',
      { ...privateLimited, directors: Array.from({ length: 16 }, (_u, i) => director(`Director ${i}`)) },
      'At most 15 people',
    ],
    [
      's.149(3): no director resident in India',
      { ...privateLimited, directors: [director('Rohan Das', false), director('Anita Sharma', false)] },
      indiaRules.residentDirector,
    ],
    [
      's.3(1)(b): a Private Limited with 1 subscriber',
      { ...privateLimited, subscribers: [{ name: 'Rohan Das', shares: 10 }] },
      indiaRules.privateMinSubscribers,
    ],
    [
      's.4(1)(e): a subscriber takes at least 1 whole share',
      { ...privateLimited, subscribers: subscribers(10, 0) },
      indiaRules.subscriberShares,
    ],
    [
      's.4(1)(e), s.61: shares within the authorised capital (₹1 lakh at ₹10 is 10,000 shares)',
      { ...privateLimited, subscribers: subscribers(6000, 4001) },
      'The subscribers take 10,001 shares, more than the 10,000 that the authorised capital of ₹1,00,000 allows at ₹10 a share (Companies Act 2013, s.4(1)(e) and s.61).',
    ],
    ['an OPC with 1 director and a consenting nominee', opc, null],
    [
      'spec §5: an OPC with 2 directors',
      { ...opc, directors: [director('Rohan Das'), director('Anita Sharma')] },
      indiaRules.opcOneDirector,
    ],
    ['rule 4: an OPC without a nominee', { ...opc, nominee: undefined }, indiaRules.nomineeRequired],
    [
      'rule 4(1): the nominee’s consent (Form INC-3) not given',
      { ...opc, nominee: { ...opc.nominee, consent: false } },
      indiaRules.nomineeConsent,
    ],
    ['rule 4: the nominee is the sole member', { ...opc, nominee: person('Rohan Das', { consent: true }) }, indiaRules.nomineeNotMember],
    [
      's.3(1)(c): an OPC with 2 subscribers',
      { ...opc, subscribers: [...opc.subscribers, { name: 'Meera Das', shares: 1 }] },
      indiaRules.opcOneSubscriber,
    ],
    [
      's.149(3): the OPC’s sole director is not resident',
      { ...opc, directors: [director('Rohan Das', false)] },
      indiaRules.residentDirector,
    ],
    ['an LLP with 2 designated partners, one resident', llp, null],
    ['LLP Act s.7(1): an LLP with 1 designated partner', { ...llp, directors: [director('Rohan Das')] }, indiaRules.llpMinPartners],
    [
      'LLP Act s.7(1), Explanation: no designated partner resident in India',
      { ...llp, directors: [director('Rohan Das', false), director('Anita Sharma', false)] },
      indiaRules.residentPartner,
    ],
    ['an LLP has no share capital to subscribe', { ...llp, subscribers: privateLimited.subscribers }, indiaRules.llpNoShares],
    ['a nominee belongs to an OPC only', { ...privateLimited, nominee: opc.nominee }, indiaRules.nomineeNotForOthers],
    [
      'each person’s email, named',
      { ...privateLimited, directors: [director('Rohan Das'), { ...director('Anita Sharma'), email: 'anita@' }] },
      validEmailFor('Anita Sharma'),
    ],
    [
      'each person’s phone, named',
      { ...privateLimited, directors: [{ ...director('Rohan'), phone: 'call me' }, director('Anita')] },
      validPhoneFor('Rohan'),
    ],
    [
      'whether each director is resident is asked',
      { ...privateLimited, directors: [person('Rohan Das'), director('Anita')] },
      'Say whether each director is resident in India',
    ],
  ];
  it.each(cases)('%s', (_rule, body, message) => {
    const messages = refusals(indiaIncorporationBodySchema, body);
    if (message === null) expect(messages).toEqual([]);
    else expect(messages).toContain(message);
  });

  it('a DSC for each director and each subscriber who is not a director; none for the OPC’s nominee', () => {
    const dsc = (body: Record<string, unknown>) => quoteIndiaIncorporation(indiaIncorporationBodySchema.parse(body)).fee_breakdown.dsc;
    expect(dsc(privateLimited)).toBe(5000);
    expect(dsc({ ...privateLimited, directors: [...privateLimited.directors, director('Kabir Rao')] })).toBe(7500);
    // A subscriber who is not a director (an angel) signs the e-MoA with a DSC of their own; the name match ignores case.
    expect(
      dsc({
        ...privateLimited,
        subscribers: [
          { name: 'rohan das', shares: 5000 },
          { name: 'Anita Sharma', shares: 4000 },
          { name: 'Isha Angel', shares: 1000 },
        ],
      }),
    ).toBe(7500);
    expect(dsc(opc)).toBe(2500);
    expect(dsc(llp)).toBe(5000);
  });
});

describe('USA: what the certificate of incorporation or the articles of organization and the first records need', () => {
  const member = (name: string, extra: Record<string, unknown>) => person(name, { phone: '+1 302 555 0100', ...extra });
  const llc = {
    country: 'USA',
    entity_type: 'LLC',
    company_name: 'Harbor Labs LLC',
    state: 'Delaware',
    management: 'member-managed',
    members: [member('Grace Hopper', { ownership_percent: 60 }), member('Alan Kay', { ownership_percent: 40 })],
  };
  const corp = {
    country: 'USA',
    entity_type: 'C-Corp',
    company_name: 'Harbor Labs Inc.',
    state: 'Delaware',
    authorized_shares: 10_000_000,
    par_value: 0.00001,
    incorporator: { name: 'Grace Hopper', email: 'grace@example.com' },
    members: [
      member('Grace Hopper', { shares: 6_000_000, is_director: true, officer_titles: ['President/CEO', 'Secretary'] }),
      member('Alan Kay', { shares: 3_000_000, is_director: false, officer_titles: [] }),
    ],
  };
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['an LLC whose members own 100%', llc, null],
    [
      'thirds: 33.33 + 33.33 + 33.34 is 100',
      { ...llc, members: [33.33, 33.33, 33.34].map((p, i) => member(`M${i}`, { ownership_percent: p })) },
      null,
    ],
    [
      'ownership adding up to 90%',
      { ...llc, members: [llc.members[0], { ...llc.members[1], ownership_percent: 30 }] },
      ownershipSumMessage(90),
    ],
    [
      'a member without a percentage',
      { ...llc, members: [llc.members[0], { ...llc.members[1], ownership_percent: undefined }] },
      usaRules.llcOwnershipEach,
    ],
    ['management not chosen', { ...llc, management: undefined }, usaRules.llcManagement],
    ['manager-managed without a manager', { ...llc, management: 'manager-managed' }, usaRules.llcManager],
    [
      'manager-managed with a manager',
      { ...llc, management: 'manager-managed', members: [{ ...llc.members[0], is_manager: true }, llc.members[1]] },
      null,
    ],
    ['a C-Corp with shares, an incorporator, a director and both officers in one person', corp, null],
    ['DGCL §102(a)(4): no authorised shares', { ...corp, authorized_shares: undefined }, usaRules.authorisedShares],
    ['DGCL §102(a)(4): no par value', { ...corp, par_value: undefined }, usaRules.parValue],
    ['DGCL §§101, 103: no incorporator', { ...corp, incorporator: undefined }, usaRules.incorporator],
    ['DGCL §141(b): no director', { ...corp, members: corp.members.map((m) => ({ ...m, is_director: false })) }, usaRules.director],
    [
      'DGCL §142(a): no secretary',
      { ...corp, members: [{ ...corp.members[0], officer_titles: ['President/CEO'] }, corp.members[1]] },
      usaRules.officers,
    ],
    [
      'DGCL §161: founders’ shares above the authorised',
      { ...corp, authorized_shares: 8_000_000 },
      founderSharesMessage(9_000_000, 8_000_000),
    ],
    [
      'DGCL §132: the registered agent’s address outside the state of formation',
      {
        ...corp,
        registered_agent: { provider: 'own', name: 'Agent Co', street: '1 Main St', city: 'Austin', state: 'Texas', zip: '73301' },
      },
      registeredAgentStateMessage('Delaware'),
    ],
    [
      'the founder’s own registered agent in the state',
      {
        ...corp,
        registered_agent: { provider: 'own', name: 'Agent Co', street: '1 Main St', city: 'Dover', state: 'Delaware', zip: '19901' },
      },
      null,
    ],
    [
      'each member’s email, named',
      { ...llc, members: [llc.members[0], { ...llc.members[1], email: 'alan at example.com' }] },
      validEmailFor('Alan Kay'),
    ],
  ];
  it.each(cases)('%s', (_rule, body, message) => {
    const messages = refusals(usaIncorporationBodySchema, body);
    if (message === null) expect(messages).toEqual([]);
    else expect(messages).toContain(message);
  });

  it('Charter’s registered agent is the default and a fee line; a founder’s own agent is not charged', () => {
    const parsed = usaIncorporationBodySchema.parse(llc);
    expect(parsed.registered_agent).toEqual({ provider: 'charter' });
    expect(quoteUsaIncorporation(parsed).fee_breakdown.registered_agent).toBe(99);
    const own = quoteUsaIncorporation({ ...parsed, registered_agent: { provider: 'own' } });
    expect(own.fee_breakdown.registered_agent).toBeUndefined();
    expect(own.total_amount).toBe(497 - 99);
  });
});

describe('Delaware franchise tax, Authorized Shares method (corp.delaware.gov/frtax/)', () => {
  it.each([
    [1, 175],
    [5_000, 175],
    [5_001, 250],
    [10_000, 250],
    [10_001, 335],
    [20_000, 335],
    [20_001, 420],
    [100_000, 250 + 85 * 9],
    [10_000_000, 85_165],
    [1_000_000_000, 200_000],
  ])('%i shares: $%i a year', (shares, dollars) => {
    expect(delawareFranchiseTaxMinor(shares)).toBe(dollars * 100);
  });
});
