import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CheckedForm } from '../hooks/use-checked-form';

/** The address field that Login and Sign Up both start with; the rest of its input (value, onChange) is the form's. */
export function EmailField({ error, ...input }: ComponentProps<typeof Input> & { error: string | undefined }) {
  return (
    <Field label="Email" error={error}>
      <Input type="email" autoComplete="email" placeholder="you@company.com" {...input} />
    </Field>
  );
}

/**
 * The email field of a checked form that asks the server: typing clears the server's last answer (`onType`) and
 * hands the address to the page, which keeps it between Login and Sign Up.
 */
export function FormEmailField<F extends string>({
  form,
  autoFocus,
  onType,
  onEmailChange,
}: {
  form: Pick<CheckedForm<'email' | F>, 'field' | 'errorOf'>;
  autoFocus?: boolean;
  onType: () => void;
  onEmailChange?: (email: string) => void;
}) {
  return (
    <EmailField
      autoFocus={autoFocus}
      error={form.errorOf('email')}
      {...form.field('email', {
        onChange: (value) => {
          onType();
          onEmailChange?.(value);
        },
      })}
    />
  );
}
