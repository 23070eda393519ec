import { countryFactIssues, type Company, type NewCompany, type UpdateCompanyBody } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../lib/ids';
import { companiesRepository, type CompanyRow } from './companies.repository';
import { toColumns, toCompany } from './company-mapping';

/** Called inside the write's transaction whenever a company's facts change (the compliance planner). */
export type ProfileChangedHook = (tx: Db, company: Company) => Promise<void>;

export function createCompaniesService({ db, onProfileChanged }: { db: Db; onProfileChanged: ProfileChangedHook }) {
  async function findOwnedRow(executor: Db, userId: string, companyId: string): Promise<CompanyRow> {
    const row = isUuid(companyId) ? await companiesRepository.findOwned(executor, companyId, userId) : undefined;
    if (!row) throw AppError.notFound('Company');
    return row;
  }

  return {
    async list(userId: string): Promise<Company[]> {
      return (await companiesRepository.listByOwnerId(db, userId)).map(toCompany);
    },

    /** Access check first: another user's company answers 404, exactly like a missing one. */
    async getOwned(userId: string, companyId: string): Promise<Company> {
      return toCompany(await findOwnedRow(db, userId, companyId));
    },

    async create(userId: string, body: NewCompany): Promise<Company> {
      return db.transaction(async (tx) => {
        const row = await companiesRepository.insert(tx, {
          ...(toColumns(body) as Omit<Parameters<typeof companiesRepository.insert>[1], 'ownerId' | 'status'>),
          ownerId: userId,
          // Spec §4: forming for a new formation, otherwise existing.
          status: body.is_formation ? 'forming' : 'existing',
        });
        const company = toCompany(row);
        await onProfileChanged(tx, company);
        return company;
      });
    },

    async update(userId: string, companyId: string, body: UpdateCompanyBody): Promise<Company> {
      return db.transaction(async (tx) => {
        const current = await findOwnedRow(tx, userId, companyId);
        const [issue] = countryFactIssues(current.country, { entity_type: body.entity_type, state: body.state });
        if (issue) throw new AppError('VALIDATION_FAILED', `${issue.field}: ${issue.message}`);
        const row = await companiesRepository.update(tx, current.id, toColumns(body));
        if (!row) throw AppError.notFound('Company');
        const company = toCompany(row);
        await onProfileChanged(tx, company);
        return company;
      });
    },

    /** What the compliance planner needs to know whether a company's plan is current. */
    async planStateOf(
      userId: string,
      companyId: string,
    ): Promise<{ company: Company; rulesVersion: string | null; plannedOn: string | null }> {
      const row = await findOwnedRow(db, userId, companyId);
      return { company: toCompany(row), rulesVersion: row.rulesVersion, plannedOn: row.plannedOn };
    },

    markPlanned: (executor: Db, companyId: string, rulesVersion: string, plannedOn: string) =>
      companiesRepository.markPlanned(executor, companyId, rulesVersion, plannedOn),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
