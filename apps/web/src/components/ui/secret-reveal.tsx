import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Input } from './input';

interface SecretRevealProps {
  /** The warning on top, e.g. "Copy the signing secret now: it will not be shown again." */
  title: ReactNode;
  /** The field's accessible name, e.g. "Signing secret". */
  label: string;
  secret: string;
  /** How to use it. */
  children: ReactNode;
  onDone: () => void;
  testId?: string;
}

/** A secret shown this once (Charter keeps only its hash), with a copy button and "I have copied it". */
export function SecretReveal({ title, label, secret, children, onDone, testId }: SecretRevealProps) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard permission: select it so Ctrl/Cmd+C works.
      field?.select();
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4" data-testid={testId}>
      <p className="text-sm font-semibold text-ink">{title}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={setField}
          readOnly
          aria-label={label}
          value={secret}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm text-muted">{children}</p>
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
