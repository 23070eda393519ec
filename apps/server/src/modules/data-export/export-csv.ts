import type { ExportDocument } from '@charter/shared';

type Cell = string | number | boolean | null;

/**
 * One RFC 4180 field. A text cell a spreadsheet would read as a formula (=, +, -, @, tab, CR first) is prefixed with
 * an apostrophe (OWASP's advice on CSV injection), so a comment or a file name can never run in the accountant's Excel.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The tables a spreadsheet wants, one row per obligation, order, payment and activity event, every company together. */
export function exportCsvs(document: ExportDocument): Record<string, string> {
  const companies = document.companies;
  return {
    'obligations.csv': csv(
      ['company', 'obligation_id', 'name', 'category', 'period', 'due_date', 'status', 'completed_at', 'mandatory'],
      companies.flatMap(({ company, obligations }) =>
        obligations.map((o) => [
          company.name,
          o.id,
          o.name,
          o.category,
          o.period_label,
          o.due_date,
          o.status,
          o.completed_at,
          o.is_mandatory,
        ]),
      ),
    ),
    'orders.csv': csv(
      ['company', 'order_number', 'kind', 'services', 'currency', 'total_minor', 'order_status', 'payment_status', 'paid_at', 'created_at'],
      [
        ...companies.flatMap(({ company, orders }) => orders.map((order) => ({ company: company.name, order }))),
        ...(document.account?.orders ?? []).map((order) => ({ company: null, order })),
      ].map(({ company, order }) => [
        company,
        order.order_number,
        order.kind,
        order.items.map((item) => item.name).join('; '),
        order.currency,
        order.total_minor,
        order.order_status,
        order.payment_status,
        order.paid_at,
        order.created_at,
      ]),
    ),
    'payments.csv': csv(
      ['company', 'order_number', 'payment_id', 'provider', 'status', 'currency', 'amount_minor', 'created_at', 'refunded_at'],
      [
        ...companies.flatMap(({ company, orders }) => orders.map((order) => ({ company: company.name, order }))),
        ...(document.account?.orders ?? []).map((order) => ({ company: null, order })),
      ].flatMap(({ company, order }) =>
        order.payments.map((p) => [
          company,
          order.order_number,
          p.id,
          p.provider,
          p.status,
          p.currency,
          p.amount_minor,
          p.created_at,
          p.refunded_at,
        ]),
      ),
    ),
    'activity.csv': csv(
      ['company', 'at', 'actor_type', 'actor_name', 'action', 'target_type', 'target_label', 'changes'],
      companies.flatMap(({ company, activity }) =>
        activity.map((event) => [
          company.name,
          event.at,
          event.actor_type,
          event.actor_name,
          event.action,
          event.target_type,
          event.target_label,
          event.changes.map((change) => `${change.field}: ${change.before ?? ''} → ${change.after ?? ''}`).join('; '),
        ]),
      ),
    ),
  };
}
