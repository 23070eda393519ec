/**
 * The server's rendering of a signed-in page (the dashboard or the compliance page): the app's own routes run through
 * React Router's static handler, whose loaders (features/companies/lib/company-page-loader.ts) fill a cache with the founder's answers, and the
 * whole app's tree (app/app.tsx) is rendered to HTML from it, so a founder on a slow phone sees their company at once
 * rather than after the app's code has loaded. The answers and the router's state go with the markup
 * (lib/hydration-data.ts) and the browser hydrates it (src/main.tsx): React adopts the page instead of drawing it again.
 *
 * Built for Node by vite.ssr.config.ts; the server (apps/server/src/http/server-rendering.ts) imports it and passes
 * a way to read its own API routes with the founder's cookie, so every access check is the API's.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { companyListSchema, currentUserSchema, type ServerEntry, type ServerRenderInput, type ServerRenderOutput } from '@charter/shared';
import { App } from '@/app/app';
import { appRoutes } from '@/app/router';
import { currentUserQueryKey } from '@/features/auth/api/use-current-user';
import { companiesQueryKey } from '@/features/companies/api/use-companies';
import { hydrationDataScript } from '@/lib/hydration-data';
import type { ServerLoadContext } from '@/features/companies/lib/company-page-loader';

/** The pages the server renders: each one's route has a loader listing what it reads. */
export const serverRenderedPaths: ServerEntry['serverRenderedPaths'] = ['/dashboard', '/compliance'];

/** One static handler for every request: it holds the routes, not any request's state. */
let handler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * The page's markup and what it was drawn from, or null when React Router answers with a redirect. Rejects when an
 * answer breaks its contract or a loader fails (the server then sends the plain shell).
 */
export async function renderPage(input: ServerRenderInput): Promise<ServerRenderOutput | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, currentUserSchema.parse(input.user));
  queryClient.setQueryData(companiesQueryKey, companyListSchema.parse(input.companies));
  handler ??= createStaticHandler(appRoutes);
  const requestContext: ServerLoadContext = { queryClient, companyId: input.companyId, apiJson: input.apiJson };
  const context = await handler.query(new Request(new URL(input.url, 'http://charter.invalid')), { requestContext });
  if (context instanceof Response) return null;
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <App client={queryClient} viewportWidth={input.viewportWidth} renderedCompanyId={input.companyId}>
        {/* The router's state goes to the browser with the page's answers, not as React Router's inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  return { markup, answers: hydrationDataScript(dehydrate(queryClient), routerState) };
}
