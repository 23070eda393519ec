import { EMAIL_PATTERN } from '../common/field-rules';
import { formatMoney } from '../money/format-money';
import { toMinor } from '../money/money';

/*
 * What a registrar checks before it accepts a formation, as plain functions over the wizard's body: the Zod contracts
 * (incorporation.ts) add each issue to the request's validation, and the wizard shows the same message before it asks
 * the server. Where a statute is stricter than the product spec (one director is enough in spec §5), the statute wins
 * and the message names its section.
 */

export interface FormationIssue {
  /** Where the issue belongs in the body (the error handler prefixes the first segment to the detail). */
  path: (string | number)[];
  message: string;
  /** A stable name for the rule, so the wizard can tell which step an issue belongs to. */
  rule: string;
}

// ---------- people ----------

export const PERSON_FIELDS_MESSAGE = 'Please fill in every person’s name, phone and email';
export const PHONE_PATTERN = /^[+\d][\d\s().-]{5,}$/;
export const validEmailFor = (name: string) => `Enter a valid email for ${name}`;
export const validPhoneFor = (name: string) => `Enter a valid phone number for ${name}`;

/**
 * One person's own fields, in the order a founder reads them: a missing field first (the spec's message), then a
 * malformed phone or email named after the person, so several people are told apart.
 */
export function personIssue(person: {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
}): { field: 'name' | 'phone' | 'email'; message: string } | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [name, phone, email] = [text(person.name), text(person.phone), text(person.email)];
  if (!name) return { field: 'name', message: PERSON_FIELDS_MESSAGE };
  if (!phone) return { field: 'phone', message: PERSON_FIELDS_MESSAGE };
  if (!email) return { field: 'email', message: PERSON_FIELDS_MESSAGE };
  if (!PHONE_PATTERN.test(phone)) return { field: 'phone', message: validPhoneFor(name) };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: validEmailFor(name) };
  return null;
}

// ---------- India ----------

/** The wizard asks no face value: every share is ₹10, as most private companies' MoA says. */
export const SHARE_FACE_VALUE_RUPEES = 10;
/** Spec §5 allows at most 10 people; the Companies Act allows a private company 15 directors (s.149(1)(b)). */
export const MAX_PEOPLE = 10;
export const PRIVATE_LIMITED_MAX_DIRECTORS = 15;
/** s.2(68): a private company has at most 200 members. */
export const PRIVATE_COMPANY_MAX_MEMBERS = 200;

export const OPC_DIRECTOR_MESSAGE = 'OPC can have only 1 director';

export const indiaRules = {
  privateMinDirectors: 'A Private Limited company needs at least 2 directors (Companies Act 2013, s.149(1)(a)).',
  privateMaxDirectors:
    'A Private Limited company can have at most 15 directors; more needs a special resolution of its members after incorporation (Companies Act 2013, s.149(1)(b)).',
  opcOneDirector: OPC_DIRECTOR_MESSAGE,
  residentDirector:
    'At least one director must be resident in India, staying in India for at least 182 days in the financial year (Companies Act 2013, s.149(3)).',
  llpMinPartners: 'An LLP needs at least 2 designated partners (LLP Act 2008, s.7(1)).',
  llpMaxPartners: `Charter forms an LLP with at most ${MAX_PEOPLE} designated partners.`,
  residentPartner:
    'At least one designated partner must be resident in India, staying in India for at least 120 days in the financial year (LLP Act 2008, s.7(1)).',
  nomineeRequired:
    'A One Person Company names a nominee for its sole member, who consents in Form INC-3 (Companies (Incorporation) Rules 2014, rule 4).',
  nomineeConsent:
    'The nominee must consent in writing in Form INC-3: tick the nominee’s consent (Companies (Incorporation) Rules 2014, rule 4(1)).',
  nomineeNotMember: 'The nominee must be someone other than the sole member (Companies (Incorporation) Rules 2014, rule 4).',
  nomineeNotForOthers: 'Only a One Person Company names a nominee.',
  privateMinSubscribers:
    'A Private Limited company needs at least 2 subscribers to its memorandum, each taking at least 1 share (Companies Act 2013, s.3(1)(b)).',
  privateMaxSubscribers: `A private company has at most ${PRIVATE_COMPANY_MAX_MEMBERS} members (Companies Act 2013, s.2(68)).`,
  opcOneSubscriber: 'A One Person Company has exactly 1 subscriber, its sole member (Companies Act 2013, s.3(1)(c)).',
  llpNoShares: 'An LLP has no share capital: its partners contribute capital instead of subscribing shares.',
  subscriberShares: 'Each subscriber takes a whole number of shares, at least 1 (Companies Act 2013, s.4(1)(e)).',
} as const;

