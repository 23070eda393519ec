import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tableVersion } from '../../db/table-version';
import { cartItems, companies, companyMembers, logicRules } from '../../db/schema';
import type { CompanyCart } from '../cart/cart.repository';

/** The dashboard's first read: the access check's row (with its dashboard version), the cart, and the logic rules' version. */
export interface DashboardRead extends CompanyCart {
  /** Changes with every write to the logic rules (table-version.ts); null when there are none. */
  logicRulesVersion: string | null;
}

/**
 * The cart's one read (cart.repository.ts: the company, the user's role, a member's cart lines) with the logic rules'
 * version beside it, an uncorrelated sub-select run once: everything a kept dashboard is checked against that is stored
 * comes back on this one round trip. Built once per database handle and prepared under a name, as the cart's.
 */
function prepareDashboardRead(db: Db) {
  return db
    .select({ company: companies, role: companyMembers.role, item: cartItems, logicRulesVersion: tableVersion(logicRules, logicRules.id) })
    .from(companies)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, sql.placeholder('userId'))))
    .leftJoin(cartItems, and(eq(cartItems.companyId, companies.id), isNotNull(companyMembers.userId)))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_company_read');
}

const dashboardReads = new WeakMap<Db, ReturnType<typeof prepareDashboardRead>>();

export const dashboardRepository = {
  /** Undefined: no such company. A stranger's row carries no cart line (the join asks for a membership). */
  async companyRead(db: Db, companyId: string, userId: string): Promise<DashboardRead | undefined> {
    let query = dashboardReads.get(db);
    if (!query) dashboardReads.set(db, (query = prepareDashboardRead(db)));
    const rows = await query.execute({ companyId, userId });
    const [first] = rows;
    if (!first) return undefined;
    return {
      company: first.company,
      role: first.role,
      items: rows.flatMap((row) => (row.item ? [row.item] : [])),
      logicRulesVersion: first.logicRulesVersion,
    };
  },
};
