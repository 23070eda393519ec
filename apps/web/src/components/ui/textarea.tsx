import { useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertText } from './form-error';

/** A multi-line text field in the forms' look. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-lg border border-line px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent-500',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A required text's state, for a `TextareaField` (`field`): `take()` gives the trimmed text, or shows `emptyMessage`
 * and gives null; `clear()` empties the field once the text is saved.
 */
export function useRequiredText(emptyMessage: string) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const take = () => {
    const trimmed = text.trim();
    setError(trimmed ? null : emptyMessage);
    return trimmed || null;
  };
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value);
  return { take, clear: () => setText(''), field: { value: text, error, onChange } };
}

/**
 * A labelled `Textarea` and its message: while `error` is set the field is marked invalid and described by it
 * (`${id}-error`). A fragment, so the caller's grid lays out the three.
 */
export function TextareaField({
  id,
  label,
  error,
  ...props
}: ComponentProps<'textarea'> & { id: string; label: string; error: ReactNode }) {
  return (
    <>
      {/* Label's look, written out: importing Label here moved it into a file of its own on the sign-in page (vite.config.ts). */}
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      <AlertText id={`${id}-error`}>{error}</AlertText>
    </>
  );
}
