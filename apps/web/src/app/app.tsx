import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

/**
 * The whole app: the same tree in the browser and on the server, which draws the dashboard and compliance pages with a
 * memory router and a cache holding the founder's answers (src/snapshot), and the browser hydrates that markup.
 */
export function App({ router, client }: { router: DataRouter; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