export type IndiaEntity = 'Private Limited' | 'OPC' | 'LLP';

/** Spec §5: authorised capital for Private Limited and OPC, capital contribution for an LLP, in lakh. */
export const authorizedCapitalLakh = [1, 5, 10] as const;
export const llpContributionLakh = [0.2, 0.5, 1] as const;

export function capitalOptionsFor(entity: IndiaEntity): readonly number[] {
  return entity === 'LLP' ? llpContributionLakh : authorizedCapitalLakh;
}

/** The fewest directors (designated partners for an LLP) the law allows. */
export function minimumDirectors(entity: IndiaEntity): number {
  return entity === 'OPC' ? 1 : 2;
}

export function maximumDirectors(entity: IndiaEntity): number {
  return entity === 'OPC' ? 1 : entity === 'LLP' ? MAX_PEOPLE : PRIVATE_LIMITED_MAX_DIRECTORS;
}

/** The wizard's second step asks only the count: the issue with it, if any. */
export function indiaDirectorCountIssue(entity: IndiaEntity, count: number): string | null {
  if (entity === 'OPC') return count === 1 ? null : indiaRules.opcOneDirector;
  if (entity === 'LLP') return count < 2 ? indiaRules.llpMinPartners : count > MAX_PEOPLE ? indiaRules.llpMaxPartners : null;
  return count < 2 ? indiaRules.privateMinDirectors : count > PRIVATE_LIMITED_MAX_DIRECTORS ? indiaRules.privateMaxDirectors : null;
}

/** How many shares the authorised capital (in lakh) divides into at ₹10 a share. */
export function authorisedShares(capitalLakh: number): number {
  return Math.round((capitalLakh * 100_000) / SHARE_FACE_VALUE_RUPEES);
}

export function subscribedSharesIssue(total: number, capitalLakh: number): string | null {
  const limit = authorisedShares(capitalLakh);
  if (total <= limit) return null;
  const capital = formatMoney(toMinor(capitalLakh * 100_000, 'INR'), 'INR');
  return `The subscribers take ${total.toLocaleString('en-IN')} shares, more than the ${limit.toLocaleString('en-IN')} that the authorised capital of ${capital} allows at ₹${SHARE_FACE_VALUE_RUPEES} a share (Companies Act 2013, s.4(1)(e) and s.61).`;
}

interface IndiaPeople {
  entity_type: IndiaEntity;
  authorized_capital: number;
  directors?: readonly { name?: unknown; resident_in_india?: unknown }[] | undefined;
  nominee?: { name?: unknown; consent?: unknown } | undefined;
  subscribers?: readonly { name?: unknown; shares?: unknown }[] | undefined;
}

const key = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase().replace(/\s+/g, ' ') : '');

