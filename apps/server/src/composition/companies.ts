import { createCompaniesHouseProvider } from '../adapters/registry/companies-house-provider';
import { createHttpRegistryProvider } from '../adapters/registry/http-registry-provider';
import type { RedisClients } from '../adapters/redis/redis-clients';
import { shareRuleSetChanges } from '../adapters/redis/redis-rule-set-changes';
import type { JobSender } from '../jobs/job-queue';
import type { Db } from '../db/client';
import { createAuditService, type AuditEntry } from '../modules/audit/audit.service';
import { createCalendarService } from '../modules/calendar/calendar.service';
import { createCatalogueService } from '../modules/catalogue/catalogue.service';
import { createCompaniesService, type CompaniesService } from '../modules/companies/companies.service';
import { createCompanyAccess } from '../modules/companies/company-access';
import { createMembersService } from '../modules/companies/members.service';
import { createComplianceAdminService } from '../modules/compliance/compliance-admin.service';
import { createComplianceService } from '../modules/compliance/compliance.service';
import type { Mailer } from '../modules/mail/mail.service';
import { createEmbeddedRegistryProvider } from '../modules/registry/embedded-registry-provider';
import { createRegistryService } from '../modules/registry/registry.service';
import { createRemindersService } from '../modules/reminders/reminders.service';
import type { UsersService } from '../modules/users/users.service';
import type { Wiring } from './wiring';

/** Companies and what they owe: access, the audit log, the catalogue, compliance, members, reminders, registries. */
export function composeCompanies(
  { config, deps, database, clock, log }: Wiring,
  {
    mailer,
    users,
    jobs,
    redis,
    onAudit,
    deadlineWebhooks,
  }: {
    mailer: Mailer;
    users: UsersService;
    jobs: JobSender;
    redis?: RedisClients;
    /** Runs with each audit event, in its transaction (the outgoing webhooks it means are written there). */
    onAudit: (tx: Db, entry: AuditEntry) => Promise<void>;
    /** The daily obligation due-soon and overdue webhook events, run by the reminder scan. */
    deadlineWebhooks: () => Promise<{ deadlineEvents: number }>;
  },
) {
  const db = database.db;
  // The one access check every company-scoped service calls first, and the audit log they write to.
  const access = createCompanyAccess(db);
  const audit = createAuditService({ db, clock, access, onRecorded: onAudit });
  const catalogue = createCatalogueService({ db, maxAgeMs: deps.catalogueMaxAgeMs });
  const registry = createRegistryService({
    db,
    audit,
    providers: {
      India:
        deps.registry ??
        (config.registryApi
          ? createHttpRegistryProvider(config.registryApi.url, config.registryApi.apiKey)
          : createEmbeddedRegistryProvider(db)),
      UK:
        deps.registryUk ??
        (config.companiesHouse ? createCompaniesHouseProvider(config.companiesHouse.url, config.companiesHouse.apiKey) : undefined),
    },
  });
  // Companies and compliance refer to each other only through the planner hook, resolved lazily.
  const compliance = createComplianceService({
    db,
    clock,
    access,
    audit,
    companies: () => companies,
    rules: deps.complianceRules,
    products: () => catalogue.productsForRules(),
  });
  // A staff rule change reaches every process's kept rule set (and the plans computed from it) through Redis.
  if (redis) shareRuleSetChanges(compliance.ruleSet, redis, (error) => log.warn({ err: error }, 'a rule change was not published'));
  const companies: CompaniesService = createCompaniesService({
    db,
    clock,
    access,
    audit,
    registry: () => registry,
    onProfileChanged: compliance.onProfileChanged,
    completePastFilings: compliance.completePastFilings,
  });
  const complianceAdmin = createComplianceAdminService({ db, clock, audit, compliance, companies: () => companies, jobs });
  const members = createMembersService({ db, access, audit, mailer, clock, appUrl: config.appUrl, users });
  const calendar = createCalendarService({ members, companies, compliance, appUrl: config.appUrl });
  const reminders = createRemindersService({ db, clock, compliance, mailer, appUrl: config.appUrl, deadlineWebhooks });
  return { access, audit, catalogue, registry, compliance, companies, complianceAdmin, members, calendar, reminders };
}
