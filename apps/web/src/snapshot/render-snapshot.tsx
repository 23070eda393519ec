/**
 * The server's first picture of a signed-in page: the dashboard or the compliance page rendered to HTML from the API's
 * own answers, so a founder on a slow phone sees their company at once rather than after the app's code has loaded.
 * Not hydrated: the app renders itself (in a hidden root) and takes over (lib/prerendered.ts) once the page has its data.
 * The answers come with the markup (lib/page-answers.ts), so the app's first render already has them.
 *
 * Built for Node by vite.snapshot.config.ts; the server (apps/server/src/http/page-snapshot.ts) imports it and passes
 * the JSON bodies it got from its own API routes, with the founder's cookie, so every access check is the API's.
 */
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  cartSchema,
  companyListSchema,
  complianceHealthSchema,
  complianceListSchema,
  currentUserSchema,
  dashboardSchema,
  notificationSettingsSchema,
} from '@charter/shared';
import { AppShell } from '@/app/app-shell';
import { currentUserQueryKey } from '@/features/auth/api/use-current-user';
import { cartQueryKey } from '@/features/cart/api/use-cart';
import { companiesQueryKey } from '@/features/companies/api/use-companies';
import { SelectedCompanySnapshot } from '@/features/companies/hooks/use-selected-company';
import { complianceKeys } from '@/features/compliance/api/use-compliance';
import { dashboardQueryKey } from '@/features/dashboard/api/use-dashboard';
import { remindersKeys } from '@/features/reminders/api/reminders-keys';
import { pageAnswersScript } from '@/lib/page-answers';
import { inertControls } from '@/lib/prerendered';
import { CompliancePage } from '@/routes/compliance/compliance-page';
import { DashboardPage } from '@/routes/dashboard/dashboard-page';

/** The pages with a snapshot, and the API paths (under /api) each one's first render reads. */
export const snapshotPages = {
  '/dashboard': (companyId: string) => [`/dashboard?company_id=${encodeURIComponent(companyId)}`],
  // With the cart (a requirement already in it says so) and my reminder settings (the calendar panel): drawn from
  // every answer the page shows, the app has nothing left to ask on arrival, and nothing to render twice.
  '/compliance': (companyId: string) => [
    `/companies/${encodeURIComponent(companyId)}/compliance`,
    `/companies/${encodeURIComponent(companyId)}/compliance/health`,
    `/cart?company_id=${encodeURIComponent(companyId)}`,
    `/companies/${encodeURIComponent(companyId)}/notifications`,
  ],
} as const;

export type SnapshotPath = keyof typeof snapshotPages;

export interface SnapshotInput {
  /** The page's path and query string, as requested (`/compliance?status=overdue`). */
  url: string;
  /** GET /api/auth/me and GET /api/companies, as the API answered them. */
  user: unknown;
  companies: unknown;
  /** The company shown. */
  companyId: string;
  /** The page's own answers, in the order snapshotPages names their paths. */
  pageData: unknown[];
}

/** The answers, checked against the contracts the app checks them with, in the query cache the app's hooks read. */
function seededClient(path: SnapshotPath, input: SnapshotInput): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(currentUserQueryKey, currentUserSchema.parse(input.user));
  client.setQueryData(companiesQueryKey, companyListSchema.parse(input.companies));
  const id = input.companyId;
  if (path === '/dashboard') {
    client.setQueryData(dashboardQueryKey(id), dashboardSchema.parse(input.pageData[0]));
  } else {
    client.setQueryData(complianceKeys.list(id), complianceListSchema.parse(input.pageData[0]));
    client.setQueryData(complianceKeys.health(id), complianceHealthSchema.parse(input.pageData[1]));
    client.setQueryData(cartQueryKey(id), cartSchema.parse(input.pageData[2]));
    client.setQueryData(remindersKeys.settings(id), notificationSettingsSchema.parse(input.pageData[3]));
  }
  return client;
}

/**
 * The page's markup, its buttons and fields disabled until the app takes over, followed by the answers it was drawn
 * from, for the app's query cache. Throws when an answer breaks its contract.
 */
export function renderSnapshot(path: SnapshotPath, input: SnapshotInput): string {
  const client = seededClient(path, input);
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/compliance', element: <CompliancePage /> },
        ],
      },
    ],
    { initialEntries: [input.url] },
  );
  const markup = renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <SelectedCompanySnapshot value={input.companyId}>
          <RouterProvider router={router} />
        </SelectedCompanySnapshot>
      </QueryClientProvider>
    </StrictMode>,
  );
  return inertControls(markup) + pageAnswersScript(dehydrate(client));
}