/** Every rule of the Acts that spans the people of an India formation, in the order the wizard asks them. */
export function indiaFormationIssues(body: IndiaPeople): FormationIssue[] {
  const issues: FormationIssue[] = [];
  const add = (rule: string, path: FormationIssue['path'], message: string) => issues.push({ rule, path, message });
  const entity = body.entity_type;
  const directors = body.directors ?? [];
  const countIssue = indiaDirectorCountIssue(entity, directors.length);
  if (countIssue) add('directors.count', ['directors'], countIssue);
  if (directors.length > 0 && !directors.some((director) => director.resident_in_india === true)) {
    add('directors.resident', ['directors'], entity === 'LLP' ? indiaRules.residentPartner : indiaRules.residentDirector);
  }

  if (entity === 'OPC') {
    if (!body.nominee) add('nominee.required', ['nominee'], indiaRules.nomineeRequired);
    else if (body.nominee.consent !== true) add('nominee.consent', ['nominee', 'consent'], indiaRules.nomineeConsent);
  } else if (body.nominee) {
    add('nominee.other', ['nominee'], indiaRules.nomineeNotForOthers);
  }

  const subscribers = body.subscribers ?? [];
  if (entity === 'LLP') {
    if (subscribers.length > 0) add('subscribers.llp', ['subscribers'], indiaRules.llpNoShares);
    return issues;
  }
  if (entity === 'OPC' && subscribers.length !== 1) add('subscribers.count', ['subscribers'], indiaRules.opcOneSubscriber);
  if (entity === 'Private Limited' && subscribers.length < 2) add('subscribers.count', ['subscribers'], indiaRules.privateMinSubscribers);
  if (subscribers.length > PRIVATE_COMPANY_MAX_MEMBERS) add('subscribers.count', ['subscribers'], indiaRules.privateMaxSubscribers);
  const shares = subscribers.map((subscriber) => subscriber.shares);
  const badShare = shares.findIndex((value) => typeof value !== 'number' || !Number.isInteger(value) || value < 1);
  if (badShare >= 0) add('subscribers.shares', ['subscribers', badShare, 'shares'], indiaRules.subscriberShares);
  // Shares are counted against a capital the rules admit; any other capital is refused by its own rule.
  else if (capitalOptionsFor(entity).includes(body.authorized_capital)) {
    const tooMany = subscribedSharesIssue(
      (shares as number[]).reduce((sum, value) => sum + value, 0),
      body.authorized_capital,
    );
    if (tooMany) add('subscribers.capital', ['subscribers'], tooMany);
  }
  if (
    entity === 'OPC' &&
    body.nominee &&
    subscribers.length === 1 &&
    key(body.nominee.name) &&
    key(body.nominee.name) === key(subscribers[0]!.name)
  ) {
    add('nominee.member', ['nominee', 'name'], indiaRules.nomineeNotMember);
  }
  return issues;
}

/**
 * Who signs with a digital signature: every director (designated partner) signs SPICe+ (FiLLiP), and every subscriber
 * signs the e-MoA and e-AoA; a subscriber who is also a director needs one certificate. The OPC's nominee consents on
 * Form INC-3, which is attached to SPICe+ and needs no certificate of the nominee's own. DINs for up to three directors
 * (two designated partners) are allotted within SPICe+ (FiLLiP) with no fee of their own, so no fee line counts them.
 */
export function dscHolders(body: { directors?: readonly unknown[] | undefined; subscribers?: readonly unknown[] | undefined }): number {
  const directors = body.directors ?? [];
  const nameOf = (person: unknown) => (person && typeof person === 'object' && 'name' in person ? key(person.name) : '');
  const known = new Set(directors.map(nameOf).filter(Boolean));
  const others = (body.subscribers ?? []).filter((subscriber) => {
    const name = nameOf(subscriber);
    if (!name || known.has(name)) return false;
    known.add(name);
    return true;
  });
  return Math.max(1, directors.length) + others.length;
}

// ---------- USA ----------

export const usOfficerTitles = ['President/CEO', 'Secretary', 'Treasurer/CFO'] as const;
export type UsOfficerTitle = (typeof usOfficerTitles)[number];
export const llcManagement = ['member-managed', 'manager-managed'] as const;

export const usaRules = {
  llcManagement: 'Choose whether the LLC is member-managed or manager-managed: its articles of organization say so.',
  llcManager: 'A manager-managed LLC names at least one manager.',
  llcOwnershipEach: 'Give each member’s ownership as a percentage above 0 (at most 2 decimals).',
  authorisedShares: 'Enter the number of shares the corporation is authorised to issue (DGCL §102(a)(4)).',
  parValue: 'Enter the par value per share in dollars (0 for no par value) (DGCL §102(a)(4)).',
  incorporator: 'Name the incorporator, who signs and files the certificate of incorporation (DGCL §§101(a), 103).',
  director: 'Name at least one initial director: the board has one or more members (DGCL §141(b)).',
  officers: 'Name a President (or CEO) and a Secretary; one person may hold both offices (DGCL §142(a)).',
  founderShares: 'Give each founder’s shares as a whole number (0 for none).',
} as const;

export const ownershipSumMessage = (percent: number) => `The members’ ownership adds up to ${percent}%; it must add up to exactly 100%.`;
export const founderSharesMessage = (issued: number, authorised: number) =>
  `The founders’ shares (${issued.toLocaleString('en-US')}) are more than the ${authorised.toLocaleString('en-US')} authorised shares (DGCL §161).`;
export const registeredAgentStateMessage = (state: string) =>
  `The registered agent’s address must be in ${state}, the state of formation${state === 'Delaware' ? ' (DGCL §132)' : ''}.`;

