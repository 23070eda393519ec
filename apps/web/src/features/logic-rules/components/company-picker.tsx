import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LogicCompanySearch } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDebounced } from '@/lib/use-debounced';
import { logicRuleQueries } from '../api/queries';

export type PickedCompany = LogicCompanySearch['companies'][number];

/** A company to test a rule against, found by name among all companies (staff only). */
export function CompanyPicker({ company, onChange }: { company: PickedCompany | null; onChange: (company: PickedCompany | null) => void }) {
  const [text, setText] = useState('');
  const search = useQuery(logicRuleQueries.companies(useDebounced(text, 250)));
  const searchId = useId();
  const resultsId = useId();

  return (
    <>
      {company ? (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-ink">Company</span>
          <div className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink" data-testid="preview-company">
                {company.name}
              </p>
              <p className="text-xs text-muted">
                {company.entity_type} · {company.state}, {company.country}
              </p>
            </div>
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              Change
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Company</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search companies by name"
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Inside the rule editor's form, Enter here searches; it must not save the rule.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            aria-describedby={resultsId}
            autoComplete="off"
          />
          <div id={resultsId} aria-live="polite">
            {text.trim().length < 2 ? (
              <p className="text-xs text-muted">Type at least 2 characters of the company’s name.</p>
            ) : search.isPending ? (
              <Spinner label="Searching" className="justify-start" />
            ) : search.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Search failed. Please try again.
              </p>
            ) : search.data.length === 0 ? (
              <p className="text-sm text-muted">No companies found. Try a different name.</p>
            ) : (
              <ul className="grid gap-1" aria-label="Companies found">
                {search.data.map((found) => (
                  <li key={found.id}>
                    <button
                      type="button"
                      className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                      onClick={() => {
                        onChange(found);
                        setText('');
                      }}
                    >
                      <span className="block text-sm font-medium text-ink">{found.name}</span>
                      <span className="block text-xs text-muted">
                        {found.entity_type} · {found.state}, {found.country}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </>
  );
}
