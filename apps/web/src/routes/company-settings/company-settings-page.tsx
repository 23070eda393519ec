import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { countryCodes, entityTypeLabels, countryCurrency, roleCan } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { RoleBadge } from '@/components/ui/role-badge';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { ApiKeysPanel } from '@/features/api-keys/components/api-keys-panel';
import { DataExportCard } from '@/features/data-export/components/data-export-card';
import { ArchiveCompany } from '@/features/companies/components/archive-company';
import { CompanyProfileForm } from '@/features/companies/components/company-profile-form';
import { CompanyDeletion } from '@/features/data-deletion/components/company-deletion';
import { selectCompany, useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useComplianceListFetcher } from '@/features/compliance/api/use-compliance';
import { WebhooksPanel } from '@/features/webhooks-out/components/webhooks-panel';
import { ActivityTimeline } from '@/features/teams/components/activity-timeline';
import { MembersPanel } from '@/features/teams/components/members-panel';
import { CountryCode } from '@/components/ui/country-code';

const tabs = ['members', 'activity', 'details', 'api-keys', 'webhooks'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** /companies/:companyId/settings?tab=…: who has access (Members), what changed (Activity) and the company's facts. */
export function CompanySettingsPage() {
  const { companyId } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'members';
  const { data: user } = useCurrentUser();
  const { companies, selected, isPending, isError, refetch } = useSelectedCompany();
  const planOf = useComplianceListFetcher();
  const company = companies.find((candidate) => candidate.id === companyId);
  const syncedTo = useRef<string | null>(null);
  // Set when the user has just left: the page is on its way to the dashboard and must not follow the selection.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!company || !selected || leaving) return;
    if (syncedTo.current !== company.id) {
      // Opening the page (from a link or the switcher) makes its company the selected one, so the nav agrees with it.
      syncedTo.current = company.id;
      if (selected.id !== company.id) selectCompany(company.id);
    } else if (selected.id !== company.id) {
      // Afterwards, choosing another company in the switcher takes the page along to that company's settings.
      void navigate(`/companies/${encodeURIComponent(selected.id)}/settings${tab === 'members' ? '' : `?tab=${tab}`}`);
    }
  }, [company, selected, navigate, tab, leaving]);

  if (isPending || leaving) return <Spinner label="Loading company" className="py-24" />;
  if (isError) {
    return (
      <Card className="mx-auto max-w-lg">
        <CardContent className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-red-700">
            Your companies could not be loaded.
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!company || !user) {
    return (
      <Card className="mx-auto max-w-lg">
        <CardContent className="grid gap-3">
          <h1 className="text-lg font-semibold text-ink">Company not found</h1>
          <p className="text-sm text-muted">It may have been removed, or you are no longer a member.</p>
          <ButtonLink to="/dashboard" variant="secondary" className="w-fit">
            Back to the dashboard
          </ButtonLink>
        </CardContent>
      </Card>
    );
  }

  const managesKeys = company.role !== null && roleCan(company.role, 'api_keys:manage');

  const leave = () => {
    setLeaving(true);
    const next = companies.find((candidate) => candidate.id !== company.id);
    if (next) selectCompany(next.id);
    void navigate('/dashboard', { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="min-w-0">
        <Link
          to="/compliance"
          className="inline-flex items-center gap-1 rounded-md text-sm text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Compliance
        </Link>
        <h1 className="mt-3 text-2xl font-semibold break-words text-ink">
          <CountryCode code={countryCodes[company.country]} name={company.country} className="mr-2 align-[0.3em]" />
          {company.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <span>
            {company.country} · {entityTypeLabels[company.entity_type]} · {company.state}
          </span>
          {company.role && (
            <span className="inline-flex items-center gap-1.5">
              Your role <RoleBadge role={company.role} />
            </span>
          )}
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => setSearchParams(next === 'members' ? {} : { tab: next }, { replace: true })}
        className="grid grid-cols-1 gap-6"
      >
        <TabsList aria-label="Company settings" className={managesKeys ? 'overflow-x-auto sm:max-w-xl' : 'sm:max-w-sm'}>
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="details">Details</TabsTrigger>
          {managesKeys && (
            <TabsTrigger value="api-keys" className="whitespace-nowrap">
              API keys
            </TabsTrigger>
          )}
          {managesKeys && <TabsTrigger value="webhooks">Webhooks</TabsTrigger>}
        </TabsList>
        <TabsContent value="members" className="focus-visible:outline-offset-4">
          <MembersPanel company={company} currentUserId={user.id} onLeft={leave} />
        </TabsContent>
        <TabsContent value="activity" className="focus-visible:outline-offset-4">
          <ActivityTimeline companyId={company.id} currency={countryCurrency[company.country]} />
        </TabsContent>
        <TabsContent value="details" className="grid gap-6 focus-visible:outline-offset-4">
          {/* Keyed by company, so switching company starts the form afresh (a save keeps its "what changed" note). */}
          <CompanyProfileForm
            key={company.id}
            company={company}
            canEdit={company.role ? roleCan(company.role, 'company:update') : false}
            planOf={planOf}
          />
          {company.role && roleCan(company.role, 'company:export') && (
            <DataExportCard
              subject={{ scope: 'company', companyId: company.id }}
              title="Export this company"
              description="Everything Charter holds about this company: its facts, obligations and their history, orders, tasks, comments, payments, invoices, documents, members and activity."
            />
          )}
          {company.role && roleCan(company.role, 'company:archive') && <ArchiveCompany company={company} onArchived={leave} />}
          <CompanyDeletion company={company} />
        </TabsContent>
        {managesKeys && (
          <TabsContent value="api-keys" className="focus-visible:outline-offset-4">
            <ApiKeysPanel companyId={company.id} />
          </TabsContent>
        )}
        {managesKeys && (
          <TabsContent value="webhooks" className="focus-visible:outline-offset-4">
            <WebhooksPanel companyId={company.id} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

export { CompanySettingsPage as Component };
