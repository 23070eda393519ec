// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Company } from '@charter/shared';
import { WhatIfPanel } from './what-if-panel';

const company: Company = {
  id: 'c1',
  name: 'Dairy Lane Private Limited',
  country: 'India',
  state: 'Karnataka',
  entity_type: 'Private Limited',
  status: 'existing',
  is_formation: false,
  registration_number: null,
  industry: 'Food & Beverage',
  turnover: 3_000_000,
  num_employees: 12,
  business_model: 'b2b',
  is_exporter: false,
  is_food_business: true,
  has_manufacturing: true,
  has_international_clients: false,
  wants_startup_credits: false,
  incorporation_date: '2024-04-02',
  has_deposits: null,
  business_locations: null,
  foreign_owned: null,
  member_count: null,
  fiscal_year_end: null,
  gst_filing: null,
  paid_up_capital: null,
  agm_date: null,
  vat_registered: null,
  small_company: null,
  registry_fields: [],
  past_filings: 'filed',
  role: 'owner',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

afterEach(cleanup);

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WhatIfPanel company={company} asOf={undefined} onApply={async () => undefined} />
    </QueryClientProvider>,
  );
}

describe('the what-if panel', () => {
  it('is folded until asked for: none of its controls is drawn', () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Try a change' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('what-if-facts')).toBeNull();
    expect(screen.queryByLabelText('Employees')).toBeNull();
  });

  it('opens on request, and closing then opening again keeps the facts being tried', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Try a change' }));
    const employees = await screen.findByLabelText<HTMLInputElement>('Employees', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'See what changes' })).toHaveProperty('disabled', true);
    fireEvent.change(employees, { target: { value: '8' } });
    expect(screen.getByRole('button', { name: 'See what changes' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('what-if-facts').closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try a change' }));
    expect(screen.getByTestId('what-if-facts').closest('[hidden]')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Employees').value).toBe('8');
  });
});
