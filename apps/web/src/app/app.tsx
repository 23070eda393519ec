import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { ViewportGuess } from '@/lib/use-media-query';

/**
 * The whole app: the same tree in the browser and on the server, which draws the dashboard and compliance pages with a
 * memory router and a cache holding the founder's answers (src/snapshot), and the browser hydrates that markup. Both
 * draw for the same guessed viewport (`viewportWidth`, lib/use-media-query.ts) until the browser knows its own.
 */
export function App({ router, client, viewportWidth = null }: { router: DataRouter; client: QueryClient; viewportWidth?: number | null }) {
  return (
    <ViewportGuess value={viewportWidth}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ViewportGuess>
  );
}
