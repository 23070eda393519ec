import { evaluate, type ComplianceRule, type DueRule, type Requirement as PlannedRequirement } from '@charter/compliance';
import {
  customRuleBodySchema,
  statutoryOverrideBodySchema,
  type AdminComplianceRule,
  type AdminComplianceRuleList,
  type CustomRuleBody,
  type AuditAction,
  type AuditChange,
  type ImpactLevel,
} from '@charter/shared';
import type { z } from 'zod';
import type { JobSender } from '../../jobs/job-queue';
import { queues } from '../../jobs/queues';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { jurisdictionTimeZone, todayIn } from '../../lib/jurisdiction-today';
import { changesBetween, type AuditService } from '../audit/audit.service';
import type { CompaniesService } from '../companies/companies.service';
import { toProfile } from '../companies/company-mapping';
import { customRuleId, customToRule, type RuleSnapshot } from './compliance-rule-set';
import { complianceRulesRepository, type CustomRuleInsert, type CustomRuleRow } from './compliance-rules.repository';
import type { ComplianceService } from './compliance.service';

/** What the change log keeps of a rule: the engine's rule, its impact, and whether it was live. */
type StoredSnapshot = RuleSnapshot & { active: boolean };

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  compliance: ComplianceService;
  companies: () => CompaniesService;
  jobs: JobSender;
}

const STATUTORY_ONLY_FIELDS = ['title', 'description', 'category', 'impact_level', 'status'];
const AUDITED_FIELDS = [
  'title',
  'description',
  'category',
  'impact_level',
  'status',
  'country',
  'entity_types',
  'applies_when',
  'due',
  'source_url',
];

/** The first problem of a body, as "field.path: message" (the same shape as the schema errors of every route). */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const path = first?.path.join('.') ?? '';
  throw new AppError('VALIDATION_FAILED', path ? `${path}: ${first?.message}` : (first?.message ?? 'Invalid request'));
}

