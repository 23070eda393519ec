import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { CreatedApiKey } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The secret of a key just made: shown this once (Charter keeps only its hash), with a copy button. */
export function NewApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // No clipboard permission: select it so Ctrl/Cmd+C works.
      field?.select();
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4" data-testid="new-api-key">
      <p className="text-sm font-semibold text-ink">Copy the key “{created.key.name}” now: it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={setField}
          readOnly
          aria-label="New API key"
          value={created.secret}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm text-muted">
        Send it as <code className="text-xs">Authorization: Bearer {created.key.prefix}…</code>. The{' '}
        <a className="text-accent-700 underline" href="/api/docs" target="_blank" rel="noreferrer">
          API reference
        </a>{' '}
        lists the routes each scope opens.
      </p>
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
