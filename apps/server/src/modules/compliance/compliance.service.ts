import {
  catalogue as builtInCatalogue,
  evaluate,
  explainRule,
  exposure,
  healthScore,
  isForming,
  openQuestions,
  type ComplianceRule,
  type LateFee,
} from '@charter/compliance';
import type {
  BulkUpdateRequirementsBody,
  Company,
  ComplianceHealth,
  ComplianceList,
  ComplianceRuleView,
  ComplianceSummary,
  NewCompany,
  DisplayStatus,
  PastFilingBody,
  Requirement,
  UpdateRequirementBody,
} from '@charter/shared';
import { summarizeCompliance, WHAT_IF_MAX_YEARS_AHEAD, type WhatIfBody, type WhatIfItem, type WhatIfResult } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../lib/ids';
import type { Clock } from '../../lib/clock';
import { jurisdictionTimeZone, todayIn } from '../../lib/jurisdiction-today';
import type { Actor } from '../../lib/actor';
import type { AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import type { CompaniesService } from '../companies/companies.service';
import { toProfile } from '../companies/company-mapping';
import type { RuleProduct } from '../catalogue/catalogue.service';
import { complianceRepository, type RequirementRow } from './compliance.repository';
import { occurrenceKey, planRequirements, rulesVersionOf, toInsert } from './compliance-planner';
import { createRuleSet, type EffectiveRules } from './compliance-rule-set';
import { createPlanCache, type ComputedPlan } from './compliance-plan-cache';

const currencyOf = { India: 'INR', USA: 'USD', UK: 'GBP' } as const;

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  audit: AuditService;
  companies: () => CompaniesService;
  /** The statutory catalogue (tests replace it); the back office's overlay and custom rules are read on top of it. */
  rules?: readonly ComplianceRule[];
  /** The catalogue's service for each rule it fulfils, so a requirement can be bought (absent: nothing is for sale). */
  products?: () => Promise<ReadonlyMap<string, RuleProduct>>;
}

/** A stored occurrence, or a what-if occurrence the engine plans for another date (not stored, id "planned:…"). */
type Occurrence = Omit<RequirementRow, 'createdAt' | 'updatedAt' | 'id'> & { id: string; updatedAt: Date | null };

const noProducts = async (): Promise<ReadonlyMap<string, RuleProduct>> => new Map();

