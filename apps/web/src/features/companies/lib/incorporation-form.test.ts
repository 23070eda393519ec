import { describe, expect, it } from 'vitest';
import { indiaRules, ownershipSumMessage, usaRules } from '@charter/shared';
import {
  detailsComplete,
  detailsIssue,
  emptyPerson,
  franchiseTaxMinor,
  initialForm,
  peopleIssue,
  personComplete,
  requestBody,
  subscribedShares,
  withEntityType,
  withPeopleCount,
  type IncorporationForm,
  type Person,
} from './incorporation-form';

const person = (name: string, patch: Partial<Person> = {}): Person => ({
  ...emptyPerson(),
  name,
  phone: '+91 98100 00000',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  ...patch,
});
const privateLimited = (patch: Partial<IncorporationForm> = {}): IncorporationForm => ({
  ...initialForm('India'),
  companyName: 'Nimbus Foods Private Limited',
  state: 'Delhi',
  people: [person('Rohan Das', { resident: true, shares: '6000' }), person('Anita Sharma', { shares: '4000' })],
  ...patch,
});

describe('incorporation form', () => {
  it('re-creates the people list empty for the chosen count (1 for OPC, 15 directors, 10 partners, 1 for a non-number)', () => {
    const form = privateLimited();
    expect(withPeopleCount(form, 3).people).toEqual([emptyPerson(), emptyPerson(), emptyPerson()]);
    expect(withPeopleCount(form, 40).people).toHaveLength(15);
    expect(withPeopleCount(withEntityType(form, 'LLP'), 40).people).toHaveLength(10);
    expect(withPeopleCount(form, Number.NaN).people).toHaveLength(1);
    expect(withPeopleCount(withEntityType(form, 'OPC'), 4).people).toHaveLength(1);
  });

  it('starts a Private Limited with the 2 directors the law requires', () => {
    expect(initialForm('India').people).toHaveLength(2);
    expect(initialForm('USA').people).toHaveLength(1);
  });

  it('keeps the capital valid for the entity type', () => {
    expect(withEntityType({ ...initialForm('India'), capital: 5 }, 'LLP').capital).toBe(0.2);
    expect(withEntityType({ ...initialForm('India'), entityType: 'LLP', capital: 0.5 }, 'Private Limited').capital).toBe(1);
    expect(withEntityType({ ...initialForm('India'), capital: 1 }, 'LLP').capital).toBe(1);
  });

  it('needs a name and state, and each person’s name, phone and a valid email', () => {
    expect(detailsComplete({ ...initialForm('USA'), companyName: ' ', state: 'Ohio' })).toBe(false);
    expect(detailsComplete({ ...initialForm('USA'), companyName: 'Acme', state: 'Ohio' })).toBe(true);
    expect(personComplete({ name: 'A', phone: '1', email: 'nope' })).toBe(false);
    expect(personComplete({ name: 'A', phone: '+1 555 0100', email: 'a@b.co' })).toBe(true);
  });

  it('refuses one director on the details step with the law’s words', () => {
    expect(detailsIssue(privateLimited({ people: [person('Rohan Das', { resident: true })] }))).toBe(indiaRules.privateMinDirectors);
    expect(detailsIssue(privateLimited())).toBeNull();
    expect(detailsIssue({ ...privateLimited(), country: 'USA', entityType: 'LLC', state: 'Ohio' })).toBe(usaRules.llcManagement);
  });

  it('names the company name’s limit when it is over it', () => {
    expect(detailsIssue(privateLimited({ companyName: 'A'.repeat(161) }))).toBe('Company name must be at most 160 characters');
    expect(detailsIssue(privateLimited({ companyName: 'A'.repeat(160) }))).toBeNull();
  });

  it('the people step names the person whose email is wrong, then applies the shared rules', () => {
    const bad = privateLimited({ people: [person('Rohan', { resident: true, email: 'rohan@' }), person('Anita')] });
    expect(peopleIssue(bad)).toBe('Enter a valid email for Rohan');
    expect(peopleIssue(privateLimited({ people: [person('Rohan'), person('Anita')] }))).toBe(indiaRules.residentDirector);
    expect(peopleIssue(privateLimited())).toBeNull();
    const llc: IncorporationForm = {
      ...initialForm('USA'),
      companyName: 'Harbor LLC',
      state: 'Ohio',
      management: 'member-managed',
      people: [person('Grace', { ownership: '60' }), person('Alan', { ownership: '30' })],
    };
    expect(peopleIssue(llc)).toBe(ownershipSumMessage(90));
  });

  it('builds the payloads with the directors’ residence, the subscription and the OPC’s nominee', () => {
    const india = requestBody(privateLimited({ otherSubscribers: [{ name: 'Isha Angel', shares: '1,000' }] }));
    expect(india).toMatchObject({
      company_name: 'Nimbus Foods Private Limited',
      authorized_capital: 1,
      currency: 'INR',
      directors: [{ name: 'Rohan Das', resident_in_india: true }, { resident_in_india: false }],
      subscribers: [
        { name: 'Rohan Das', shares: 6000 },
        { name: 'Anita Sharma', shares: 4000 },
        { name: 'Isha Angel', shares: 1000 },
      ],
    });
    expect(subscribedShares(privateLimited())).toEqual({ taken: 10000, authorised: 10000 });
    const opc = requestBody({
      ...privateLimited(),
      entityType: 'OPC',
      people: [person('Rohan Das', { resident: true, shares: '10000' })],
      nominee: { name: 'Meera Das', phone: '+91 98100 00001', email: 'meera@example.com', consent: true },
    });
    expect(opc).toMatchObject({ nominee: { name: 'Meera Das', consent: true }, subscribers: [{ name: 'Rohan Das', shares: 10000 }] });
    expect(requestBody({ ...initialForm('USA'), state: 'Ohio' })).toMatchObject({
      country: 'USA',
      entity_type: 'LLC',
      members: [{}],
      registered_agent: { provider: 'charter' },
      currency: 'USD',
    });
  });

  it('a C-Corp in Delaware shows the franchise tax of its authorised shares; elsewhere none', () => {
    const corp: IncorporationForm = { ...initialForm('USA'), entityType: 'C-Corp', state: 'Delaware', authorizedShares: '10000000' };
    expect(franchiseTaxMinor(corp)).toBe(8_516_500);
    expect(franchiseTaxMinor({ ...corp, authorizedShares: '5000' })).toBe(17_500);
    expect(franchiseTaxMinor({ ...corp, state: 'Texas' })).toBeNull();
    const agent = requestBody({
      ...corp,
      registeredAgent: { provider: 'own', name: 'Agent Co', street: '1 Main St', city: 'Dover', zip: '19901' },
    });
    expect(agent).toMatchObject({ registered_agent: { provider: 'own', state: 'Delaware' } });
  });
});
