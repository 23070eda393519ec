import { describe, expect, it } from 'vitest';
import { reminderQueries } from './queries';

describe('reminderQueries', () => {
  it('keeps a company’s settings under its scope, so a company refresh covers them', () => {
    expect(reminderQueries.settings('c1').queryKey).toEqual(['companies', 'c1', 'notifications']);
  });

  it('runs an unsubscribe link once, and not at all without a token', () => {
    const withToken = reminderQueries.unsubscribe('t1');
    expect(withToken.queryKey).toEqual(['reminders', 'unsubscribe', 't1']);
    expect([withToken.enabled, withToken.retry, withToken.staleTime]).toEqual([true, false, Infinity]);
    expect(reminderQueries.unsubscribe(null).enabled).toBe(false);
  });
});