export function createComplianceService({ db, clock, access, audit, companies, rules = builtInCatalogue, products = noProducts }: Deps) {
  const ruleSet = createRuleSet(db, rules);
  // The fingerprint of the statutory catalogue only: a new release re-plans every company on its next read, while a
  // back-office change re-plans just the companies it reaches, through the re-plan job (compliance-admin.service.ts).
  const rulesVersion = rulesVersionOf(rules);
  /** The reasons of every requirement of one company on one date (one profile, many rules, inactive ones too). */
  const explainerFor = (company: Company, asOf: string, effective: EffectiveRules): Explain => {
    const profile = toProfile(company);
    return (ruleId) => {
      const rule = effective.snapshots.get(ruleId)?.rule;
      return rule ? explainRule(rule, profile, asOf) : [];
    };
  };
  const todayFor = (company: Company) => todayIn(jurisdictionTimeZone(company.country, company.state), clock());
  const plans = createPlanCache();

  /** A company's requirement a writer may change: the company's access check first; another company's (or no uuid) is 404. */
  async function requirementToWrite(tx: Db, actor: Actor, companyId: string, requirementId: string) {
    const { company } = await access.company(actor, companyId, 'compliance:write', tx);
    const found = isUuid(requirementId) ? await complianceRepository.findInCompany(tx, company.id, requirementId) : undefined;
    if (!found) throw AppError.notFound('Requirement');
    return { company, found };
  }

  async function replan(executor: Db, company: Company): Promise<void> {
    const now = clock();
    const today = todayIn(jurisdictionTimeZone(company.country, company.state), now);
    const { rules: current } = await ruleSet.current(executor);
    await planRequirements(executor, company, current, today, now);
    await companies().markPlanned(executor, company.id, rulesVersion, today);
  }

  /** Access check, then a re-plan when the catalogue changed or a new day began in the company's jurisdiction. */
  async function currentPlan(actor: Actor, companyId: string): Promise<{ company: Company; rows: RequirementRow[] }> {
    const { company, row } = await access.company(actor, companyId, 'compliance:read');
    if (row.rulesVersion !== rulesVersion || row.plannedOn !== todayFor(company)) {
      await db.transaction((tx) => replan(tx, company));
    }
    return { company, rows: await complianceRepository.listByCompanyId(db, company.id) };
  }

  async function occurrencesAt(actor: Actor, companyId: string, asOf: string | undefined) {
    const { company, rows } = await currentPlan(actor, companyId);
    if (asOf !== undefined) checkAsOf(company, asOf, todayFor(company));
    const effective = await ruleSet.current();
    const date = asOf ?? todayFor(company);
    const occurrences: Occurrence[] = rows;
    if (date !== todayFor(company)) {
      // What-if: what the engine plans for that date, beside what is stored.
      const stored = new Set(rows.map((row) => row.occurrenceKey));
      for (const planned of evaluate(toProfile(company), effective.rules, date)) {
        const key = occurrenceKey(planned.rule_id, planned.due_date);
        if (stored.has(key)) continue;
        occurrences.push({
          ...toInsert(company.id, planned),
          id: `planned:${key}`,
          status: 'pending',
          completedAt: null,
          assumedDone: false,
          updatedAt: null,
        } as Occurrence);
      }
    }
    return { company, date, occurrences, effective };
  }

  type PlanAt = Awaited<ReturnType<typeof occurrencesAt>>;

  /**
   * Today's list and health of a company, computed once and kept until its facts, its requirement rows, the rule set,
   * the catalogue's products or the day in its jurisdiction change (compliance-plan-cache.ts). The access check runs
   * on every call, and the epoch comes from its read of the company row.
   */
  async function todaysPlan(actor: Actor, companyId: string): Promise<ComputedPlan> {
    const { company, row } = await access.company(actor, companyId, 'compliance:read');
    const date = todayFor(company);
    // Both are read before the rows: a change after them gives a newer object next time, so what is kept is a miss.
    const rules = await ruleSet.current();
    const forSale = await products();
    const inputs = { epoch: row.planEpoch, date, rules, products: forSale };
    const stale = row.rulesVersion !== rulesVersion || row.plannedOn !== date;
    const kept = stale ? undefined : plans.get(company.id, inputs);
    if (kept) return kept;
    if (stale) await db.transaction((tx) => replan(tx, company));
    const plan: PlanAt = { company, date, occurrences: await complianceRepository.listByCompanyId(db, company.id), effective: rules };
    const computed = { list: await listOf(plan, forSale), health: healthOf(plan) };
    // After a re-plan the row read above is an epoch behind: keeping it would only be a miss next time.
    if (!stale) plans.set(company.id, inputs, computed);
    return computed;
  }

  async function listOf(
    { company, date, occurrences, effective }: PlanAt,
    forSale?: ReadonlyMap<string, RuleProduct>,
  ): Promise<ComplianceList> {
    const explain = explainerFor(company, date, effective);
    forSale ??= await products();
    const questions = openQuestions(toProfile(company), effective.rules, date);
    const questionOf = new Map(questions.flatMap((question) => question.rule_ids.map((ruleId) => [ruleId, question.id] as const)));
    const requirements = occurrences
      .map((occurrence) => ({
        ...toView(occurrence, company, date, explain, forSale),
        question_id: questionOf.get(occurrence.ruleId) ?? null,
      }))
      .sort(byDisplayOrder);
    return {
      company_id: company.id,
      as_of: date,
      summary: summarizeCompliance(requirements, date),
      stage: stageOf(company),
      questions: questions.map(({ rule_ids: _ruleIds, ...question }) => question),
      requirements,
    };
  }

  function healthOf({ company, date, occurrences }: PlanAt): ComplianceHealth {
    const result = healthScore(
      occurrences.map((occurrence) => ({ requirement: toEngineRequirement(occurrence, date), status: occurrence.status })),
      date,
    );
    const lastUpdated = occurrences.reduce(
      (latest, occurrence) => Math.max(latest, occurrence.updatedAt?.getTime() ?? 0),
      Date.parse(company.updated_at),
    );
    return {
      score: result.score,
      last_updated: new Date(lastUpdated).toISOString(),
      as_of: date,
      stage: stageOf(company),
      details: { completed_tasks: result.counts.completed, pending_count: result.counts.pending, overdue_count: result.counts.overdue },
    };
  }

  /**
   * The founder says the one-time filings due before the company joined Charter were made at the time: they count as
   * done from now on. Runs inside the caller's transaction (company create, or the past-filings answer).
   */
  async function completePastFilings(executor: Db, actor: Actor, company: Company): Promise<number> {
    const joinedOn = company.created_at.slice(0, 10);
    const completed = await complianceRepository.completeOneTimeDueBefore(executor, company.id, joinedOn, clock());
    if (completed > 0) {
      await audit.record(executor, actor, {
        companyId: company.id,
        action: 'requirements.status_changed',
        target: {
          type: 'requirement',
          id: null,
          label: `${completed} one-time ${completed === 1 ? 'filing' : 'filings'} due before joining`,
        },
        changes: [{ field: 'status', before: null, after: 'completed' }],
      });
    }
    return completed;
  }

  return {
    /** The compliance planner hook the companies service runs inside its create/update transaction. */
    onProfileChanged: replan,
    /** The engine's current rule set (statutory with the back office's overlay, and custom rules). */
    ruleSet,

    /**
     * Re-plans every company whose stored plan predates today (in its jurisdiction) or the current catalogue, so jobs
     * that read stored occurrences (reminders, calendar feeds) see this month's recurring filings. Returns how many.
     */
    async replanStale(): Promise<number> {
      let replanned = 0;
      for (const state of await companies().listPlanStates()) {
        const today = todayIn(jurisdictionTimeZone(state.country, state.state), clock());
        if (state.rulesVersion === rulesVersion && state.plannedOn === today) continue;
        await db.transaction(async (tx) => {
          const company = await companies().findForSystem(tx, state.id);
          if (company) await replan(tx, company);
        });
        replanned += 1;
      }
      return replanned;
    },

    /** Today's list comes from the kept plan; another date ("as of") is computed on each call. */
    async list(actor: Actor, companyId: string, asOf?: string): Promise<ComplianceList> {
      if (asOf === undefined) return (await todaysPlan(actor, companyId)).list;
      return listOf(await occurrencesAt(actor, companyId, asOf));
    },

    async health(actor: Actor, companyId: string, asOf?: string): Promise<ComplianceHealth> {
      if (asOf === undefined) return (await todaysPlan(actor, companyId)).health;
      return healthOf(await occurrencesAt(actor, companyId, asOf));
    },

    /** The list and the health score from one read of the plan (the dashboard shows both). Shared: not to be changed. */
    overview: todaysPlan,

    async updateStatus(actor: Actor, companyId: string, requirementId: string, body: UpdateRequirementBody): Promise<Requirement> {
      // Read before the transaction: the catalogue may query the database, which must not wait on this transaction.
      const forSale = await products();
      const effective = await ruleSet.current();
      return db.transaction(async (tx) => {
        const { company, found } = await requirementToWrite(tx, actor, companyId, requirementId);
        const row = await complianceRepository.setStatus(
          tx,
          company.id,
          found.id,
          body.status,
          body.status === 'completed' ? clock() : null,
        );
        if (found.status !== body.status) {
          await audit.record(tx, actor, {
            companyId: company.id,
            action: 'requirement.status_changed',
            target: { type: 'requirement', id: found.id, label: occurrenceLabel(found) },
            changes: [{ field: 'status', before: found.status, after: body.status }],
          });
        }
        return toView(row!, company, todayFor(company), explainerFor(company, todayFor(company), effective), forSale);
      });
    },

    /** Marks several requirements of one company at once; one that is not the company's fails the whole call. */
    async updateStatusOfMany(actor: Actor, companyId: string, body: BulkUpdateRequirementsBody): Promise<{ updated: number }> {
      const ids = [...new Set(body.ids)];
      return db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, 'compliance:write', tx);
        if (!ids.every((id) => isUuid(id))) throw AppError.notFound('Requirement');
        if ((await complianceRepository.countInCompany(tx, company.id, ids)) !== ids.length) throw AppError.notFound('Requirement');
        const completedAt = body.status === 'completed' ? clock() : null;
        const updated = await complianceRepository.setStatusOfMany(tx, company.id, ids, body.status, completedAt);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'requirements.status_changed',
          target: { type: 'requirement', id: null, label: `${updated} ${updated === 1 ? 'requirement' : 'requirements'}` },
          changes: [{ field: 'status', before: null, after: body.status }],
        });
        return { updated };
      });
    },

    /** Marks done the one-time filings due before the company joined (the founder's "filed at the time"). */
    completePastFilings,

    /**
     * The founder's answer for one one-time filing that fell due before the company joined (an assumed one, or one
     * left open): filed marks it done as a fact; not_filed opens it again, overdue from its real date with its late
     * fees. The company is re-planned in the same transaction.
     */
    async answerPastFiling(actor: Actor, companyId: string, requirementId: string, body: PastFilingBody): Promise<Requirement> {
      const forSale = await products();
      const effective = await ruleSet.current();
      return db.transaction(async (tx) => {
        const { company, found } = await requirementToWrite(tx, actor, companyId, requirementId);
        const joinedOn = company.created_at.slice(0, 10);
        if (found.recurrence !== 'one_time' || found.dueDate === null || found.dueDate >= joinedOn) {
          throw new AppError(
            'VALIDATION_FAILED',
            `${found.name} was not due before ${company.name} joined Charter: mark it done or reopen it from its row instead.`,
          );
        }
        const status = body.answer === 'filed' ? 'completed' : 'pending';
        await complianceRepository.setStatus(
          tx,
          company.id,
          found.id,
          status,
          status === 'completed' ? (found.completedAt ?? clock()) : null,
        );
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'requirement.status_changed',
          target: { type: 'requirement', id: found.id, label: occurrenceLabel(found) },
          changes: [
            { field: 'status', before: found.status, after: status },
            { field: 'past_filing', before: found.assumedDone ? 'assumed' : null, after: body.answer },
          ],
        });
        await replan(tx, company);
        const row = await complianceRepository.findInCompany(tx, company.id, found.id);
        if (!row) throw AppError.notFound('Requirement');
        const today = todayFor(company);
        return toView(row, company, today, explainerFor(company, today, effective), forSale);
      });
    },

    /**
     * What if: the obligations that would be added, removed or moved by profile changes that are not saved, from a
     * date up to three years ahead. Reads only; viewers may look.
     */
    async whatIf(actor: Actor, companyId: string, body: WhatIfBody): Promise<WhatIfResult> {
      const { company } = await access.company(actor, companyId, 'compliance:read');
      const effective = await ruleSet.current();
      const rules = effective.rules;
      const today = todayFor(company);
      const date = body.as_of ?? today;
      checkAsOf(company, date, today);
      const changed = companies().preview(company, body.changes);
      const side = (subject: Company) => {
        const explain = explainerFor(subject, date, effective);
        const byRule = new Map<string, ReturnType<typeof evaluate>>();
        for (const item of evaluate(toProfile(subject), rules, date)) byRule.set(item.rule_id, [...(byRule.get(item.rule_id) ?? []), item]);
        const first = new Map<string, WhatIfItem>();
        for (const [ruleId, items] of byRule) {
          // The next occurrence from the date on; a missed one only when nothing of the rule lies ahead.
          const ahead = items
            .filter((item) => item.due_date === null || item.due_date >= date)
            .sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? ''));
          const chosen = ahead[0] ?? items.at(-1)!;
          first.set(ruleId, {
            rule_id: ruleId,
            name: chosen.name,
            due_date: chosen.due_date,
            applicability: chosen.applicability,
            reasons: explain(ruleId),
          });
        }
        return first;
      };
      const before = side(company);
      const after = side(changed);
      const byDate = (a: WhatIfItem, b: WhatIfItem) =>
        (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.name.localeCompare(b.name);
      return {
        as_of: date,
        added: [...after.values()].filter((item) => !before.has(item.rule_id)).sort(byDate),
        removed: [...before.values()].filter((item) => !after.has(item.rule_id)).sort(byDate),
        changed: [...after.values()]
          .flatMap((item) => {
            const was = before.get(item.rule_id);
            return was && (was.due_date !== item.due_date || was.applicability !== item.applicability)
              ? [{ rule_id: item.rule_id, name: item.name, before: was, after: item }]
              : [];
          })
          .sort((a, b) => byDate(a.after, b.after)),
      };
    },

    /** A profile that may not be saved yet: what would apply, and how urgent it is. */
    async detect(body: NewCompany, asOf: string | undefined): Promise<ComplianceSummary> {
      const { rules } = await ruleSet.current();
      const profile = toProfile(body);
      const date = asOf ?? todayIn(jurisdictionTimeZone(profile.country, profile.state), clock());
      const items = evaluate(profile, rules, date);
      const result = healthScore(
        items.map((requirement) => ({ requirement, status: 'pending' as const })),
        date,
      );
      const counts = summarizeCompliance(
        items.map((item) => ({
          name: item.name,
          due_date: item.due_date,
          status: item.overdue ? ('overdue' as const) : ('pending' as const),
        })),
        date,
      );
      return {
        summary: { compliance_score: result.score, urgent: counts.urgent, pending: counts.pending, completed: counts.completed },
        next_deadline: counts.next_deadline ? { name: counts.next_deadline.name, due_date: counts.next_deadline.due_date } : null,
        compliance_items: items.map((item) => ({
          name: item.name,
          description: item.description,
          due_date: item.due_date,
          is_mandatory: item.is_mandatory,
        })),
      };
    },

    /** The rules the engine runs now, with their sources (public). */
    async rules(): Promise<ComplianceRuleView[]> {
      const effective = await ruleSet.current();
      return effective.rules.map((rule) => ({
        id: rule.id,
        title: rule.name,
        description: rule.description,
        country: rule.country,
        entity_types: [...rule.entity_types],
        category: rule.category,
        status: 'active' as const,
        impact_level: effective.snapshots.get(rule.id)?.impact_level ?? rule.urgency,
        source_url: rule.source_url,
        last_verified: rule.last_verified,
        effective_from: rule.effective_from,
        effective_to: rule.effective_to,
      }));
    },

    ruleCount: async () => (await ruleSet.current()).rules.length,
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;

