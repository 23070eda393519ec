import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/app/guards';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useAdmin, useAdminLogout } from '@/features/admin/api/use-admin-session';
import { CancellationQueuePanel } from '@/features/admin/components/cancellation-queue-panel';
import { ComplianceRulesPanel } from '@/features/admin/components/compliance-rules-panel';
import { RegistryDirectoryPanel } from '@/features/admin/components/registry-directory-panel';
import { StatisticsPanel } from '@/features/admin/components/statistics-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

const upcomingTabs = ['Users', 'Services', 'Compliance', 'Logic Builder'] as const;
// Radix builds the tab and panel ids from the value: a space ("Logic Builder") would break aria-controls.
const tabValue = (tab: string) => tab.toLowerCase().replace(/\s+/g, '-');

/** /admin: the back-office shell. Without an admin session it sends the visitor to the login. */
export function AdminPage() {
  useDocumentTitle('Admin');
  const navigate = useNavigate();
  const admin = useAdmin();
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
          {/* Seven tabs do not fit a phone's width: they wrap onto a second row rather than hide behind a scroll. */}
          <TabsList aria-label="Admin sections" className="flex-wrap">
            <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
            <TabsTrigger value="directory" className="whitespace-nowrap">
              Company directory
            </TabsTrigger>
            {upcomingTabs.map((tab) => (
              <TabsTrigger key={tab} value={tabValue(tab)} className="whitespace-nowrap">
                {tab}
              </TabsTrigger>
            ))}
            <TabsTrigger value="orders">Orders</TabsTrigger>
          </TabsList>
          <TabsContent value="dashboard" className="mt-6">
            <StatisticsPanel />
          </TabsContent>
          <TabsContent value="directory" className="mt-6">
            <RegistryDirectoryPanel />
          </TabsContent>
          {upcomingTabs.map((tab) => (
            <TabsContent key={tab} value={tabValue(tab)} className="mt-6">
              {tab === 'Compliance' ? (
                <ComplianceRulesPanel />
              ) : (
                <Card>
                  <CardContent className="py-12 text-center">
                    <h2 className="font-semibold">{tab}</h2>
                    <p className="mt-1 text-sm text-muted">Managing {tab.toLowerCase()} from the back office is not available yet.</p>
                  </CardContent>
                </Card>
              )}
            </TabsContent>
          ))}
          <TabsContent value="orders" className="mt-6">
            <CancellationQueuePanel />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
