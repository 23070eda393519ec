import { ArrowRight, BarChart3, ClipboardCheck, Lightbulb, Package, ShoppingCart, Sparkles, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatMajor,
  founderMayWork,
  taskPerformerLabels,
  taskStatusLabels,
  type Dashboard,
  type DashboardTask,
  dashboardTabTasks,
  type DashboardTaskTab,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';
import { relativeDay } from '../lib/relative-day';
import { taskTone, type Tone } from '@/lib/status-tones';

/** Spec §2: In Cart, Total Orders, Total Spent, Pending Payments. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { cart, orders } = dashboard;
  const items = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section aria-label="Your figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="In Cart" value={formatMajor(cart.total_amount, cart.currency)} note={`${items} ${items === 1 ? 'item' : 'items'}`}>
        {items > 0 && (
          <ButtonLink to="/checkout" size="sm" className="mt-2 justify-self-start">
            Complete Checkout
          </ButtonLink>
        )}
      </Stat>
      <Stat
        label="Total Orders"
        value={String(orders.total)}
        note={`${orders.processing} processing · ${orders.in_progress} in progress`}
      />
      <Stat label="Total Spent" value={formatMajor(orders.total_spent, orders.currency)} note="Paid orders" />
      <Stat
        label="Pending Payments"
        value={String(orders.pending_payments)}
        note={orders.pending_payments > 0 ? 'Awaiting payment' : 'Nothing to pay'}
      />
    </section>
  );
}

function Stat({ label, value, note, children }: { label: string; value: string; note: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-0.5 p-4">
        <p className="text-xs font-medium text-muted">{label}</p>
        <p className="text-xl font-semibold tabular-nums text-ink sm:text-2xl">{value}</p>
        <p className="text-xs text-muted">{note}</p>
        {children}
      </CardContent>
    </Card>
  );
}

const tabs: { key: DashboardTaskTab; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'completed', label: 'Completed' },
];
/** The task's own status ("Submitted", "Under review"); Overdue only replaces it while the task is still open and late. */
function taskBadge(task: DashboardTask): { label: string; tone: Tone } {
  if (task.state === 'overdue') return { label: 'Overdue', tone: 'danger' };
  return { label: taskStatusLabels[task.status], tone: taskTone[task.status] };
}
const priorityLabel = (priority: DashboardTask['priority']) => (priority === 'high' ? 'High' : priority === 'low' ? 'Low' : 'Medium');

/**
 * The tasks panel's tabs. Their own component: the render that enables them once the page is hydrated is theirs alone,
 * not the panel's with every task card in it.
 */
function TaskTabs({
  tab,
  counts,
  onChange,
}: {
  tab: DashboardTaskTab;
  counts: Dashboard['tasks']['counts'];
  onChange: (tab: DashboardTaskTab) => void;
}) {
  return (
    <div role="tablist" aria-label="Show tasks" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          onClick={() => onChange(key)}
          className={cn(
            'flex-1 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap',
            tab === key ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink',
          )}
        >
          {label} <span className="tabular-nums">({counts[key]})</span>
        </button>
      ))}
    </div>
  );
}

