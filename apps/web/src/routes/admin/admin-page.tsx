import { LogOut } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '@/app/guards';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useAdminLogout } from '@/features/admin/session/api/sign-out';
import { adminSessionQueries } from '@/features/admin/session/api/queries';
import { BookingsPanel } from '@/features/admin/bookings/components/bookings-panel';
import { AdminOrdersTab } from '@/features/admin/orders/components/admin-orders-tab';
import { ComplianceRulesPanel } from '@/features/admin/compliance-rules/components/compliance-rules-panel';
import { RegistryDirectoryPanel } from '@/features/admin/registry/components/registry-directory-panel';
import { ServiceHealthPanel } from '@/features/admin/statistics/components/service-health-panel';
import { ServicesPanel } from '@/features/admin/services/components/services-panel';
import { StaffAccountsPanel } from '@/features/admin/staff/components/staff-accounts-panel';
import { StaffAuditPanel } from '@/features/admin/staff/components/staff-audit-panel';
import { StatisticsPanel } from '@/features/admin/statistics/components/statistics-panel';
import { TaskReviewPanel } from '@/features/admin/tasks/components/task-review-panel';
import { UsersPanel } from '@/features/admin/users/components/users-panel';
import { LogicBuilderPanel } from '@/features/logic-rules/components/logic-builder-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin: the back-office shell. Without an admin session it sends the visitor to the login. */
export function AdminPage() {
  useDocumentTitle('Admin');
  const navigate = useNavigate();
  const admin = useQuery(adminSessionQueries.me());
  const logout = useAdminLogout();

  useEffect(() => {
    if (admin.data === null) toast.error('Admin authentication required');
  }, [admin.data]);

  if (admin.isPending) return <FullPageSpinner />;
  if (!admin.data) return <Navigate to="/admin/login" replace />;

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success('Logged out successfully');
        void navigate('/admin/login', { replace: true });
      },
    });

  // Radix builds the tab and panel ids from the value: values carry no spaces (aria-controls would break).
  const sections: { value: string; label: string; panel: ReactNode }[] = [
    {
      value: 'dashboard',
      label: 'Dashboard',
      panel: (
        <div className="grid grid-cols-1 gap-8">
          <StatisticsPanel />
          <ServiceHealthPanel />
        </div>
      ),
    },
    { value: 'directory', label: 'Company directory', panel: <RegistryDirectoryPanel /> },
    { value: 'users', label: 'Users', panel: <UsersPanel /> },
    { value: 'services', label: 'Services', panel: <ServicesPanel /> },
    { value: 'compliance', label: 'Compliance', panel: <ComplianceRulesPanel /> },
    { value: 'logic-builder', label: 'Logic Builder', panel: <LogicBuilderPanel /> },
    {
      value: 'orders',
      label: 'Orders',
      panel: (
        <div className="grid grid-cols-1 gap-6">
          <AdminOrdersTab />
          <TaskReviewPanel />
        </div>
      ),
    },
    { value: 'bookings', label: 'Bookings', panel: <BookingsPanel /> },
    { value: 'staff', label: 'Staff', panel: <StaffAccountsPanel currentAdminId={admin.data.id} /> },
    { value: 'audit', label: 'Audit', panel: <StaffAuditPanel /> },
  ];

  return (
    <div className="min-h-screen">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <Badge tone="accent">Admin</Badge>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden text-sm text-muted sm:inline">{admin.data.email}</span>
            <Button variant="secondary" size="sm" onClick={signOut} loading={logout.isPending} data-testid="admin-logout">
              <LogOut aria-hidden="true" /> Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-2xl font-bold">Super admin</h1>
        <Tabs defaultValue="dashboard">
          {/* The tabs do not fit a phone's width: they wrap onto a second row rather than hide behind a scroll. */}
          <TabsList aria-label="Admin sections" className="flex-wrap">
            {sections.map((section) => (
              <TabsTrigger key={section.value} value={section.value} className="whitespace-nowrap">
                {section.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {sections.map((section) => (
            <TabsContent key={section.value} value={section.value} className="mt-6">
              {section.panel}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

export { AdminPage as Component };
