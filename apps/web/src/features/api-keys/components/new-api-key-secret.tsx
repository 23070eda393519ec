import type { CreatedApiKey } from '@charter/shared';
import { SecretReveal } from '@/components/ui/secret-reveal';

/** The secret of a key just made: shown this once (Charter keeps only its hash), with a copy button. */
export function NewApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <SecretReveal
      title={`Copy the key “${created.key.name}” now: it will not be shown again.`}
      label="New API key"
      secret={created.secret}
      onDone={onDone}
      testId="new-api-key"
    >
      Send it as <code className="text-xs">Authorization: Bearer {created.key.prefix}…</code>. The{' '}
      <a className="text-accent-700 underline" href="/api/docs" target="_blank" rel="noreferrer">
        API reference
      </a>{' '}
      lists the routes each scope opens.
    </SecretReveal>
  );
}