/** Spec §2 tasks panel: All / Pending / Overdue / Completed with counts; each card with Complete Task and View Details. */
export function TasksPanel({
  tasks,
  canWork,
  completing,
  onComplete,
}: {
  tasks: Dashboard['tasks'];
  canWork: boolean;
  completing: string | null;
  onComplete: (task: DashboardTask) => void;
}) {
  const [tab, setTab] = useState<DashboardTaskTab>('all');
  const shown = dashboardTabTasks(tasks.items, tab);
  return (
    <PanelCard
      headingId="tasks-panel-heading"
      title="Tasks"
      link={
        <Link to="/tasks" className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline">
          All tasks <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
      contentClassName="grid grid-cols-1 gap-3"
    >
      <TaskTabs tab={tab} counts={tasks.counts} onChange={setTab} />
      {/* The panel holds the list (a tabpanel role on the <ul> would hide its items from the list). */}
      <div role="tabpanel" aria-label={`${tabs.find((item) => item.key === tab)!.label} tasks`}>
        {tasks.counts.all === 0 ? (
          <p className="py-6 text-center text-sm text-muted">
            No tasks yet. When you buy a service, its steps appear here.{' '}
            <Link to="/services" className="font-medium text-accent-700 hover:underline">
              Browse Services
            </Link>
          </p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No {tab === 'all' ? '' : `${tab} `}tasks.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {shown.map((task) => (
              <li key={task.id} className="grid grid-cols-1 gap-1.5 rounded-xl border border-line p-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  <Badge tone={taskBadge(task).tone} data-testid="task-status-badge">
                    {taskBadge(task).label}
                  </Badge>
                  <Badge tone="outline">{task.category}</Badge>
                  <Badge tone="outline">{priorityLabel(task.priority)}</Badge>
                </div>
                <p className="font-medium text-ink">{task.title}</p>
                <p className="text-sm text-muted">{task.description}</p>
                <p className="text-xs text-muted">
                  <span data-testid="task-performer">Who does it: {taskPerformerLabels[task.performer]}</span>
                  {' · '}
                  {task.due_date
                    ? `${task.performer === 'founder' ? 'Due' : 'Expected by'} ${formatCalendarDate(task.due_date)} · `
                    : task.performer === 'founder'
                      ? ''
                      : 'Date to be confirmed · '}
                  Order {task.order_number}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {/* Charter's tasks are read-only here: completing one is staff's, from the back office (issue 27). */}
                  {canWork && founderMayWork(task) && task.state !== 'completed' && task.status !== 'under_review' && (
                    <Button size="sm" loading={completing === task.id} onClick={() => onComplete(task)}>
                      Complete Task
                    </Button>
                  )}
                  <ButtonLink to={`/orders/${task.order_id}`} aria-label={`View details of “${task.title}”`} size="sm" variant="ghost">
                    View Details
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {shown.length < tasks.counts[tab] && (
        <p className="text-xs text-muted">
          Showing the first {shown.length} of {tasks.counts[tab]}.{' '}
          <Link to="/tasks" className="font-medium text-accent-700 hover:underline">
            See all on the tasks page
          </Link>
        </p>
      )}
    </PanelCard>
  );
}

/** Spec §2 quick actions. */
export function QuickActions({ cartHasItems }: { cartHasItems: boolean }) {
  const actions = [
    cartHasItems
      ? { to: '/checkout', label: 'Complete Checkout', icon: ShoppingCart }
      : { to: '/services', label: 'Browse Services', icon: Package },
    { to: '/compliance', label: 'Check Compliance', icon: ClipboardCheck },
    { to: '/orders', label: 'My Orders', icon: Package },
    { to: '/analytics', label: 'View Analytics', icon: BarChart3 },
  ];
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-2 text-lg font-semibold text-ink">
        Quick actions
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <Link
            key={label}
            to={to}
            className="flex items-center gap-2 rounded-xl border border-line bg-white p-3 text-sm font-medium text-ink hover:border-accent-500"
          >
            <Icon className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The AI Insights card: each figure with its basis, or what it needs (never an invented number). */
export function InsightsCard({ insights }: { insights: Dashboard['insights'] }) {
  return (
    <PanelCard headingId="insights-heading" icon={Lightbulb} title="AI Insights">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {insights.map((insight) => (
          <div key={insight.key} className="rounded-lg border border-line p-3">
            <dt className="text-xs font-medium text-muted">{insight.label}</dt>
            <dd className="grid grid-cols-1 gap-1">
              <span className={cn('font-semibold', insight.value ? 'text-lg text-ink' : 'text-sm text-muted')}>
                {insight.value ?? 'Not enough data yet'}
              </span>
              <span className="text-xs text-muted">{insight.basis}</span>
            </dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}

export function ComingSoonCards() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {[
        { title: 'Customer Intelligence', text: 'Who buys from you, and what they will need next.' },
        { title: 'Sales Intelligence', text: 'Your pipeline and what moves it, from your own numbers.' },
      ].map((card) => (
        <Card key={card.title} className="border-dashed">
          <CardContent className="grid grid-cols-1 gap-1 p-4">
            <Badge tone="outline" className="justify-self-start">
              COMING SOON
            </Badge>
            <p className="font-semibold text-ink">{card.title}</p>
            <p className="text-sm text-muted">{card.text}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Spec §2 Recent Activity: up to 5 orders with relative dates. */
export function RecentActivity({ orders }: { orders: Dashboard['recent_orders'] }) {
  return (
    <PanelCard headingId="recent-activity-heading" title="Recent Activity">
      {orders.length === 0 ? (
        <p className="text-sm text-muted">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {orders.map((order) => (
            <li key={order.id} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/orders/${order.id}`} className="min-w-0 hover:underline">
                <span className="block truncate text-sm font-medium text-ink">{order.name}</span>
                <span className="text-xs text-muted">
                  {order.order_number} · {relativeDay(order.created_at)}
                </span>
              </Link>
              <span className="shrink-0 text-sm font-semibold tabular-nums text-ink">
                {formatMajor(order.total_amount, order.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

/** Spec §2 Recommended For You: up to 3 services, each with its reason. */
export function RecommendedForYou({ recommendations }: { recommendations: Dashboard['recommendations'] }) {
  return (
    <PanelCard
      headingId="recommended-heading"
      icon={Sparkles}
      title="Recommended For You"
      link={
        <Link to="/services" className="text-sm font-medium text-accent-700 hover:underline">
          All services
        </Link>
      }
    >
      {recommendations.length === 0 ? (
        <p className="text-sm text-muted">Nothing to recommend right now: your company has what it needs from our catalogue.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {recommendations.map((service) => (
            <li key={service.id} className="rounded-lg border border-line p-3">
              <p className="font-medium text-ink">{service.name}</p>
              <p className="text-sm text-muted">{service.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

interface PanelCardProps {
  /** The title's id, which names the section for assistive technology. */
  headingId: string;
  title: string;
  icon?: LucideIcon;
  /** A link beside the title to the whole list ("All tasks"). */
  link?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}

/** One dashboard panel: a section named by its card's title, with an optional icon and a link beside the title. */
function PanelCard({ headingId, title, icon: Icon, link, contentClassName, children }: PanelCardProps) {
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card>
        <CardHeader className={link ? 'flex-row items-center justify-between gap-3' : undefined}>
          <CardTitle id={headingId} className={Icon ? 'flex items-center gap-2' : undefined}>
            {Icon && <Icon className="size-5 text-accent-600" aria-hidden="true" />}
            {Icon ? ` ${title}` : title}
          </CardTitle>
          {link}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </section>
  );
}
