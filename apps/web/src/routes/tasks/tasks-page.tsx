import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { roleCan, taskFilters, taskPerformerLabels, taskStatusLabels, type TaskFilter, type TaskListItem } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectOptions } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { BrowseServices, EmptyState } from '@/components/ui/empty-state';
import { useCompanies } from '@/features/companies/api/use-companies';
import { taskQueries } from '@/features/orders/api/queries';
import { TaskDetail } from '@/features/orders/components/task-detail';
import { formatDate } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { taskTone } from '@/lib/status-tones';
import { taskPriorityLabels } from '@/features/orders/components/task-badges';

const filterLabels: Record<TaskFilter, string> = {
  all: 'All tasks',
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
};

const isFilter = (value: string | null): value is TaskFilter => taskFilters.includes(value as TaskFilter);

/** Spec §2 Tasks: counters, search, the filter, the list on the left and the selected task on the right. */
export function TasksPage() {
  useDocumentTitle('Tasks');
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: TaskFilter = isFilter(filterParam) ? filterParam : 'all';
  const search = params.get('q') ?? '';
  const selectedId = params.get('task');
  const list = useQuery(taskQueries.list({ filter, search: useDeferredValue(search) }));
  const companies = useCompanies();
  const detailRef = useRef<HTMLDivElement>(null);
  // On a phone the detail sits below the list: bring it into view when a task is chosen.
  useEffect(() => {
    if (selectedId && window.matchMedia('(max-width: 1023px)').matches) detailRef.current?.scrollIntoView({ block: 'start' });
  }, [selectedId]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  if (!list.isSuccess) return <QueryState query={list} what="tasks" />;

  const { counts, tasks } = list.data;
  if (counts.total === 0) {
    return (
      <EmptyState icon={ClipboardList} title="No tasks yet" titleAs="h1" actions={<BrowseServices />}>
        When you buy a service or form a company, its steps appear here as tasks you can work through.
      </EmptyState>
    );
  }

  const selected = tasks.find((task) => task.id === selectedId);
  const roleOf = (task: TaskListItem) => companies.data?.find((company) => company.id === task.company_id)?.role;
  const canWork = (task: TaskListItem) => {
    const role = roleOf(task);
    return role ? roleCan(role, 'tasks:write') : false;
  };
  const counters: { label: string; value: number; filter: TaskFilter }[] = [
    { label: 'Total', value: counts.total, filter: 'all' },
    { label: 'Pending', value: counts.pending, filter: 'pending' },
    { label: 'In progress', value: counts.in_progress, filter: 'in_progress' },
    { label: 'Completed', value: counts.completed, filter: 'completed' },
    { label: 'Overdue', value: counts.overdue, filter: 'overdue' },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold text-ink">Tasks</h1>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Task counts">
        {counters.map((counter) => (
          <div
            key={counter.label}
            className={cn(
              'rounded-xl border bg-white p-3',
              counter.filter === 'overdue' && counter.value > 0 ? 'border-red-200' : 'border-line',
              counter.filter === 'all' && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="text-xs font-medium text-muted">{counter.label}</dt>
            <dd
              className={cn(
                'text-2xl font-semibold tabular-nums',
                counter.filter === 'overdue' && counter.value > 0 ? 'text-red-700' : 'text-ink',
              )}
            >
              {counter.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <label className="sr-only" htmlFor="task-search">
          Search tasks
        </label>
        <SearchInput
          id="task-search"
          placeholder="Search tasks, descriptions and orders"
          value={search}
          onValueChange={(q) => update({ q: q || null })}
        />
        <label className="sr-only" htmlFor="task-filter">
          Show
        </label>
        <Select
          id="task-filter"
          value={filter}
          onChange={(event) => update({ filter: event.target.value === 'all' ? null : event.target.value })}
        >
          <SelectOptions values={taskFilters} label={(value) => filterLabels[value]} />
        </Select>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        {tasks.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
            No tasks match {search ? `“${search}”` : 'this filter'}.
          </p>
        ) : (
          <ul className="grid grid-cols-1 content-start gap-2" aria-label="Tasks">
            {tasks.map((task) => (
              <li key={task.id}>
                <button
                  type="button"
                  onClick={() => update({ task: task.id })}
                  aria-current={task.id === selectedId ? 'true' : undefined}
                  className={cn(
                    'grid w-full grid-cols-1 gap-1 rounded-xl border bg-white p-3 text-left hover:border-accent-500',
                    task.id === selectedId ? 'border-accent-500 ring-2 ring-accent-100' : 'border-line',
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-medium text-ink">{task.title}</span>
                    <Badge tone={task.isOverdue ? 'danger' : taskTone[task.status]} className="shrink-0">
                      {task.isOverdue ? 'Overdue' : taskStatusLabels[task.status]}
                    </Badge>
                  </span>
                  <span className="truncate text-sm text-muted">
                    {task.orderName} · {task.company_name}
                  </span>
                  <span className="text-xs text-muted">
                    {taskPriorityLabels[task.priority]} priority
                    {task.due_date ? ` · ${task.performer === 'founder' ? 'due' : 'expected by'} ${formatDate(task.due_date)}` : ''}
                    {' · '}
                    <span data-testid="task-performer">{taskPerformerLabels[task.performer]}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <Card ref={detailRef} role="region" aria-labelledby="selected-task-heading" className="scroll-mt-20">
            <CardContent className="grid grid-cols-1 gap-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id="selected-task-heading" className="text-lg font-semibold text-ink">
                  {selected.title}
                </h2>
                <ButtonLink to={`/orders/${selected.orderId}`} variant="ghost" size="sm">
                  Open order {selected.order_number}
                </ButtonLink>
              </div>
              <TaskDetail task={selected} canWork={canWork(selected)} />
            </CardContent>
          </Card>
        ) : (
          <Card className="hidden lg:block">
            <CardContent className="py-16 text-center text-muted">Select a task to see its steps, documents and comments</CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}

export { TasksPage as Component };
