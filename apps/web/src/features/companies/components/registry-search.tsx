import { Info, Lock, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  REGISTRY_MIN_QUERY,
  REGISTRY_MIN_QUERY_MESSAGE,
  registryConsentByCountry,
  registryIdOf,
  registryNameByCountry,
  statesByCountry,
  type CompanyCountry,
  type RegistryCompanyData,
  type RegistryCountry,
  type RegistrySearchResult,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useRegistryFetch } from '../api/use-registry-fetch';
import { directoryEntryFor, useRegistryDirectory } from '../api/use-registry-directory';
import { useRegistrySearch } from '../api/use-registry-search';

/** Which wizard fields a registry record filled, and the record's id. */
export interface Locked {
  name: boolean;
  state: boolean;
  entity_type: boolean;
  source: string;
}

export const EMPTY_DIRECTORY_NOTE = 'The company directory has no data yet on this server — enter your company’s details below.';

/** Registry states come title-cased from the directory ("Dadra And Nagar Haveli…"); match them to the country's list. */
export function matchRegistryState(country: CompanyCountry, registryState: string | null): string | undefined {
  if (!registryState) return undefined;
  const wanted = registryState.trim().toLowerCase();
  return statesByCountry[country].find((state) => state.toLowerCase() === wanted);
}

/** The banner's sentence naming exactly the fields the record locked ("Name and entity type are locked…"). */
export function lockedSentence(locked: Locked, country: RegistryCountry): string {
  const stateWord = country === 'UK' ? 'jurisdiction' : 'state';
  const fields = [locked.name && 'name', locked.state && stateWord, locked.entity_type && 'entity type'].filter((field): field is string =>
    Boolean(field),
  );
  if (fields.length === 0) return '';
  const list = fields.length === 1 ? fields[0]! : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)!}`;
  const sentence = `${list.charAt(0).toUpperCase()}${list.slice(1)} ${fields.length === 1 ? 'is' : 'are'} locked to the registry record.`;
  return locked.state ? sentence : `${sentence} Choose the ${stateWord} below.`;
}

/** Why a record without a type Charter tracks is not loaded (a public company, an LLP in the UK…). */
function unsupportedMessage(country: RegistryCountry, companyType: string | null): string {
  if (country === 'India') return 'Public limited companies are not supported yet — Charter tracks Private Limited, OPC and LLP.';
  const kind = companyType && companyType !== 'Company' ? `${companyType}s are` : 'This type of company is';
  return `${kind} not supported yet — in the UK, Charter tracks private companies limited by shares (Ltd).`;
}

type Notice = { kind: 'no-results' } | { kind: 'unsupported'; message: string };

/**
 * Step 2's registry look-up: search the country's registry, fetch a record with consent, or say what is locked.
 * When the look-up cannot help (the directory is empty, nothing matched, a company type we do not track) it says so
 * and points the founder to the manual fields.
 */
export function RegistrySearch({
  country,
  locked,
  onLoaded,
  onClear,
  onEnterManually,
  disabled,
}: {
  country: RegistryCountry;
  locked: Locked | null;
  onLoaded: (data: RegistryCompanyData) => void;
  onClear: () => void;
  /** Moves the founder to the first manual field. */
  onEnterManually: () => void;
  disabled: boolean;
}) {
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const directory = useRegistryDirectory();
  const search = useRegistrySearch();
  const fetchCompany = useRegistryFetch();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const canSearch = query.trim().length >= REGISTRY_MIN_QUERY;
  const registryName = registryNameByCountry[country];
  const entry = directoryEntryFor(directory.data, country);

  const runSearch = () => {
    if (!canSearch) {
      setTooShort(true);
      return;
    }
    setNotice(null);
    search.mutate(
      { companyName: query, country },
      {
        onSuccess: (result) => {
          if (result.count === 0) setNotice({ kind: 'no-results' });
        },
        onError: () => toast.error('Search failed. Please try again.'),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter searches here instead of moving the wizard on.
    event.preventDefault();
    runSearch();
  };

  const choose = (result: RegistrySearchResult) => {
    const entityId = registryIdOf(result);
    if (!entityId) return;
    // Refused before fetching: no consent is asked for a record the wizard could not use.
    if (!result.entity_type) {
      setNotice({ kind: 'unsupported', message: unsupportedMessage(country, result.company_type) });
      return;
    }
    setNotice(null);
    fetchCompany.mutate(
      { entityId, country },
      {
        onSuccess: ({ data }) => {
          if (!data.entity_type) {
            setNotice({ kind: 'unsupported', message: unsupportedMessage(country, data.company_category) });
            return;
          }
          onLoaded(data);
          search.reset();
          setQuery('');
          toast.success('Company data loaded successfully!');
        },
        onError: () => toast.error('Failed to fetch company data. Please enter manually.'),
      },
    );
  };

  if (locked) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-green-900">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Loaded from {country === 'UK' ? registryName : `the ${registryName}`}
            {locked.source && <span className="font-mono"> ({locked.source})</span>}. {lockedSentence(locked, country)}
          </span>
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={onClear} disabled={disabled}>
          Clear and edit manually
        </Button>
      </div>
    );
  }

  // The UK look-up exists only when Companies House is configured; without it the manual fields are the whole step.
  if (country === 'UK' && !entry?.available) return null;

  if (directory.isPending) {
    return <Spinner label="Checking the company directory" className="justify-start rounded-xl border border-line bg-slate-50 p-4" />;
  }

  if (entry && !entry.available) {
    return (
      <div
        role="note"
        className="flex flex-col gap-3 rounded-xl border border-line bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2 text-sm text-ink">
          <Info className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
          <span>{EMPTY_DIRECTORY_NOTE}</span>
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={onEnterManually}>
          Enter details manually
        </Button>
      </div>
    );
  }

  const results = search.isSuccess ? search.data.companies : [];
  const showHint = tooShort || (query.length > 0 && !canSearch);

  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-slate-50 p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Search {country === 'UK' ? registryName : `the ${registryName}`}</Label>
        {/* Stacked on a phone: beside the button the box is too narrow to read a company name. */}
        <div className="flex flex-col gap-2 sm:flex-row">
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
      {notice && (
        <div
          role={notice.kind === 'unsupported' ? 'alert' : 'status'}
          className={cn(
            'flex flex-col gap-3 rounded-lg border bg-white p-3 sm:flex-row sm:items-center sm:justify-between',
            notice.kind === 'unsupported' ? 'border-amber-200' : 'border-line',
          )}
        >
          <p className="text-sm text-ink">
            {notice.kind === 'no-results'
              ? 'No companies found. Try a different name, or enter your company’s details below.'
              : notice.message}
          </p>
          {notice.kind === 'no-results' && (
            <Button type="button" variant="secondary" size="sm" onClick={onEnterManually}>
              Enter details manually
            </Button>
          )}
        </div>
      )}
      {results.length > 0 && (
        <div className="grid grid-cols-1 gap-2">
          <ul aria-label="Registry results" className="grid max-h-60 grid-cols-1 gap-1.5 overflow-y-auto">
            {results.map((result) => {
              const entityId = registryIdOf(result) ?? '';
              const loading = fetchCompany.isPending && fetchCompany.variables?.entityId === entityId;
              return (
                <li key={entityId || result.company_name}>
                  <button
                    type="button"
                    onClick={() => choose(result)}
                    disabled={fetchCompany.isPending || !entityId}
                    aria-busy={loading || undefined}
                    className="flex w-full flex-col items-start gap-2 rounded-lg border border-line bg-white p-3 text-left hover:border-accent-500 disabled:opacity-60 sm:flex-row sm:items-center sm:gap-3"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-ink">{result.company_name}</span>
                      <span className="block text-xs text-muted">
                        <span className="font-mono break-all">{entityId}</span>
                        {result.state && ` · ${result.state}`}
                      </span>
                    </span>
                    <Badge tone={result.entity_type ? 'neutral' : 'outline'} className="shrink-0">
                      {result.entity_type ?? `${result.company_type} · not supported`}
                    </Badge>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted">Choosing a company fetches its public record. {registryConsentByCountry[country]}</p>
        </div>
      )}
    </div>
  );
}
