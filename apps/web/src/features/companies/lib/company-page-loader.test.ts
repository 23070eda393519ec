// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQuery } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';
import { companyPageLoader } from './company-page-loader';
import { loaderArgs as args, recordingServerContext as serverContext } from './loader-test-context';

const greetingLoader = companyPageLoader((companyId) => [apiQuery<{ hello: string }>(['greeting', companyId], `/greeting/${companyId}`)]);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe('a company page’s loader on the server', () => {
  it('puts each answer in the request’s cache under the key the page reads', async () => {
    const { context, asked } = serverContext(() => ({ hello: 'world' }));
    await greetingLoader(args('/greeting', context));
    expect(asked).toEqual(['/greeting/c-1']);
    expect(context.queryClient.getQueryData(['greeting', 'c-1'])).toEqual({ hello: 'world' });
  });

  it('fails when an answer fails (the server then sends the plain page)', async () => {
    const { context } = serverContext(() => {
      throw new Error('GET /api/greeting/c-1 answered 500');
    });
    await expect(greetingLoader(args('/greeting', context))).rejects.toThrow('answered 500');
  });
});

describe('a company page’s loader in the browser', () => {
  it('starts the reads for the remembered company and returns without waiting for them', async () => {
    localStorage.setItem('selectedCompanyId', 'c-2');
    const companies = [{ id: 'c-1' }, { id: 'c-2' }];
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const body = url === '/api/companies' ? companies : { hello: 'there' };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    // A cached companies list stands in for the founder's.
    queryClient.setQueryData(['companies', 'list'], companies);
    await expect(greetingLoader(args('/greeting'))).resolves.toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(['greeting', 'c-2'])).toEqual({ hello: 'there' }));
    expect(fetched).toEqual(['/api/greeting/c-2']);
  });

  it('asks nothing again for what the page already holds (a server-rendered page’s answers)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    queryClient.setQueryData(['companies', 'list'], [{ id: 'c-1' }]);
    queryClient.setQueryData(['greeting', 'c-1'], { hello: 'drawn' });
    await greetingLoader(args('/greeting'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  });
});