interface UsaPeople {
  entity_type: 'LLC' | 'C-Corp';
  state: string;
  management?: unknown;
  authorized_shares?: unknown;
  par_value?: unknown;
  incorporator?: unknown;
  registered_agent?: { provider?: unknown; state?: unknown } | undefined;
  members?:
    | readonly {
        ownership_percent?: unknown;
        is_manager?: unknown;
        shares?: unknown;
        is_director?: unknown;
        officer_titles?: readonly unknown[] | undefined;
      }[]
    | undefined;
}

/** Hundredths of a percent: 33.33 + 33.33 + 33.34 is exactly 100 in integers, never in floating point. */
const basisPoints = (percent: number) => Math.round(percent * 100);
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && value > 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The rules a Secretary of State's filing and the company's first records need, for an LLC or a C-Corp. */
export function usaFormationIssues(body: UsaPeople): FormationIssue[] {
  const issues: FormationIssue[] = [];
  const add = (rule: string, path: FormationIssue['path'], message: string) => issues.push({ rule, path, message });
  const members = body.members ?? [];
  const agent = body.registered_agent;
  if (agent && agent.provider === 'own' && agent.state !== body.state) {
    add('registered_agent.state', ['registered_agent', 'state'], registeredAgentStateMessage(body.state));
  }
  if (body.entity_type === 'LLC') {
    if (!(llcManagement as readonly unknown[]).includes(body.management)) add('llc.management', ['management'], usaRules.llcManagement);
    if (members.length === 0) return issues;
    const bad = members.findIndex((member) => !isPercent(member.ownership_percent));
    if (bad >= 0) add('llc.ownership', ['members', bad, 'ownership_percent'], usaRules.llcOwnershipEach);
    else {
      const total = members.reduce((sum, member) => sum + basisPoints(member.ownership_percent as number), 0);
      if (total !== 10_000) add('llc.ownership', ['members'], ownershipSumMessage(total / 100));
    }
    if (body.management === 'manager-managed' && !members.some((member) => member.is_manager === true)) {
      add('llc.manager', ['members'], usaRules.llcManager);
    }
    return issues;
  }

  const authorised = body.authorized_shares;
  const validAuthorised = typeof authorised === 'number' && Number.isInteger(authorised) && authorised >= 1;
  if (!validAuthorised) add('corp.authorised', ['authorized_shares'], usaRules.authorisedShares);
  if (typeof body.par_value !== 'number' || !(body.par_value >= 0)) add('corp.par', ['par_value'], usaRules.parValue);
  if (!body.incorporator) add('corp.incorporator', ['incorporator'], usaRules.incorporator);
  if (members.length === 0) return issues;
  if (!members.some((member) => member.is_director === true)) add('corp.director', ['members'], usaRules.director);
  const titles = new Set(members.flatMap((member) => member.officer_titles ?? []));
  if (!titles.has('President/CEO') || !titles.has('Secretary')) add('corp.officers', ['members'], usaRules.officers);
  const bad = members.findIndex((member) => typeof member.shares !== 'number' || !Number.isInteger(member.shares) || member.shares < 0);
  if (bad >= 0) add('corp.shares', ['members', bad, 'shares'], usaRules.founderShares);
  else if (validAuthorised) {
    const issued = members.reduce((sum, member) => sum + (member.shares as number), 0);
    if (issued > authorised) add('corp.shares', ['members'], founderSharesMessage(issued, authorised));
  }
  return issues;
}

/**
 * Delaware's annual franchise tax by the Authorized Shares method, in cents: 5,000 shares or fewer $175 (the
 * minimum); 5,001–10,000 $250; $85 more for each further 10,000 shares or part of 10,000; at most $200,000. The $50
 * annual report fee is separate, and the Assumed Par Value Capital method (from $400) may come out lower for a company
 * with few assets. Source: https://corp.delaware.gov/frtax/ (the $85 step and $200,000 cap are in force since the 2018 tax year).
 */
export function delawareFranchiseTaxMinor(authorizedShares: number): number {
  const dollars =
    authorizedShares <= 5_000 ? 175 : authorizedShares <= 10_000 ? 250 : 250 + 85 * Math.ceil((authorizedShares - 10_000) / 10_000);
  return toMinor(Math.min(dollars, 200_000), 'USD');
}
