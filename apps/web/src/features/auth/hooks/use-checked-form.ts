import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Checked } from '@charter/shared';

type Checks<F extends string> = Record<F, (input: string) => Checked>;

interface FieldOptions {
  /** Called on every change with the stored value (e.g. to clear a server error, or to share the value). */
  onChange?: (value: string) => void;
  /** Rewrites what was typed or pasted before it is stored (e.g. digits only). */
  normalise?: (value: string) => string;
}

/**
 * A sign-in form's fields, checked by the shared sign-in rules: messages appear on submit, then follow each change (as
 * react-hook-form does in the rest of the app, which the sign-in screen does not load, issue 14); submitting with a
 * wrong field focuses the first one. Fields carry their name, so what was typed before the app took over is handed
 * over (src/lib/prerendered.ts).
 */
export function useCheckedForm<F extends string>(checks: Checks<F>, initialValues: Record<F, string>) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const names = Object.keys(checks) as F[];
  const results = Object.fromEntries(names.map((name) => [name, checks[name](values[name])])) as Record<F, Checked>;

  const errorOf = (name: F): string | undefined => {
    const result = results[name];
    return submitted && !result.ok ? result.message : undefined;
  };

  const field = (name: F, { onChange, normalise }: FieldOptions = {}) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      elements.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = normalise ? normalise(event.target.value) : event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      onChange?.(value);
    },
  });

  const focus = (name: F, { select = false } = {}) => {
    const element = elements.current[name];
    element?.focus();
    if (select) element?.select();
  };

  /** On submit: the checked values (trimmed, as the API takes them) to `onValid`, or the first wrong field focused. */
  const handleSubmit = (onValid: (checked: Record<F, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const wrong = names.find((name) => !results[name].ok);
    if (wrong) return focus(wrong);
    onValid(Object.fromEntries(names.map((name) => [name, (results[name] as { value: string }).value])) as Record<F, string>);
  };

  const reset = (next: Record<F, string>) => {
    setValues(next);
    setSubmitted(false);
  };

  return { field, errorOf, handleSubmit, focus, reset };
}

export type CheckedForm<F extends string> = ReturnType<typeof useCheckedForm<F>>;
