// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Company } from '@charter/shared';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { companiesQueryKey } from '../api/use-companies';
import { SelectedCompanyFromServer, useSelectedCompany } from './use-selected-company';

const company = (id: string, name: string) => ({ id, name, country: 'India', state: 'Goa', industry: 'Retail' }) as unknown as Company;
const newest = company('c-new', 'Newest Foods');
const older = company('c-old', 'Older Foods');

function withCompanies(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(companiesQueryKey, [newest, older]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Selected() {
  const { selected } = useSelectedCompany();
  return <p>{selected?.name}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useSelectedCompany', () => {
  it('chooses the newest company when none is remembered, remembers it, and renders once for it', async () => {
    const commits: string[] = [];
    const { container } = render(
      withCompanies(
        <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
          {/* The switcher and the page, say: the second subscribes after the first has remembered the default. */}
          <Selected />
          <Selected />
        </Profiler>,
      ),
    );
    await act(async () => undefined);
    expect(container.textContent).toBe('Newest FoodsNewest Foods');
    expect(readStorage(storageKeys.selectedCompanyId)).toBe('c-new');
    expect(JSON.parse(readStorage(storageKeys.businessInfo)!)).toMatchObject({ countries: ['India'], state: 'Goa' });
    // Remembering the default did not render the page again.
    expect(commits).toEqual(['mount']);
  });

  it('follows a remembered company, and one chosen while the page shows', async () => {
    writeStorage(storageKeys.selectedCompanyId, 'c-old');
    const { container } = render(withCompanies(<Selected />));
    expect(container.textContent).toBe('Older Foods');
    await act(async () => {
      const { selectCompany } = await import('./use-selected-company');
      selectCompany('c-new');
    });
    expect(container.textContent).toBe('Newest Foods');
  });

  it('never writes its default over a company chosen after it rendered', async () => {
    // A part of the page that renders after this one, in the same commit, while the founder picks another company.
    function ChosenMeanwhile() {
      writeStorage(storageKeys.selectedCompanyId, 'c-old');
      return null;
    }
    const { container } = render(
      withCompanies(
        <>
          <Selected />
          <ChosenMeanwhile />
        </>,
      ),
    );
    await act(async () => undefined);
    expect(readStorage(storageKeys.selectedCompanyId)).toBe('c-old');
    expect(container.textContent).toBe('Older Foods');
  });

  it('hydrates with the company the server drew, then shows the browser’s own choice, which stays remembered', async () => {
    // The server drew the older company (its cookie said so); this browser remembers the newest.
    writeStorage(storageKeys.selectedCompanyId, 'c-new');
    const page = (
      <SelectedCompanyFromServer value="c-old">
        <Selected />
      </SelectedCompanyFromServer>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(withCompanies(page));
    document.body.append(container);
    expect(container.textContent).toBe('Older Foods');
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, withCompanies(page));
    });
    expect(container.textContent).toBe('Newest Foods');
    // The company shown while hydrating was the server's: it did not overwrite the browser's choice.
    expect(readStorage(storageKeys.selectedCompanyId)).toBe('c-new');
    container.remove();
  });
});
