import {
  authorisedShares,
  COMPANY_NAME_MAX_FOR_FORMATION,
  FORMATION_NAME_TOO_LONG,
  authorizedCapitalLakh,
  capitalOptionsFor,
  delawareFranchiseTaxMinor,
  indiaDirectorCountIssue,
  indiaIncorporationBodySchema,
  indiaStates,
  maximumDirectors,
  minimumDirectors,
  personIssue,
  registeredAgentSchema,
  usaIncorporationBodySchema,
  usaRules,
  usStates,
  type IndiaEntityType,
  type llcManagement,
  type UsEntityType,
  type UsOfficerTitle,
} from '@charter/shared';

export type IncorporationCountry = 'India' | 'USA';

/** One person of the People step; each entity type uses the fields it needs. */
export interface Person {
  name: string;
  phone: string;
  email: string;
  /** India: stays in India long enough in the financial year to count as resident (s.149(3); LLP Act s.7(1)). */
  resident: boolean;
  /** India (Private Limited, OPC): the shares this director subscribes in the MoA; USA C-Corp: the founder's shares. */
  shares: string;
  /** USA LLC: ownership in percent. */
  ownership: string;
  /** USA LLC, manager-managed. */
  manager: boolean;
  /** USA C-Corp. */
  director: boolean;
  titles: UsOfficerTitle[];
}

export interface Subscriber {
  name: string;
  shares: string;
}

export interface Nominee {
  name: string;
  phone: string;
  email: string;
  consent: boolean;
}

export interface RegisteredAgentForm {
  provider: 'charter' | 'own';
  name: string;
  street: string;
  city: string;
  zip: string;
}

export interface IncorporationForm {
  country: IncorporationCountry;
  entityType: IndiaEntityType | UsEntityType;
  companyName: string;
  state: string;
  /** Lakh: authorised capital (Private Limited, OPC) or capital contribution (LLP). India only. */
  capital: number;
  people: Person[];
  /** OPC: the nominee for the sole member. */
  nominee: Nominee;
  /** Private Limited, OPC: subscribers to the MoA who are not directors. */
  otherSubscribers: Subscriber[];
  /** USA LLC. */
  management: '' | (typeof llcManagement)[number];
  /** USA C-Corp. */
  authorizedShares: string;
  parValue: string;
  /** USA C-Corp: which of the people signs the certificate. */
  incorporator: number;
  registeredAgent: RegisteredAgentForm;
}

export const emptyPerson = (): Person => ({
  name: '',
  phone: '',
  email: '',
  resident: false,
  shares: '',
  ownership: '',
  manager: false,
  director: false,
  titles: [],
});

export function initialForm(country: IncorporationCountry): IncorporationForm {
  const entityType = country === 'India' ? 'Private Limited' : 'LLC';
  return {
    country,
    entityType,
    companyName: '',
    state: '',
    capital: authorizedCapitalLakh[0],
    // The fewest people the law allows for the entity (two directors for a Private Limited, s.149(1)(a)).
    people: Array.from({ length: country === 'India' ? minimumDirectors(entityType as IndiaEntityType) : 1 }, emptyPerson),
    nominee: { name: '', phone: '', email: '', consent: false },
    otherSubscribers: [],
    management: '',
    authorizedShares: '10000000',
    parValue: '0.00001',
    incorporator: 0,
    registeredAgent: { provider: 'charter', name: '', street: '', city: '', zip: '' },
  };
}

export const statesOf = (country: IncorporationCountry): readonly string[] => (country === 'India' ? indiaStates : usStates);

export function maxPeople(form: IncorporationForm): number {
  return form.country === 'India' ? maximumDirectors(form.entityType as IndiaEntityType) : 10;
}

/** Spec §4: choosing the count re-creates the list empty, one entry per person; a non-number counts as 1. */
export function withPeopleCount(form: IncorporationForm, count: number): IncorporationForm {
  const safe = Number.isFinite(count) && count >= 1 ? Math.min(Math.floor(count), maxPeople(form)) : 1;
  return { ...form, people: Array.from({ length: safe }, emptyPerson), incorporator: 0 };
}

/** Changing the entity type keeps the capital valid for it and the people within its limits. */
export function withEntityType(form: IncorporationForm, entityType: IncorporationForm['entityType']): IncorporationForm {
  const next = { ...form, entityType };
  if (form.country === 'India') {
    const options = capitalOptionsFor(entityType as IndiaEntityType);
    if (!options.includes(form.capital)) next.capital = options[0]!;
    if (form.people.length > maximumDirectors(entityType as IndiaEntityType)) next.people = [emptyPerson()];
  }
  return next;
}

export const detailsComplete = (form: IncorporationForm) => form.companyName.trim().length > 0 && form.state.length > 0;

export const personComplete = (person: Pick<Person, 'name' | 'phone' | 'email'>) => personIssue(person) === null;

