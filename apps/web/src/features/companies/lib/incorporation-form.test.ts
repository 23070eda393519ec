import { describe, expect, it } from 'vitest';
import { detailsComplete, initialForm, personComplete, requestBody, withEntityType, withPeopleCount } from './incorporation-form';

describe('incorporation form', () => {
  it('re-creates the people list empty for the chosen count (1 for OPC, at most 10, 1 for a non-number)', () => {
    const form = { ...initialForm('India'), people: [{ name: 'A', phone: '1', email: 'a@b.co' }] };
    expect(withPeopleCount(form, 3).people).toEqual([
      { name: '', phone: '', email: '' },
      { name: '', phone: '', email: '' },
      { name: '', phone: '', email: '' },
    ]);
    expect(withPeopleCount(form, 40).people).toHaveLength(10);
    expect(withPeopleCount(form, Number.NaN).people).toHaveLength(1);
    expect(withPeopleCount(withEntityType(form, 'OPC'), 4).people).toHaveLength(1);
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
    expect(personComplete({ name: 'A', phone: '+1 555', email: 'a@b.co' })).toBe(true);
  });

  it('builds the spec §3 payloads', () => {
    const india = requestBody({ ...initialForm('India'), companyName: ' Acme ', state: 'Delhi' });
    expect(india).toMatchObject({ company_name: 'Acme', authorized_capital: 1, currency: 'INR', directors: [{ name: '' }] });
    expect(requestBody({ ...initialForm('USA'), state: 'Ohio' })).toMatchObject({
      country: 'USA',
      entity_type: 'LLC',
      members: [{}],
      currency: 'USD',
    });
  });
});
