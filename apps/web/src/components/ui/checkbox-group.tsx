import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { AlertText } from './form-error';

export type CheckboxGroupProps<T extends string> = {
  legend: string;
  options: readonly T[];
  checked: readonly T[];
  onChange: (checked: T[]) => void;
  /** What each option says beside its box. */
  label: (option: T) => ReactNode;
  error?: string | undefined;
};

/** A fieldset of options to tick, two columns from small screens up, with its validation message wired for screen readers. */
export function CheckboxGroup<T extends string>({ legend, options, checked, onChange, label, error }: CheckboxGroupProps<T>) {
  const errorId = useId();
  const toggle = (option: T, on: boolean) => onChange(on ? [...checked, option] : checked.filter((item) => item !== option));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <Checkbox
            key={option}
            className="rounded-lg border border-line px-3 py-2 text-sm"
            checked={checked.includes(option)}
            onChange={(on) => toggle(option, on)}
          >
            {label(option)}
          </Checkbox>
        ))}
      </div>
      <AlertText id={errorId}>{error}</AlertText>
    </fieldset>
  );
}
