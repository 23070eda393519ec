// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aCompany } from '@/test-support/company-fixture';
import { WhatIfPanel } from './what-if-panel';

const company = aCompany({ role: 'owner' });

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
