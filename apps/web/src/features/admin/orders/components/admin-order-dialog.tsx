import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  adminOrderTaskBodySchema,
  adminOrderTaskCategories,
  adminOrderTimelineBodySchema,
  formatMajor,
  formatMoney,
  orderStatusLabels,
  taskPerformers,
  taskPriorities,
  taskStatusLabels,
  timelineStatuses,
  type AdminOrderDetail,
  type AdminOrderStatus,
  type TaskPerformer,
  paymentStatusLabels,
  refundStatusLabels,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FeeBreakdownList } from '@/components/ui/fee-breakdown-list';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Select, SelectOptions } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { useAddOrderTask, useAddTimelineEntry, useRecordIncorporation, useUpdateOrderStatus } from '../api/mutations';
import { adminOrderQueries } from '../api/queries';
import { OrderTimeline } from '@/features/orders/components/order-detail-sections';
import { taskPriorityLabels } from '@/features/orders/components/task-badges';
import { formatDate } from '@/lib/format-date';
import { orderTone, paymentTone, refundTone } from '@/lib/status-tones';
import { AlertText } from '@/components/ui/form-error';

const textareaClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-100 aria-invalid:border-red-500';

/** Who does an added task (issue 27): the customer may move only their own. */
const performerOptionLabels: Record<TaskPerformer, string> = { founder: 'The customer', charter: 'Charter’s team' };
const timelineLabels = { completed: 'Completed', in_progress: 'In progress', pending: 'Pending' } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3 border-t border-line pt-4">
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The order's tax documents, each a PDF download. */
function InvoiceList({ orderId }: { orderId: string }) {
  const invoices = useQuery(adminOrderQueries.invoices(orderId));
  return (
    <QueryState
      query={invoices}
      what="invoices"
      isEmpty={(data) => data.documents.length === 0}
      empty="No invoice: it is issued when the order is paid."
    >
      {({ documents }) => (
        <ul className="grid grid-cols-1 gap-1">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="tabular-nums">
                {document.title} {document.number} · {formatDate(document.issued_on)} ·{' '}
                {formatMoney(document.total_minor, document.currency)}
                {document.invoice_number ? ` · against ${document.invoice_number}` : ''}
              </span>
              <a href={document.download_url} download className="text-sm font-medium text-accent-700 hover:underline">
                Download PDF<span className="sr-only"> of {document.number}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** What cancelling now gives back: a failed attempt's amount, else the quote of an open request, else today's figure. */
function refundOnCancel(detail: AdminOrderDetail): number | null {
  if (detail.refund && detail.refund.status !== 'succeeded') return detail.refund.amount;
  const request = detail.milestones.cancellation;
  if (request?.status === 'open') return request.refund_quoted;
  return detail.milestones.refund_if_cancelled;
}

function StatusControl({ detail }: { detail: AdminOrderDetail }) {
  const update = useUpdateOrderStatus(detail.order.id);
  const [status, setStatus] = useState<AdminOrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const money = (major: number) => formatMajor(major, detail.order.currency);
  const refund = refundOnCancel(detail);

  const send = (to: AdminOrderStatus) =>
    update.mutate(
      { order_status: to, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (updated) => {
          setConfirming(false);
          setStatus('');
          setNote('');
          toast.success(
            to === 'cancelled' && updated.refund?.status === 'succeeded'
              ? `Order cancelled and ${money(updated.refund.amount)} refunded`
              : `Order status updated to ${orderStatusLabels[to].toLowerCase()}`,
          );
        },
        onError: (failure) => {
          setConfirming(false);
          toast.error(apiErrorDetail(failure, 'Failed to update order status'));
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return setError('Choose a status.');
    setError(undefined);
    if (status === 'cancelled') setConfirming(true);
    else send(status);
  };

  if (detail.allowed_statuses.length === 0) {
    return (
      <p className="text-sm text-muted">
        {detail.order.order_status === 'cancelled'
          ? 'This order is cancelled: its status can no longer change.'
          : 'This order’s payment is flagged: settle it at the provider before changing its status.'}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3" aria-label="Change the order status" noValidate>
      <Field label="New status" error={error}>
        <Select value={status} onChange={(event) => setStatus(event.target.value as AdminOrderStatus)}>
          <option value="">Choose…</option>
          <SelectOptions values={detail.allowed_statuses} label={(option) => orderStatusLabels[option]} />
        </Select>
      </Field>
      <Field label="Note to the customer (optional, shown on the timeline)">
        <textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} maxLength={2000} className={textareaClass} />
      </Field>
      <div>
        <Button type="submit" loading={update.isPending && !confirming}>
          Update status
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !update.isPending && setConfirming(open)}>
        <DialogContent title={`Cancel order ${detail.order.order_number}?`}>
          <div className="grid grid-cols-1 gap-4 text-sm text-slate-700">
            {detail.order.payment_status === 'paid' && refund !== null && refund > 0 ? (
              <p>
                The customer gets back{' '}
                <strong className="tabular-nums text-ink" data-testid="refund-on-cancel">
                  {money(refund)}
                </strong>{' '}
                of {money(detail.order.total_amount)}, refunded through the payment provider to the card or account they paid with. This
                cannot be undone.
              </p>
            ) : detail.order.payment_status === 'paid' ? (
              <p>Every fee on this order was already spent or earned, so nothing is refunded.</p>
            ) : (
              <p>This order was not paid, so nothing is refunded.</p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)} disabled={update.isPending}>
                Keep the order
              </Button>
              <Button type="button" variant="danger" loading={update.isPending} onClick={() => send('cancelled')}>
                {refund ? `Cancel and refund ${money(refund)}` : 'Cancel the order'}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

/**
 * A paid formation order's company: staff enter the date on the certificate of incorporation, and the founder's
 * compliance calendar starts from it (the server re-plans, writes the timeline and mails the customer).
 */
function IncorporationControl({ detail }: { detail: AdminOrderDetail }) {
  const record = useRecordIncorporation(detail.order.id);
  const company = detail.company!;
  const [date, setDate] = useState(company.incorporation_date ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError('Enter the date on the certificate of incorporation');
    setError(undefined);
    record.mutate(
      { incorporation_date: date },
      {
        onSuccess: () => toast.success(`Incorporation recorded: ${company.name}'s calendar now starts on ${date}`),
        onError: (failure) => setError(apiErrorDetail(failure, 'Failed to record the incorporation')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-2" aria-label="Record the incorporation" noValidate>
      <p className="text-muted">
        {company.status === 'forming'
          ? `${company.name} is being formed: its compliance page shows only what follows incorporation until the date is recorded here.`
          : `${company.name} was incorporated on ${company.incorporation_date ?? 'an unrecorded date'}. Correct the date if it is wrong.`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Incorporation date" error={error}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} className="w-44" />
        </Field>
        <Button type="submit" variant="secondary" loading={record.isPending}>
          {company.status === 'forming' ? 'Record incorporation' : 'Update the date'}
        </Button>
      </div>
    </form>
  );
}

function TimelineForm({ orderId }: { orderId: string }) {
  const add = useAddTimelineEntry(orderId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<(typeof timelineStatuses)[number]>('completed');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminOrderTimelineBodySchema.safeParse({ title, description, status });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please fill in all required fields');
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
        toast.success('Timeline update added');
      },
      onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to add timeline update')),
    });
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3" aria-label="Post a timeline update" noValidate>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem]">
        <Field label="Update title" error={error}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} />
        </Field>
        <Field label="Stage">
          <Select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <SelectOptions values={timelineStatuses} label={(option) => timelineLabels[option]} />
          </Select>
        </Field>
      </div>
      <Field label="What the customer should know">
        <textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
          maxLength={2000}
          className={textareaClass}
        />
      </Field>
      <div>
        <Button type="submit" variant="secondary" loading={add.isPending}>
          Post update
        </Button>
      </div>
    </form>
  );
}

function TaskForm({ orderId }: { orderId: string }) {
  const add = useAddOrderTask(orderId);
  const empty = { title: '', description: '', category: 'other', priority: 'high', due_date: '', performer: 'founder' };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string>();
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: title and due date are required, with one message.
    if (!values.title.trim() || !values.due_date) return setError('Please fill in all required fields');
    const parsed = adminOrderTaskBodySchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please fill in all required fields');
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        toast.success('Task added');
      },
      onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to add task')),
    });
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3" aria-label="Add a task" noValidate>
      <AlertText>{error}</AlertText>
      <Field label="Task title (required)">
        <Input value={values.title} onChange={set('title')} maxLength={200} />
      </Field>
      <Field label="Description">
        <textarea value={values.description} onChange={set('description')} rows={2} maxLength={2000} className={textareaClass} />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <Field label="Due date (required)">
          <Input type="date" value={values.due_date} onChange={set('due_date')} />
        </Field>
        <Field label="Priority">
          <Select value={values.priority} onChange={set('priority')}>
            <SelectOptions values={taskPriorities} label={(priority) => taskPriorityLabels[priority]} />
          </Select>
        </Field>
        <Field label="Category">
          <Select value={values.category} onChange={set('category')}>
            <SelectOptions values={adminOrderTaskCategories} label={(category) => (category === 'other' ? 'Other' : category)} />
          </Select>
        </Field>
        <Field label="Who does it">
          <Select value={values.performer} onChange={set('performer')}>
            <SelectOptions values={taskPerformers} label={(performer) => performerOptionLabels[performer]} />
          </Select>
        </Field>
      </div>
      <div>
        <Button type="submit" variant="secondary" loading={add.isPending}>
          Add task
        </Button>
      </div>
    </form>
  );
}

function OrderBody({ detail }: { detail: AdminOrderDetail }) {
  const { order, milestones, refund } = detail;
  const money = (major: number) => formatMajor(major, order.currency);
  const request = milestones.cancellation?.status === 'open' ? milestones.cancellation : null;
  return (
    <div className="grid grid-cols-1 gap-4 text-sm">
      <div className="grid grid-cols-1 gap-2">
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge status={order.order_status} tones={orderTone} labels={orderStatusLabels} />
          <StatusBadge status={order.payment_status} tones={paymentTone} labels={paymentStatusLabels} />
          {refund && <StatusBadge status={refund.status} tones={refundTone} labels={refundStatusLabels} />}
        </span>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">Ordered</dt>
          <dd>
            {order.items.map((item) => item.name).join(', ') || 'Order'} · {formatDate(order.created_at)}
          </dd>
          <dt className="text-muted">Total</dt>
          <dd className="tabular-nums">{money(order.total_amount)}</dd>
          <dt className="text-muted">Company</dt>
          <dd>{detail.company ? `${detail.company.name} · ${detail.company.country}` : 'No company'}</dd>
          <dt className="text-muted">Customer</dt>
          <dd className="break-all">{detail.customer ? `${detail.customer.name} (${detail.customer.email})` : 'Account deleted'}</dd>
          {detail.payments[0] && (
            <>
              <dt className="text-muted">Payment</dt>
              <dd className="break-all">
                {detail.payments[0].provider} · {detail.payments[0].status}
                {detail.payments[0].provider_payment_id ? ` · ${detail.payments[0].provider_payment_id}` : ''}
              </dd>
            </>
          )}
          {milestones.refund_if_cancelled !== null && (
            <>
              <dt className="text-muted">If cancelled today</dt>
              <dd className="tabular-nums">
                {money(milestones.refund_if_cancelled)} back ({milestones.tasks.completed} of {milestones.tasks.total} tasks done)
              </dd>
            </>
          )}
        </dl>
      </div>
      {order.items.some((item) => item.fee_breakdown) && (
        <details className="rounded-xl border border-line p-3">
          <summary className="cursor-pointer font-medium text-ink">Fee lines</summary>
          {order.items.map((item) =>
            item.fee_breakdown ? (
              <FeeBreakdownList key={item.id} breakdown={item.fee_breakdown} currency={item.currency} className="mt-2" />
            ) : null,
          )}
        </details>
      )}
      {request && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <p className="font-medium">
            {request.requested_by_name} asked to cancel on {formatDate(request.requested_at)}, quoted {money(request.refund_quoted)}
          </p>
          <p className="mt-1 whitespace-pre-wrap">“{request.reason}”</p>
          <p className="mt-1 text-xs">Cancelling the order accepts the request and refunds the quoted figure.</p>
        </div>
      )}
      {refund && (
        <div
          role={refund.status === 'failed' ? 'alert' : undefined}
          className={cn(
            'rounded-xl border p-3',
            refund.status === 'failed' ? 'border-red-200 bg-red-50 text-red-900' : 'border-line bg-slate-50 text-slate-700',
          )}
        >
          <p className="font-medium" data-testid="refund-summary">
            {refund.status === 'succeeded'
              ? `Refunded ${money(refund.amount)} on ${formatDate(refund.completed_at ?? refund.created_at)} through ${refund.provider}`
              : refund.status === 'failed'
                ? `The refund of ${money(refund.amount)} failed: ${refund.failure_reason ?? 'the provider did not answer'}. The order was not cancelled; cancel it again to retry.`
                : `A refund of ${money(refund.amount)} is being made through ${refund.provider}.`}
          </p>
          <p className="mt-1 break-all text-xs">
            {refund.provider_refund_id ? `Provider refund ${refund.provider_refund_id} · ` : ''}Key {refund.idempotency_key}
          </p>
        </div>
      )}

      <Section title="Status">
        <StatusControl detail={detail} />
      </Section>

      {detail.order.kind === 'incorporation' && detail.company && detail.order.payment_status === 'paid' && (
        <Section title="Incorporation">
          <IncorporationControl detail={detail} />
        </Section>
      )}

      <Section title="Invoices and credit notes">
        <InvoiceList orderId={detail.order.id} />
      </Section>

      <Section title="Timeline">
        <OrderTimeline timeline={detail.timeline} empty="Nothing on the timeline yet." label="Timeline of this order" />
        {order.order_status !== 'cancelled' && <TimelineForm orderId={order.id} />}
      </Section>

      <Section title="Tasks">
        {detail.tasks.length === 0 ? (
          <p className="text-muted">No tasks on this order yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label="Tasks of this order">
            {detail.tasks.map((task) => (
              <li key={task.id} className="grid grid-cols-1 gap-1 rounded-lg border border-line p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-ink">{task.title}</p>
                  <span className="flex flex-wrap gap-1.5">
                    <Badge tone={task.status === 'completed' ? 'success' : task.status === 'pending' ? 'neutral' : 'accent'}>
                      {taskStatusLabels[task.status]}
                    </Badge>
                    <Badge tone="outline">{taskPriorityLabels[task.priority]} priority</Badge>
                  </span>
                </div>
                {task.description && <p className="text-muted">{task.description}</p>}
                <p className="text-xs text-muted">
                  {performerOptionLabels[task.performer]} · {task.category} ·{' '}
                  {task.due_date ? `due ${formatDate(task.due_date)}` : 'no due date'} · {task.documents.length} document
                  {task.documents.length === 1 ? '' : 's'}
                </p>
              </li>
            ))}
          </ul>
        )}
        {order.payment_status === 'paid' && order.order_status !== 'cancelled' && <TaskForm orderId={order.id} />}
      </Section>
    </div>
  );
}

/** One order in the back office: its facts, the status control (with the refund on cancel), the timeline and its tasks. */
export function AdminOrderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const detail = useQuery({ ...adminOrderQueries.detail(orderId ?? ''), enabled: Boolean(orderId) });
  return (
    <Dialog open={Boolean(orderId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        title={detail.data ? `Order ${detail.data.order.order_number}` : 'Order'}
        description={detail.data?.company?.name ?? undefined}
      >
        <QueryState query={detail} what="the order" failed={apiErrorDetail(detail.error, 'Failed to load the order.')}>
          {(data) => <OrderBody detail={data} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
