import { ArrowRight, FlaskConical, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { countryCurrency, statesByCountry, type Company, type UpdateCompanyBody, type WhatIfItem } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatCalendarDate } from '@/lib/format-date';
import { useWhatIf } from '../api/use-what-if';

interface WhatIfPanelProps {
  company: Company;
  asOf: string | undefined;
  /** Saves the changes as an edit of the company (owners and members); absent for viewers. */
  onApply?: (changes: UpdateCompanyBody) => Promise<void>;
}

interface Draft {
  turnover: string;
  num_employees: string;
  is_exporter: boolean;
  is_food_business: boolean;
  /** One more state of operation ('' = only where it is today). */
  extra_location: string;
  /** India: deposits; USA: foreign ownership (the entity facts the plan turns on). */
  entity_fact: boolean | null;
}

const entityFactOf = (company: Company) =>
  company.country === 'India' ? company.has_deposits : company.country === 'USA' ? company.foreign_owned : null;

const draftOf = (company: Company): Draft => ({
  turnover: company.turnover === null ? '' : String(company.turnover),
  num_employees: company.num_employees === null ? '' : String(company.num_employees),
  is_exporter: company.is_exporter,
  is_food_business: company.is_food_business,
  extra_location: '',
  entity_fact: entityFactOf(company),
});

/** The changed fields only, as a PATCH would send them. */
function changesOf(company: Company, draft: Draft): UpdateCompanyBody {
  const changes: UpdateCompanyBody = {};
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  if (number(draft.turnover) !== company.turnover) changes.turnover = number(draft.turnover);
  if (number(draft.num_employees) !== company.num_employees) changes.num_employees = number(draft.num_employees);
  if (draft.is_exporter !== company.is_exporter) changes.is_exporter = draft.is_exporter;
  if (draft.is_food_business !== company.is_food_business) {
    changes.is_food_business = draft.is_food_business;
    // Manufacturing here means food manufacturing: it follows the food business out (the server refuses it alone).
    if (!draft.is_food_business && company.has_manufacturing) changes.has_manufacturing = false;
  }
  if (draft.extra_location)
    changes.business_locations = [...new Set([...(company.business_locations ?? [company.state]), draft.extra_location])];
  if (draft.entity_fact !== entityFactOf(company)) {
    if (company.country === 'India') changes.has_deposits = draft.entity_fact;
    if (company.country === 'USA') changes.foreign_owned = draft.entity_fact;
  }
  return changes;
}

const due = (item: WhatIfItem) => (item.due_date ? `first due ${formatCalendarDate(item.due_date)}` : 'no fixed date');

/**
 * What if (★ beyond the spec): change a few facts without saving and see the obligations that would be added,
 * removed or moved; Apply saves them as an edit (which re-plans and is recorded in the activity).
 */
export function WhatIfPanel({ company, asOf, onApply }: WhatIfPanelProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(company));
  const [applying, setApplying] = useState(false);
  const whatIf = useWhatIf(company.id);
  const changes = changesOf(company, draft);
  const changed = Object.keys(changes).length > 0;
  const result = whatIf.data;

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
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex items-start gap-2">
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          <div>
            <h2 className="text-base font-semibold text-ink">What if…</h2>
            <p className="text-sm text-muted">Try a change without saving it and see which obligations it adds or removes.</p>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={`Annual turnover (${countryCurrency[company.country]})`}>
            <Input
              inputMode="numeric"
              value={draft.turnover}
              onChange={(event) => setDraft({ ...draft, turnover: event.target.value.replace(/[^\d.]/g, '') })}
            />
          </Field>
          <Field label="Employees">
            <Input
              inputMode="numeric"
              value={draft.num_employees}
              onChange={(event) => setDraft({ ...draft, num_employees: event.target.value.replace(/\D/g, '') })}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={draft.is_exporter}
              onChange={(event) => setDraft({ ...draft, is_exporter: event.target.checked })}
            />
            Exporter
          </label>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={draft.is_food_business}
              onChange={(event) => setDraft({ ...draft, is_food_business: event.target.checked })}
            />
            Food business
          </label>
          <Field label="Also operate in">
            <Select value={draft.extra_location} onChange={(event) => setDraft({ ...draft, extra_location: event.target.value })}>
              <option value="">Only where it operates today</option>
              {statesByCountry[company.country]
                .filter((state) => state !== company.state && !(company.business_locations ?? []).includes(state))
                .map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
            </Select>
          </Field>
          {company.country !== 'UK' && (
            <label className="flex items-center gap-2 self-end text-sm text-ink">
              <input
                type="checkbox"
                checked={draft.entity_fact === true}
                onChange={(event) => setDraft({ ...draft, entity_fact: event.target.checked })}
              />
              {company.country === 'India' ? 'Takes deposits (or loans not treated as deposits)' : 'Foreign-owned'}
            </label>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!changed} loading={whatIf.isPending} onClick={preview}>
            See what changes
          </Button>
          {result && onApply && changed && (
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
        {whatIf.isError && (
          <p role="alert" className="text-sm text-red-700">
            {whatIf.error.message}
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
      </CardContent>
    </Card>
  );
}
