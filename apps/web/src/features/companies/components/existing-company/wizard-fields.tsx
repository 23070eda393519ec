import { Lock } from 'lucide-react';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { REQUIRED_FIELDS_MESSAGE } from '@charter/shared';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { AlertText } from '@/components/ui/form-error';

/**
 * A required field of step 2. Left empty, it points to the step's one summary ("Please fill all required fields");
 * any other rule it breaks (a name over the limit) is said under it, by name, and it points there.
 */
export function RequiredField({
  label,
  error,
  summary,
  locked,
  children,
}: {
  label: string;
  error: string | undefined;
  /** The summary's id, and whether it is shown. */
  summary: { id: string; shown: boolean };
  locked?: boolean | undefined;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const ownMessage = error && error !== REQUIRED_FIELDS_MESSAGE ? error : undefined;
  const describedBy = ownMessage ? `${id}-message` : error && summary.shown ? summary.id : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="inline-flex items-center gap-1.5">
        {label}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        {locked && <Lock className="size-3.5 text-muted" aria-hidden="true" />}
      </Label>
      {cloneElement(children, {
        id,
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <AlertText id={`${id}-message`}>{ownMessage}</AlertText>
    </div>
  );
}

export function ChoiceCard({
  checked,
  onSelect,
  icon,
  title,
  note,
}: {
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  note: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
        checked && 'border-accent-600 bg-accent-50',
      )}
    >
      <input type="radio" name="formation" className="sr-only" checked={checked} onChange={onSelect} />
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-accent-700">{icon}</span>
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}

type CheckboxRowProps = { label: string; note: string } & UseFormRegisterReturn;

export function CheckboxRow({ label, note, ...input }: CheckboxRowProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-accent-600" {...input} />
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}