/** "GST return (GSTR-3B) due 2026-12-20": what a requirement is called in the activity log. */
function occurrenceLabel(row: RequirementRow): string {
  return row.dueDate ? `${row.name} due ${row.dueDate}` : row.name;
}

function displayStatus(occurrence: Occurrence, asOf: string): DisplayStatus {
  // Spec §4: completed, then overdue (due date passed), then in progress, otherwise pending.
  if (occurrence.status === 'completed') return 'completed';
  if (occurrence.dueDate !== null && occurrence.dueDate < asOf) return 'overdue';
  return occurrence.status;
}

function toEngineRequirement(occurrence: Occurrence, asOf: string) {
  return {
    rule_id: occurrence.ruleId,
    name: occurrence.name,
    description: occurrence.description,
    category: occurrence.category,
    due_date: occurrence.dueDate,
    period_label: occurrence.periodLabel,
    recurrence: occurrence.recurrence as Parameters<typeof healthScore>[0][number]['requirement']['recurrence'],
    urgency: occurrence.urgency,
    is_mandatory: occurrence.isMandatory,
    applicability: occurrence.applicability,
    condition_note: occurrence.conditionNote,
    estimated_completion_days: occurrence.estimatedCompletionDays ?? 0,
    product_id: occurrence.productId,
    penalty: occurrence.penalty,
    late_fee: (occurrence.lateFee as LateFee | null) ?? null,
    source_url: occurrence.sourceUrl,
    last_verified: occurrence.lastVerified,
    overdue: occurrence.dueDate !== null && occurrence.dueDate < asOf,
  };
}