/** A custom rule's columns from its form, as created or edited (the creation time is the caller's). */
function customRuleColumns(body: CustomRuleBody, now: Date): Omit<CustomRuleInsert, 'createdAt'> {
  return {
    country: body.country,
    entityTypes: [...new Set(body.entity_types)],
    title: body.title,
    description: body.description,
    category: body.category,
    impactLevel: body.impact_level,
    active: body.status === 'active',
    appliesWhen: body.applies_when,
    due: body.due,
    sourceUrl: body.source_url,
    updatedAt: now,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function offset(months: number | undefined, days: number | undefined): string {
  const parts = [months ? plural(months, 'month') : '', days ? plural(days, 'day') : ''].filter(Boolean);
  return parts.join(' and ') || '0 days';
}

/** When a rule falls due, in words, for the rule table. */
export function describeDue(due: DueRule, recurrence: ComplianceRule['recurrence']): string {
  switch (due.kind) {
    case 'after_incorporation':
      return `Once, ${offset(due.months, due.days)} after incorporation`;
    case 'none':
      return due.note;
    case 'schedule': {
      const cycle = { january: 'calendar year', april: 'April–March year', fiscal_year: 'financial year' }[due.anchor];
      const how = { monthly: 'Monthly', quarterly: 'Quarterly', half_yearly: 'Half-yearly' }[recurrence as string] ?? 'Yearly';
      return `${how}: ${plural(due.events.length, 'date')} each ${cycle}`;
    }
    case 'fy_end':
      return due.day_of_month !== undefined
        ? `Day ${due.day_of_month} of the ${due.months ?? 0}th month after each financial-year end`
        : `${offset(due.months, due.days)} after each financial-year end`;
    case 'fy_start':
      return `Day ${due.day} of month ${due.month_offset + 1} of each financial year`;
    case 'agm':
      return `${plural(due.days_after, 'day')} after each AGM`;
    case 'every_n_years':
      return `Every ${plural(due.years, 'year')}`;
    case 'anniversary_month':
      return `${due.day === 'first' ? 'First' : 'Last'} day of the anniversary month, every ${plural(due.every_years, 'year')}`;
    case 'review_period':
      return `${plural(due.days_after, 'day')} after each ${due.months}-month review period`;
  }
}

/** The occurrence a founder would look at: the next one from today, else the last missed one. */
function headline(items: PlannedRequirement[], today: string): PlannedRequirement | undefined {
  return items.find((item) => item.due_date === null || item.due_date >= today) ?? items.at(-1);
}

interface CompanyNotice {
  action: AuditAction;
  label: string;
  changes: AuditChange[];
}

/**
 * What one rule change means for one company, from the rule as the engine ran it before and after the change:
 * added (with its next due date), no longer applying (and why), or changed wording, impact or next due date.
 */
export function noticeFor(
  before: StoredSnapshot | null,
  after: StoredSnapshot | null,
  was: PlannedRequirement[],
  now: PlannedRequirement[],
  hadOpen: boolean,
  today: string,
): CompanyNotice | null {
  const next = headline(now, today);
  const previous = headline(was, today);
  if (next && !previous) {
    const changes: AuditChange[] = [{ field: 'due_date', before: null, after: next.due_date }];
    if (next.applicability === 'conditional') changes.push({ field: 'applicability', before: null, after: 'conditional' });
    return { action: 'compliance.obligation_added', label: after!.rule.name, changes };
  }
  if (!next) {
    if (!previous && !hadOpen) return null;
    const reason = after === null ? 'deleted' : !after.active ? 'deactivated' : 'no_longer_matches';
    return {
      action: 'compliance.obligation_removed',
      label: (before ?? after)!.rule.name,
      changes: [{ field: 'reason', before: null, after: reason }],
    };
  }
  const changes: AuditChange[] = [];
  const from = before!;
  const to = after!;
  if (from.rule.name !== to.rule.name) changes.push({ field: 'name', before: from.rule.name, after: to.rule.name });
  if (from.impact_level !== to.impact_level) changes.push({ field: 'impact_level', before: from.impact_level, after: to.impact_level });
  if (from.rule.category !== to.rule.category) changes.push({ field: 'category', before: from.rule.category, after: to.rule.category });
  if (from.rule.description !== to.rule.description) changes.push({ field: 'description', before: null, after: null });
  if (previous!.due_date !== next.due_date) changes.push({ field: 'due_date', before: previous!.due_date, after: next.due_date });
  return changes.length > 0 ? { action: 'compliance.obligation_changed', label: to.rule.name, changes } : null;
}

/** The back office's compliance rules: the overlay on the statutory catalogue, custom rules, and the re-plan job. */
export function createComplianceAdminService({ db, clock, audit, compliance, companies, jobs }: Deps) {
  const ruleSet = compliance.ruleSet;

  function statutoryView(rule: ComplianceRule, snapshot: StoredSnapshot, updatedAt: Date | null, overridden: boolean): AdminComplianceRule {
    return {
      id: rule.id,
      kind: 'statutory',
      title: snapshot.rule.name,
      description: snapshot.rule.description,
      country: rule.country,
      entity_types: [...rule.entity_types],
      category: snapshot.rule.category,
      status: snapshot.active ? 'active' : 'inactive',
      impact_level: snapshot.impact_level,
      source_url: rule.source_url,
      overridden,
      statutory: { title: rule.name, description: rule.description, category: rule.category, impact_level: rule.urgency },
      applies_when: null,
      due: null,
      due_summary: describeDue(rule.due, rule.recurrence),
      updated_at: updatedAt?.toISOString() ?? null,
    };
  }

  function customView(row: CustomRuleRow): AdminComplianceRule {
    const { rule } = customToRule(row);
    return {
      id: row.id,
      kind: 'custom',
      title: row.title,
      description: row.description,
      country: row.country,
      entity_types: row.entityTypes as AdminComplianceRule['entity_types'],
      category: row.category,
      status: row.active ? 'active' : 'inactive',
      impact_level: row.impactLevel,
      source_url: row.sourceUrl,
      overridden: false,
      statutory: null,
      applies_when: row.appliesWhen ?? null,
      due: row.due,
      due_summary: describeDue(rule.due, rule.recurrence),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function viewOf(executor: Db, id: string): Promise<AdminComplianceRule> {
    const effective = await ruleSet.current(executor);
    if (isUuid(id)) {
      const row = effective.custom.find((item) => item.id === id);
      if (!row) throw AppError.notFound('Compliance rule');
      return customView(row);
    }
    const rule = ruleSet.base.find((item) => item.id === id);
    if (!rule) throw AppError.notFound('Compliance rule');
    const override = effective.overrides.get(id);
    return statutoryView(rule, effective.snapshots.get(id)!, override?.updatedAt ?? null, isOverridden(override));
  }

  /** Every process drops the rule set it kept (and with it the plans computed from it) before the answer leaves. */
  const ruleSetChanged = () => ruleSet.changed();

  /** An edit reaches the audit log only when it changed a field staff see. */
  async function recordUpdate(tx: Db, actor: Actor, id: string, label: string, changes: AuditChange[]) {
    if (changes.length === 0) return;
    await audit.record(tx, actor, {
      companyId: null,
      action: 'compliance_rule.updated',
      target: { type: 'compliance_rule', id, label },
      changes,
    });
  }

  /**
   * Records the change and sends its re-plan job, both in the caller's transaction (one fact: no committed change
   * without its job); null when the engine sees no difference.
   */
  async function logChange(tx: Db, actor: Actor, ruleId: string, before: StoredSnapshot | null, after: StoredSnapshot | null) {
    if (JSON.stringify(before) === JSON.stringify(after)) return null;
    const change = await complianceRulesRepository.insertChange(tx, {
      ruleId,
      before,
      after,
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      requestId: actor.requestId,
      createdAt: clock(),
    });
    await jobs.send(tx, queues.complianceReplan, { changeId: change.id }, { singletonKey: change.id });
    return change;
  }

  /**
   * The re-plan job: re-plans exactly the companies the changed rule reaches before or after the change (or that
   * hold open occurrences of it) and tells each what changed for it. Each company is claimed in the transaction
   * that re-plans it, so a retry never tells a company twice. Returns how many companies were re-planned.
   */
  async function processChange(changeId: string): Promise<number> {
    const change = await complianceRulesRepository.findChange(db, changeId);
    if (!change || change.processedAt) return 0;
    const before = change.before as StoredSnapshot | null;
    const after = change.after as StoredSnapshot | null;
    const beforeRules = before?.active ? [before.rule] : [];
    const afterRules = after?.active ? [after.rule] : [];
    const countries = [...new Set([before?.rule.country, after?.rule.country].filter((country) => country !== undefined))];
    const withOpen = new Set(await complianceRulesRepository.listCompanyIdsWithOpenRule(db, change.ruleId));
    const candidates = new Set([...(await complianceRulesRepository.listCompanyIdsInCountries(db, countries)), ...withOpen]);
    const actor: Actor = {
      type: 'staff',
      id: change.actorId ?? '',
      name: change.actorName,
      email: change.actorEmail,
      requestId: change.requestId,
    };
    for (const companyId of candidates) {
      const company = await companies().findForSystem(db, companyId);
      if (!company) continue;
      const today = todayIn(jurisdictionTimeZone(company.country, company.state), clock());
      const profile = toProfile(company);
      const was = evaluate(profile, beforeRules, today);
      const now = evaluate(profile, afterRules, today);
      if (was.length === 0 && now.length === 0 && !withOpen.has(companyId)) continue;
      await db.transaction(async (tx) => {
        if (!(await complianceRulesRepository.claimCompany(tx, change.id, companyId))) return;
        const current = await companies().findForSystem(tx, companyId);
        if (!current) return;
        await compliance.onProfileChanged(tx, current);
        const notice = noticeFor(before, after, was, now, withOpen.has(companyId), today);
        if (notice) {
          await audit.record(tx, actor.id ? actor : null, {
            companyId,
            action: notice.action,
            target: { type: 'compliance_rule', id: change.ruleId, label: notice.label },
            changes: notice.changes,
          });
        }
      });
    }
    const replanned = await complianceRulesRepository.countClaimed(db, change.id);
    await complianceRulesRepository.markChangeProcessed(db, change.id, clock(), replanned);
    return replanned;
  }

  const auditFields = (view: AdminComplianceRule): Record<string, unknown> => ({ ...view });

  return {
    async list(): Promise<AdminComplianceRuleList> {
      const effective = await ruleSet.current();
      const rules = [
        ...ruleSet.base.map((rule) => {
          const override = effective.overrides.get(rule.id);
          return statutoryView(rule, effective.snapshots.get(rule.id)!, override?.updatedAt ?? null, isOverridden(override));
        }),
        ...effective.custom.map(customView),
      ];
      return { rules, count: rules.length };
    },

    get: (id: string) => viewOf(db, id),

    async create(actor: Actor, input: unknown): Promise<AdminComplianceRule> {
      const body = parse(customRuleBodySchema, input);
      const view = await db.transaction(async (tx) => {
        const now = clock();
        const row = await complianceRulesRepository.insertCustom(tx, { ...customRuleColumns(body, now), createdAt: now });
        const view = customView(row);
        await audit.record(tx, actor, {
          companyId: null,
          action: 'compliance_rule.created',
          target: { type: 'compliance_rule', id: row.id, label: row.title },
          changes: changesBetween({}, auditFields(view), AUDITED_FIELDS),
        });
        const after = customToRule(row);
        await logChange(tx, actor, after.rule.id, null, after);
        return view;
      });
      await ruleSetChanged();
      return view;
    },

    async update(actor: Actor, id: string, input: unknown): Promise<AdminComplianceRule> {
      const view = await db.transaction(async (tx) => {
        const effective = await ruleSet.current(tx);
        if (isUuid(id)) {
          const existing = effective.custom.find((item) => item.id === id);
          if (!existing) throw AppError.notFound('Compliance rule');
          const body = parse(customRuleBodySchema, input);
          const row = await complianceRulesRepository.updateCustom(tx, id, customRuleColumns(body, clock()));
          const before = customView(existing);
          const view = customView(row);
          await recordUpdate(tx, actor, id, row.title, changesBetween(auditFields(before), auditFields(view), AUDITED_FIELDS));
          await logChange(tx, actor, customRuleId(id), customToRule(existing), customToRule(row));
          return view;
        }

        const rule = ruleSet.base.find((item) => item.id === id);
        if (!rule) throw AppError.notFound('Compliance rule');
        const extra = input && typeof input === 'object' ? Object.keys(input).filter((key) => !STATUTORY_ONLY_FIELDS.includes(key)) : [];
        if (extra.length > 0) {
          throw new AppError(
            'VALIDATION_FAILED',
            `${extra[0]}: ${id} is a statutory rule; its jurisdiction, condition and due date follow the law. Only title, description, category, impact_level and status can change.`,
          );
        }
        const body = parse(statutoryOverrideBodySchema, input);
        const beforeSnapshot = effective.snapshots.get(id)!;
        const override = effective.overrides.get(id);
        const before = statutoryView(rule, beforeSnapshot, override?.updatedAt ?? null, isOverridden(override));
        // A field equal to the catalogue's is stored as "no override", so a later catalogue correction shows through.
        const next = {
          ruleId: id,
          title: body.title === rule.name ? null : body.title,
          description: body.description === rule.description ? null : body.description,
          category: body.category === rule.category ? null : body.category,
          impactLevel: body.impact_level === rule.urgency ? null : body.impact_level,
          active: body.status === 'active',
          updatedAt: clock(),
        };
        await complianceRulesRepository.upsertOverride(tx, next);
        const afterEffective = await ruleSet.current(tx);
        const afterSnapshot = afterEffective.snapshots.get(id)!;
        const view = statutoryView(rule, afterSnapshot, next.updatedAt, isOverridden(next));
        await recordUpdate(tx, actor, id, view.title, changesBetween(auditFields(before), auditFields(view), STATUTORY_ONLY_FIELDS));
        await logChange(tx, actor, id, beforeSnapshot, afterSnapshot);
        return view;
      });
      await ruleSetChanged();
      return view;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!isUuid(id)) {
        if (ruleSet.base.some((item) => item.id === id)) {
          throw new AppError('CONFLICT', 'Statutory rules cannot be deleted. Deactivate the rule instead.');
        }
        throw AppError.notFound('Compliance rule');
      }
      await db.transaction(async (tx) => {
        const existing = await complianceRulesRepository.findCustom(tx, id);
        if (!existing) throw AppError.notFound('Compliance rule');
        await complianceRulesRepository.deleteCustom(tx, id);
        await audit.record(tx, actor, {
          companyId: null,
          action: 'compliance_rule.deleted',
          target: { type: 'compliance_rule', id, label: existing.title },
          changes: changesBetween(auditFields(customView(existing)), {}, AUDITED_FIELDS),
        });
        await logChange(tx, actor, customRuleId(id), customToRule(existing), null);
      });
      await ruleSetChanged();
    },

    processChange,

    /** Changes whose job is gone before they were re-planned (the daily reconciliation): re-planned now. */
    async replanUnprocessed(before: Date): Promise<number> {
      const pending = await complianceRulesRepository.listUnqueuedChanges(db, before);
      for (const change of pending) await processChange(change.id);
      return pending.length;
    },

    /** How far a change's re-plan has got (tests and the back office). */
    changeStatus: (changeId: string) => complianceRulesRepository.findChange(db, changeId),
  };
}

function isOverridden(
  override:
    | { title: string | null; description: string | null; category: string | null; impactLevel: ImpactLevel | null; active: boolean }
    | undefined,
): boolean {
  return Boolean(override && (override.title || override.description || override.category || override.impactLevel || !override.active));
}

export type ComplianceAdminService = ReturnType<typeof createComplianceAdminService>;
