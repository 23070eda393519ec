import { randomUUID } from 'node:crypto';
import {
  explainLogicRule,
  logicFactsOf,
  logicRuleReason,
  normalizeLogicCondition,
  type LogicCompanySearch,
  type LogicRule,
  type LogicRuleAnalytics,
  type LogicRuleBodyParsed,
  type LogicRulePreview,
  type LogicRuleTemplate,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { addDays, type Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import { changesBetween } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompanyAccess } from '../companies/company-access';
import type { CompaniesService } from '../companies/companies.service';
import { logicRulesRepository, type LogicRuleRow } from './logic-rules.repository';

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  access: CompanyAccess;
  catalogue: CatalogueService;
  companies: CompaniesService;
}

export type LogicRulesService = ReturnType<typeof createLogicRulesService>;

/** The fields an edit is audited by (before and after). */
const auditedFields = ['name', 'description', 'country', 'match', 'conditions', 'recommendations', 'priority', 'active'] as const;

function toLogicRule(row: LogicRuleRow): LogicRule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    country: row.country,
    match: row.match,
    conditions: row.conditions,
    recommendations: row.recommendations,
    priority: row.priority,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const snapshot = (rule: Pick<LogicRuleRow, (typeof auditedFields)[number]>) => ({ ...rule }) as Record<string, unknown>;

/**
 * The back office's Logic Builder (spec §2, §3, §7): recommendation rules staff write, the templates they start from,
 * how often each rule fired, and a preview of one rule against one company. The recommendations service evaluates
 * the same rules with the same shared evaluator, so the preview and the founder's recommendations cannot disagree.
 */
