import { Trash2 } from 'lucide-react';
import {
  complianceFactNames,
  complianceFacts,
  operatorLabels,
  operatorsByFactType,
  type ComplianceFact,
  type ConditionOperator,
  type FactDescriptor,
  type RuleCondition,
} from '@charter/shared';
import { AddRowButton } from '@/components/ui/add-row-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** One test of the editor, its value still as typed. */
export interface ConditionRow {
  field: ComplianceFact;
  op: ConditionOperator;
  value: string;
}

/** The editor's state: every company, a flat all/any list of tests, or (for deeper conditions) JSON text. */
export type ConditionDraft =
  { mode: 'always' } | { mode: 'rows'; join: 'all' | 'any'; rows: ConditionRow[] } | { mode: 'json'; text: string };

const fact = (field: ComplianceFact): FactDescriptor => complianceFacts[field];

export const newRow = (): ConditionRow => ({ field: 'num_employees', op: '>=', value: '' });

function rowFromLeaf(condition: RuleCondition): ConditionRow | null {
  if (!('field' in condition) || condition.if_unknown !== undefined || condition.note !== undefined) return null;
  // Only what the row editor can show: a known fact with an operator that fits it (anything else stays JSON).
  const descriptor = (complianceFacts as Record<string, FactDescriptor | undefined>)[condition.field];
  if (!descriptor || !operatorsByFactType[descriptor.type].includes(condition.op)) return null;
  const value = condition.value;
  return {
    field: condition.field,
    op: condition.op,
    value: value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value),
  };
}

/** Reads a stored condition into the editor: flat groups of plain tests become rows, anything else JSON. */
export function draftOf(condition: unknown): ConditionDraft {
  if (condition === null || condition === undefined) return { mode: 'always' };
  const node = condition as RuleCondition;
  const single = rowFromLeaf(node);
  if (single) return { mode: 'rows', join: 'all', rows: [single] };
  for (const join of ['all', 'any'] as const) {
    if (join in node && !('note' in node && node.note)) {
      const children = (node as Record<typeof join, RuleCondition[]>)[join];
      const rows = children.map(rowFromLeaf);
      if (rows.every((row) => row !== null)) return { mode: 'rows', join, rows: rows };
    }
  }
  return { mode: 'json', text: JSON.stringify(condition, null, 2) };
}

function parseScalar(field: ComplianceFact, text: string): string | number | boolean {
  const kind = fact(field).type;
  const trimmed = text.trim();
  if (kind === 'number') return trimmed === '' || Number.isNaN(Number(trimmed)) ? trimmed : Number(trimmed);
  if (kind === 'yes_no') return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
  return trimmed;
}

/** The condition to send; the server (and the shared checks) say what is wrong with it. JSON that does not parse throws. */
export function conditionOf(draft: ConditionDraft): unknown {
  if (draft.mode === 'always') return null;
  if (draft.mode === 'json') return JSON.parse(draft.text) as unknown;
  const leaves = draft.rows.map((row) => {
    if (row.op === 'known') return { field: row.field, op: row.op };
    if (row.op === 'in' || row.op === 'not_in') {
      const items = row.value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      return { field: row.field, op: row.op, value: items.map((item) => parseScalar(row.field, item)) };
    }
    return { field: row.field, op: row.op, value: parseScalar(row.field, row.value) };
  });
  return { [draft.join]: leaves };
}

interface Props {
  draft: ConditionDraft;
  onChange: (draft: ConditionDraft) => void;
}

