import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminBookingQueries } from './bookings/api/queries';
import { adminComplianceRuleQueries } from './compliance-rules/api/queries';
import { adminOrderQueries } from './orders/api/queries';
import { adminRegistryQueries } from './registry/api/queries';
import { adminServiceQueries } from './services/api/queries';
import { adminDomainKeys } from './session/api/sign-out';
import { adminSessionQueries } from './session/api/queries';
import { adminStaffQueries } from './staff/api/queries';
import { adminStatisticsQueries } from './statistics/api/queries';
import { adminTaskQueries } from './tasks/api/queries';
import { adminUserQueries } from './users/api/queries';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

/** Every query of a domain, with the domain key it must sit under. */
const domains = [
  { all: adminSessionQueries.all(), keys: [adminSessionQueries.me().queryKey, adminSessionQueries.demoCredentials().queryKey] },
  {
    all: adminOrderQueries.all(),
    keys: [
      adminOrderQueries.list({ page: 1 }).queryKey,
      adminOrderQueries.detail('o1').queryKey,
      adminOrderQueries.invoices('o1').queryKey,
      adminOrderQueries.cancellationRequests().queryKey,
    ],
  },
  {
    all: adminTaskQueries.all(),
    keys: [adminTaskQueries.queue({ status: 'review', assignee: '', search: '', page: 1 }).queryKey, adminTaskQueries.staff().queryKey],
  },
  { all: adminBookingQueries.all(), keys: [adminBookingQueries.list({ status: '', page: 1 }).queryKey] },
  {
    all: adminUserQueries.all(),
    keys: [adminUserQueries.list({ page: 1 }).queryKey, adminUserQueries.detail('u1').queryKey, adminUserQueries.stats().queryKey],
  },
  { all: adminServiceQueries.all(), keys: [adminServiceQueries.list({}).queryKey] },
  { all: adminComplianceRuleQueries.all(), keys: [adminComplianceRuleQueries.list().queryKey] },
  { all: adminRegistryQueries.all(), keys: [adminRegistryQueries.directory().queryKey] },
  { all: adminStaffQueries.all(), keys: [adminStaffQueries.accounts().queryKey, adminStaffQueries.audit(undefined).queryKey] },
  {
    all: adminStatisticsQueries.all(),
    keys: [
      adminStatisticsQueries.totals().queryKey,
      adminStatisticsQueries.daily(30).queryKey,
      adminStatisticsQueries.serviceHealth().queryKey,
    ],
  },
];

describe('back-office query factories', () => {
  it('put every query of a domain under its domain key, itself under "admin"', () => {
    for (const { all, keys } of domains) {
      expect(all[0]).toBe('admin');
      for (const key of keys) expect(startsWith(key, all), `${JSON.stringify(key)} under ${JSON.stringify(all)}`).toBe(true);
    }
  });

  it('give each domain its own key, none covering another', () => {
    const roots = domains.map(({ all }) => JSON.stringify(all));
    expect(new Set(roots).size).toBe(roots.length);
    for (const a of domains) for (const b of domains) if (a !== b) expect(startsWith(b.all, a.all)).toBe(false);
  });

  it('are stable: the same filters give the same key, other filters another', () => {
    expect(adminOrderQueries.list({ page: 2, status: 'processing' }).queryKey).toEqual(
      adminOrderQueries.list({ page: 2, status: 'processing' }).queryKey,
    );
    expect(adminOrderQueries.list({ page: 2 }).queryKey).not.toEqual(adminOrderQueries.list({ page: 3 }).queryKey);
    expect(adminUserQueries.list({ page: 1, q: 'divya' }).queryKey).not.toEqual(adminUserQueries.list({ page: 1 }).queryKey);
    expect(adminOrderQueries.detail('o1').queryKey).toEqual(['admin', 'orders', 'detail', 'o1']);
  });

  it("keep an order's invoices under the order, so refreshing the order refreshes them", () => {
    expect(startsWith(adminOrderQueries.invoices('o1').queryKey, adminOrderQueries.detail('o1').queryKey)).toBe(true);
    expect(
      startsWith(adminTaskQueries.queue({ status: 'review', assignee: 'me', search: 'x', page: 2 }).queryKey, adminTaskQueries.queues()),
    ).toBe(true);
  });

  it('invalidating a domain marks its queries stale and leaves the other domains alone', async () => {
    const client = new QueryClient();
    client.setQueryData(adminOrderQueries.list({ page: 1 }).queryKey, { orders: [] } as never);
    client.setQueryData(adminOrderQueries.detail('o1').queryKey, {} as never);
    client.setQueryData(adminUserQueries.stats().queryKey, {} as never);
    await client.invalidateQueries({ queryKey: adminOrderQueries.all() });
    expect(client.getQueryState(adminOrderQueries.list({ page: 1 }).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(adminOrderQueries.detail('o1').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(adminUserQueries.stats().queryKey)?.isInvalidated).toBe(false);
  });

  it('signing out forgets every back-office domain, and only those', () => {
    const client = new QueryClient();
    for (const { keys } of domains) for (const key of keys) client.setQueryData(key, {} as never);
    client.setQueryData(['orders', 'list'], {});
    for (const queryKey of adminDomainKeys) client.removeQueries({ queryKey });
    for (const { keys } of domains) for (const key of keys) expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryData(['orders', 'list'])).toEqual({});
    expect(adminDomainKeys).toHaveLength(domains.length);
  });
});
