import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import type { LogicRule } from '@charter/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { logicRuleQueries } from '../api/queries';
import { CompanyPicker, type PickedCompany } from './company-picker';
import { PreviewResult } from './preview-result';

interface RulePreviewPanelProps {
  rules: readonly LogicRule[];
  ruleId: string | null;
  onRuleChange: (ruleId: string | null) => void;
}

/** "Test against a company": pick a saved rule and a company; see whether the rule fires for it and why. */
export function RulePreviewPanel({ rules, ruleId, onRuleChange }: RulePreviewPanelProps) {
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const rule = rules.find((candidate) => candidate.id === ruleId) ?? null;
  const preview = useQuery(logicRuleQueries.preview(rule?.id ?? null, company?.id ?? null, rule?.updated_at ?? null));
  const ruleSelectId = useId();

  return (
    <Card id="logic-rule-preview">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-5 text-accent-600" aria-hidden="true" /> Test against a company
        </CardTitle>
        <CardDescription>Shows whether a rule fires for one company and why. Nothing is saved or counted.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={ruleSelectId}>Rule</Label>
          <Select
            id={ruleSelectId}
            value={ruleId ?? ''}
            onChange={(event) => onRuleChange(event.target.value || null)}
            data-testid="preview-rule"
          >
            <option value="">Choose a rule</option>
            {rules.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </div>

        <CompanyPicker company={company} onChange={setCompany} />

        <div aria-live="polite" data-testid="preview-result">
          {!rule || !company ? (
            <p className="text-sm text-muted">Choose a rule and a company to see whether it fires.</p>
          ) : preview.isPending ? (
            <Spinner label="Testing the rule" className="justify-start" />
          ) : (
            <QueryState
              query={preview}
              what="the rule's test"
              failed={preview.error instanceof ApiError && preview.error.status === 404 ? preview.error.detail : 'Failed to test the rule.'}
            >
              {(data) => <PreviewResult preview={data} />}
            </QueryState>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
