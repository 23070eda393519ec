import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  TASK_COMMENT_MAX,
  canUploadToTask,
  charterActionsFor,
  staffActionsFor,
  taskPerformerLabels,
  taskStatusLabels,
  type AdminTask,
  type AdminTaskStatusFilter,
  type CharterTaskAction,
  type OrderTask,
  type StaffMember,
  type StaffReviewAction,
  type TaskStatus,
} from '@charter/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { CommentForm, CommentList } from '@/components/ui/comment-thread';
import { Pagination } from '@/components/ui/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { DocumentList } from '@/components/ui/document-list';
import { ItemDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { TextareaField, useRequiredText } from '@/components/ui/textarea';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { PanelHeading } from '@/components/ui/panel-heading';
import { ListRow } from '@/components/ui/list-row';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useAssignTask, useReviewTask, useStaffComment, useStaffUpload } from '../api/mutations';
import { adminTaskQueries, type ReviewQueueFilters } from '../api/queries';
import { taskTone } from '@/lib/status-tones';
import { TaskBadges } from '@/features/orders/components/task-badges';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

const statusFilterLabels: Record<AdminTaskStatusFilter, string> = {
  review: 'Waiting for review',
  submitted: 'Submitted',
  under_review: 'Under review',
  all: 'All tasks',
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** What each review or work action's success says. */
const reviewToasts: Record<StaffReviewAction['label'] | CharterTaskAction['label'], string> = {
  'Start review': 'Review started',
  Approve: 'Task approved',
  'Send back': 'Task sent back to the customer',
  'Start work': 'Work started',
  'Mark as done': 'Task marked as done',
};
type StaffAction = { label: keyof typeof reviewToasts; to: TaskStatus; needsComment: boolean };

/**
 * The Orders tab's task review (issue 12): the queue of founders' submitted work across every order, filtered by
 * status, assignee and a search, and each task's review (Start review, Approve, Send back with a comment), assignment,
 * documents and comments. What each button may do is checked again on the server.
 */
export function TaskReviewPanel() {
  const [filters, setFilters] = useState<ReviewQueueFilters>({ status: 'review', assignee: '', search: '', page: 1 });
  const [searchText, setSearchText] = useState('');
  const queue = useQuery(adminTaskQueries.queue(filters));
  const staff = useQuery(adminTaskQueries.staff());
  const [openId, setOpenId] = useState<string | null>(null);
  // The task stays open while a change moves it out of the filter; the newest answer replaces this copy.
  const [snapshot, setSnapshot] = useState<AdminTask | null>(null);
  const fresh = queue.data?.tasks.find((task) => task.id === openId);
  const open = fresh ?? (snapshot?.id === openId ? snapshot : null);

  const update = (change: Partial<ReviewQueueFilters>) => setFilters((current) => ({ ...current, page: 1, ...change }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText });
  };

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <PanelHeading
          title="Task review"
          className="items-baseline gap-2"
          actions={
            queue.data && (
              <p className="text-sm tabular-nums text-muted" data-testid="review-counts">
                {queue.data.counts.submitted} submitted · {queue.data.counts.under_review} under review
              </p>
            )
          }
        >
          Founders’ submitted work across every order, oldest submission first.
        </PanelHeading>

        <form
          role="search"
          aria-label="Tasks to review"
          onSubmit={search}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_minmax(0,1fr)_auto] lg:items-end"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="review-status">Status</Label>
            <Select
              id="review-status"
              value={filters.status}
              onChange={(event) => update({ status: event.target.value as AdminTaskStatusFilter })}
            >
              {Object.entries(statusFilterLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="review-assignee">Assignee</Label>
            <Select id="review-assignee" value={filters.assignee} onChange={(event) => update({ assignee: event.target.value })}>
              <option value="">Anyone</option>
              <option value="me">Assigned to me</option>
              <option value="none">Unassigned</option>
              {staff.data?.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          </div>
          <Field label="Search">
            <SearchInput value={searchText} onValueChange={setSearchText} placeholder="Task, order number or company" maxLength={200} />
          </Field>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>

        <QueryState
          query={queue}
          what="tasks"
          isEmpty={(data) => data.tasks.length === 0}
          empty={
            filters.status === 'review' && !filters.assignee && !filters.search
              ? 'No tasks are waiting for review.'
              : 'No tasks match these filters.'
          }
        >
          {(data) => (
            <>
              <ul className="grid grid-cols-1 gap-2" aria-label="Tasks">
                {data.tasks.map((task) => (
                  <ListRow
                    key={task.id}
                    title={task.title}
                    badges={<StatusBadge status={task.status} tones={taskTone} labels={taskStatusLabels} />}
                    action={
                      <Button
                        size="sm"
                        variant={staffActionsFor(task.status).length > 0 ? 'primary' : 'secondary'}
                        className="justify-self-start sm:justify-self-end"
                        onClick={() => {
                          setSnapshot(task);
                          setOpenId(task.id);
                        }}
                        aria-label={`Open ${task.title} (${task.order_number})`}
                      >
                        Open
                      </Button>
                    }
                  >
                    <p className="text-muted">
                      {task.company_name ?? 'No company'} · {task.order_number} · {task.order_name}
                    </p>
                    <p className="text-xs text-muted">
                      {task.submitted_at ? `Submitted ${dateOf(task.submitted_at)}` : `Created ${dateOf(task.created_at)}`} ·{' '}
                      {task.documents.length} document{task.documents.length === 1 ? '' : 's'} ·{' '}
                      {task.assignee ? `Assigned to ${task.assignee.name}` : 'Unassigned'}
                    </p>
                  </ListRow>
                ))}
              </ul>
              <Pagination
                label="Task pages"
                paging={data}
                noun={['task', 'tasks']}
                onPage={(page) => update({ page })}
                busy={queue.isFetching}
              />
            </>
          )}
        </QueryState>
      </CardContent>

      <ItemDialog
        item={open}
        onClose={() => setOpenId(null)}
        className="max-w-2xl"
        title={(task) => task.title}
        description={(task) => `${task.company_name ?? 'No company'} · ${task.order_number} · ${task.order_name}`}
      >
        {(task) => (
          <TaskReview
            task={task}
            staff={staff.data?.staff ?? []}
            onChanged={(changed) => setSnapshot((current) => (current ? { ...current, ...changed } : current))}
            onDone={() => setOpenId(null)}
          />
        )}
      </ItemDialog>
    </Card>
  );
}

/** One task's review: its state and actions, assignee, documents and comments. */
function TaskReview({
  task,
  staff,
  onChanged,
  onDone,
}: {
  task: AdminTask;
  staff: StaffMember[];
  onChanged: (task: Partial<AdminTask>) => void;
  onDone: () => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 text-sm">
      <div className="grid gap-2">
        <TaskBadges task={task} />
        <p className="text-ink">{task.description}</p>
        <p className="text-muted">
          Who does it: {task.performer === 'founder' ? 'the customer' : taskPerformerLabels.charter}
          {' · '}
          {task.due_date ? `Due ${dateOf(task.due_date)}` : 'No due date'}
          {task.submitted_at ? ` · submitted ${dateOf(task.submitted_at)}` : ''}
        </p>
      </div>
      <ReviewActions task={task} onChanged={onChanged} onDone={onDone} />
      <Assignee task={task} staff={staff} onChanged={onChanged} />
      <Section title="Documents">
        <Documents task={task} />
      </Section>
      <Section title="Comments">
        <Comments task={task} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

const viewOf = (task: OrderTask): Partial<AdminTask> => ({
  status: task.status,
  submitted_at: task.submitted_at,
  documents: task.documents,
  comments: task.comments,
  assigned_to: task.assigned_to,
});

/**
 * The review buttons the task's state offers, and on Charter's own tasks the work buttons (issue 27). Send back asks
 * what to change first; a move to completed that earns part of the fee asks for confirmation first.
 */
function ReviewActions({
  task,
  onChanged,
  onDone,
}: {
  task: AdminTask;
  onChanged: (task: Partial<AdminTask>) => void;
  onDone: () => void;
}) {
  const review = useReviewTask();
  const [sendingBack, setSendingBack] = useState(false);
  const [confirming, setConfirming] = useState<StaffAction | null>(null);
  const comment = useRequiredText('Say what needs to change: the customer sees this comment.');
  const actions: StaffAction[] = [
    ...staffActionsFor(task.status),
    ...(task.performer === 'charter' ? charterActionsFor(task.status).map((action) => ({ ...action, needsComment: false })) : []),
  ];

  function act(action: StaffAction, text?: string) {
    review.mutate(
      { taskId: task.id, status: action.to, ...(text ? { comment: text } : {}) },
      {
        onSuccess: (moved) => {
          toast.success(reviewToasts[action.label]);
          onChanged(viewOf(moved));
          setSendingBack(false);
          setConfirming(null);
          comment.clear();
          // A decided task leaves the dialog; started work or a started review stays open to carry on.
          if (action.to === 'completed' || action.needsComment) onDone();
        },
        onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to update task')),
      },
    );
  }

  function sendBack(event: FormEvent) {
    event.preventDefault();
    const text = comment.take();
    if (!text) return;
    const action = actions.find((candidate) => candidate.label === 'Send back');
    if (action) act(action, text);
  }

  if (actions.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-muted">
        {task.status === 'completed'
          ? 'This task is complete.'
          : 'Nothing to review yet: the customer has not submitted this task. You can still assign it, upload documents and comment.'}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) =>
          action.needsComment ? (
            <Button key={action.label} variant="secondary" onClick={() => setSendingBack(true)} disabled={review.isPending || sendingBack}>
              {action.label}
            </Button>
          ) : (
            <Button
              key={action.label}
              // Completing a task that earns part of the fee lowers the customer's refund: asked first.
              onClick={() => (action.to === 'completed' && task.earns_fee ? setConfirming(action) : act(action))}
              disabled={Boolean(confirming)}
              loading={review.isPending && review.variables?.status === action.to}
            >
              {action.label}
            </Button>
          ),
        )}
      </div>
      {confirming && (
        <div role="group" aria-label="Confirm" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-amber-900">
            Completing “{task.title}” earns its share of Charter’s fee and spends the government fees it pays: the customer’s refund if they
            cancel goes down. Only confirm once the work is done.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => act(confirming)} loading={review.isPending}>
              Yes, {confirming.label.toLowerCase()}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={review.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {sendingBack && (
        <form onSubmit={sendBack} className="grid gap-2 rounded-lg border border-line p-3" noValidate>
          <TextareaField
            id={`send-back-${task.id}`}
            label="What needs to change?"
            {...comment.field}
            maxLength={TASK_COMMENT_MAX}
            rows={3}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={review.isPending}>
              Send back to customer
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSendingBack(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function Assignee({ task, staff, onChanged }: { task: AdminTask; staff: StaffMember[]; onChanged: (task: Partial<AdminTask>) => void }) {
  const assign = useAssignTask();
  const id = `assignee-${task.id}`;
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>Assigned to</Label>
      <Select
        id={id}
        value={task.assignee?.id ?? ''}
        disabled={assign.isPending}
        onChange={(event) => {
          const adminId = event.target.value || null;
          const member = staff.find((candidate) => candidate.id === adminId);
          assign.mutate(
            { taskId: task.id, adminId },
            {
              onSuccess: (assigned) => {
                toast.success(member ? `Task assigned to ${member.name}` : 'Task unassigned');
                onChanged({ ...viewOf(assigned), assignee: member ? { id: member.id, name: member.name } : null });
              },
              onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to assign task')),
            },
          );
        }}
      >
        <option value="">Unassigned</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Documents({ task }: { task: AdminTask }) {
  const upload = useStaffUpload();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <DocumentList
        documents={task.documents}
        describe={(document) => `${document.uploaded_by_name} (${document.uploaded_by_role}) · ${dateOf(document.uploaded_at)}`}
      />
      {canUploadToTask(task.status) ? (
        <div className="grid justify-items-start gap-1.5">
          <input
            ref={input}
            type="file"
            className="sr-only"
            aria-label={`Upload a document to ${task.title}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setError(null);
              upload.mutate(
                { taskId: task.id, file },
                {
                  onSuccess: () => toast.success('Document uploaded successfully'),
                  onError: (failure) => {
                    const detail = apiErrorDetail(failure, 'Failed to upload document');
                    setError(detail);
                    toast.error(detail);
                  },
                },
              );
            }}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={upload.isPending}>
            <Upload aria-hidden="true" /> Upload document
          </Button>
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted">
          {task.status === 'completed'
            ? 'A completed task takes no more documents.'
            : 'Documents can be added again once the review is done.'}
        </p>
      )}
    </div>
  );
}

function Comments({ task }: { task: AdminTask }) {
  const add = useStaffComment();
  return (
    <div className="grid gap-2">
      <CommentList comments={task.comments} labelCustomers />
      <CommentForm
        id={`staff-comment-${task.id}`}
        label="Comment to the customer"
        placeholder="The customer sees this with the Charter agent label, and gets an email"
        pending={add.isPending}
        onAdd={(comment, clear) =>
          add.mutate(
            { taskId: task.id, comment },
            {
              onSuccess: () => {
                clear();
                toast.success('Comment added');
              },
              onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to add comment')),
            },
          )
        }
      />
    </div>
  );
}
