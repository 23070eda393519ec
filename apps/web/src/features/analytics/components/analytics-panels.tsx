import { Link } from 'react-router';
import { formatMoney, orderStatuses, orderStatusLabels, type FounderAnalytics } from '@charter/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

const integer = new Intl.NumberFormat('en-US');
// Months are the UTC month the payment was verified in (the server groups them so).
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString('en-US', { maximumFractionDigits: 1 })} days`;
}

interface Figure {
  label: string;
  value: string | null;
  /** What the figure counts, or why it is missing. */
  note: string;
  tone?: 'danger';
}

function FigureCard({ label, value, note, tone }: Figure) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-4 sm:p-5">
        <p className="text-sm font-medium text-muted">{label}</p>
        <p
          className={cn(
            'text-2xl font-semibold tabular-nums',
            value === null ? 'text-muted' : tone === 'danger' ? 'text-red-700' : 'text-ink',
          )}
          data-testid={`metric-${label}`}
        >
          {value ?? 'No data'}
        </p>
        <p className="text-xs text-muted">{note}</p>
      </CardContent>
    </Card>
  );
}

function FigureGrid({ id, title, description, figures }: { id: string; title: string; description: string; figures: Figure[] }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {figures.map((figure) => (
          <FigureCard key={figure.label} {...figure} />
        ))}
      </div>
    </section>
  );
}

/** The company's obligations: done on time or late, overdue now, and what comes up in 30 and 90 days. */
export function ObligationFigures({ obligations }: { obligations: FounderAnalytics['obligations'] }) {
  const dated = obligations.on_time + obligations.late;
  return (
    <FigureGrid
      id="obligations-heading"
      title="Your obligations"
      description="On time or late compares the day each was marked done in Charter with its due date."
      figures={[
        {
          label: 'Done on time',
          value: obligations.missing ? null : integer.format(obligations.on_time),
          note:
            obligations.missing ??
            `${obligations.on_time} of ${dated} with a due date` +
              (obligations.done_undated > 0 ? `; ${obligations.done_undated} more done without a date to compare` : ''),
        },
        {
          label: 'Done late',
          value: obligations.missing ? null : integer.format(obligations.late),
          note: obligations.missing ? 'Counted once an obligation is completed.' : 'Marked done after the due date',
        },
        {
          label: 'Overdue now',
          value: integer.format(obligations.overdue_now),
          note: 'Past the due date and not done',
          ...(obligations.overdue_now > 0 ? { tone: 'danger' as const } : {}),
        },
        { label: 'Due in 30 days', value: integer.format(obligations.due_within_30), note: 'Open and due from today to 30 days on' },
        { label: 'Due in 90 days', value: integer.format(obligations.due_within_90), note: 'Open and due from today to 90 days on' },
      ]}
    />
  );
}

/** Charter's service to the company: its tasks done, open and late, how long they took, and order turnaround. */
export function ServiceFigures({ analytics }: { analytics: FounderAnalytics }) {
  const { charter_tasks: tasks, order_turnaround_hours: turnaround } = analytics;
  return (
    <FigureGrid
      id="service-heading"
      title="Charter’s work for you"
      description="The tasks our team does on your orders (filings, registrations), timed from when each was set."
      figures={[
        {
          label: 'Average time on a task',
          value: tasks.average_hours.value === null ? null : formatHours(tasks.average_hours.value),
          note:
            tasks.average_hours.missing ??
            `Mean over ${tasks.completed} completed ${tasks.completed === 1 ? 'task' : 'tasks'} of Charter’s, from set to completed`,
        },
        {
          label: 'Charter’s tasks',
          value: `${integer.format(tasks.completed)} done · ${integer.format(tasks.open)} open`,
          note: tasks.overdue > 0 ? `${tasks.overdue} open past their expected date` : 'None open past its expected date',
        },
        {
          label: 'Order turnaround',
          value: turnaround.value === null ? null : formatHours(turnaround.value),
          note:
            turnaround.missing ??
            `Median from payment to completion over ${turnaround.orders} completed ${turnaround.orders === 1 ? 'order' : 'orders'}`,
        },
      ]}
    />
  );
}

/** The company's orders by stage. */
export function OrderStages({ orders }: { orders: FounderAnalytics['orders'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your orders</CardTitle>
        <CardDescription>{orders.total === 0 ? 'No orders yet.' : `${integer.format(orders.total)} in all, by stage.`}</CardDescription>
      </CardHeader>
      <CardContent>
        {orders.total === 0 ? (
          <Link to="/services" className="text-sm font-medium text-accent-700 underline">
            Browse services
          </Link>
        ) : (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Orders by stage">
            {orderStatuses.map((stage) => (
              <div key={stage} className="flex items-center justify-between rounded-lg bg-canvas px-3 py-2">
                <dt className="text-sm text-muted">{orderStatusLabels[stage]}</dt>
                <dd className="font-semibold tabular-nums text-ink" data-testid={`orders-${stage}`}>
                  {orders.by_stage[stage]}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** What the company paid, by month, from its own verified payments (refunds deducted). */
export function SpendingByMonth({ spending }: { spending: FounderAnalytics['spending'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Money spent</CardTitle>
        <CardDescription>Your paid orders by the month the payment went through, less refunds.</CardDescription>
      </CardHeader>
      <CardContent>
        {spending.missing ? (
          <p className="text-sm text-muted">{spending.missing}</p>
        ) : (
          <Table className="w-full text-sm" aria-label="Money spent by month">
            <TableColumns
              headClassName="py-1 font-medium"
              columns={['Month', { label: 'Orders', className: 'text-right' }, { label: 'Paid', className: 'text-right' }]}
            />
            <TableBody>
              {spending.months.map((row) => (
                <TableRow key={`${row.month}-${row.currency}`} className="border-t border-line">
                  <TableHead scope="row" className="py-2 text-left font-medium text-ink">
                    {monthLabel.format(new Date(`${row.month}-01T00:00:00Z`))}
                  </TableHead>
                  <TableCell className="py-2 text-right tabular-nums text-muted">{row.orders}</TableCell>
                  <TableCell className="py-2 text-right font-semibold tabular-nums text-ink">
                    {formatMoney(row.paid_minor, row.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
