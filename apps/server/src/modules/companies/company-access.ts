import { AsyncLocalStorage } from 'node:async_hooks';
import { roleCan, staffPermissions, type Company, type CompanyPermission, type CompanyRole } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import { companiesRepository, type CompanyRow } from './companies.repository';
import { toCompany } from './company-mapping';

export interface CompanyGrant {
  company: Company;
  /** The actor's role; null for staff. */
  role: CompanyRole | null;
  /** The stored row, for what the API does not show (the compliance plan state). */
  row: CompanyRow;
}

/**
 * The one access check for a company's data. Every service that touches a company calls it first:
 * not a member (or no such company) → 404, so ids cannot be probed; a member without the permission → 403.
 * Staff pass through the same check with their own permission set.
 */
export function createCompanyAccess(db: Db) {
  type Found = Awaited<ReturnType<typeof companiesRepository.findWithRole>>;
  // One composite read's look-ups of a company with the caller's role, shared by the modules it asks (see below).
  const shared = new AsyncLocalStorage<Map<string, Promise<Found>>>();

  return {
    /**
     * Runs a read that asks several modules about one company (the dashboard) with one look-up of the company and
     * the caller's role instead of one per module; each module still checks its own permission. Reads only: a write
     * inside would see the row as it was when first looked up.
     */
    withSharedLookups<T>(read: () => Promise<T>): Promise<T> {
      return shared.run(new Map(), read);
    },

    async company(actor: Actor, companyId: string, permission: CompanyPermission, executor: Db = db): Promise<CompanyGrant> {
      if (!isUuid(companyId)) throw AppError.notFound('Company');
      refuseOutsideKey(actor, companyId, permission);
      if (actor.type === 'staff') {
        const row = await companiesRepository.findById(executor, companyId);
        if (!row) throw AppError.notFound('Company');
        if (!staffPermissions.includes(permission)) throw forbidden(permission);
        return { company: toCompany(row, null), role: null, row };
      }
      const lookups = executor === db ? shared.getStore() : undefined;
      const key = `${actor.id}:${companyId}`;
      let lookup = lookups?.get(key);
      if (!lookup) {
        lookup = companiesRepository.findWithRole(executor, companyId, actor.id);
        lookups?.set(key, lookup);
      }
      return grant(await lookup, permission);
    },

    /**
     * Inside `withSharedLookups`: a read of the company with the user's role that the caller made itself (the cart's,
     * joined with its lines) serves the other checks of the same composite read, so they make none of their own.
     */
    offer(actor: Actor, companyId: string, lookup: Promise<Found>): void {
      const lookups = shared.getStore();
      const key = `${actor.id}:${companyId}`;
      if (lookups && !lookups.has(key)) lookups.set(key, lookup);
    },

    /**
     * The same check for a founder, on the company row and role the caller read itself, joined with what it needs
     * (the cart's one read): no look-up of its own, and nothing of the company may be used before it passes. A
     * founder's API key is held to its own company and scopes here too.
     */
    member(actor: Actor, found: Found, permission: CompanyPermission): CompanyGrant {
      if (found) refuseOutsideKey(actor, found.company.id, permission);
      return grant(found, permission);
    },
  };
}

export type CompanyAccess = ReturnType<typeof createCompanyAccess>;

/** An API key reaches its own company only (another is as unknown as to a stranger), and only what its scopes open. */
function refuseOutsideKey(actor: Actor, companyId: string, permission: CompanyPermission): void {
  if (!actor.apiKey) return;
  if (actor.apiKey.companyId !== companyId) throw AppError.notFound('Company');
  if (!actor.apiKey.permissions.includes(permission)) throw outOfScope(permission);
}

function grant(found: Awaited<ReturnType<typeof companiesRepository.findWithRole>>, permission: CompanyPermission): CompanyGrant {
  // An archived company is gone for its members; staff still reach it from the back office.
  if (!found?.role || found.company.archivedAt) throw AppError.notFound('Company');
  if (!roleCan(found.role, permission)) throw forbidden(permission, found.role);
  return { company: companyView(found.company, found.role), role: found.role, row: found.company };
}

// One view per row read: the modules of one composite read (the dashboard) check access on the same shared read.
const views = new WeakMap<CompanyRow, { role: CompanyRole; company: Company }>();
function companyView(row: CompanyRow, role: CompanyRole): Company {
  const kept = views.get(row);
  if (kept?.role === role) return kept.company;
  const company = toCompany(row, role);
  views.set(row, { role, company });
  return company;
}

/** What each permission lets one do, as the end of "you cannot …" (the 403 a screen shows as it is). */
const permissionActions: Record<CompanyPermission, string> = {
  'company:read': 'see this company',
  'company:update': 'change the company’s details',
  'company:archive': 'archive the company',
  'compliance:read': 'see the company’s filings',
  'compliance:write': 'mark the company’s filings done or change its answers',
  'members:read': 'see the company’s members',
  'members:manage': 'invite members, change their roles or remove them',
  'activity:read': 'see the company’s activity',
  'notifications:manage': 'change reminder settings for this company',
  'orders:read': 'see the company’s orders',
  'orders:pay': 'pay for orders or ask for a refund',
  'tasks:write': 'work on the tasks of the company’s orders',
  'api_keys:manage': 'manage the company’s API keys',
  'webhooks:manage': 'manage the company’s webhooks',
  'company:export': 'export the company’s records',
};

function outOfScope(permission: CompanyPermission): AppError {
  return new AppError('FORBIDDEN', `This API key’s scopes do not let it ${permissionActions[permission]}.`);
}

/** A sentence that says who the caller is, what they cannot do, and who can. */
function forbidden(permission: CompanyPermission, role?: CompanyRole): AppError {
  const action = permissionActions[permission];
  if (!role) return new AppError('FORBIDDEN', `Charter staff cannot ${action}: that is for the company’s own members.`);
  return new AppError('FORBIDDEN', `You are a ${role} of this company, so you cannot ${action}. Ask one of its owners.`);
}
