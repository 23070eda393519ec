// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { PackageOpen } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowseServices, EmptyState } from './empty-state';

afterEach(cleanup);

function renderEmpty(titleAs?: 'h1' | 'h2') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <EmptyState icon={PackageOpen} title="No orders yet" titleAs={titleAs} actions={<BrowseServices />}>
          When you buy a service, its order appears here.
        </EmptyState>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('EmptyState', () => {
  it('is the page’s heading where the page has nothing else', () => {
    renderEmpty('h1');
    expect(screen.getByRole('heading', { level: 1, name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByText('When you buy a service, its order appears here.')).toBeTruthy();
  });

  it('sits under the page’s own heading by default, with its way onward', () => {
    renderEmpty();
    expect(screen.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Services' }).getAttribute('href')).toBe('/services');
  });
});
