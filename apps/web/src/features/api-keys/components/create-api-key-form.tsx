import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiKeyScopeLabels, apiKeyScopes, createApiKeyBodySchema, type ApiKeyScope, type CreatedApiKey } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCreateApiKey } from '../api/use-create-api-key';
import { apiErrorMessage } from '@/lib/api-error-message';

/** A date picked in the form ends the key at the end of that day, on the viewer's clock. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

/** Name, scopes and an optional last day; the created key (with its secret) goes to `onCreated`. */
export function CreateApiKeyForm({ companyId, onCreated }: { companyId: string; onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey(companyId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, scopes, expires_at: expiresOn ? endOfDay(expiresOn) : null };
    const parsed = createApiKeyBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        name: issues.find((issue) => issue.path[0] === 'name')?.message,
        scopes: issues.find((issue) => issue.path[0] === 'scopes')?.message,
      });
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (created) => {
        setName('');
        setScopes([]);
        setExpiresOn('');
        onCreated(created);
      },
    });
  };

  const today = new Date();
  const minDay = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label="Key name" error={errors.name} hint="Say what uses it, for example “Accounting ERP”.">
          <Input value={name} maxLength={80} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Expires on (optional)" hint="Leave empty to keep it until revoked.">
          <Input type="date" min={minDay} value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
        </Field>
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Scopes</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-accent-600"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>
                {apiKeyScopeLabels[scope]} <code className="text-xs text-muted">{scope}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p id="api-key-scopes-error" role="alert" className="text-sm text-red-700">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      {create.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {apiErrorMessage(create.error, 'The key could not be created. Please try again.')}
        </p>
      )}
      <Button type="submit" loading={create.isPending} className="w-full sm:w-fit">
        <KeyRound aria-hidden="true" />
        Create key
      </Button>
    </form>
  );
}
