import { Banknote, ClipboardList, Package, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, type AdminStatistics } from '@charter/shared';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { PanelHeading } from '@/components/ui/panel-heading';
import { adminStatisticsQueries } from '../api/queries';
import { DailyBarChart } from './charts';

const number = new Intl.NumberFormat('en-IN');

function Stat({ icon, label, value, detail }: { icon: ReactNode; label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4">
        <span className="rounded-lg bg-accent-50 p-2.5 text-accent-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted">{label}</p>
          <div className="text-2xl font-bold tabular-nums">{value}</div>
          {detail && <div className="text-xs text-muted">{detail}</div>}
        </div>
      </CardContent>
    </Card>
  );
}

/** Revenue in each currency on its own line: amounts in different currencies are never added up. */
function Revenue({ revenue }: { revenue: AdminStatistics['revenue'] }) {
  if (revenue.by_currency.length === 0) return <>{formatMoney(0, 'INR')}</>;
  return (
    <ul className="grid gap-0.5" data-testid="revenue-by-currency">
      {revenue.by_currency.map((line) => (
        <li key={line.currency}>{formatMoney(line.total_minor, line.currency)}</li>
      ))}
    </ul>
  );
}

function revenueDetail(revenue: AdminStatistics['revenue']): string {
  if (revenue.by_currency.length === 0) return 'No paid orders yet';
  const paid = revenue.by_currency.reduce((sum, line) => sum + line.orders, 0);
  const orders = `${number.format(paid)} paid ${paid === 1 ? 'order' : 'orders'}`;
  return revenue.by_currency.length > 1 ? `${orders}, per currency (never added together)` : orders;
}

function DailyActivity() {
  const daily = useQuery(adminStatisticsQueries.daily(30));
  return (
    <Card>
      <CardContent className="grid gap-6">
        <PanelHeading title="Last 30 days">Orders placed and users signed up per day (UTC), today last.</PanelHeading>
        <QueryState query={daily} what="daily figures">
          {(data) => (
            <div className="grid gap-8 lg:grid-cols-2">
              <DailyBarChart
                title="Orders per day"
                unit={['order', 'orders']}
                points={data.series.map((day) => ({ date: day.date, value: day.orders }))}
                color="var(--color-accent-600)"
              />
              <DailyBarChart
                title="Sign-ups per day"
                unit={['sign-up', 'sign-ups']}
                points={data.series.map((day) => ({ date: day.date, value: day.signups }))}
                color="var(--color-slate-500)"
              />
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The admin Dashboard tab: platform-wide counts from GET /api/admin/statistics and the last 30 days as charts. */
export function StatisticsPanel() {
  const statistics = useQuery(adminStatisticsQueries.totals());
  return (
    <QueryState query={statistics} what="statistics">
      {(data) => (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Stat icon={<Users />} label="Users" value={number.format(data.users)} />
            <Stat
              icon={<ClipboardList />}
              label="Orders"
              value={number.format(data.orders.total)}
              detail={`${number.format(data.orders.paid)} paid · ${number.format(data.orders.pending)} awaiting payment`}
            />
            <Stat icon={<Banknote />} label="Revenue" value={<Revenue revenue={data.revenue} />} detail={revenueDetail(data.revenue)} />
            <Stat icon={<Package />} label="Active services" value={number.format(data.services)} />
            <Stat icon={<ShieldCheck />} label="Compliance rules" value={number.format(data.compliance_rules)} />
          </div>
          <DailyActivity />
        </div>
      )}
    </QueryState>
  );
}
