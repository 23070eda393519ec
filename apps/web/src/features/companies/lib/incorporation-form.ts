import {
  authorizedCapitalLakh,
  capitalOptionsFor,
  EMAIL_PATTERN,
  indiaStates,
  MAX_PEOPLE,
  usStates,
  type IndiaEntityType,
  type UsEntityType,
} from '@charter/shared';

export type IncorporationCountry = 'India' | 'USA';

export interface Person {
  name: string;
  phone: string;
  email: string;
}

export interface IncorporationForm {
  country: IncorporationCountry;
  entityType: IndiaEntityType | UsEntityType;
  companyName: string;
  state: string;
  /** Lakh: authorised capital (Private Limited, OPC) or capital contribution (LLP). India only. */
  capital: number;
  people: Person[];
}

export const emptyPerson = (): Person => ({ name: '', phone: '', email: '' });

export function initialForm(country: IncorporationCountry): IncorporationForm {
  return {
    country,
    entityType: country === 'India' ? 'Private Limited' : 'LLC',
    companyName: '',
    state: '',
    capital: authorizedCapitalLakh[0],
    people: [emptyPerson()],
  };
}

export const statesOf = (country: IncorporationCountry): readonly string[] => (country === 'India' ? indiaStates : usStates);

/** Spec §4: choosing the count re-creates the list empty, one entry per person; a non-number counts as 1. */
export function withPeopleCount(form: IncorporationForm, count: number): IncorporationForm {
  const max = form.entityType === 'OPC' ? 1 : MAX_PEOPLE;
  const safe = Number.isFinite(count) && count >= 1 ? Math.min(Math.floor(count), max) : 1;
  return { ...form, people: Array.from({ length: safe }, emptyPerson) };
}

/** Changing the entity type keeps the capital valid for it and OPC to one director. */
export function withEntityType(form: IncorporationForm, entityType: IncorporationForm['entityType']): IncorporationForm {
  const next = { ...form, entityType };
  if (form.country === 'India') {
    const options = capitalOptionsFor(entityType as IndiaEntityType);
    if (!options.includes(form.capital)) next.capital = options[0]!;
    if (entityType === 'OPC' && form.people.length > 1) next.people = [emptyPerson()];
  }
  return next;
}

export const detailsComplete = (form: IncorporationForm) => form.companyName.trim().length > 0 && form.state.length > 0;

export const personComplete = (person: Person) =>
  person.name.trim().length > 0 && person.phone.trim().length > 0 && EMAIL_PATTERN.test(person.email.trim());

/** The body the server prices and creates (spec §3 payloads). */
export function requestBody(form: IncorporationForm) {
  const people = form.people.map((person) => ({ name: person.name.trim(), phone: person.phone.trim(), email: person.email.trim() }));
  const base = {
    service_type: 'incorporation' as const,
    entity_type: form.entityType,
    company_name: form.companyName.trim(),
    state: form.state,
  };
  return form.country === 'India'
    ? { ...base, authorized_capital: form.capital, directors: people, currency: 'INR' as const }
    : { ...base, country: 'USA' as const, members: people, currency: 'USD' as const };
}
