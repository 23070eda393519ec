import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const normalize = (text: string) => text.trim().toLowerCase();

/** The danger zone's form: type the expected text to arm the button. */
export function DeleteConfirmation({
  expected,
  label,
  action,
  pending,
  error,
  onConfirm,
}: {
  expected: string;
  label: string;
  action: string;
  pending: boolean;
  error: string | null;
  onConfirm: (typed: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const matches = normalize(typed) === normalize(expected);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onConfirm(typed);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Field label={label} error={error ?? undefined}>
        <Input value={typed} autoComplete="off" placeholder={expected} onChange={(event) => setTyped(event.target.value)} />
      </Field>
      <Button type="submit" className="justify-self-start bg-red-700 hover:bg-red-800" disabled={!matches} loading={pending}>
        {action}
      </Button>
    </form>
  );
}
