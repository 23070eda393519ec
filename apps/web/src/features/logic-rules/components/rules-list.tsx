import { FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { LOGIC_RULE_PRIORITY_MAX, type LogicRule, type LogicRuleBody } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectOptions } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table';
import { useUpdateLogicRule } from '../api/use-update-logic-rule';
import { conditionText } from './condition-text';

const priorities = Array.from({ length: LOGIC_RULE_PRIORITY_MAX }, (_, index) => LOGIC_RULE_PRIORITY_MAX - index);

/** The rule as PUT takes it, with one change. */
const bodyWith = (rule: LogicRule, changes: Partial<LogicRuleBody>): LogicRuleBody => ({
  name: rule.name,
  description: rule.description,
  country: rule.country,
  match: rule.match,
  conditions: rule.conditions,
  recommendations: rule.recommendations,
  priority: rule.priority,
  active: rule.active,
  ...changes,
});

interface RulesListProps {
  rules: readonly LogicRule[];
  serviceName: (id: string) => string;
  onEdit: (rule: LogicRule) => void;
  onDelete: (rule: LogicRule) => void;
  onTest: (rule: LogicRule) => void;
  /** A rule just made (from a template): marked so staff see where it went. */
  highlightId: string | null;
}

/** Every rule: a table on wide screens, a card each on a phone; the switch and the priority save at once. */
export function RulesList({ rules, serviceName, onEdit, onDelete, onTest, highlightId }: RulesListProps) {
  const update = useUpdateLogicRule();

  const save = (rule: LogicRule, changes: Partial<LogicRuleBody>) =>
    update.mutate(
      { id: rule.id, body: bodyWith(rule, changes) },
      {
        onSuccess: () => toast.success('Logic rule updated successfully'),
        onError: () => toast.error('Failed to update logic rule'),
      },
    );

  const conditions = (rule: LogicRule) => <span>{rule.conditions.map(conditionText).join(rule.match === 'any' ? ' or ' : ' and ')}</span>;
  const recommends = (rule: LogicRule) => rule.recommendations.map(serviceName).join(', ');
  const switchFor = (rule: LogicRule) => (
    <Switch
      checked={rule.active}
      label={`${rule.name} active`}
      disabled={update.isPending && update.variables?.id === rule.id}
      onCheckedChange={(active) => save(rule, { active })}
    />
  );
  const priorityFor = (rule: LogicRule) => (
    <Select
      aria-label={`${rule.name} priority`}
      className="h-9 w-[4.5rem]"
      value={rule.priority}
      onChange={(event) => save(rule, { priority: Number(event.target.value) })}
    >
      <SelectOptions values={priorities} />
    </Select>
  );
  const actions = (rule: LogicRule) => (
    <div className="flex flex-wrap items-center gap-1">
      <Button variant="ghost" size="sm" onClick={() => onTest(rule)} aria-label={`Test ${rule.name} against a company`}>
        <FlaskConical aria-hidden="true" /> Test
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onEdit(rule)} aria-label={`Edit ${rule.name}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:text-red-800"
        onClick={() => onDelete(rule)}
        aria-label={`Delete ${rule.name}`}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </div>
  );
  const highlight = (rule: LogicRule) => (rule.id === highlightId ? 'bg-accent-50' : '');

  return (
    <>
      {/* Phone: one card per rule. */}
      <ul className="grid gap-3 sm:hidden" aria-label="Logic rules">
        {rules.map((rule) => (
          <li key={rule.id} className={`grid gap-3 rounded-lg border border-line p-4 ${highlight(rule)}`} data-testid="rule-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{rule.name}</p>
                <p className="text-xs text-muted">{rule.country}</p>
              </div>
              {switchFor(rule)}
            </div>
            <p className="text-sm text-ink">{conditions(rule)}</p>
            <p className="text-sm text-muted">Recommends {recommends(rule)}</p>
            <div className="flex items-center gap-2 text-sm">
              <span className="text-muted">Priority</span>
              {priorityFor(rule)}
            </div>
            {actions(rule)}
          </li>
        ))}
      </ul>

      {/* Wider screens: a table. */}
      <div className="hidden overflow-x-auto sm:block">
        <Table>
          <caption className="sr-only">Logic rules, highest priority first</caption>
          <TableColumns
            headClassName="font-medium"
            columns={['Rule', 'When', 'Recommends', 'Priority', 'Active', { label: 'Actions', srOnly: true }]}
          />
          <TableBody className="divide-y divide-line">
            {rules.map((rule) => (
              <TableRow key={rule.id} className={`align-top ${highlight(rule)}`} data-testid="rule-row">
                <TableCell className="py-3 pr-4">
                  <p className="font-medium text-ink">{rule.name}</p>
                  <Badge tone="outline" className="mt-1">
                    {rule.country}
                  </Badge>
                </TableCell>
                <TableCell className="max-w-64 py-3 pr-4 text-ink">{conditions(rule)}</TableCell>
                <TableCell className="max-w-56 py-3 pr-4 text-muted">{recommends(rule)}</TableCell>
                <TableCell className="py-3 pr-4">{priorityFor(rule)}</TableCell>
                <TableCell className="py-3 pr-4">{switchFor(rule)}</TableCell>
                <TableCell className="py-2">{actions(rule)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
