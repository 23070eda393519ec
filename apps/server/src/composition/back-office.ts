import { createAdminPasswordResetService } from '../modules/admin/admin-password-reset.service';
import { createAdminService } from '../modules/admin/admin.service';
import { createStaffAccountsService } from '../modules/admin/staff-accounts.service';
import type { AuditService } from '../modules/audit/audit.service';
import type { AuthService } from '../modules/auth/auth.service';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { CompaniesService } from '../modules/companies/companies.service';
import type { ComplianceService } from '../modules/compliance/compliance.service';
import type { Mailer } from '../modules/mail/mail.service';
import { createOrderReportsService } from '../modules/orders/order-reports.service';
import { createUsersAdminService } from '../modules/users/users-admin.service';
import type { UsersService } from '../modules/users/users.service';
import type { Wiring } from './wiring';

/** Staff accounts and the back office's own reads: statistics, users, order reports. */
export function composeBackOffice(
  { config, database, clock }: Wiring,
  {
    users,
    auth,
    audit,
    mailer,
    catalogue,
    compliance,
    companies,
  }: {
    users: UsersService;
    auth: AuthService;
    audit: AuditService;
    mailer: Mailer;
    catalogue: CatalogueService;
    compliance: ComplianceService;
    companies: CompaniesService;
  },
) {
  const db = database.db;
  const orderReports = createOrderReportsService({ db });
  const usersAdmin = createUsersAdminService({
    db,
    clock,
    audit,
    revokeSignIns: (executor, userId) => auth.revokeSignIns(executor, userId),
    forgetCachedSessions: (userId) => auth.forgetCachedSessions(userId),
    companiesOf: (userId) => companies.membershipsOf(userId),
    ordersOf: (userId) => orderReports.placedBy(userId),
  });
  const admin = createAdminService({
    db,
    config,
    clock,
    users,
    statisticsSources: {
      orders: () => orderReports.counts(),
      revenue: () => orderReports.revenue(),
      services: async () => (await catalogue.list()).list.services.length,
      complianceRules: async () => compliance.ruleCount(),
      ordersPerDay: (since) => orderReports.placedPerDay(since),
      signupsPerDay: (since) => usersAdmin.signupsPerDay(since),
      companiesPerCountry: () => companies.liveCountsByCountry(),
    },
  });
  const staffAccounts = createStaffAccountsService({ db, clock, audit });
  const adminPasswordReset = createAdminPasswordResetService({ db, config, clock, mailer });
  return { orderReports, usersAdmin, admin, staffAccounts, adminPasswordReset };
}
