import { cn } from '@/lib/cn';
import { Label } from './label';
import { Select, SelectOptions } from './select';

export type FilterSelectProps<T extends string> = {
  id: string;
  label: string;
  /** `undefined` is no filter. */
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** The first option, which filters nothing out, e.g. "All statuses". */
  all: string;
  options: readonly T[];
  /** What each option shows; the value itself where it has none. */
  labels?: Partial<Record<T, string>>;
  /** On the label and select's wrapper, e.g. the columns it spans. */
  className?: string;
};

/** A labelled select over a list's filters, whose first option ("All …") is no filter. */
export function FilterSelect<T extends string>({ id, label, value, onChange, all, options, labels, className }: FilterSelectProps<T>) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
        <option value="">{all}</option>
        <SelectOptions values={options} label={(option) => labels?.[option] ?? option} />
      </Select>
    </div>
  );
}

/** One select of `FilterSelects`: the filter it sets (`key`), and what `FilterSelect` shows for it. */
export type FilterField<F> = {
  [K in keyof F]-?: { key: K } & Omit<FilterSelectProps<NonNullable<F[K]> & string>, 'value' | 'onChange'>;
}[keyof F];

/** A list's filters kept in one object: a `FilterSelect` per field, each choice handed on as the change to that object. */
export function FilterSelects<F>({
  fields,
  filters,
  onChange,
}: {
  fields: readonly FilterField<F>[];
  filters: F;
  onChange: (change: Partial<F>) => void;
}) {
  return fields.map(({ key, ...field }) => (
    <FilterSelect<string>
      key={String(key)}
      {...(field as Omit<FilterSelectProps<string>, 'value' | 'onChange'>)}
      value={filters[key] as string | undefined}
      onChange={(value) => onChange({ [key]: value } as Partial<F>)}
    />
  ));
}
