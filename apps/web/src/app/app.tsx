import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SelectedCompanyFromServer } from '@/features/companies/hooks/use-selected-company';
import { useBeforeHydration } from '@/lib/prerendered';
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
          <ControlsWaitForApp>{children}</ControlsWaitForApp>
          <Toaster />
        </QueryClientProvider>
      </SelectedCompanyFromServer>
    </ViewportGuess>
  );
}

/**
 * On a page the server drew, nothing can be pressed, ticked or typed into before the app is there to answer it (links
 * work as in any page): the page stands in a disabled fieldset, HTML's own way to disable every control in a group,
 * until the app has hydrated it. One attribute changes then, instead of every button, box and select of the page
 * rendering again to enable itself (some 80 on the compliance page, in one blocking task). No box of its own
 * (`display: contents`) and no group for screen readers (role="none").
 */
function ControlsWaitForApp({ children }: { children: ReactNode }) {
  const waiting = useBeforeHydration();
  return (
    <fieldset disabled={waiting} role="none" className="contents">
      {children}
    </fieldset>
  );
}
