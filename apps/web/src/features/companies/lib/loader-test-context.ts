// For tests of the loaders that run on the server (company-page-loader.ts): their context and arguments.
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ServerLoadContext } from './company-page-loader';

/** The server's context for a loader, answering each API path with `answer` and recording the paths it asks for. */
export function recordingServerContext(answer: (path: string) => unknown = () => ({})) {
  const asked: string[] = [];
  const context: ServerLoadContext = {
    queryClient: new QueryClient(),
    companyId: 'c-1',
    apiJson: async (path) => {
      asked.push(path);
      return answer(path);
    },
  };
  return { context, asked };
}

/** What React Router passes a loader for `url`, with the server's context when given. */
export const loaderArgs = (url: string, context?: ServerLoadContext) =>
  ({ request: new Request(`http://charter.test${url}`), params: {}, context }) as unknown as LoaderFunctionArgs;
