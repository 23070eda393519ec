import { Lock, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  REGISTRY_CONSENT,
  REGISTRY_MIN_QUERY,
  REGISTRY_MIN_QUERY_MESSAGE,
  type RegistryCompanyData,
  type RegistrySearchResult,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useRegistryFetch } from '../api/use-registry-fetch';
import { useRegistrySearch } from '../api/use-registry-search';

/** Which wizard fields a registry record filled, and the record's id. */
export interface Locked {
  name: boolean;
  state: boolean;
  entity_type: boolean;
  source: string;
}

/** Step 2's registry look-up: search the directory, fetch a record with consent, or say it is locked. */
export function RegistrySearch({
  locked,
  onLoaded,
  onClear,
  disabled,
}: {
  locked: Locked | null;
  onLoaded: (data: RegistryCompanyData) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const search = useRegistrySearch();
  const fetchCompany = useRegistryFetch();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const canSearch = query.trim().length >= REGISTRY_MIN_QUERY;

  const runSearch = () => {
    if (!canSearch) {
      setTooShort(true);
      return;
    }
    search.mutate(query, {
      onSuccess: (result) => {
        if (result.count === 0) toast.info('No companies found. Try a different name.');
      },
      onError: () => toast.error('Search failed. Please try again.'),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter searches here instead of moving the wizard on.
    event.preventDefault();
    runSearch();
  };

  const choose = (result: RegistrySearchResult) => {
    const entityId = result.cin ?? result.llpin;
    if (!entityId) return;
    fetchCompany.mutate(entityId, {
      onSuccess: ({ data }) => {
        onLoaded(data);
        search.reset();
        setQuery('');
        toast.success('Company data loaded successfully!');
      },
      onError: () => toast.error('Failed to fetch company data. Please enter manually.'),
    });
  };

  if (locked) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-green-900">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Loaded from the MCA registry{locked.source && <span className="font-mono"> ({locked.source})</span>}. Name, state and entity
            type are locked to the registry record.
          </span>
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={onClear} disabled={disabled}>
          Clear and edit manually
        </Button>
      </div>
    );
  }

  const results = search.isSuccess ? search.data.companies : [];
  const showHint = tooShort || (query.length > 0 && !canSearch);

  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-slate-50 p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Search the MCA registry</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="search"
            value={query}
            placeholder="Registered company name"
            autoComplete="off"
            aria-describedby={hintId}
            aria-invalid={tooShort && !canSearch ? true : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setTooShort(false);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="secondary" onClick={runSearch} disabled={!canSearch} loading={search.isPending}>
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
        <p id={hintId} aria-live="polite" className={cn('text-sm', showHint ? 'text-amber-800' : 'text-muted')}>
          {showHint ? REGISTRY_MIN_QUERY_MESSAGE : 'Find your company to fill in its details, or enter them below.'}
        </p>
      </div>
      {results.length > 0 && (
        <div className="grid grid-cols-1 gap-2">
          <ul aria-label="Registry results" className="grid max-h-60 grid-cols-1 gap-1.5 overflow-y-auto">
            {results.map((result) => {
              const entityId = result.cin ?? result.llpin ?? '';
              const loading = fetchCompany.isPending && fetchCompany.variables === entityId;
              return (
                <li key={entityId || result.company_name}>
                  <button
                    type="button"
                    onClick={() => choose(result)}
                    disabled={fetchCompany.isPending || !entityId}
                    aria-busy={loading || undefined}
                    className="flex w-full items-center gap-3 rounded-lg border border-line bg-white p-3 text-left hover:border-accent-500 disabled:opacity-60"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-ink">{result.company_name}</span>
                      <span className="block text-xs text-muted">
                        <span className="font-mono">{entityId}</span>
                        {result.state && ` · ${result.state}`}
                      </span>
                    </span>
                    <Badge tone="neutral" className="shrink-0">
                      {result.entity_type ?? result.company_type}
                    </Badge>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted">Choosing a company fetches its public record. {REGISTRY_CONSENT}</p>
        </div>
      )}
    </div>
  );
}
