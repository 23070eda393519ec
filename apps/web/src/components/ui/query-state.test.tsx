// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { LoadMore } from './load-more';
import { QueryState } from './query-state';

afterEach(cleanup);

function Users({ load, failed }: { load: () => Promise<string[]>; failed?: string }) {
  const users = useQuery({ queryKey: ['users'], queryFn: load });
  return (
    <QueryState
      query={users}
      what="users"
      failed={failed}
      isEmpty={(names) => names.length === 0}
      empty="No users have signed up yet."
      emptyAction={<button type="button">Invite someone</button>}
    >
      {(names) => (
        <ul aria-label="Users">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

type UserPage = { names: string[]; next: number | null };

/** An infinite list of users, a page at a time, as the activity timeline and the audit log are. */
function PagedUsers({ load }: { load: (page: number) => Promise<UserPage> }) {
  const users = useInfiniteQuery({
    queryKey: ['users', 'paged'],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next,
  });
  return (
    <QueryState query={users} what="users">
      {(data) => (
        <>
          <ul aria-label="Users">
            {data.pages
              .flatMap((page) => page.names)
              .map((name) => (
                <li key={name}>{name}</li>
              ))}
          </ul>
          <LoadMore query={users} what="users" />
        </>
      )}
    </QueryState>
  );
}

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const renderUsers = (load: () => Promise<string[]>, failed?: string) => renderWithClient(<Users load={load} failed={failed} />);

describe('QueryState', () => {
  it('shows the labelled spinner while the query is pending', () => {
    renderUsers(() => new Promise(() => {}));
    expect(screen.getByRole('status').textContent).toBe('Loading users…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure as an alert with a Try again button that refetches', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['Asha']);
    renderUsers(load);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load users.');
    expect(screen.queryByRole('list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Asha');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no Try again for a refusal that would only come again, and does for a rate limit', async () => {
    renderUsers(() => Promise.reject(new ApiError(404, 'Order not found', 'NOT_FOUND')), 'Order not found');
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    renderUsers(() => Promise.reject(new ApiError(429, 'Too many requests.', 'RATE_LIMITED')));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load users.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says what the caller gives instead of the default failure', async () => {
    renderUsers(() => Promise.reject(new Error('gone')), 'This user no longer exists.');
    expect((await screen.findByRole('alert')).textContent).toBe('This user no longer exists.');
  });

  it('shows the empty sentence and its action when the data is empty', async () => {
    renderUsers(() => Promise.resolve([]));
    expect(await screen.findByText('No users have signed up yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the children with the data once loaded', async () => {
    renderUsers(() => Promise.resolve(['Asha', 'Ravi']));
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(list.textContent).toBe('AshaRavi');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces an infinite list with the failure when its first page fails', async () => {
    renderWithClient(<PagedUsers load={() => Promise.reject(new Error('down'))} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load users.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the pages already loaded when the next one fails, and Load more retries it', async () => {
    const load = vi
      .fn<(page: number) => Promise<UserPage>>()
      .mockResolvedValueOnce({ names: ['Asha'], next: 1 })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ names: ['Ravi'], next: null });
    renderWithClient(<PagedUsers load={load} />);
    expect((await screen.findByRole('list', { name: 'Users' })).textContent).toBe('Asha');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load more users.');
    expect(screen.getByRole('list', { name: 'Users' }).textContent).toBe('Asha');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Users' }).textContent).toBe('AshaRavi'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(load).toHaveBeenLastCalledWith(1);
  });
});
