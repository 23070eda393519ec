import {
  companyRoleLabels,
  formatMajor,
  orderStatusLabels,
  taskStatusLabels,
  type AuditEvent,
  type CompanyRole,
  type Currency,
  type OrderStatus,
  type TaskStatus,
} from '@charter/shared';

/** Labels for the company fields an update can change (API names); anything else is spelled out from its name. */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  state: 'State',
  entity_type: 'Entity type',
  registration_number: 'Registration number',
  industry: 'Industry',
  turnover: 'Turnover',
  num_employees: 'Employees',
  business_model: 'Business model',
  is_exporter: 'Exporter',
  is_food_business: 'Food business',
  has_manufacturing: 'Manufacturing',
  has_international_clients: 'International clients',
  wants_startup_credits: 'Startup credits',
  incorporation_date: 'Incorporation date',
  has_deposits: 'Deposits',
  business_locations: 'Business locations',
  foreign_owned: 'Foreign owned',
  member_count: 'Members (LLP partners)',
  fiscal_year_end: 'Financial year end',
  gst_filing: 'GST filing',
  paid_up_capital: 'Paid-up capital',
  agm_date: 'AGM date',
  vat_registered: 'VAT registered',
  small_company: 'Small company',
  past_filings: 'Filings due before joining',
};

/** Values that are codes in the API, in words. */
const valueLabels: Record<string, Record<string, string>> = {
  past_filings: { filed: 'made at the time', not_filed: 'not all made' },
};

const statusLabels: Record<string, string> = { pending: 'pending', in_progress: 'in progress', completed: 'completed' };

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** The server labels an occurrence "MGT-7 annual return due 2026-11-29": the date reads better written out. */
const requirementLabel = (label: string) =>
  label.replace(/ due (\d{4}-\d{2}-\d{2})$/, (_match, day: string) => ` due ${dayFormat.format(new Date(`${day}T00:00:00Z`))}`);

const fieldLabel = (field: string) => fieldLabels[field] ?? field.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
/** Company facts held in major units of the company's currency (profile facts, not amounts charged). */
const moneyFields = new Set(['turnover', 'paid_up_capital']);

function valueLabel(value: string | null, field: string, currency: Currency | undefined): string {
  if (value === null) return 'not set';
  const worded = valueLabels[field]?.[value];
  if (worded) return worded;
  if (value === 'true') return 'yes';
  if (value === 'false') return 'no';
  if (currency && moneyFields.has(field) && value.trim() !== '' && Number.isFinite(Number(value))) {
    return formatMajor(Number(value), currency);
  }
  return value;
}
const roleLabel = (role: string | null) => (role ? companyRoleLabels[role as CompanyRole].toLowerCase() : 'no role');
/** "Asha Rao <asha@example.com>" reads as "Asha Rao". */
const personOf = (label: string | null) => (label ?? 'someone').replace(/ <[^>]*>$/, '');

export interface DescribedEvent {
  /** One sentence: who did what. */
  summary: string;
  /** For profile updates: one line per changed field. */
  details: string[];
}

/** Events told in one sentence of who did it and to what, without details. */
const plainSummaries = {
  'company.created': (actor, target) => `${actor} added ${target}`,
  'company.archived': (actor, target) => `${actor} archived ${target}`,
  'invitation.revoked': (actor, target) => `${actor} revoked the invitation to ${target}`,
  'registry.imported': (actor, target) => `${actor} imported ${target}`,
  'order.created': (actor, target) => `${actor} placed order ${target}`,
  'order.paid': (actor, target) => `Order ${target} was paid`,
  'order.payment_flagged': (actor: string, target: string) =>
    `The payment for order ${target} did not match its total and is held for review`,
  'order.payment_failed': (actor, target) => `The payment for order ${target} did not go through`,
  'cart.item_added': (actor, target) => `${actor} added ${target} to the cart`,
  'cart.cleared': (actor) => `${actor} cleared the cart`,
  'task.commented': (actor, target) => `${actor} commented on the task ${target}`,
  'order.cancellation_requested': (actor, target) => `${actor} asked to cancel order ${target}`,
  'order.cancellation_withdrawn': (actor, target) => `${actor} withdrew the request to cancel order ${target}`,
  // Staff accounts and the catalogue concern no company, so a company's activity never shows these; the admin
  // audit log does.
  'admin.created': (actor, target) => `${actor} added the staff account ${target}`,
  'admin.disabled': (actor, target) => `${actor} disabled the staff account ${target}`,
  'admin.enabled': (actor, target) => `${actor} enabled the staff account ${target}`,
  'user.disabled': (actor, target) => `${actor} disabled the account of ${target}`,
  'user.enabled': (actor, target) => `${actor} enabled the account of ${target}`,
  'service.created': (actor, target) => `${actor} added the service ${target}`,
  'service.deleted': (actor, target) => `${actor} deleted the service ${target}`,
  'service.archived': (actor, target) => `${actor} archived the service ${target}`,
  'service.restored': (actor, target) => `${actor} restored the service ${target}`,
  'booking.updated': (actor, target) => `${actor} updated the booking ${target}`,
  'order.refund_failed': (actor, target) => `A refund for order ${target} did not go through`,
  'order.timeline_added': (actor, target) => `${actor} posted an update on order ${target}`,
  'task.created': (actor, target) => `${actor} added the task ${target}`,
  'logic_rule.created': (actor, target) => `${actor} created the logic rule ${target}`,
  'logic_rule.updated': (actor, target) => `${actor} changed the logic rule ${target}`,
  'logic_rule.deleted': (actor, target) => `${actor} deleted the logic rule ${target}`,
  'compliance_rule.created': (actor, target) => `${actor} created the compliance rule ${target}`,
  'compliance_rule.deleted': (actor, target) => `${actor} deleted the compliance rule ${target}`,
  'api_key.created': (actor, target) => `${actor} created the API key ${target}`,
  'api_key.revoked': (actor, target) => `${actor} revoked the API key ${target}`,
  'company.deletion_cancelled': (actor) => `${actor} cancelled the company’s deletion`,
} satisfies Partial<Record<AuditEvent['action'], (actor: string, target: string) => string>>;

