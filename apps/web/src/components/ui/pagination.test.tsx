// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('Pagination', () => {
  it.each([
    [{ page: 1, pages: 1, total: 1 }, 'Page 1 of 1 · 1 order', true, true],
    [{ page: 2, pages: 3, total: 120 }, 'Page 2 of 3 · 120 orders', false, false],
    [{ page: 3, pages: 3, total: 120 }, 'Page 3 of 3 · 120 orders', false, true],
    [{ page: 1, pages: 0, total: 0 }, 'Page 1 of 1 · 0 orders', true, true],
  ])('%o says "%s"', (paging, summary, previousDisabled, nextDisabled) => {
    render(<Pagination label="Pages of orders" paging={paging} noun={['order', 'orders']} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pages of orders' }).textContent).toContain(summary);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Previous/ }).disabled).toBe(previousDisabled);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Next/ }).disabled).toBe(nextDisabled);
  });

  it('asks for the page before and after, and for none while busy', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pagination label="Pages" paging={{ page: 2, pages: 3, total: 60 }} noun={['task', 'tasks']} onPage={onPage} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    rerender(<Pagination label="Pages" paging={{ page: 2, pages: 3, total: 60 }} noun={['task', 'tasks']} onPage={onPage} busy />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Next/ }).disabled).toBe(true);
  });
});
