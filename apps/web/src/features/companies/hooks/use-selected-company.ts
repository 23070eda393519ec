import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Company } from '@charter/shared';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { useCompanies } from '../api/use-companies';

// The selected id lives in localStorage (spec §3); this tiny store lets every mounted switcher and page follow it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.selectedCompanyId) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The company this browser remembers choosing (spec §3), if any. */
export const readSelectedId = () => readStorage(storageKeys.selectedCompanyId);

// On the server (a page rendered there, src/entry-server.tsx) there is no localStorage: the server says which company it drew, and
// the browser hydrates with the same one.
const ServerSelection = createContext<string | null>(null);

/** Renders `children` with `value` as the selected company while the server's page is rendered and hydrated. */
export function SelectedCompanyFromServer({ value, children }: { value: string | null; children: ReactNode }) {
  return createElement(ServerSelection.Provider, { value }, children);
}

/** Remembers a company as the selected one, for this tab and the others. */
export function selectCompany(companyId: string): void {
  writeStorage(storageKeys.selectedCompanyId, companyId);
  for (const listener of listeners) listener();
}

/** The business-info record (spec §3) other parts of the app read: the selected company's country and profile. */
export function businessInfoOf(company: Company) {
  return {
    countries: [company.country],
    state: company.state,
    industry: company.industry,
    business_model: company.business_model,
  };
}

/** The remembered company when it is still in the list, otherwise the first (newest). */
export function chosenCompany(companies: readonly Company[], rememberedId: string | null): Company | undefined {
  return companies.find((company) => company.id === rememberedId) ?? companies[0];
}

/**
 * The companies and the selected one: the remembered id when it is still in the list, otherwise the first
 * (newest) company. Keeps the stored business info in step with the selection.
 */
export function useSelectedCompany() {
  const companiesQuery = useCompanies();
  const serverId = useContext(ServerSelection);
  const companies = companiesQuery.data ?? [];
  // The store's value is the company chosen, not the raw stored id: remembering the one chosen by default (below)
  // leaves it unchanged. Were it the stored id, that first write would change it between render and subscription, and
  // React renders every page using this hook again, at once, as the page first appears.
  const selectedId = useSyncExternalStore(
    subscribe,
    () => chosenCompany(companies, readSelectedId())?.id,
    () => chosenCompany(companies, serverId)?.id,
  );
  const selected = companies.find((company) => company.id === selectedId);
  // What this render chose from: the effect remembers its choice only over that, never over a company chosen since
  // (in another tab, or on this page after a part of it rendered).
  const rememberedId = readSelectedId();
  // The browser's own choice: while a server-drawn page hydrates, the company shown is the server's, not remembered.
  const browserChoice = chosenCompany(companies, rememberedId)?.id;

  useEffect(() => {
    if (!selected) return;
    // Written even when unchanged: the write also tells the server (a cookie), which a browser from before may lack.
    if (selected.id === browserChoice && readSelectedId() === rememberedId) writeStorage(storageKeys.selectedCompanyId, selected.id);
    writeStorage(storageKeys.businessInfo, JSON.stringify(businessInfoOf(selected)));
  }, [selected, rememberedId, browserChoice]);

  return {
    companies,
    selected,
    select: selectCompany,
    isPending: companiesQuery.isPending,
    isError: companiesQuery.isError,
    refetch: companiesQuery.refetch,
  };
}