const isPlain = (action: AuditEvent['action']): action is keyof typeof plainSummaries => action in plainSummaries;

/** The activity timeline's sentence for an audit event. */
/** `currency` is the company's, for money facts (₹25,00,000 rather than 2500000). */
export function describeEvent(event: AuditEvent, currency?: Currency): DescribedEvent {
  const actor = event.actor.name;
  const target = event.target.label ?? '';
  const change = event.changes[0];
  const action = event.action;
  if (isPlain(action)) return { summary: plainSummaries[action](actor, target), details: [] };
  switch (action) {
    case 'company.updated': {
      const details = event.changes.map(
        (item) =>
          `${fieldLabel(item.field)}: ${valueLabel(item.before, item.field, currency)} → ${valueLabel(item.after, item.field, currency)}`,
      );
      const only = event.changes.length === 1 ? event.changes[0] : undefined;
      return only
        ? {
            summary: `${actor} changed ${fieldLabel(only.field)} from ${valueLabel(only.before, only.field, currency)} to ${valueLabel(only.after, only.field, currency)}`,
            details: [],
          }
        : { summary: `${actor} changed ${event.changes.length} company details`, details };
    }
    case 'company.incorporated':
      return { summary: `${actor} recorded the incorporation of ${target} on ${String(change?.after ?? '')}`, details: [] };
    case 'requirement.status_changed':
    case 'requirements.status_changed': {
      const what = event.action === 'requirement.status_changed' ? requirementLabel(target) : target;
      // The founder's answer for one filing due before joining (it replaces an assumed "done").
      const pastFiling = event.changes.find((item) => item.field === 'past_filing');
      if (pastFiling) {
        return {
          summary: `${actor} said ${what} was ${pastFiling.after === 'filed' ? 'filed at the time' : 'not filed yet'}`,
          details: [],
        };
      }
      // Back to pending from done is what the Reopen button does; say it that way.
      if (change?.after === 'pending' && change.before === 'completed') return { summary: `${actor} reopened ${what}`, details: [] };
      return { summary: `${actor} marked ${what} as ${statusLabels[change?.after ?? ''] ?? change?.after ?? 'changed'}`, details: [] };
    }
    case 'invitation.created':
      return { summary: `${actor} invited ${target} as ${roleLabel(change?.after ?? null)}`, details: [] };
    case 'invitation.accepted':
      return { summary: `${personOf(target)} joined as ${roleLabel(change?.after ?? null)}`, details: [] };
    case 'member.role_changed':
      return {
        summary: `${actor} changed ${personOf(target)}’s role from ${roleLabel(change?.before ?? null)} to ${roleLabel(change?.after ?? null)}`,
        details: [],
      };
    case 'member.removed':
      return { summary: `${actor} removed ${personOf(target)}`, details: [] };
    case 'member.left':
      return { summary: `${personOf(target)} left the company`, details: [] };
    case 'cart.item_removed': {
      // Staff taking a service out of the catalogue takes it out of carts, with the reason.
      const reason = event.changes.find((item) => item.field === 'reason')?.after;
      return { summary: `${actor} removed ${target} from the cart${reason ? `: ${reason.toLowerCase()}` : ''}`, details: [] };
    }
    case 'task.status_changed': {
      const moved = event.changes.find((item) => item.field === 'status');
      const to = moved?.after ? (taskStatusLabels[moved.after as TaskStatus] ?? moved.after).toLowerCase() : 'a new status';
      return { summary: `${actor} moved the task ${target} to ${to}`, details: [] };
    }
    case 'task.document_uploaded': {
      const file = event.changes.find((item) => item.field === 'document')?.after;
      return { summary: `${actor} uploaded ${file ?? 'a document'} to the task ${target}`, details: [] };
    }
    // A back-office event (no company's activity lists it; the admin audit log does).
    case 'service.updated':
      return {
        summary: `${actor} edited the service ${target}`,
        details: event.changes.map((item) => `${fieldLabel(item.field)}: ${item.before ?? '—'} → ${item.after ?? '—'}`),
      };
    case 'task.assigned':
      return change?.after
        ? { summary: `${actor} assigned the task ${target} to ${change.after}`, details: [] }
        : { summary: `${actor} unassigned the task ${target}`, details: [] };
    case 'order.status_changed': {
      const moved = event.changes.find((item) => item.field === 'order_status');
      const refund = event.changes.find((item) => item.field === 'refund')?.after;
      const to = moved?.after ? (orderStatusLabels[moved.after as OrderStatus] ?? moved.after).toLowerCase() : 'a new status';
      return { summary: `${actor} marked order ${target} as ${to}${refund ? `, refunding ${refund}` : ''}`, details: [] };
    }
    case 'order.refunded':
      return {
        summary: `${event.changes.find((item) => item.field === 'amount')?.after ?? 'A refund'} was refunded for order ${target}`,
        details: [],
      };
    case 'compliance_rule.updated':
      return { summary: `${actor} changed the compliance rule ${target}`, details: event.changes.map((item) => fieldLabel(item.field)) };
    case 'compliance.obligation_added': {
      const due = event.changes.find((item) => item.field === 'due_date')?.after;
      const conditional = event.changes.some((item) => item.field === 'applicability' && item.after === 'conditional');
      return {
        summary: `${target} added${due ? `, due ${longDay(due)}` : ''}`,
        details: conditional ? ['It may apply: the compliance page says what it depends on.'] : [],
      };
    }
    case 'compliance.obligation_removed': {
      const reason = event.changes.find((item) => item.field === 'reason')?.after;
      return { summary: `${target} no longer applies`, details: [removalReasons[reason ?? ''] ?? removalReasons.deactivated!] };
    }
    case 'compliance.obligation_changed': {
      const lines = event.changes.map((item) => obligationChange(item.field, item.before, item.after, target));
      return lines.length === 1 ? { summary: lines[0]!, details: [] } : { summary: `${target} was updated`, details: lines };
    }
    case 'api_key.used': {
      // The actor already names the key: "API key “ERP” (Asha Rao) called GET /api/… (200)".
      const route = event.changes.find((item) => item.field === 'route')?.after ?? 'the API';
      const status = event.changes.find((item) => item.field === 'status')?.after;
      return { summary: `${actor} called ${route}${status ? ` (${status})` : ''}`, details: [] };
    }
    case 'company.deletion_requested': {
      const on = event.changes.find((item) => item.field === 'erase_after')?.after;
      return { summary: `${actor} asked to delete this company${on ? ` on ${longDay(on.slice(0, 10))}` : ''}`, details: [] };
    }
    // Events of no company (an account's, a deleted company's): never in a company's feed.
    case 'company.deleted':
    case 'account.deletion_requested':
    case 'account.deletion_cancelled':
    case 'account.deleted':
      return { summary: `${actor}: ${event.action}`, details: [] };
  }
}

const longDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const removalReasons: Record<string, string> = {
  deactivated: 'Charter withdrew this rule. Filings already completed stay in your history.',
  deleted: 'Charter removed this rule. Filings already completed stay in your history.',
  no_longer_matches: 'The rule’s conditions no longer match this company. Filings already completed stay in your history.',
};

const impactRank: Record<string, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/** One line per change a rule edit made to a company's obligation. */
function obligationChange(field: string, before: string | null, after: string | null, target: string): string {
  switch (field) {
    case 'name':
      return `${before ?? 'An obligation'} is now called ${after ?? target}`;
    case 'impact_level': {
      const raised = (impactRank[after ?? ''] ?? 0) > (impactRank[before ?? ''] ?? 0);
      return `Impact of ${target} ${raised ? 'raised' : 'lowered'} from ${before ?? 'not set'} to ${after ?? 'not set'}`;
    }
    case 'category':
      return `${target} moved from ${before ?? 'no category'} to ${after ?? 'no category'}`;
    case 'description':
      return `The description of ${target} was updated`;
    case 'due_date':
      return after
        ? `${target} is now due ${longDay(after)}${before ? ` (was ${longDay(before)})` : ''}`
        : `${target} no longer has a fixed due date`;
    default:
      return `${target}: ${fieldLabel(field)} changed`;
  }
}
