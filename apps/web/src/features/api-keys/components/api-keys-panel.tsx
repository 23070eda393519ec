import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { apiKeyScopeLabels, type ApiKey, type CreatedApiKey } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { SecretIssuingCard } from '@/components/ui/secret-issuing-card';
import { toast } from '@/components/ui/toaster';
import { formatLocalDate, formatLocalDateTime } from '@/lib/format-date';
import { apiKeyQueries } from '../api/queries';
import { useRevokeApiKey } from '../api/use-revoke-api-key';
import { apiErrorMessage } from '@/lib/api-error-message';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeySecret } from './new-api-key-secret';

function keyStatus(key: ApiKey, now: Date): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (key.revoked_at) return { label: 'Revoked', tone: 'neutral' };
  if (key.expires_at && new Date(key.expires_at) <= now) return { label: 'Expired', tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}

/** Company settings → API keys (owners): create a key (its secret shown once), see each key's use, revoke. */
export function ApiKeysPanel({ companyId }: { companyId: string }) {
  const keys = useQuery(apiKeyQueries.list(companyId));
  const revoke = useRevokeApiKey(companyId);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const now = new Date();

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (key) => {
        setRevoking(null);
        toast.success(`The key “${key.name}” no longer works`);
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <SecretIssuingCard<CreatedApiKey>
        title="Create an API key"
        description="A key lets your own tools call Charter for this company only, with the scopes you choose. It acts as you: if you stop being an owner, it stops."
        form={(onCreated) => <CreateApiKeyForm companyId={companyId} onCreated={onCreated} />}
        secret={(created, onDone) => <NewApiKeySecret created={created} onDone={onDone} />}
      />

      <Card>
        <CardHeader>
          <CardTitle>Keys</CardTitle>
          <CardDescription>Every request made with a key is in the Activity tab.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={keys}
            what="API keys"
            failed={apiErrorMessage(keys.error, 'The API keys could not be loaded.')}
            isEmpty={(data) => data.keys.length === 0}
            empty={
              <span className="inline-flex items-center gap-2">
                <KeyRound className="size-4" aria-hidden="true" /> No API keys yet.
              </span>
            }
          >
            {(data) => (
              <ul className="divide-y divide-line" aria-label="API keys">
                {data.keys.map((key) => {
                  const status = keyStatus(key, now);
                  return (
                    <li key={key.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0 grid gap-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold break-words text-ink">{key.name}</span>
                          <code className="text-xs text-muted">{key.prefix}…</code>
                          <Badge tone={status.tone}>{status.label}</Badge>
                        </div>
                        <div className="flex flex-wrap gap-1.5">
                          {key.scopes.map((scope) => (
                            <Badge key={scope} tone="outline">
                              {apiKeyScopeLabels[scope]}
                            </Badge>
                          ))}
                        </div>
                        <p className="text-sm text-muted tabular-nums">
                          Created {formatLocalDate(new Date(key.created_at))}
                          {key.created_by ? ` by ${key.created_by}` : ''}
                          {key.expires_at ? ` · expires ${formatLocalDate(new Date(key.expires_at))}` : ''}
                        </p>
                        <p className="text-sm text-muted tabular-nums">
                          {key.last_used_at
                            ? `Last used ${formatLocalDateTime(new Date(key.last_used_at))}${key.last_used_ip ? ` from ${key.last_used_ip}` : ''}`
                            : 'Never used'}
                        </p>
                      </div>
                      {!key.revoked_at && (
                        <Button variant="secondary" size="sm" className="w-fit shrink-0" onClick={() => setRevoking(key)}>
                          Revoke
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>

      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRevoking(null);
            revoke.reset();
          }
        }}
      >
        {revoking && (
          <DialogContent
            title={`Revoke “${revoking.name}”?`}
            description="Anything using it is refused from its next request. This cannot be undone."
          >
            {revoke.error && (
              <p role="alert" className="mb-3 text-sm text-red-700">
                {apiErrorMessage(revoke.error, 'The key could not be revoked. Please try again.')}
              </p>
            )}
            <DialogFooter onCancel={() => setRevoking(null)}>
              <Button variant="danger" loading={revoke.isPending} onClick={confirmRevoke}>
                Revoke key
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
