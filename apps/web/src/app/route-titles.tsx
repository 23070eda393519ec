import { Outlet, useParams, useSearchParams } from 'react-router';
import { useCompanies } from '@/features/companies/api/use-companies';
import { useDocumentTitle } from '@/lib/use-document-title';

/*
 * Tab titles for screens whose page components belong to other work in flight (company settings): a layout
 * route around them sets the title, so those files stay untouched. Every other page calls useDocumentTitle itself.
 */

export function TitledOutlet({ title }: { title: string }) {
  useDocumentTitle(title);
  return <Outlet />;
}

const settingsTabTitles: Record<string, string> = {
  members: 'Members',
  activity: 'Activity',
  details: 'Details',
  'api-keys': 'API keys',
  webhooks: 'Webhooks',
};

/** /companies/:companyId/settings?tab=…: "Activity · Acme Foods Private Limited · Charter". */
export function CompanySettingsTitle() {
  const { companyId } = useParams();
  const [searchParams] = useSearchParams();
  const { data: companies } = useCompanies();
  const company = companies?.find((candidate) => candidate.id === companyId);
  useDocumentTitle(settingsTabTitles[searchParams.get('tab') ?? ''] ?? 'Members', company?.name ?? 'Company settings');
  return <Outlet />;
}
