import { BadgeIndianRupee, ClipboardList, Package, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@charter/shared';
import { useAdminStatistics } from '../api/use-admin-statistics';

function Stat({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail?: string }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4">
        <span className="rounded-lg bg-accent-50 p-2.5 text-accent-700 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <div>
          <p className="text-sm text-muted">{label}</p>
          <p className="text-2xl font-bold tabular-nums">{value}</p>
          {detail && <p className="text-xs text-muted">{detail}</p>}
        </div>
      </CardContent>
    </Card>
  );
}

/** The admin Dashboard tab: platform-wide counts from GET /api/admin/statistics. */
export function StatisticsPanel() {
  const { data, isPending, isError, refetch } = useAdminStatistics();
  if (isPending) return <Spinner label="Loading statistics" className="py-16" />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-muted">Failed to load statistics.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const number = new Intl.NumberFormat('en-IN');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Stat icon={<Users />} label="Users" value={number.format(data.users)} />
      <Stat
        icon={<ClipboardList />}
        label="Orders"
        value={number.format(data.orders.total)}
        detail={`${number.format(data.orders.paid)} paid · ${number.format(data.orders.pending)} pending`}
      />
      <Stat icon={<BadgeIndianRupee />} label="Revenue" value={formatMoney(data.revenue.total, 'INR')} />
      <Stat icon={<Package />} label="Services" value={number.format(data.services)} />
      <Stat icon={<ShieldCheck />} label="Compliance rules" value={number.format(data.compliance_rules)} />
    </div>
  );
}
