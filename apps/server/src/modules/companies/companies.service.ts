import {
  type AdminUserCompany,
  companyConsistencyIssues,
  countryFactIssues,
  type Company,
  type CompanyCountry,
  type NewCompany,
  type PastFilingsAnswer,
  type UpdateCompanyBody,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { jurisdictionTimeZone, todayIn } from '../../lib/jurisdiction-today';
import type { RegistryService } from '../registry/registry.service';
import { changesBetween, type AuditService } from '../audit/audit.service';
import type { CompanyAccess } from './company-access';
import { companiesRepository, normalizeName } from './companies.repository';
import { toColumns, toCompany } from './company-mapping';
import { membersRepository } from './members.repository';

/** Called inside the write's transaction whenever a company's facts change (the compliance planner). */
export type ProfileChangedHook = (tx: Db, company: Company) => Promise<void>;

/** Marks done the one-time filings due before the company joined; returns how many (the compliance service). */
export type PastFilingsHook = (tx: Db, actor: Actor, company: Company) => Promise<number>;

/** Bookkeeping fields a profile change is not recorded by (every other field of the contract is). */
const notAudited = new Set<string>(['id', 'role', 'status', 'created_at', 'updated_at', 'registry_fields', 'past_filings']);

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  registry: () => RegistryService;
  audit: AuditService;
  onProfileChanged: ProfileChangedHook;
  completePastFilings: PastFilingsHook;
}

