import { useState } from 'react';
import { auditActions, type AuditAction, type StaffAuditEvent } from '@charter/shared';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { Select, SelectOptions } from '@/components/ui/select';
import { PanelHeading } from '@/components/ui/panel-heading';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminStaffQueries } from '../api/queries';

/** "order.cancellation_requested" reads "Order · cancellation requested"; "logic_rule.created" "Logic rule · created". */
const actionLabel = (action: string) => {
  const [area = '', verb = ''] = action.replaceAll('_', ' ').split('.');
  return `${area.charAt(0).toUpperCase()}${area.slice(1)} · ${verb}`;
};
const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The Audit tab: every action staff took, newest first — who, what, on which record, each field before and after. */
export function StaffAuditPanel() {
  const [action, setAction] = useState<AuditAction | undefined>(undefined);
  const audit = useInfiniteQuery(adminStaffQueries.audit(action));
  const events = audit.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <PanelHeading
          title="Audit log"
          className="items-end"
          actions={
            <div className="w-full sm:w-72">
              <Field label="Action">
                <Select value={action ?? ''} onChange={(event) => setAction((event.target.value || undefined) as AuditAction | undefined)}>
                  <option value="">All actions</option>
                  <SelectOptions values={auditActions} label={actionLabel} />
                </Select>
              </Field>
            </div>
          }
        >
          Every change made from the back office, with the request it came from.
        </PanelHeading>
        <QueryState
          query={audit}
          what="the audit log"
          isEmpty={() => events.length === 0}
          empty={action ? 'No staff action of this kind yet.' : 'No staff action recorded yet.'}
        >
          {() => (
            <>
              <ol className="grid grid-cols-1 gap-2" aria-label="Staff actions, newest first">
                {events.map((event) => (
                  <AuditRow key={event.id} event={event} />
                ))}
              </ol>
              <LoadMore query={audit} what="staff actions" className="justify-self-center" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function AuditRow({ event }: { event: StaffAuditEvent }) {
  return (
    <li className="grid grid-cols-1 gap-1 rounded-xl border border-line p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-ink">{actionLabel(event.action)}</p>
        <time dateTime={event.created_at} className="text-muted tabular-nums">
          {timeOf(event.created_at)}
        </time>
      </div>
      <p className="break-words text-slate-700">
        {event.actor.name} · {event.target.type}
        {event.target.label ? `: ${event.target.label}` : ''}
        {event.company ? ` · ${event.company.name}` : ''}
      </p>
      {event.changes.length > 0 && (
        <ul className="grid gap-0.5 text-slate-700">
          {event.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="text-muted">{change.field.replaceAll('_', ' ')}:</span> {change.before ?? '—'} → {change.after ?? '—'}
            </li>
          ))}
        </ul>
      )}
      {event.request_id && <p className="break-all font-mono text-xs text-muted">request {event.request_id}</p>}
    </li>
  );
}