/** "1,000" and " 1000 " are 1000; anything else is not a number (NaN), which the rules then refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '').trim()));

const isCompany = (form: IncorporationForm) => form.country === 'India' && form.entityType !== 'LLP';

/** The MoA's subscribers: each director with shares, then the subscribers who are not directors. */
export function subscribersOf(form: IncorporationForm): { name: string; shares: number }[] {
  const directors = form.people
    .filter((person) => person.shares.trim() !== '')
    .map((person) => ({ name: person.name.trim(), shares: numberOf(person.shares) }));
  const others = form.otherSubscribers.map((subscriber) => ({ name: subscriber.name.trim(), shares: numberOf(subscriber.shares) }));
  return [...directors, ...others];
}

export function subscribedShares(form: IncorporationForm): { taken: number; authorised: number } {
  const taken = subscribersOf(form).reduce((sum, subscriber) => sum + (Number.isFinite(subscriber.shares) ? subscriber.shares : 0), 0);
  return { taken, authorised: authorisedShares(form.capital) };
}

/** Delaware's yearly franchise tax for the chosen authorised shares (Authorized Shares method), in cents; null elsewhere. */
export function franchiseTaxMinor(form: IncorporationForm): number | null {
  const shares = numberOf(form.authorizedShares);
  if (form.entityType !== 'C-Corp' || form.state !== 'Delaware' || !Number.isInteger(shares) || shares < 1) return null;
  return delawareFranchiseTaxMinor(shares);
}

export type IncorporationRequestBody = ReturnType<typeof requestBody>;

/** The body the server prices and creates (spec §3 payloads, with what the law needs). */
export function requestBody(form: IncorporationForm) {
  const contact = (person: Pick<Person, 'name' | 'phone' | 'email'>) => ({
    name: person.name.trim(),
    phone: person.phone.trim(),
    email: person.email.trim(),
  });
  const base = {
    service_type: 'incorporation' as const,
    entity_type: form.entityType,
    company_name: form.companyName.trim(),
    state: form.state,
  };
  if (form.country === 'India') {
    return {
      ...base,
      authorized_capital: form.capital,
      directors: form.people.map((person) => ({ ...contact(person), resident_in_india: person.resident })),
      ...(form.entityType === 'OPC' ? { nominee: { ...contact(form.nominee), consent: form.nominee.consent } } : {}),
      ...(isCompany(form) ? { subscribers: subscribersOf(form) } : {}),
      currency: 'INR' as const,
    };
  }
  const agent = form.registeredAgent;
  const llc = form.entityType === 'LLC';
  const incorporator = form.people[form.incorporator];
  return {
    ...base,
    country: 'USA' as const,
    members: form.people.map((person) =>
      llc
        ? { ...contact(person), ownership_percent: numberOf(person.ownership), is_manager: person.manager }
        : { ...contact(person), shares: numberOf(person.shares), is_director: person.director, officer_titles: person.titles },
    ),
    ...(llc
      ? { management: form.management || undefined }
      : {
          authorized_shares: numberOf(form.authorizedShares),
          par_value: numberOf(form.parValue),
          incorporator: incorporator ? { name: incorporator.name.trim(), email: incorporator.email.trim() } : undefined,
        }),
    registered_agent:
      agent.provider === 'charter'
        ? { provider: 'charter' as const }
        : {
            provider: 'own' as const,
            name: agent.name.trim(),
            street: agent.street.trim(),
            city: agent.city.trim(),
            // The address is in the state of formation: the wizard asks no other state.
            state: form.state,
            zip: agent.zip.trim(),
          },
    currency: 'USD' as const,
  };
}

/** What stops Continue on the details step, in the founder's words (null: go on). */
export function detailsIssue(form: IncorporationForm): string | null {
  if (!detailsComplete(form)) return 'Please enter the company name and choose a state';
  if (form.companyName.trim().length > COMPANY_NAME_MAX_FOR_FORMATION) return FORMATION_NAME_TOO_LONG;
  if (form.country === 'India') return indiaDirectorCountIssue(form.entityType as IndiaEntityType, form.people.length);
  const body = requestBody(form);
  const agent = 'registered_agent' in body ? registeredAgentSchema.safeParse(body.registered_agent) : null;
  if (agent && !agent.success) return agent.error.issues[0]?.message ?? 'Enter the registered agent’s address';
  if (form.entityType === 'LLC') return form.management ? null : usaRules.llcManagement;
  const shares = numberOf(form.authorizedShares);
  if (!Number.isInteger(shares) || shares < 1) return usaRules.authorisedShares;
  const par = numberOf(form.parValue);
  if (!(par >= 0)) return usaRules.parValue;
  return null;
}

/**
 * What stops Continue on the people step: each person's own fields first (named), then the rules the server applies
 * to the whole body (the same shared schema), so the wizard never sends what the server would refuse.
 */
export function peopleIssue(form: IncorporationForm): string | null {
  const people = form.entityType === 'OPC' ? [...form.people, form.nominee] : form.people;
  for (const person of people) {
    const issue = personIssue(person);
    if (issue) return issue.message;
  }
  const schema = form.country === 'India' ? indiaIncorporationBodySchema : usaIncorporationBodySchema;
  const result = schema.safeParse(requestBody(form));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
