import { ExternalLink, Pencil, Plus, Scale, Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companyCountries, type AdminComplianceRule } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { QueryState } from '@/components/ui/query-state';
import { Select, SelectOptions } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table';
import { PanelHeading } from '@/components/ui/panel-heading';
import { adminComplianceRuleQueries } from '../api/queries';
import { CustomRuleDialog, DeleteRuleDialog, StatutoryRuleDialog } from './compliance-rule-dialogs';

const PAGE = 30;
const impactTone = { low: 'neutral', medium: 'accent', high: 'warning', critical: 'danger' } as const;

type Editing = { kind: 'statutory' | 'custom' | 'delete'; rule: AdminComplianceRule } | { kind: 'new' } | null;

interface Filters {
  query: string;
  country: string;
  status: string;
  kind: string;
}

function matches(rule: AdminComplianceRule, filters: Filters, query: string): boolean {
  if (filters.country && rule.country !== filters.country) return false;
  if (filters.status && rule.status !== filters.status) return false;
  if (filters.kind && rule.kind !== filters.kind) return false;
  if (!query) return true;
  return `${rule.id} ${rule.title} ${rule.description} ${rule.category}`.toLowerCase().includes(query);
}

/** The admin "Compliance" tab: the statutory catalogue with its overlay and custom rules, searchable and editable. */
export function ComplianceRulesPanel() {
  const rules = useQuery(adminComplianceRuleQueries.list());
  const [filters, setFilters] = useState<Filters>({ query: '', country: '', status: '', kind: '' });
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<Editing>(null);
  const query = useDeferredValue(filters.query.trim().toLowerCase());
  const all = rules.data?.rules;
  const visible = useMemo(() => (all ?? []).filter((rule) => matches(rule, filters, query)), [all, filters, query]);
  const set = (key: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setShown(PAGE);
  };
  const filtered = Boolean(filters.query || filters.country || filters.status || filters.kind);

  return (
    <Card>
      <CardContent className="grid gap-6">
        <PanelHeading
          title="Compliance rules"
          icon={Scale}
          className="gap-4"
          actions={
            <Button onClick={() => setEditing({ kind: 'new' })} className="w-full sm:w-auto">
              <Plus aria-hidden="true" /> New custom rule
            </Button>
          }
        >
          The statutory catalogue with its sources, and your custom rules. A change re-plans only the companies it reaches and tells each in
          its activity.
        </PanelHeading>

        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]" role="search" aria-label="Filter rules">
          <SearchInput
            icon
            aria-label="Search rules"
            placeholder="Search by form, id or words"
            value={filters.query}
            onValueChange={set('query')}
          />
          <Select aria-label="Jurisdiction" value={filters.country} onChange={(event) => set('country')(event.target.value)}>
            <option value="">All jurisdictions</option>
            <SelectOptions values={companyCountries} />
          </Select>
          <Select aria-label="Status" value={filters.status} onChange={(event) => set('status')(event.target.value)}>
            <option value="">Active and inactive</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </Select>
          <Select aria-label="Kind" value={filters.kind} onChange={(event) => set('kind')(event.target.value)}>
            <option value="">Statutory and custom</option>
            <option value="statutory">Statutory</option>
            <option value="custom">Custom</option>
          </Select>
        </div>

        <div aria-live="polite">
          <QueryState
            query={rules}
            what="compliance rules"
            isEmpty={() => visible.length === 0}
            empty={filtered ? 'No rules match these filters.' : 'No compliance rules yet.'}
            emptyAction={
              filtered && (
                <Button size="sm" variant="secondary" onClick={() => setFilters({ query: '', country: '', status: '', kind: '' })}>
                  Clear filters
                </Button>
              )
            }
          >
            {(data) => (
              <>
                <p className="mb-3 text-sm text-muted">
                  Showing {Math.min(shown, visible.length)} of {visible.length} {visible.length === 1 ? 'rule' : 'rules'}
                  {visible.length !== data.rules.length ? ` (${data.rules.length} in all)` : ''}
                </p>
                <RuleTable rules={visible.slice(0, shown)} onEdit={setEditing} />
                <ul className="grid gap-3 md:hidden" aria-label="Compliance rules">
                  {visible.slice(0, shown).map((rule) => (
                    <RuleCard key={rule.id} rule={rule} onEdit={setEditing} />
                  ))}
                </ul>
                {shown < visible.length && (
                  <Button variant="secondary" className="mt-4 w-full sm:w-fit" onClick={() => setShown(shown + PAGE)}>
                    Show more
                  </Button>
                )}
              </>
            )}
          </QueryState>
        </div>
      </CardContent>
      {editing?.kind === 'statutory' && <StatutoryRuleDialog rule={editing.rule} onClose={() => setEditing(null)} />}
      {editing?.kind === 'custom' && <CustomRuleDialog rule={editing.rule} onClose={() => setEditing(null)} />}
      {editing?.kind === 'new' && <CustomRuleDialog rule={null} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && <DeleteRuleDialog rule={editing.rule} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function Badges({ rule }: { rule: AdminComplianceRule }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={rule.status === 'active' ? 'success' : 'neutral'}>{rule.status === 'active' ? 'Active' : 'Inactive'}</Badge>
      <Badge tone="outline">{rule.kind === 'custom' ? 'Custom' : 'Statutory'}</Badge>
      {rule.overridden && <Badge tone="outline">Edited</Badge>}
    </span>
  );
}

function Actions({ rule, onEdit }: { rule: AdminComplianceRule; onEdit: (editing: Editing) => void }) {
  return (
    <span className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit ${rule.title}`} onClick={() => onEdit({ kind: rule.kind, rule })}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      {rule.kind === 'custom' && (
        <Button variant="ghost" size="sm" aria-label={`Delete ${rule.title}`} onClick={() => onEdit({ kind: 'delete', rule })}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      )}
    </span>
  );
}

function Source({ rule }: { rule: AdminComplianceRule }) {
  if (!rule.source_url) return <span className="text-muted">No source</span>;
  return (
    <a href={rule.source_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-accent-700 hover:underline">
      Source <ExternalLink className="size-3" aria-hidden="true" />
      <span className="sr-only">for {rule.title} (opens in a new tab)</span>
    </a>
  );
}

function RuleTable({ rules, onEdit }: { rules: AdminComplianceRule[]; onEdit: (editing: Editing) => void }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <Table>
        <TableColumns
          headClassName="font-medium"
          columns={['Rule', 'Jurisdiction', 'Category', 'Impact', 'Due', 'Status', { label: 'Actions', srOnly: true }]}
        />
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={rule.id} className="border-b border-line align-top last:border-0" data-testid="compliance-rule-row">
              <TableCell className="max-w-sm py-3 pr-4">
                <p className="font-medium text-ink">{rule.title}</p>
                <p className="text-xs text-muted">
                  {rule.kind === 'custom' ? 'Custom rule' : rule.id} · <Source rule={rule} />
                </p>
              </TableCell>
              <TableCell className="py-3 pr-4 whitespace-nowrap">
                {rule.country}
                <p className="text-xs text-muted whitespace-normal">{rule.entity_types.join(', ')}</p>
              </TableCell>
              <TableCell className="py-3 pr-4">{rule.category}</TableCell>
              <TableCell className="py-3 pr-4">
                <Badge tone={impactTone[rule.impact_level]}>{rule.impact_level}</Badge>
              </TableCell>
              <TableCell className="max-w-56 py-3 pr-4 text-muted">{rule.due_summary}</TableCell>
              <TableCell className="py-3 pr-4">
                <Badges rule={rule} />
              </TableCell>
              <TableCell className="py-3">
                <Actions rule={rule} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function RuleCard({ rule, onEdit }: { rule: AdminComplianceRule; onEdit: (editing: Editing) => void }) {
  return (
    <li className="grid gap-2 rounded-lg border border-line p-4" data-testid="compliance-rule-card">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-ink">{rule.title}</p>
        <Badge tone={impactTone[rule.impact_level]}>{rule.impact_level}</Badge>
      </div>
      <p className="text-xs text-muted">
        {rule.kind === 'custom' ? 'Custom rule' : rule.id} · {rule.country} · {rule.category}
      </p>
      <p className="text-sm text-muted">{rule.due_summary}</p>
      <Badges rule={rule} />
      <div className="flex items-center justify-between gap-2 text-sm">
        <Source rule={rule} />
        <Actions rule={rule} onEdit={onEdit} />
      </div>
    </li>
  );
}
