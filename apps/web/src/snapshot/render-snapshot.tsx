/**
 * The server's rendering of a signed-in page: the dashboard or the compliance page, the whole app's tree (app/app.tsx
 * with the app's own routes) rendered to HTML from the API's own answers, so a founder on a slow phone sees their
 * company at once rather than after the app's code has loaded. The answers come with the markup (lib/page-answers.ts)
 * and the browser hydrates it (src/main.tsx): React adopts the page instead of drawing it again.
 *
 * Built for Node by vite.snapshot.config.ts; the server (apps/server/src/http/page-snapshot.ts) imports it and passes
 * the JSON bodies it got from its own API routes, with the founder's cookie, so every access check is the API's.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import {
  cartSchema,
  companyListSchema,
  complianceHealthSchema,
  complianceListSchema,
  currentUserSchema,
  dashboardSchema,
  notificationSettingsSchema,
} from '@charter/shared';
import { App } from '@/app/app';
import { appRoutes, loadMatchedRoutes } from '@/app/router';
import { currentUserQueryKey } from '@/features/auth/api/use-current-user';
import { cartQueryKey } from '@/features/cart/api/use-cart';
import { companiesQueryKey } from '@/features/companies/api/use-companies';
import { SelectedCompanySnapshot } from '@/features/companies/hooks/use-selected-company';
import { complianceKeys } from '@/features/compliance/api/use-compliance';
import { dashboardQueryKey } from '@/features/dashboard/api/use-dashboard';
import { remindersKeys } from '@/features/reminders/api/reminders-keys';
import { pageAnswersScript } from '@/lib/page-answers';

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
  /** The viewport width the page is drawn for (a guess from the request: a phone's or a desktop's). */
  viewportWidth: number;
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

export interface Snapshot {
  /** The app's markup, for the shell's #root. */
  markup: string;
  /** The script holding the answers it was drawn from, for the app's query cache (beside #root, not in it). */
  answers: string;
}

/** The page's markup and the answers it was drawn from. Rejects when an answer breaks its contract. */
export async function renderSnapshot(path: SnapshotPath, input: SnapshotInput): Promise<Snapshot> {
  const client = seededClient(path, input);
  await loadMatchedRoutes(appRoutes, new URL(input.url, 'http://charter.invalid').pathname);
  const router = createMemoryRouter(appRoutes, { initialEntries: [input.url] });
  const markup = renderToString(
    <StrictMode>
      <SelectedCompanySnapshot value={input.companyId}>
        <App router={router} client={client} viewportWidth={input.viewportWidth} />
      </SelectedCompanySnapshot>
    </StrictMode>,
  );
  return { markup, answers: pageAnswersScript(dehydrate(client)) };
}
