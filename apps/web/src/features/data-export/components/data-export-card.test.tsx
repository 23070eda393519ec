// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@charter/shared';
import { DataExportCard } from './data-export-card';

const exportOf = (overrides: Partial<DataExport>): DataExport => ({
  id: '00000000-0000-4000-8000-000000000001',
  scope: 'company',
  company_id: '00000000-0000-4000-8000-0000000000aa',
  status: 'queued',
  files_total: 0,
  files_done: 0,
  size_bytes: null,
  expires_at: null,
  error: null,
  download_url: null,
  created_at: '2026-11-28T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

/** What GET …/exports answers, call after call (the last one repeats); POST answers a queued export. */
let answers: DataExport[][] = [];
const calls: { url: string; method: string }[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method });
      const body = method === 'POST' ? exportOf({}) : { exports: answers.length > 1 ? answers.shift()! : answers[0]! };
      return new Response(JSON.stringify(body), { status: method === 'POST' ? 202 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DataExportCard
        subject={{ scope: 'company', companyId: '00000000-0000-4000-8000-0000000000aa' }}
        title="Export this company"
        description="All of it."
      />
    </QueryClientProvider>,
  );
}

describe('the export card (issue 34 §1)', () => {
  it('first state: what the ZIP holds and an Export button that asks for one', async () => {
    answers = [[]];
    renderCard();
    await waitFor(() => expect(screen.getByText(/One ZIP with every record/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.endsWith('/companies/00000000-0000-4000-8000-0000000000aa/exports')),
      ).toBe(true),
    );
  });

  it('polls the running job and shows its real progress, then the download link and expiry', async () => {
    answers = [
      [exportOf({ status: 'running', files_total: 1000, files_done: 340 })],
      [
        exportOf({
          status: 'ready',
          files_total: 1000,
          files_done: 1000,
          size_bytes: 1_050_000_000,
          expires_at: '2026-11-29T10:05:00.000Z',
          download_url: 'http://localhost/api/exports/x/download?token=1.abc',
        }),
      ],
    ];
    renderCard();
    await waitFor(() => expect(screen.getByText('Collecting 340 of 1,000 documents')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download ZIP' }).getAttribute('href')).toContain('/download?token='), {
      timeout: 3000,
    });
    expect(screen.getByText(/Ready · 1001 MB · 1,000 files/)).toBeTruthy();
    expect(screen.getByText(/The link works until/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new export' })).toBeTruthy();
  });

  it('a failed export says why and offers to try again', async () => {
    answers = [[exportOf({ status: 'failed', error: 'You are no longer a member of this company.' })]];
    renderCard();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You are no longer a member of this company.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });
});