export function createCompaniesService({ db, clock, access, audit, registry, onProfileChanged, completePastFilings }: Deps) {
  /** One founder, one entry per company: the same registry id, or the same name in the same country, is refused. */
  async function assertNotDuplicate(executor: Db, userId: string, body: Pick<NewCompany, 'name' | 'country' | 'registration_number'>) {
    await companiesRepository.lockForMember(executor, userId);
    const existing = await companiesRepository.findDuplicateForMember(executor, userId, {
      name: body.name,
      country: body.country,
      registrationNumber: body.registration_number,
    });
    if (!existing) return;
    const sameId =
      body.registration_number && existing.registrationNumber?.trim().toUpperCase() === body.registration_number.trim().toUpperCase();
    const why = sameId ? `with ${body.registration_number}` : `named "${existing.name}" in ${existing.country}`;
    throw AppError.conflict(`You have already added a company ${why}. Open it instead of adding it twice.`, existing.id);
  }

  /** The rules a company's facts obey whoever sent them: checked on create and on the merged result of a PATCH. */
  function assertConsistent(
    company: Pick<
      Company,
      'country' | 'state' | 'incorporation_date' | 'is_formation' | 'is_food_business' | 'has_manufacturing' | 'wants_startup_credits'
    >,
  ): void {
    const [issue] = companyConsistencyIssues(company);
    if (issue) throw new AppError('VALIDATION_FAILED', `${issue.field}: ${issue.message}`);
    const today = todayIn(jurisdictionTimeZone(company.country, company.state), clock());
    if (company.incorporation_date && company.incorporation_date > today) {
      throw new AppError('VALIDATION_FAILED', 'incorporation_date: The incorporation date cannot be in the future');
    }
  }

  return {
    /** The companies the user is a member of, with their role in each. */
    async list(actor: Actor): Promise<Company[]> {
      if (actor.type !== 'user') return [];
      return (await companiesRepository.listByMemberId(db, actor.id)).map(({ company, role }) => toCompany(company, role));
    },

    /** Back office: the companies a user belongs to (not archived), with the user's role in each. */
    async membershipsOf(userId: string): Promise<AdminUserCompany[]> {
      return (await companiesRepository.listByMemberId(db, userId)).map(({ company, role }) => ({
        id: company.id,
        name: company.name,
        country: company.country,
        entity_type: company.entityType,
        status: company.status,
        role,
      }));
    },

    /** Back office: companies not archived, per country (countries without one are absent). */
    async liveCountsByCountry(): Promise<{ country: CompanyCountry; count: number }[]> {
      return companiesRepository.countLiveByCountry(db);
    },

    /** Back office: companies by name (or id), for staff to pick one; at most 10. */
    async searchForStaff(
      actor: Actor,
      text: string,
    ): Promise<{ id: string; name: string; country: string; entity_type: string; state: string }[]> {
      if (actor.type !== 'staff') throw new AppError('FORBIDDEN', 'Only Charter staff search all companies.');
      const rows = await companiesRepository.searchByName(db, text.trim(), 10);
      return rows.map((row) => ({ id: row.id, name: row.name, country: row.country, entity_type: row.entityType, state: row.state }));
    },

    async get(actor: Actor, companyId: string): Promise<Company> {
      return (await access.company(actor, companyId, 'company:read')).company;
    },

    /** The company as it would be after a PATCH with these changes, checked by the same rules, never saved (what-if). */
    preview(before: Company, changes: UpdateCompanyBody): Company {
      const merged = {
        ...before,
        ...Object.fromEntries(Object.entries(withDependents(before, changes)).filter(([, value]) => value !== undefined)),
      };
      assertConsistent(merged);
      return merged;
    },

    /** Makes one founder's company creations run one at a time (for callers that create inside their own transaction). */
    serializeCreates: (tx: Db, userId: string) => companiesRepository.lockForMember(tx, userId),

    /** The creator becomes the company's first owner, in the same transaction (the caller's, when it passes one). */
    async create(actor: Actor, body: NewCompany, executor?: Db): Promise<Company> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Companies are created by founders, not from the back office.');
      assertConsistent(body);
      const registryFields = await registry().vouchedFields(actor.id, body);
      const inTransaction = <T>(work: (tx: Db) => Promise<T>) => (executor ? work(executor) : db.transaction(work));
      return inTransaction(async (tx) => {
        await assertNotDuplicate(tx, actor.id, body);
        const row = await companiesRepository.insert(tx, {
          ...(toColumns(body) as Omit<Parameters<typeof companiesRepository.insert>[1], 'status'>),
          registryFields,
          createdBy: actor.id,
          // Spec §4: forming for a new formation, otherwise existing.
          status: body.is_formation ? 'forming' : 'existing',
        });
        await membersRepository.insertMember(tx, { companyId: row.id, userId: actor.id, role: 'owner' });
        const company = toCompany(row, 'owner');
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'company.created',
          target: { type: 'company', id: company.id, label: company.name },
        });
        await onProfileChanged(tx, company);
        // Asked in the wizard before the first score: filings made at the time do not open the dashboard as overdue.
        if (company.past_filings === 'filed') await completePastFilings(tx, actor, company);
        return company;
      });
    },

    /** The answer to "were the one-time filings due before you joined made at the time?", asked until answered. */
    async answerPastFilings(actor: Actor, companyId: string, answer: PastFilingsAnswer): Promise<{ company: Company; completed: number }> {
      return db.transaction(async (tx) => {
        const { company: before, role } = await access.company(actor, companyId, 'compliance:write', tx);
        const row = await companiesRepository.update(tx, before.id, { pastFilings: answer });
        if (!row) throw AppError.notFound('Company');
        const company = toCompany(row, role);
        if (before.past_filings !== answer) {
          await audit.record(tx, actor, {
            companyId: company.id,
            action: 'company.updated',
            target: { type: 'company', id: company.id, label: company.name },
            changes: [{ field: 'past_filings', before: before.past_filings, after: answer }],
          });
        }
        const completed = answer === 'filed' ? await completePastFilings(tx, actor, company) : 0;
        return { company, completed };
      });
    },

    /**
     * Owners archive a company: it leaves every member's list, reminders and calendar feeds stop, open invitations
     * close. Nothing is deleted — its orders, documents, requirements and history stay for the records.
     */
    async archive(actor: Actor, companyId: string, confirmName: string): Promise<void> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Companies are archived by their owners, not from the back office.');
      await db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, 'company:archive', tx);
        if (normalizeName(confirmName) !== normalizeName(company.name)) {
          throw new AppError('VALIDATION_FAILED', `confirm_name: Type the company name, "${company.name}", to confirm`);
        }
        const now = clock();
        if (!(await companiesRepository.archive(tx, company.id, actor.id, now))) throw AppError.notFound('Company');
        await membersRepository.revokeOpenInvitations(tx, company.id, now);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'company.archived',
          target: { type: 'company', id: company.id, label: company.name },
        });
      });
    },

    async update(actor: Actor, companyId: string, requested: UpdateCompanyBody): Promise<Company> {
      return db.transaction(async (tx) => {
        const { company: before, role } = await access.company(actor, companyId, 'company:update', tx);
        const body = withDependents(before, requested);
        const [issue] = countryFactIssues(before.country, { entity_type: body.entity_type, state: body.state });
        if (issue) throw new AppError('VALIDATION_FAILED', `${issue.field}: ${issue.message}`);
        const merged = { ...before, ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) };
        assertConsistent(merged);
        if (actor.type === 'user' && (body.name !== undefined || body.registration_number !== undefined)) {
          const existing = await companiesRepository.findDuplicateForMember(tx, actor.id, {
            name: merged.name,
            country: merged.country,
            registrationNumber: merged.registration_number,
          });
          if (existing && existing.id !== before.id) {
            throw AppError.conflict(`You already have a company named "${existing.name}" in ${existing.country}.`, existing.id);
          }
        }
        // A registry value the founder edits is theirs from then on.
        const edited = new Set(changesBetween(before, merged, before.registry_fields).map((change) => change.field));
        const registryFields = before.registry_fields.filter((field) => !edited.has(field));
        const row = await companiesRepository.update(tx, before.id, {
          ...toColumns(body),
          ...(registryFields.length !== before.registry_fields.length ? { registryFields } : {}),
        });
        if (!row) throw AppError.notFound('Company');
        const company = toCompany(row, role);
        const changes = changesBetween(
          before,
          company,
          Object.keys(company).filter((field) => !notAudited.has(field)),
        );
        if (changes.length > 0) {
          await audit.record(tx, actor, {
            companyId: company.id,
            action: 'company.updated',
            target: { type: 'company', id: company.id, label: company.name },
            changes,
          });
        }
        await onProfileChanged(tx, company);
        return company;
      });
    },

    /**
     * Staff record that a company being formed is incorporated (the admin order screen): its date, the end of the
     * forming stage, and a re-plan from that date, in the caller's transaction. A correction of an earlier record is
     * allowed; a date in the future (in the company's jurisdiction) is refused.
     */
    async recordIncorporation(tx: Db, actor: Actor, companyId: string, incorporationDate: string): Promise<Company> {
      const found = await companiesRepository.findById(tx, companyId);
      if (!found) throw AppError.notFound('Company');
      const before = toCompany(found, null);
      const today = todayIn(jurisdictionTimeZone(before.country, before.state), clock());
      if (incorporationDate > today) {
        throw new AppError('VALIDATION_FAILED', 'incorporation_date: The incorporation date cannot be in the future');
      }
      const row = (await companiesRepository.update(tx, before.id, { incorporationDate, status: 'existing' }))!;
      const company = toCompany(row, null);
      await audit.record(tx, actor, {
        companyId: company.id,
        action: 'company.incorporated',
        target: { type: 'company', id: company.id, label: company.name },
        changes: [
          { field: 'incorporation_date', before: before.incorporation_date, after: incorporationDate },
          { field: 'status', before: before.status, after: 'existing' },
        ],
      });
      await onProfileChanged(tx, company);
      return company;
    },

    /** For system jobs (the daily re-plan), which act on every company without an actor. */
    listPlanStates: () => companiesRepository.listPlanStates(db),
    async findForSystem(executor: Db, companyId: string): Promise<Company | undefined> {
      const row = await companiesRepository.findById(executor, companyId);
      return row ? toCompany(row, null) : undefined;
    },

    markPlanned: (executor: Db, companyId: string, rulesVersion: string, plannedOn: string) =>
      companiesRepository.markPlanned(executor, companyId, rulesVersion, plannedOn),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/**
 * Facts that depend on another follow it when it changes: a company that stops being a food business stops being a
 * food manufacturer (has_manufacturing means manufacturing food), unless the change says otherwise itself.
 */
export function withDependents(before: Pick<Company, 'has_manufacturing'>, changes: UpdateCompanyBody): UpdateCompanyBody {
  if (changes.is_food_business === false && changes.has_manufacturing === undefined && before.has_manufacturing) {
    return { ...changes, has_manufacturing: false };
  }
  return changes;
}
