import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The address field that Login and Sign Up both start with; the rest of its input (value, onChange) is the form's. */
export function EmailField({ error, ...input }: ComponentProps<typeof Input> & { error: string | undefined }) {
  return (
    <Field label="Email" error={error}>
      <Input type="email" autoComplete="email" placeholder="you@company.com" {...input} />
    </Field>
  );
}
