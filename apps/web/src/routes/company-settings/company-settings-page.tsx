import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { companyRoleLabels, countryFlags } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { CompanyDetails } from '@/features/companies/components/company-details';
import { selectCompany, useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { ActivityTimeline } from '@/features/teams/components/activity-timeline';
import { MembersPanel } from '@/features/teams/components/members-panel';

/** /companies/:companyId/settings: who has access (Members) and what changed (Activity). */
export function CompanySettingsPage() {
  const { companyId } = useParams();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { companies, isPending, isError, refetch } = useSelectedCompany();
  const company = companies.find((candidate) => candidate.id === companyId);

  if (isPending) return <Spinner label="Loading company" className="py-24" />;
  if (isError) {
    return (
      <Card className="mx-auto mt-10 max-w-lg">
        <CardContent className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-red-700">
            Your companies could not be loaded.
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!company || !user) {
    return (
      <Card className="mx-auto mt-10 max-w-lg">
        <CardContent className="grid gap-3">
          <h1 className="text-lg font-semibold text-ink">Company not found</h1>
          <p className="text-sm text-muted">It may have been removed, or you are no longer a member.</p>
          <Button asChild variant="secondary" className="w-fit">
            <Link to="/dashboard">Back to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const leave = () => {
    const next = companies.find((candidate) => candidate.id !== company.id);
    if (next) selectCompany(next.id);
    void navigate('/dashboard', { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div>
        <Link to="/compliance" className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden="true" /> Compliance
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span aria-hidden="true" className="text-2xl leading-none">
            {countryFlags[company.country]}
          </span>
          <h1 className="text-2xl font-semibold text-ink">{company.name}</h1>
          {company.role && <Badge tone="accent">You are {companyRoleLabels[company.role].toLowerCase()}</Badge>}
        </div>
        <p className="mt-1 text-sm text-muted">
          {company.country} · {company.entity_type} · {company.state}
        </p>
      </div>
      <Tabs defaultValue="members" className="grid grid-cols-1 gap-6">
        <TabsList className="max-w-sm">
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="details">Details</TabsTrigger>
        </TabsList>
        <TabsContent value="members">
          <MembersPanel company={company} currentUserId={user.id} onLeft={leave} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTimeline companyId={company.id} />
        </TabsContent>
        <TabsContent value="details">
          <CompanyDetails company={company} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
