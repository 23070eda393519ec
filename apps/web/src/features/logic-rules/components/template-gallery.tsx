import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate } from 'lucide-react';
import type { LogicRule } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { useCreateRuleFromTemplate } from '../api/use-create-rule-from-template';
import { logicRuleQueries } from '../api/queries';
import { conditionText } from './condition-text';

interface TemplateGalleryProps {
  serviceName: (id: string) => string;
  /** The rule just made, so the panel can show it and offer to tune it. */
  onCreated: (rule: LogicRule) => void;
}

/** Templates (spec §3): real rules to start from; "Use template" makes the staff's own copy at once. */
export function TemplateGallery({ serviceName, onCreated }: TemplateGalleryProps) {
  const templates = useQuery(logicRuleQueries.templates());
  const fromTemplate = useCreateRuleFromTemplate();

  const use = (templateId: string) =>
    fromTemplate.mutate(templateId, {
      onSuccess: (rule) => {
        toast.success(`Rule created from template: ${rule.name}`);
        onCreated(rule);
      },
      onError: () => toast.error('Failed to create rule from template'),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LayoutTemplate className="size-5 text-accent-600" aria-hidden="true" /> Templates
        </CardTitle>
        <CardDescription>Rules built on statutory thresholds and our catalogue. A template becomes a rule you can edit.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={templates} what="templates" isEmpty={(data) => data.length === 0} empty="No templates yet.">
          {(data) => (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {data.map((template) => (
                <li key={template.id} className="flex flex-col gap-2 rounded-lg border border-line p-4" data-testid="template-card">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium text-ink">{template.name}</h3>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <Badge tone="outline">{template.country}</Badge>
                    <Badge tone="outline">{template.category}</Badge>
                  </div>
                  <p className="text-sm text-muted">{template.description}</p>
                  <p className="text-sm text-ink">
                    <span className="text-muted">When </span>
                    {template.conditions.map(conditionText).join(' and ')}
                  </p>
                  <p className="text-sm text-ink">
                    <span className="text-muted">Recommends </span>
                    {template.recommendations.map(serviceName).join(', ')}
                  </p>
                  <div className="mt-auto pt-1">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => use(template.id)}
                      loading={fromTemplate.isPending && fromTemplate.variables === template.id}
                      aria-label={`Use template ${template.name}`}
                    >
                      Use template
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
