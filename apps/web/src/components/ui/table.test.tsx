// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table, TableColumns } from './table';

afterEach(cleanup);

describe('TableColumns', () => {
  it('heads each column by name, a screen-reader-only one too', () => {
    render(
      <Table>
        <TableColumns
          headClassName="font-medium"
          columns={['Rule', { label: 'Total', className: 'text-right' }, { label: 'Actions', srOnly: true }]}
        />
      </Table>,
    );
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Rule', 'Total', 'Actions']);
    expect(headings.every((heading) => heading.getAttribute('scope') === 'col')).toBe(true);
    expect(headings[1]!.className).toContain('text-right');
    expect(headings[2]!.querySelector('.sr-only')?.textContent).toBe('Actions');
  });
});
