// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTask } from '@charter/shared';
import { OrderTaskList } from './order-task-list';

const task = (overrides: Partial<OrderTask>): OrderTask => ({
  id: '00000000-0000-4000-8000-000000000001',
  order_id: '00000000-0000-4000-8000-0000000000aa',
  order_number: 'CH-001001',
  title: 'Share: PAN card',
  description: 'Upload it to this task.',
  status: 'pending',
  category: 'Tax',
  priority: 'high',
  due_date: '2026-12-01',
  created_at: '2026-11-20T10:00:00.000Z',
  submitted_at: null,
  assigned_to: null,
  performer: 'founder',
  earns_fee: true,
  documents: [],
  comments: [],
  ...overrides,
});
const founderTask = task({});
const charterTask = task({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'GST Monthly Returns',
  description: 'Our team prepares and files it.',
  priority: 'medium',
  performer: 'charter',
});

const calls: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      const answer = url.endsWith('/documents/limits')
        ? { max_bytes: 10_000_000, extensions: ['.pdf'] }
        : { ...founderTask, status: 'completed' };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(tasks: OrderTask[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrderTaskList tasks={tasks} canWork />
    </QueryClientProvider>,
  );
}
const moves = () => calls.filter((call) => call.method === 'PATCH');

describe('the order page’s task list (issue 27)', () => {
  it('Charter’s task is read-only: who does it, its status and expected date; no checkbox, no Start Task, no Upload', async () => {
    renderList([founderTask, charterTask]);
    const [own, charters] = within(screen.getByRole('list', { name: 'Tasks of this order' })).getAllByRole('listitem');
    expect(within(charters!).getByTestId('task-performer').textContent).toBe('Who does it: Charter’s team');
    expect(within(charters!).getByText('Pending')).toBeTruthy();
    expect(charters!.textContent).toContain('expected by');
    expect(within(charters!).queryByRole('checkbox')).toBeNull();
    for (const name of ['Start Task', 'Upload', 'Send to Review']) expect(within(charters!).queryByRole('button', { name })).toBeNull();
    // The founder's own task keeps its controls.
    expect(within(own!).getByTestId('task-performer').textContent).toBe('Who does it: You');
    expect(within(own!).getByRole('checkbox')).toBeTruthy();
    expect(within(own!).getByRole('button', { name: 'Start Task' })).toBeTruthy();
    await waitFor(() => expect(within(own!).getByRole('button', { name: /Upload/ })).toBeTruthy());
  });

  it('marking the founder’s task done asks first when it lowers the refund; Not yet sends nothing', async () => {
    renderList([founderTask]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark “Share: PAN card” as done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Share: PAN card” as done?' });
    expect(dialog.textContent).toContain('the refund if you cancel goes down');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves()).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark “Share: PAN card” as done' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toMatchObject({
      url: `/api/orders/${founderTask.order_id}/tasks/${founderTask.id}/status`,
      body: { status: 'done' },
    });
  });

  it('a task that changes nothing owed is marked done at once', async () => {
    renderList([task({ earns_fee: false })]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark “Share: PAN card” as done' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
