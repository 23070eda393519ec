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
};

/** A labelled select over a list's filters, whose first option ("All …") is no filter. */
export function FilterSelect<T extends string>({ id, label, value, onChange, all, options, labels }: FilterSelectProps<T>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
        <option value="">{all}</option>
        <SelectOptions values={options} label={(option) => labels?.[option] ?? option} />
      </Select>
    </div>
  );
}
