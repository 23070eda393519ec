import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { analyticsQueries } from './analytics/api/queries';
import { apiKeyQueries } from './api-keys/api/queries';
import { bookingQueries } from './bookings/api/queries';
import { catalogueQueries } from './catalogue/api/queries';
import { companyQueries } from './companies/api/queries';
import { initialForm, requestBody } from './companies/lib/incorporation-form';
import { dataExportQueries } from './data-export/api/queries';
import { deletionQueries } from './data-deletion/api/queries';
import { logicRuleQueries } from './logic-rules/api/queries';
import { orderQueries, taskQueries } from './orders/api/queries';
import { paymentQueries } from './payments/api/queries';
import { systemQueries } from './system/api/queries';
import { teamQueries } from './teams/api/queries';
import { webhookQueries } from './webhooks-out/api/queries';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

describe('founder-side query factories', () => {
  it('put each query under its domain key', () => {
    const cases: [readonly unknown[], readonly (readonly unknown[])[]][] = [
      [orderQueries.all(), [orderQueries.list().queryKey, orderQueries.detail('o1').queryKey, orderQueries.uploadLimits().queryKey]],
      [taskQueries.all(), [taskQueries.list({ filter: 'all', search: '' }).queryKey]],
      [bookingQueries.all(), [bookingQueries.list().queryKey, bookingQueries.hours().queryKey]],
      [analyticsQueries.all(), [analyticsQueries.metrics('c1').queryKey, analyticsQueries.workflows().queryKey]],
      [systemQueries.all(), [systemQueries.mailbox().queryKey]],
      [paymentQueries.all(), [paymentQueries.sandboxCheckout('k1').queryKey]],
      [
        logicRuleQueries.all(),
        [
          logicRuleQueries.rules().queryKey,
          logicRuleQueries.templates().queryKey,
          logicRuleQueries.analytics(30).queryKey,
          logicRuleQueries.companies('acme').queryKey,
          logicRuleQueries.preview('r1', 'c1', 'v1').queryKey,
        ],
      ],
    ];
    for (const [all, keys] of cases) for (const key of keys) expect(startsWith(key, all), JSON.stringify(key)).toBe(true);
  });

  it("keep an order's invoices under the order, and the order list apart from any one order", () => {
    expect(startsWith(orderQueries.invoices('o1', { paid: true }).queryKey, orderQueries.detail('o1').queryKey)).toBe(true);
    expect(startsWith(orderQueries.detail('o1').queryKey, orderQueries.list().queryKey)).toBe(false);
  });

  it('keep company-scoped answers under the company, so a refresh of the company covers them', () => {
    const company = companyQueries.scope('c1');
    expect(startsWith(company, companyQueries.all())).toBe(true);
    for (const key of [
      teamQueries.members('c1').queryKey,
      teamQueries.activity('c1').queryKey,
      apiKeyQueries.list('c1').queryKey,
      webhookQueries.endpoints('c1').queryKey,
      webhookQueries.deliveries('c1', 'e1').queryKey,
      catalogueQueries.recommendations('c1').queryKey,
      dataExportQueries.list({ scope: 'company', companyId: 'c1' }).queryKey,
      deletionQueries.company('c1').queryKey,
    ])
      expect(startsWith(key, company), JSON.stringify(key)).toBe(true);
    expect(startsWith(webhookQueries.deliveries('c1', 'e1').queryKey, webhookQueries.endpoints('c1').queryKey)).toBe(true);
    expect(startsWith(teamQueries.members('c2').queryKey, company)).toBe(false);
    for (const accountKey of [dataExportQueries.list({ scope: 'account' }).queryKey, deletionQueries.account().queryKey])
      expect(startsWith(accountKey, companyQueries.all()), JSON.stringify(accountKey)).toBe(false);
  });

  it("key the incorporation quote on the form's answers, as the server prices them", () => {
    const form = { ...initialForm('India'), companyName: 'Acme Private Limited' };
    const quote = (answers: typeof form) => companyQueries.incorporationQuote(requestBody(answers)).queryKey;
    expect(quote(form)).toEqual(quote({ ...form, companyName: ' Acme Private Limited ' }));
    expect(quote(form)).not.toEqual(quote({ ...form, companyName: 'Acme Two Private Limited' }));
    expect(quote(form)).not.toEqual(quote(initialForm('USA')));
    // Nothing of a company's yet: a refresh of a company leaves the quote alone.
    expect(startsWith(quote(form), companyQueries.all())).toBe(false);
  });

  it('are stable and tell filters apart', () => {
    expect(taskQueries.list({ filter: 'all', search: ' tax ' }).queryKey).toEqual(
      taskQueries.list({ filter: 'all', search: 'tax' }).queryKey,
    );
    expect(taskQueries.list({ filter: 'all', search: '' }).queryKey).not.toEqual(
      taskQueries.list({ filter: 'all', search: '', companyId: 'c1' }).queryKey,
    );
    expect(logicRuleQueries.companies(' acme ').queryKey).toEqual(logicRuleQueries.companies('acme').queryKey);
  });

  it('a refresh after a task change reaches the order and the list but no other order', async () => {
    const client = new QueryClient();
    client.setQueryData(orderQueries.list().queryKey, { orders: [] });
    client.setQueryData(orderQueries.detail('o1').queryKey, {} as never);
    client.setQueryData(orderQueries.detail('o2').queryKey, {} as never);
    await client.invalidateQueries({ queryKey: orderQueries.list().queryKey });
    await client.invalidateQueries({ queryKey: orderQueries.detail('o1').queryKey });
    expect(client.getQueryState(orderQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(orderQueries.detail('o1').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(orderQueries.detail('o2').queryKey)?.isInvalidated).toBe(false);
  });
});
