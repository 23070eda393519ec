import { useQuery } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  createWebhookEndpointBodySchema,
  webhookEventLabels,
  webhookEvents,
  type CreatedWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MutationButton } from '@/components/ui/mutation-button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { SecretIssuingCard } from '@/components/ui/secret-issuing-card';
import { SecretReveal } from '@/components/ui/secret-reveal';
import { FormError } from '@/components/ui/form-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCreateWebhookEndpoint } from '../api/use-create-webhook-endpoint';
import { useDeleteWebhookEndpoint } from '../api/use-delete-webhook-endpoint';
import { useEnableWebhookEndpoint } from '../api/use-enable-webhook-endpoint';
import { webhookQueries } from '../api/queries';
import { WebhookDeliveries } from './webhook-deliveries';

/** The signing secret of an endpoint just added: shown this once, with a copy button. */
function NewSecret({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  return (
    <SecretReveal
      title="Copy the signing secret now: it will not be shown again."
      label="Signing secret"
      secret={created.secret}
      onDone={onDone}
    >
      Check each delivery’s <code className="text-xs">Charter-Signature</code> with it (HMAC-SHA256 of{' '}
      <code className="text-xs">t.body</code>), and drop a <code className="text-xs">Charter-Webhook-Id</code> you have already handled.
    </SecretReveal>
  );
}

function AddEndpointForm({ companyId, onCreated }: { companyId: string; onCreated: (created: CreatedWebhookEndpoint) => void }) {
  const create = useCreateWebhookEndpoint(companyId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookEndpointBodySchema.safeParse({ url, events });
    if (!parsed.success) {
      setErrors({
        url: parsed.error.issues.find((issue) => issue.path[0] === 'url')?.message,
        events: parsed.error.issues.find((issue) => issue.path[0] === 'events')?.message,
      });
      return;
    }
    setErrors({});
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          setEvents([]);
          onCreated(created);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Endpoint URL" error={errors.url} hint="https, reachable from the internet.">
        <Input
          type="url"
          value={url}
          autoComplete="off"
          placeholder="https://erp.example.com/charter"
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      <CheckboxGroup
        legend="Events"
        options={webhookEvents}
        checked={events}
        onChange={setEvents}
        label={(option) => webhookEventLabels[option]}
        error={errors.events}
      />
      {create.error && <FormError>{apiErrorMessage(create.error, 'The endpoint could not be added. Please try again.')}</FormError>}
      <Button type="submit" loading={create.isPending} className="w-full sm:w-fit">
        <Webhook aria-hidden="true" />
        Add endpoint
      </Button>
    </form>
  );
}

function EndpointRow({ companyId, endpoint }: { companyId: string; endpoint: WebhookEndpoint }) {
  const remove = useDeleteWebhookEndpoint(companyId);
  const enable = useEnableWebhookEndpoint(companyId);
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-3 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm break-all text-ink">{endpoint.url}</span>
            <Badge tone={endpoint.enabled ? 'success' : 'danger'}>{endpoint.enabled ? 'Active' : 'Turned off'}</Badge>
          </div>
          {endpoint.disabled_reason && <p className="text-sm text-red-700">{endpoint.disabled_reason}.</p>}
          <div className="flex flex-wrap gap-1.5">
            {endpoint.events.map((event) => (
              <Badge key={event} tone="outline">
                {webhookEventLabels[event]}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide log' : 'Delivery log'}
          </Button>
          {!endpoint.enabled && (
            <MutationButton
              variant="secondary"
              size="sm"
              mutation={enable}
              variables={endpoint.id}
              done="Endpoint turned back on"
              failed="The endpoint could not be turned on."
            >
              Turn back on
            </MutationButton>
          )}
          <MutationButton
            variant="ghost"
            size="sm"
            mutation={remove}
            variables={endpoint.id}
            done="Endpoint removed"
            failed="The endpoint could not be removed."
          >
            Remove
          </MutationButton>
        </div>
      </div>
      {open && <WebhookDeliveries companyId={companyId} endpointId={endpoint.id} enabled={endpoint.enabled} />}
    </li>
  );
}

/** Company settings → Webhooks (owners): endpoints with the events they want, each with its delivery log. */
export function WebhooksPanel({ companyId }: { companyId: string }) {
  const endpoints = useQuery(webhookQueries.endpoints(companyId));
  return (
    <div className="grid grid-cols-1 gap-6">
      <SecretIssuingCard<CreatedWebhookEndpoint>
        title="Add a webhook endpoint"
        description="Charter POSTs each chosen event to it, signed, and retries for up to 3 days if it does not answer 2xx."
        form={(onCreated) => <AddEndpointForm companyId={companyId} onCreated={onCreated} />}
        secret={(created, onDone) => <NewSecret created={created} onDone={onDone} />}
      />
      <Card>
        <CardHeader>
          <CardTitle>Endpoints</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={endpoints}
            what="webhooks"
            failed={apiErrorMessage(endpoints.error, 'The webhooks could not be loaded.')}
            isEmpty={(data) => data.endpoints.length === 0}
            empty={'No webhook endpoints yet.'}
          >
            {(data) => (
              <ul className="divide-y divide-line" aria-label="Webhook endpoints">
                {data.endpoints.map((endpoint) => (
                  <EndpointRow key={endpoint.id} companyId={companyId} endpoint={endpoint} />
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