/** Explains each requirement from the rule that planned it (null when the rule left the catalogue: no reasons then). */
type Explain = (ruleId: string) => Requirement['reasons'];

function toView(
  occurrence: Occurrence,
  company: Company,
  asOf: string,
  explain: Explain,
  products: ReadonlyMap<string, RuleProduct>,
): Requirement {
  const status = displayStatus(occurrence, asOf);
  const product = products.get(occurrence.ruleId);
  return {
    id: occurrence.id,
    rule_id: occurrence.ruleId,
    name: occurrence.name,
    description: occurrence.description,
    category: occurrence.category,
    status,
    due_date: occurrence.dueDate,
    period_label: occurrence.periodLabel,
    recurrence: occurrence.recurrence,
    urgency: occurrence.urgency,
    is_mandatory: occurrence.isMandatory,
    applicability: occurrence.applicability,
    condition_note: occurrence.conditionNote,
    business_type: company.entity_type,
    estimated_completion_days: occurrence.estimatedCompletionDays,
    price: product?.price ?? null,
    platform_fee: product?.platform_fee ?? null,
    currency: product?.currency ?? currencyOf[company.country],
    product_id: product?.product_id ?? null,
    source_url: occurrence.sourceUrl,
    last_verified: occurrence.lastVerified,
    penalty: occurrence.penalty,
    exposure:
      status === 'overdue'
        ? exposure({ due_date: occurrence.dueDate, late_fee: (occurrence.lateFee as LateFee | null) ?? null }, asOf)
        : null,
    completed_at: occurrence.completedAt?.toISOString() ?? null,
    assumed_done: occurrence.assumedDone,
    reasons: explain(occurrence.ruleId),
    question_id: null,
  };
}

