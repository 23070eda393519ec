import { useQuery } from '@tanstack/react-query';
import { Plus, Workflow } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { LogicRule } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { catalogueQueries } from '@/features/catalogue/api/queries';
import { useDeleteLogicRule } from '../api/use-delete-logic-rule';
import { logicRuleQueries } from '../api/queries';
import { RuleAnalyticsPanel } from './rule-analytics-panel';
import { RuleDialog } from './rule-dialog';
import { RulePreviewPanel } from './rule-preview-panel';
import { RulesList } from './rules-list';
import { TemplateGallery } from './template-gallery';

/** The admin Logic Builder tab: recommendation rules, templates, a preview against a company, and rule analytics. */
export function LogicBuilderPanel() {
  const rules = useQuery(logicRuleQueries.rules());
  const services = useQuery({ ...catalogueQueries.services(), select: (data) => data.services });
  const remove = useDeleteLogicRule();
  const [editing, setEditing] = useState<{ rule: LogicRule | null } | null>(null);
  const [deleting, setDeleting] = useState<LogicRule | null>(null);
  const [previewRuleId, setPreviewRuleId] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);

  const serviceName = useCallback((id: string) => services.data?.find((service) => service.id === id)?.name ?? id, [services.data]);

  const test = (rule: LogicRule) => {
    setPreviewRuleId(rule.id);
    document.getElementById('logic-rule-preview')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Logic rule deleted successfully');
        if (previewRuleId === deleting.id) setPreviewRuleId(null);
        setDeleting(null);
      },
      onError: () => toast.error('Failed to delete logic rule'),
    });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <Workflow className="size-5 text-accent-600" aria-hidden="true" /> Logic rules
            </CardTitle>
            <CardDescription>
              When a rule’s conditions hold for a company, its recommendations include the rule’s services, higher priorities first.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing({ rule: null })} disabled={!services.data} className="self-start">
            <Plus aria-hidden="true" /> New rule
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {services.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-muted">Failed to load services: rules cannot be edited until they load.</span>
              <Button variant="secondary" size="sm" onClick={() => void services.refetch()}>
                Try again
              </Button>
            </div>
          )}
          <QueryState
            query={rules}
            what="logic rules"
            isEmpty={(data) => data.length === 0}
            empty="No logic rules yet. Create one, or start from a template below."
          >
            {(data) => (
              <RulesList
                rules={data}
                serviceName={serviceName}
                onEdit={(rule) => setEditing({ rule })}
                onDelete={setDeleting}
                onTest={test}
                highlightId={highlightId}
              />
            )}
          </QueryState>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <RulePreviewPanel rules={rules.data ?? []} ruleId={previewRuleId} onRuleChange={setPreviewRuleId} />
        <RuleAnalyticsPanel />
      </div>

      <TemplateGallery
        serviceName={serviceName}
        onCreated={(rule) => {
          setHighlightId(rule.id);
          setPreviewRuleId(rule.id);
        }}
      />

      <RuleDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        rule={editing?.rule ?? null}
        services={services.data ?? []}
      />

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && (
          <DialogContent
            title="Delete this logic rule?"
            description={`“${deleting.name}” stops recommending at once, and its analytics go with it.`}
          >
            <DialogFooter onCancel={() => setDeleting(null)}>
              <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
                Delete rule
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
