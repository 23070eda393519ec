import { createContext, useContext, useState } from 'react';
import type { UpdateCompanyBody } from '@charter/shared';
import { Button } from '@/components/ui/button';

/** Saves one fact of the selected company (the page provides it to owners and members; absent, nothing is offered). */
export type AnswerFact = (changes: UpdateCompanyBody) => Promise<void>;
export const AnswerFactContext = createContext<AnswerFact | undefined>(undefined);

const yesNo = [
  'is_exporter',
  'is_food_business',
  'has_manufacturing',
  'has_international_clients',
  'has_deposits',
  'foreign_owned',
  'vat_registered',
] as const;
const counts = { num_employees: 'Employees', turnover: 'Annual turnover', member_count: 'Members' } as const;

type YesNo = (typeof yesNo)[number];
type Count = keyof typeof counts;

const isYesNo = (field: string): field is YesNo => (yesNo as readonly string[]).includes(field);
const isCount = (field: string): field is Count => field in counts;

/** Answers, in place, the unknown fact that decides a conditional obligation (saved as an edit of the company). */
export function AnswerFactControl({ field }: { field: string }) {
  const answer = useContext(AnswerFactContext);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  if (!answer) return null;
  const save = async (changes: UpdateCompanyBody) => {
    setSaving(true);
    try {
      await answer(changes);
    } finally {
      setSaving(false);
    }
  };
  if (isYesNo(field)) {
    return (
      <span className="mt-1 flex gap-1.5">
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => void save({ [field]: true })}>
          Yes
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => void save({ [field]: false })}>
          No
        </Button>
      </span>
    );
  }
  if (field === 'gst_filing') {
    return (
      <span className="mt-1 flex gap-1.5">
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => void save({ gst_filing: 'monthly' })}>
          Monthly
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => void save({ gst_filing: 'quarterly' })}>
          Quarterly
        </Button>
      </span>
    );
  }
  if (isCount(field)) {
    return (
      <form
        className="mt-1 flex gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim() !== '') void save({ [field]: Number(value) });
        }}
      >
        <input
          inputMode="numeric"
          aria-label={counts[field]}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
          className="h-8 w-28 rounded-md border border-line px-2 text-sm"
        />
        <Button size="sm" type="submit" variant="secondary" loading={saving} disabled={value.trim() === ''}>
          Save
        </Button>
      </form>
    );
  }
  return null;
}
