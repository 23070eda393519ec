import { z } from 'zod';
import { daysUntil } from './due-dates';
import { URGENT_WITHIN_DAYS } from './time-windows';

interface SummaryItem {
  id?: string;
  name: string;
  due_date: string | null;
  /** The display status: `overdue` is derived from the due date. */
  status: 'pending' | 'in_progress' | 'completed' | 'overdue';
}

export function isUrgent(item: Pick<SummaryItem, 'status' | 'due_date'>, asOf: string): boolean {
  return item.status !== 'completed' && item.due_date !== null && daysUntil(item.due_date, asOf) <= URGENT_WITHIN_DAYS;
}

export const complianceCountsSchema = z.object({
  /** Open and due within URGENT_WITHIN_DAYS days, or overdue. */
  urgent: z.number().int(),
  /** Open and not urgent. */
  pending: z.number().int(),
  completed: z.number().int(),
  /** Of the urgent ones, those already late. */
  overdue: z.number().int(),
  /** The nearest open due date from today on. */
  next_deadline: z.object({ requirement_id: z.string().nullable(), name: z.string(), due_date: z.string() }).nullable(),
});
export type ComplianceCounts = z.infer<typeof complianceCountsSchema>;

/** The one compliance summary: every item is exactly one of urgent, pending or completed. Server and web both use it. */
export function summarizeCompliance(items: readonly SummaryItem[], asOf: string): ComplianceCounts {
  let urgent = 0;
  let completed = 0;
  let overdue = 0;
  let next: SummaryItem | undefined;
  for (const item of items) {
    if (item.status === 'completed') completed += 1;
    else if (isUrgent(item, asOf)) urgent += 1;
    if (item.status !== 'completed' && item.due_date !== null && item.due_date < asOf) overdue += 1;
    if (item.status !== 'completed' && item.due_date !== null && item.due_date >= asOf) {
      if (!next || item.due_date < next.due_date! || (item.due_date === next.due_date && item.name < next.name)) next = item;
    }
  }
  return {
    urgent,
    pending: items.length - urgent - completed,
    completed,
    overdue,
    next_deadline: next ? { requirement_id: next.id ?? null, name: next.name, due_date: next.due_date! } : null,
  };
}
