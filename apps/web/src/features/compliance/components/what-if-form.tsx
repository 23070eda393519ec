import { ArrowRight, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Company, UpdateCompanyBody, WhatIfItem } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format-date';
import { useWhatIf } from '../api/use-what-if';
import { changesOf, draftIssues, draftOf, refusalOf, withDependentFacts, type WhatIfDraft, type WhatIfField } from '../lib/what-if-draft';
import { WhatIfFacts } from './what-if-facts';

export interface WhatIfFormProps {
  company: Company;
  asOf: string | undefined;
  /** Saves the changes as an edit of the company (owners and members); absent for viewers. */
  onApply?: (changes: UpdateCompanyBody) => Promise<void>;
}

const due = (item: WhatIfItem) => (item.due_date ? `first due ${formatCalendarDate(item.due_date)}` : 'no fixed date');

/**
 * The what-if form: every fact of the profile as a control, the preview of the obligations that would be added, removed
 * or moved, and Apply, which saves them as an edit (re-planned and recorded in the activity).
 */
export function WhatIfForm({ company, asOf, onApply }: WhatIfFormProps) {
  const [draft, setDraft] = useState<WhatIfDraft>(() => draftOf(company));
  const [applying, setApplying] = useState(false);
  const whatIf = useWhatIf(company.id);
  const changes = changesOf(company, draft);
  const changed = Object.keys(changes).length > 0;
  const result = whatIf.data;
  const issues = draftIssues(draft, todayIso());
  const invalid = Object.keys(issues).length > 0;
  // A refusal the server still gives is said next to the fact it is about (or under the form when it names none).
  const refusal = whatIf.error ? refusalFrom(whatIf.error) : null;
  const errors: Partial<Record<WhatIfField, string>> = { ...issues };
  if (refusal?.field && refusal.field in draft && !errors[refusal.field as WhatIfField]) {
    errors[refusal.field as WhatIfField] = refusal.message;
  }
  const setFact = <F extends WhatIfField>(field: F, value: WhatIfDraft[F]) => {
    setDraft((current) => withDependentFacts(current, field, value));
    // An earlier answer (or refusal) was about other facts.
    whatIf.reset();
  };

  const preview = () => whatIf.mutate({ changes, ...(asOf ? { as_of: asOf } : {}) });
  const apply = async () => {
    if (!onApply) return;
    setApplying(true);
    try {
      await onApply(changes);
      whatIf.reset();
    } finally {
      setApplying(false);
    }
  };

  return (
    <>
      <WhatIfFacts company={company} draft={draft} errors={errors} onChange={setFact} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!changed || invalid} loading={whatIf.isPending} onClick={preview}>
          See what changes
        </Button>
        {result && onApply && changed && !invalid && (
          <Button loading={applying} onClick={() => void apply()}>
            Apply these changes
          </Button>
        )}
        {changed && (
          <Button variant="ghost" onClick={() => (setDraft(draftOf(company)), whatIf.reset())}>
            Reset
          </Button>
        )}
      </div>
      {refusal && !(refusal.field && refusal.field in draft) && (
        <p role="alert" className="text-sm text-red-700">
          {refusal.message}
        </p>
      )}
      {result && (
        <div className="grid grid-cols-1 gap-3 text-sm" data-testid="what-if-result" aria-live="polite">
          {result.added.length + result.removed.length + result.changed.length === 0 && (
            <p className="text-muted">No obligation changes.</p>
          )}
          {result.added.length > 0 && (
            <section>
              <h3 className="font-semibold text-ink">Would be added ({result.added.length})</h3>
              <ul className="mt-1 grid gap-1">
                {result.added.map((item) => (
                  <li key={item.rule_id} className="flex gap-2">
                    <Plus className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                    <span>
                      <span className="font-medium text-ink">{item.name}</span> <span className="text-muted">· {due(item)}</span>
                      {item.reasons[0] && <span className="block text-xs text-muted">{item.reasons.at(-1)!.text}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.removed.length > 0 && (
            <section>
              <h3 className="font-semibold text-ink">Would no longer apply ({result.removed.length})</h3>
              <ul className="mt-1 grid gap-1">
                {result.removed.map((item) => (
                  <li key={item.rule_id} className="flex gap-2">
                    <Minus className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    <span className="font-medium text-ink">{item.name}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.changed.length > 0 && (
            <section>
              <h3 className="font-semibold text-ink">Would change ({result.changed.length})</h3>
              <ul className="mt-1 grid gap-1">
                {result.changed.map((item) => (
                  <li key={item.rule_id} className="flex flex-wrap items-center gap-1.5">
                    <span className="font-medium text-ink">{item.name}</span>
                    <span className="text-muted">{due(item.before)}</span>
                    <ArrowRight className="size-3.5 text-muted" aria-label="becomes" />
                    <span className="text-muted">{due(item.after)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  );
}

/** The server's words for a refusal, without the field name it starts with; a failure without words says so plainly. */
function refusalFrom(error: Error): { field: string | null; message: string } {
  if (!(error instanceof ApiError) || !error.detail) return { field: null, message: 'Could not work out the changes. Please try again.' };
  const { field, message } = refusalOf(error.detail);
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/** Today in the browser's calendar (the server decides in the company's own zone). */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
