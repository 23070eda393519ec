import { Check, CircleCheck, CircleSlash, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { logicFieldInfo, type LogicRulePreview } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { actualText } from './condition-text';

/** Whether the rule fires for the company, why, and each check with the company's own value. */
export function PreviewResult({ preview }: { preview: LogicRulePreview }) {
  return (
    <div className="grid gap-3">
      <p
        className={cn(
          'flex items-start gap-2 rounded-lg p-3 text-sm font-medium',
          preview.fires ? 'bg-green-50 text-green-800' : 'bg-slate-100 text-slate-800',
        )}
      >
        {preview.fires ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        {preview.reason}
      </p>
      <ul className="grid gap-2 text-sm" aria-label="Checks">
        <CheckRow passes={preview.country.passes} label="Country">
          Rule for {preview.country.rule}; company in {preview.country.company}
        </CheckRow>
        {preview.conditions.map((condition, index) => (
          <CheckRow key={index} passes={condition.passes} label={logicFieldInfo[condition.field].label}>
            needs {condition.operator} {String(condition.value)}; company has <strong>{actualText(condition.actual)}</strong>
          </CheckRow>
        ))}
      </ul>
      {preview.fires && (
        <p className="text-sm text-muted">
          Recommends {preview.recommendations.map((service) => service.name).join(', ')} (unless the company already bought it or has it in
          its cart).
        </p>
      )}
      {preview.matches && !preview.rule.active && <Badge tone="warning">Rule is off</Badge>}
    </div>
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
