import { Check, CircleCheck, CircleSlash, FlaskConical, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { logicFieldInfo, type LogicCompanySearch, type LogicRule } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCompanySearch } from '../api/use-company-search';
import { useLogicRulePreview } from '../api/use-logic-rule-preview';
import { actualText } from './condition-text';

type Company = LogicCompanySearch['companies'][number];

/** The text the search asks for, settled for 250 ms (no request per keystroke). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface RulePreviewPanelProps {
  rules: readonly LogicRule[];
  ruleId: string | null;
  onRuleChange: (ruleId: string | null) => void;
}

/** "Test against a company": pick a rule and a company; see whether the rule fires for it and why. */
export function RulePreviewPanel({ rules, ruleId, onRuleChange }: RulePreviewPanelProps) {
  const [text, setText] = useState('');
  const [company, setCompany] = useState<Company | null>(null);
  const search = useCompanySearch(useSettled(text));
  const rule = rules.find((candidate) => candidate.id === ruleId) ?? null;
  const preview = useLogicRulePreview(rule?.id ?? null, company?.id ?? null, rule?.updated_at ?? null);
  const ruleSelectId = useId();
  const searchId = useId();
  const resultsId = useId();

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

        {company ? (
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-ink">Company</span>
            <div className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-ink" data-testid="preview-company">
                  {company.name}
                </p>
                <p className="text-xs text-muted">
                  {company.entity_type} · {company.state}, {company.country}
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setCompany(null)}>
                Change
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>Company</Label>
            <Input
              id={searchId}
              type="search"
              placeholder="Search companies by name"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={resultsId}
              autoComplete="off"
            />
            <div id={resultsId} aria-live="polite">
              {text.trim().length < 2 ? (
                <p className="text-xs text-muted">Type at least 2 characters of the company’s name.</p>
              ) : search.isPending ? (
                <Spinner label="Searching" className="justify-start" />
              ) : search.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  Search failed. Please try again.
                </p>
              ) : search.data.length === 0 ? (
                <p className="text-sm text-muted">No companies found. Try a different name.</p>
              ) : (
                <ul className="grid gap-1" aria-label="Companies found">
                  {search.data.map((found) => (
                    <li key={found.id}>
                      <button
                        type="button"
                        className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                        onClick={() => {
                          setCompany(found);
                          setText('');
                        }}
                      >
                        <span className="block text-sm font-medium text-ink">{found.name}</span>
                        <span className="block text-xs text-muted">
                          {found.entity_type} · {found.state}, {found.country}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}

        <div aria-live="polite" data-testid="preview-result">
          {!rule || !company ? (
            <p className="text-sm text-muted">Choose a rule and a company to see whether it fires.</p>
          ) : preview.isPending ? (
            <Spinner label="Testing the rule" className="justify-start" />
          ) : preview.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-red-700">
                {preview.error instanceof ApiError && preview.error.status === 404 ? preview.error.detail : 'Failed to test the rule.'}
              </span>
              <Button variant="secondary" size="sm" onClick={() => void preview.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <div className="grid gap-3">
              <p
                className={cn(
                  'flex items-start gap-2 rounded-lg p-3 text-sm font-medium',
                  preview.data.fires ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-800',
                )}
              >
                {preview.data.fires ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                )}
                {preview.data.reason}
              </p>
              <ul className="grid gap-2 text-sm" aria-label="Checks">
                <CheckRow passes={preview.data.country.passes} label="Country">
                  Rule for {preview.data.country.rule}; company in {preview.data.country.company}
                </CheckRow>
                {preview.data.conditions.map((condition, index) => (
                  <CheckRow key={index} passes={condition.passes} label={logicFieldInfo[condition.field].label}>
                    needs {condition.operator} {String(condition.value)}; company has <strong>{actualText(condition.actual)}</strong>
                  </CheckRow>
                ))}
              </ul>
              {preview.data.fires && (
                <p className="text-sm text-muted">
                  Recommends {preview.data.recommendations.map((service) => service.name).join(', ')} (unless the company already bought it
                  or has it in its cart).
                </p>
              )}
              {preview.data.matches && !preview.data.rule.active && <Badge tone="warning">Rule is off</Badge>}
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function CheckRow({ passes, label, children }: { passes: boolean; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 rounded-lg border border-line px-3 py-2">
      {passes ? (
        <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Passes" />
      ) : (
        <X className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Fails" />
      )}
      <span>
        <span className="font-medium text-ink">{label}</span> <span className="text-muted">{children}</span>
      </span>
    </li>
  );
}