export function createLogicRulesService({ db, clock, audit, access, catalogue, companies }: Deps) {
  function requireStaff(actor: Actor): void {
    if (actor.type !== 'staff') throw new AppError('FORBIDDEN', 'Only Charter staff manage logic rules.');
  }

  /** Every recommended service must exist in the catalogue; read before any transaction opens (PGlite). */
  async function servicesNamed(ids: readonly string[]): Promise<{ id: string; name: string }[]> {
    const found = await Promise.all(ids.map(async (id) => ({ id, service: await catalogue.service(id) })));
    const missing = found.filter((entry) => !entry.service).map((entry) => entry.id);
    if (missing.length > 0) throw new AppError('VALIDATION_FAILED', `recommendations: no such service: ${missing.join(', ')}`);
    return found.map((entry) => ({ id: entry.id, name: entry.service!.name }));
  }

  function columnsOf(body: LogicRuleBodyParsed) {
    return {
      name: body.name,
      description: body.description,
      country: body.country,
      match: body.match,
      conditions: body.conditions.map(normalizeLogicCondition),
      recommendations: body.recommendations,
      priority: body.priority,
      active: body.active,
    };
  }

  async function findOr404(id: string): Promise<LogicRuleRow> {
    const row = await logicRulesRepository.findById(db, id);
    if (!row) throw AppError.notFound('Logic rule');
    return row;
  }

  return {
    async list(actor: Actor): Promise<LogicRule[]> {
      requireStaff(actor);
      return (await logicRulesRepository.list(db)).map(toLogicRule);
    },

    async create(actor: Actor, body: LogicRuleBodyParsed): Promise<LogicRule> {
      requireStaff(actor);
      await servicesNamed(body.recommendations);
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await logicRulesRepository.insert(tx, { id: randomUUID(), ...columnsOf(body), createdAt: now, updatedAt: now });
        await audit.record(tx, actor, {
          companyId: null,
          action: 'logic_rule.created',
          target: { type: 'logic_rule', id: row.id, label: row.name },
          changes: changesBetween({}, snapshot(row), auditedFields),
        });
        return toLogicRule(row);
      });
    },

    async update(actor: Actor, id: string, body: LogicRuleBodyParsed): Promise<LogicRule> {
      requireStaff(actor);
      const before = await findOr404(id);
      await servicesNamed(body.recommendations);
      return db.transaction(async (tx) => {
        const row = await logicRulesRepository.update(tx, id, { ...columnsOf(body), updatedAt: clock() });
        if (!row) throw AppError.notFound('Logic rule');
        await audit.record(tx, actor, {
          companyId: null,
          action: 'logic_rule.updated',
          target: { type: 'logic_rule', id: row.id, label: row.name },
          changes: changesBetween(snapshot(before), snapshot(row), auditedFields),
        });
        return toLogicRule(row);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireStaff(actor);
      await db.transaction(async (tx) => {
        const before = await logicRulesRepository.findById(tx, id);
        if (!before || !(await logicRulesRepository.markDeleted(tx, id, clock()))) throw AppError.notFound('Logic rule');
        await audit.record(tx, actor, {
          companyId: null,
          action: 'logic_rule.deleted',
          target: { type: 'logic_rule', id: before.id, label: before.name },
          changes: changesBetween(snapshot(before), {}, auditedFields),
        });
      });
    },

    async templates(actor: Actor): Promise<LogicRuleTemplate[]> {
      requireStaff(actor);
      return (await logicRulesRepository.listTemplates(db)).map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        country: row.country as LogicRuleTemplate['country'],
        category: row.category,
        conditions: row.conditions,
        recommendations: row.recommendations,
      }));
    },

    /** A new rule with the template's conditions and services, on at the default priority; staff tune it after. */
    async createFromTemplate(actor: Actor, templateId: string): Promise<LogicRule> {
      requireStaff(actor);
      const template = await logicRulesRepository.findTemplateById(db, templateId);
      if (!template) throw AppError.notFound('Template');
      await servicesNamed(template.recommendations);
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await logicRulesRepository.insert(tx, {
          id: randomUUID(),
          name: template.name,
          description: template.description,
          country: template.country as LogicRule['country'],
          match: 'all',
          conditions: template.conditions,
          recommendations: template.recommendations,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, actor, {
          companyId: null,
          action: 'logic_rule.created',
          target: { type: 'logic_rule', id: row.id, label: row.name },
          changes: [{ field: 'template', before: null, after: template.id }, ...changesBetween({}, snapshot(row), auditedFields)],
        });
        return toLogicRule(row);
      });
    },

    /** Triggers per rule over the last `days` UTC days (today included), most first. */
    async analytics(actor: Actor, days: number, limit: number): Promise<LogicRuleAnalytics> {
      requireStaff(actor);
      const to = clock().toISOString().slice(0, 10);
      const from = addDays(new Date(`${to}T00:00:00Z`), -(days - 1))
        .toISOString()
        .slice(0, 10);
      const counts = await logicRulesRepository.triggerCounts(db, from, to);
      return {
        rules: counts.slice(0, limit).map((row) => ({
          rule_id: row.ruleId,
          rule_name: row.name,
          country: row.country,
          total_triggers: row.triggers,
          companies: row.companies,
          active: row.active,
        })),
        rules_triggered: counts.filter((row) => row.triggers > 0).length,
        total_rules: counts.length,
        date_range: { days, from, to },
      };
    },

    /** Whether a saved rule or a draft fires for one company, and why: nothing is saved and no trigger is counted. */
    async preview(actor: Actor, body: { company_id: string; rule_id?: string | undefined; rule?: LogicRuleBodyParsed | undefined }) {
      requireStaff(actor);
      const { company } = await access.company(actor, body.company_id, 'company:read');
      const rule = body.rule_id ? toLogicRule(await findOr404(body.rule_id)) : { id: null, ...columnsOf(body.rule!) };
      // A saved rule may name a service withdrawn since: the preview still answers, and says so.
      const recommendations = await Promise.all(
        rule.recommendations.map(async (id) => ({ id, name: (await catalogue.service(id))?.name ?? `${id} (no longer in the catalogue)` })),
      );
      const explanation = explainLogicRule(rule, company.country, logicFactsOf(company));
      const preview: LogicRulePreview = {
        fires: explanation.matches && rule.active,
        matches: explanation.matches,
        reason: logicRuleReason(explanation, rule, company.country),
        company: { id: company.id, name: company.name, country: company.country, entity_type: company.entity_type },
        rule: { id: rule.id, name: rule.name, active: rule.active, match: rule.match },
        country: { rule: rule.country, company: company.country, passes: explanation.countryPasses },
        conditions: explanation.conditions,
        recommendations,
      };
      return preview;
    },

    async searchCompanies(actor: Actor, query: string): Promise<LogicCompanySearch> {
      requireStaff(actor);
      return { companies: await companies.searchForStaff(actor, query) };
    },
  };
}