/** Applies-when, in the engine's condition language: fact, operator and value rows joined by all or any. */
export function ConditionEditor({ draft, onChange }: Props) {
  const setRow = (index: number, patch: Partial<ConditionRow>) => {
    if (draft.mode !== 'rows') return;
    onChange({ ...draft, rows: draft.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">Applies when</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Which companies">
        {(
          [
            ['always', 'Every company of these entity types'],
            ['rows', 'Only when…'],
            ['json', 'JSON (nested conditions)'],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="condition-mode"
              className="size-4 accent-accent-600"
              checked={draft.mode === mode}
              onChange={() => {
                if (mode === 'always') onChange({ mode: 'always' });
                else if (mode === 'rows') {
                  const parsed = draft.mode === 'json' ? draftOf(safeJson(draft.text)) : null;
                  onChange(parsed?.mode === 'rows' ? parsed : { mode: 'rows', join: 'all', rows: [newRow()] });
                } else onChange({ mode: 'json', text: JSON.stringify(safeCondition(draft), null, 2) });
              }}
            />
            {label}
          </label>
        ))}
      </div>

      {draft.mode === 'rows' && (
        <>
          <label className="flex flex-wrap items-center gap-2 text-sm">
            <span>Match</span>
            <Select
              className="h-8 w-auto"
              aria-label="Match all or any"
              value={draft.join}
              onChange={(event) => onChange({ ...draft, join: event.target.value as 'all' | 'any' })}
            >
              <option value="all">all of these</option>
              <option value="any">any of these</option>
            </Select>
          </label>
          <ol className="grid gap-3">
            {draft.rows.map((row, index) => (
              <ConditionRowEditor
                key={index}
                index={index}
                row={row}
                onChange={(patch) => setRow(index, patch)}
                onRemove={
                  draft.rows.length > 1 ? () => onChange({ ...draft, rows: draft.rows.filter((_, at) => at !== index) }) : undefined
                }
              />
            ))}
          </ol>
          <AddRowButton className="w-fit" onClick={() => onChange({ ...draft, rows: [...draft.rows, newRow()] })}>
            Add a test
          </AddRowButton>
        </>
      )}

      {draft.mode === 'json' && (
        <label className="grid gap-1.5 text-sm">
          <span className="text-muted">
            {'{"all": [...]}, {"any": [...]}, {"not": ...}, {"field", "op", "value"}; the server names any problem.'}
          </span>
          <Textarea
            rows={8}
            spellCheck={false}
            aria-label="Condition as JSON"
            value={draft.text}
            onChange={(event) => onChange({ mode: 'json', text: event.target.value })}
            className="font-mono text-xs"
          />
        </label>
      )}
    </fieldset>
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function safeCondition(draft: ConditionDraft): unknown {
  try {
    return conditionOf(draft) ?? { all: [] };
  } catch {
    return { all: [] };
  }
}

function ConditionRowEditor({
  index,
  row,
  onChange,
  onRemove,
}: {
  index: number;
  row: ConditionRow;
  onChange: (patch: Partial<ConditionRow>) => void;
  onRemove: (() => void) | undefined;
}) {
  const descriptor = fact(row.field);
  const operators = operatorsByFactType[descriptor.type];
  const many = row.op === 'in' || row.op === 'not_in';
  const n = index + 1;
  return (
    <li className="grid gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] sm:items-center">
      <Select
        aria-label={`Test ${n}: fact`}
        value={row.field}
        onChange={(event) => {
          const field = event.target.value as ComplianceFact;
          const fits = operatorsByFactType[fact(field).type];
          onChange({ field, op: fits.includes(row.op) ? row.op : fits[0]!, value: '' });
        }}
      >
        <SelectOptions values={complianceFactNames} label={(name) => fact(name).label} />
      </Select>
      <Select
        aria-label={`Test ${n}: operator`}
        value={row.op}
        onChange={(event) => onChange({ op: event.target.value as ConditionOperator })}
      >
        <SelectOptions values={operators} label={(op) => operatorLabels[op]} />
      </Select>
      {row.op === 'known' ? (
        <span className="text-sm text-muted">(no value)</span>
      ) : descriptor.type === 'yes_no' ? (
        <Select aria-label={`Test ${n}: value`} value={row.value} onChange={(event) => onChange({ value: event.target.value })}>
          <option value="">Choose…</option>
          <option value="true">yes</option>
          <option value="false">no</option>
        </Select>
      ) : descriptor.type === 'choice' && !many ? (
        <Select aria-label={`Test ${n}: value`} value={row.value} onChange={(event) => onChange({ value: event.target.value })}>
          <option value="">Choose…</option>
          <SelectOptions values={descriptor.options!} />
        </Select>
      ) : (
        <Input
          aria-label={`Test ${n}: value`}
          type={many ? 'text' : descriptor.type === 'number' ? 'number' : descriptor.type === 'date' ? 'date' : 'text'}
          inputMode={descriptor.type === 'number' && !many ? 'decimal' : undefined}
          placeholder={many ? 'Values, separated by commas' : (descriptor.hint ?? '')}
          value={row.value}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      )}
      {onRemove ? (
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove test ${n}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      ) : (
        <span className="hidden sm:block sm:w-10" />
      )}
    </li>
  );
}
