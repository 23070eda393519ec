// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, hydrationDataScript, takeHydrationData } from './hydration-data';

/** A client holding what a server would have drawn a page from. */
function drawnFrom(answers: Record<string, unknown>): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of Object.entries(answers)) client.setQueryData([key], data);
  return client;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a drawn page’s answers', () => {
  it('reach the app’s query cache before its first render, once', () => {
    const company = { id: 'c1', name: 'Drawn Foods Private Limited' };
    document.body.innerHTML = hydrationDataScript(dehydrate(drawnFrom({ companies: [company], user: { name: 'Divya' } })));
    const app = new QueryClient();
    takeHydrationData(app);
    expect(app.getQueryData(['companies'])).toEqual([company]);
    expect(app.getQueryData(['user'])).toEqual({ name: 'Divya' });
    // Fresh, as the server's answers are: a hook with a stale time does not ask again on mount.
    expect(app.getQueryState(['companies'])?.dataUpdatedAt).toBeGreaterThan(Date.now() - 5_000);
    expect(document.getElementById(HYDRATION_DATA_ID)).toBeNull();
  });

  it('hand the router the state its loaders left on the server', () => {
    const router = { loaderData: { '0-1': null }, actionData: null, errors: null };
    document.body.innerHTML = hydrationDataScript(dehydrate(drawnFrom({ user: { name: 'Divya' } })), router);
    expect(takeHydrationData(new QueryClient())).toEqual(router);
    // Once: a second call finds nothing.
    expect(takeHydrationData(new QueryClient())).toBeUndefined();
  });

  it('cannot close the script they sit in, whatever an answer holds', () => {
    const name = '</script><script>window.hacked = true</script>';
    const script = hydrationDataScript(dehydrate(drawnFrom({ company: { name } })));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const app = new QueryClient();
    takeHydrationData(app);
    expect(app.getQueryData(['company'])).toEqual({ name });
  });

  it('leave the cache empty when there are none, or when they do not read', () => {
    const app = new QueryClient();
    takeHydrationData(app);
    expect(app.getQueryCache().getAll()).toHaveLength(0);

    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{"queries": [</script>`;
    expect(() => takeHydrationData(app)).not.toThrow();
    expect(app.getQueryCache().getAll()).toHaveLength(0);
  });
});
