import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SelectedCompanyFromServer } from '@/features/companies/hooks/use-selected-company';
import { ViewportGuess } from '@/lib/use-media-query';

/**
 * The whole app around its router: the same tree in the browser (`RouterProvider`) and on the server, which renders
 * the dashboard and compliance pages with React Router's static router (`StaticRouterProvider`) after their loaders
 * filled the cache with the founder's answers (src/entry-server.tsx), and the browser hydrates that markup. Both draw for the
 * same guessed viewport (`viewportWidth`, lib/use-media-query.ts) and for the company the server drew
 * (`renderedCompanyId`) until the browser knows its own.
 */
export function App({
  client,
  viewportWidth = null,
  renderedCompanyId = null,
  children,
}: {
  client: QueryClient;
  viewportWidth?: number | null;
  renderedCompanyId?: string | null;
  children: ReactNode;
}) {
  return (
    <ViewportGuess value={viewportWidth}>
      <SelectedCompanyFromServer value={renderedCompanyId}>
        <QueryClientProvider client={client}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </SelectedCompanyFromServer>
    </ViewportGuess>
  );
}