const statusRank: Record<DisplayStatus, number> = { overdue: 0, in_progress: 1, pending: 2, completed: 3 };

/** Overdue first, then open items by due date (undated last), completed last. Ties by name for stability. */
function byDisplayOrder(a: Requirement, b: Requirement): number {
  return (
    statusRank[a.status] - statusRank[b.status] ||
    (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') ||
    a.name.localeCompare(b.name)
  );
}

/** A company is at the forming stage until staff record its incorporation (the engine lists no operating calendar then). */
function stageOf(company: Company): 'forming' | 'incorporated' {
  return isForming(toProfile(company)) ? 'forming' : 'incorporated';
}

/** "As of" runs from the incorporation (today for a company being formed) to three years ahead, in words when refused. */
function checkAsOf(company: Company, asOf: string, today: string): void {
  const latest = addYearsIso(today, WHAT_IF_MAX_YEARS_AHEAD);
  if (asOf > latest) {
    throw new AppError('VALIDATION_FAILED', `as_of: Pick a date up to ${WHAT_IF_MAX_YEARS_AHEAD} years ahead (${latest} at the latest)`);
  }
  const earliest = company.incorporation_date ?? (company.status === 'forming' ? today : null);
  if (earliest !== null && asOf < earliest) {
    throw new AppError(
      'VALIDATION_FAILED',
      company.incorporation_date
        ? `as_of: ${company.name} was incorporated on ${company.incorporation_date}; pick a date from then on`
        : `as_of: ${company.name} is not incorporated yet; pick today or a later date`,
    );
  }
}

function addYearsIso(isoDay: string, years: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
