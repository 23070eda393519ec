import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  companyCountries,
  complianceRuleCategories,
  conditionIssues,
  customRuleBodySchema,
  entityTypeLabels,
  entityTypesByCountry,
  impactLevels,
  statutoryOverrideBodySchema,
  type AdminComplianceRule,
  type CompanyCountry,
  type EntityType,
} from '@charter/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useDeleteComplianceRule, useSaveComplianceRule } from '../api/mutations';
import { ConditionEditor, conditionOf, draftOf, type ConditionDraft } from './condition-editor';
import { DueRuleFields, dueDraftOf, dueOf, emptyDue, type DueDraft } from './due-rule-fields';
import { AlertText } from '@/components/ui/form-error';

/** The server's detail when it explains a refusal; otherwise the spec's message. */
function failure(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.detail &&
    (error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT' || error.code === 'NOT_FOUND')
  ) {
    return error.detail;
  }
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return 'Admin authentication required';
  return fallback;
}

/** The first problem of a Zod parse, as "field: message" (the server's own wording). */
function firstIssue(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return 'Please check the form';
  const path = first.path.map(String).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

type ComplianceRuleCategory = AdminComplianceRule['category'];
type ImpactLevel = AdminComplianceRule['impact_level'];

/** The wording every rule has, statutory or custom. */
type Wording = { title: string; description: string; category: ComplianceRuleCategory; impact: ImpactLevel };

function wordingOf(rule: Pick<AdminComplianceRule, 'title' | 'description' | 'category' | 'impact_level'>): Wording {
  return { title: rule.title, description: rule.description, category: rule.category, impact: rule.impact_level };
}

/** Title, description, category and impact; `jurisdiction` comes first in the row of selects when the rule has one to choose. */
function WordingFields({
  wording,
  onChange,
  titleHint,
  descriptionRows,
  jurisdiction,
}: {
  wording: Wording;
  onChange: (wording: Wording) => void;
  titleHint?: string;
  descriptionRows: number;
  jurisdiction?: ReactNode;
}) {
  const set = (patch: Partial<Wording>) => onChange({ ...wording, ...patch });
  return (
    <>
      <Field label="Title" hint={titleHint}>
        <Input value={wording.title} maxLength={200} onChange={(event) => set({ title: event.target.value })} />
      </Field>
      <Field label="Description">
        <Textarea
          rows={descriptionRows}
          maxLength={2000}
          className="aria-invalid:border-red-500"
          value={wording.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      <div className={`grid gap-4 ${jurisdiction ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {jurisdiction}
        <Field label="Category">
          <Select value={wording.category} onChange={(event) => set({ category: event.target.value as ComplianceRuleCategory })}>
            <SelectOptions values={complianceRuleCategories} />
          </Select>
        </Field>
        <Field label="Impact level">
          <Select value={wording.impact} onChange={(event) => set({ impact: event.target.value as ImpactLevel })}>
            <SelectOptions values={impactLevels} />
          </Select>
        </Field>
      </div>
    </>
  );
}

function ActiveToggle({ active, onChange }: { active: boolean; onChange: (active: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
      <input
        type="checkbox"
        role="switch"
        className="mt-0.5 size-4 accent-accent-600"
        checked={active}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium text-ink">Active</span>
        <span className="block text-muted">
          Inactive rules plan nothing new; companies are told it no longer applies, and completed filings stay in their history.
        </span>
      </span>
    </label>
  );
}

/** The refusal (if any) and the dialog's Cancel and confirm buttons. */
function DialogActions({
  error,
  onCancel,
  children,
}: {
  error: string | null;
  onCancel: () => void;
  /** The confirm button. */
  children: ReactNode;
}) {
  return (
    <>
      <AlertText>{error}</AlertText>
      <DialogFooter onCancel={onCancel}>{children}</DialogFooter>
    </>
  );
}

/** A mutation's outcome in a dialog: a toast and close on success; the reason in the dialog and a toast on failure. */
function outcome(done: string, failed: string, setError: (error: string) => void, onClose: () => void) {
  return {
    onSuccess: () => {
      toast.success(done);
      onClose();
    },
    onError: (error: unknown) => {
      setError(failure(error, failed));
      toast.error(failed);
    },
  };
}

/** Edit a statutory rule's overlay: wording, category, impact and whether it is active. The law itself stays in code. */
export function StatutoryRuleDialog({ rule, onClose }: { rule: AdminComplianceRule; onClose: () => void }) {
  const save = useSaveComplianceRule();
  const [wording, setWording] = useState(() => wordingOf(rule));
  const [active, setActive] = useState(rule.status === 'active');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = statutoryOverrideBodySchema.safeParse({
      title: wording.title,
      description: wording.description,
      category: wording.category,
      impact_level: wording.impact,
      status: active ? 'active' : 'inactive',
    });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    setError(null);
    save.mutate(
      { kind: 'statutory', id: rule.id, body: parsed.data },
      outcome('Compliance rule updated', 'Failed to update compliance rule', setError, onClose),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-xl"
        title={`Edit ${rule.id}`}
        description={`${rule.country} · ${rule.entity_types.join(', ')} · ${rule.due_summary}`}
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {rule.source_url && (
            <a
              href={rule.source_url}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-1 text-sm text-accent-700 hover:underline"
            >
              Source <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
          <WordingFields wording={wording} onChange={setWording} descriptionRows={4} />
          <ActiveToggle active={active} onChange={setActive} />
          {rule.statutory && (
            <p className="text-sm text-muted">
              Catalogue wording: <span className="text-ink">{rule.statutory.title}</span> ({rule.statutory.category},{' '}
              {rule.statutory.impact_level}).{' '}
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto px-0"
                onClick={() => rule.statutory && setWording(wordingOf(rule.statutory))}
              >
                Use the catalogue’s wording
              </Button>
            </p>
          )}
          <DialogActions error={error} onCancel={onClose}>
            <Button type="submit" loading={save.isPending}>
              Save changes
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Create or edit a custom rule: wording, jurisdiction, entity types, condition and due-date rule. */
export function CustomRuleDialog({ rule, onClose }: { rule: AdminComplianceRule | null; onClose: () => void }) {
  const save = useSaveComplianceRule();
  const [wording, setWording] = useState<Wording>(() =>
    rule ? wordingOf(rule) : { title: '', description: '', category: 'Regulatory', impact: 'medium' },
  );
  const [country, setCountry] = useState<CompanyCountry>(rule?.country ?? 'India');
  const [entities, setEntities] = useState<EntityType[]>(rule?.entity_types ?? [...entityTypesByCountry.India]);
  const [active, setActive] = useState(rule ? rule.status === 'active' : true);
  const [sourceUrl, setSourceUrl] = useState(rule?.source_url ?? '');
  const [condition, setCondition] = useState<ConditionDraft>(() => (rule ? draftOf(rule.applies_when) : { mode: 'always' }));
  const [due, setDue] = useState<DueDraft>(() => (rule ? dueDraftOf(rule.due) : emptyDue()));
  const [error, setError] = useState<string | null>(null);
  const verb = rule ? 'update' : 'add';

  const chooseCountry = (next: CompanyCountry) => {
    setCountry(next);
    setEntities([...entityTypesByCountry[next]]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let appliesWhen: unknown;
    try {
      appliesWhen = conditionOf(condition);
    } catch {
      setError('applies_when: The JSON does not parse');
      return;
    }
    // The same checks the server makes, so most mistakes are named before anything is sent.
    const issues = appliesWhen === null ? [] : conditionIssues(appliesWhen);
    if (issues.length > 0) {
      setError(firstIssue(issues.map((issue) => ({ ...issue, path: ['applies_when', ...issue.path] }))));
      return;
    }
    const parsed = customRuleBodySchema.safeParse({
      title: wording.title,
      description: wording.description,
      country,
      entity_types: entities,
      category: wording.category,
      impact_level: wording.impact,
      status: active ? 'active' : 'inactive',
      applies_when: appliesWhen,
      due: dueOf(due),
      source_url: sourceUrl.trim() === '' ? null : sourceUrl.trim(),
    });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    setError(null);
    save.mutate(
      { kind: 'custom', id: rule?.id ?? null, body: parsed.data },
      outcome(rule ? 'Compliance rule updated' : 'Compliance rule added', `Failed to ${verb} compliance rule`, setError, onClose),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        title={rule ? `Edit ${rule.title}` : 'New custom rule'}
        description="It joins the engine’s rules for the companies of its jurisdiction; only the companies it reaches are re-planned."
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <WordingFields
            wording={wording}
            onChange={setWording}
            titleHint="Name the form, e.g. “Form X annual return”"
            descriptionRows={3}
            jurisdiction={
              <Field label="Jurisdiction">
                <Select value={country} onChange={(event) => chooseCountry(event.target.value as CompanyCountry)}>
                  <SelectOptions values={companyCountries} />
                </Select>
              </Field>
            }
          />
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-ink">Entity types</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {entityTypesByCountry[country].map((entity) => (
                <Checkbox
                  key={entity}
                  className="text-sm"
                  checked={entities.includes(entity)}
                  onChange={(checked) => setEntities(checked ? [...entities, entity] : entities.filter((item) => item !== entity))}
                >
                  {entityTypeLabels[entity]}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <ConditionEditor draft={condition} onChange={setCondition} />
          <DueRuleFields draft={due} onChange={setDue} />
          <Field label="Source (optional)" hint="The law or notice it comes from">
            <Input
              type="url"
              value={sourceUrl}
              maxLength={500}
              placeholder="https://"
              onChange={(event) => setSourceUrl(event.target.value)}
            />
          </Field>
          <ActiveToggle active={active} onChange={setActive} />
          <DialogActions error={error} onCancel={onClose}>
            <Button type="submit" loading={save.isPending}>
              {rule ? 'Save changes' : 'Add rule'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deleting a custom rule asks first (spec §5). */
export function DeleteRuleDialog({ rule, onClose }: { rule: AdminComplianceRule; onClose: () => void }) {
  const remove = useDeleteComplianceRule();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => remove.mutate(rule.id, outcome('Compliance rule deleted', 'Failed to delete compliance rule', setError, onClose));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Delete ${rule.title}?`}
        description="Companies it reaches are told it no longer applies; filings they already completed stay in their history."
      >
        <div className="grid gap-4">
          <DialogActions error={error} onCancel={onClose}>
            <Button type="button" variant="danger" loading={remove.isPending} onClick={confirm}>
              Delete rule
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
