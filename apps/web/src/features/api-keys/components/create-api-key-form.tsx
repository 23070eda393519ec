import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiKeyScopeLabels, apiKeyScopes, createApiKeyBodySchema, type ApiKeyScope, type CreatedApiKey } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/form-error';
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
      <CheckboxGroup
        legend="Scopes"
        options={apiKeyScopes}
        checked={scopes}
        onChange={setScopes}
        label={(scope) => (
          <span>
            {apiKeyScopeLabels[scope]} <code className="text-xs text-muted">{scope}</code>
          </span>
        )}
        error={errors.scopes}
      />
      {create.error && <FormError>{apiErrorMessage(create.error, 'The key could not be created. Please try again.')}</FormError>}
      <Button type="submit" loading={create.isPending} className="w-full sm:w-fit">
        <KeyRound aria-hidden="true" />
        Create key
      </Button>
    </form>
  );
}
