import { Trash2, X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  LOGIC_RULE_MAX_CONDITIONS,
  LOGIC_RULE_PRIORITY_MAX,
  logicFieldInfo,
  logicRuleBodySchema,
  logicRuleCountries,
  logicRuleFields,
  operatorsFor,
  type LogicRule,
  type LogicRuleBody,
  type LogicRuleField,
  type LogicRuleOperator,
  type Service,
} from '@charter/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { AddRowButton } from '@/components/ui/add-row-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectOptions } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCreateLogicRule } from '../api/use-create-logic-rule';
import { usePreviewRuleDraft } from '../api/use-preview-rule-draft';
import { useUpdateLogicRule } from '../api/use-update-logic-rule';
import { CompanyPicker, type PickedCompany } from './company-picker';
import { PreviewResult } from './preview-result';
import { AlertText } from '@/components/ui/form-error';

interface ConditionDraft {
  key: number;
  field: LogicRuleField | '';
  operator: LogicRuleOperator;
  value: string;
}

interface Draft {
  name: string;
  description: string;
  country: string;
  match: 'all' | 'any';
  priority: string;
  active: boolean;
  conditions: ConditionDraft[];
  recommendations: string[];
}

let nextKey = 0;
const blankCondition = (): ConditionDraft => ({ key: (nextKey += 1), field: '', operator: '>', value: '' });

function draftOf(rule: LogicRule | null): Draft {
  if (!rule) {
    return {
      name: '',
      description: '',
      country: '',
      match: 'all',
      priority: '1',
      active: true,
      conditions: [blankCondition()],
      recommendations: [],
    };
  }
  return {
    name: rule.name,
    description: rule.description,
    country: rule.country,
    match: rule.match,
    priority: String(rule.priority),
    active: rule.active,
    conditions: rule.conditions.map((condition) => ({ ...condition, key: (nextKey += 1), value: String(condition.value) })),
    recommendations: rule.recommendations,
  };
}

/** What the form sends: exactly what staff typed; the shared schema (here and on the server) judges it. */
function bodyOf(draft: Draft): LogicRuleBody {
  return {
    name: draft.name,
    description: draft.description,
    country: (draft.country || undefined) as LogicRuleBody['country'],
    match: draft.match,
    priority: draft.priority.trim() === '' ? Number.NaN : Number(draft.priority),
    active: draft.active,
    conditions: draft.conditions.map(({ field, operator, value }) => ({ field: (field || undefined) as LogicRuleField, operator, value })),
    recommendations: draft.recommendations,
  };
}

/** The first message for each field path ("name", "conditions.0.value"). */
function errorsOf(body: LogicRuleBody): Record<string, string> {
  const result = logicRuleBodySchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Services a rule for this country can recommend: the country's own (All: every one). */
const serviceCountryOf: Record<string, string | undefined> = { India: 'India', USA: 'US', UK: 'UK' };

interface RuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rule to edit; null for a new one. */
  rule: LogicRule | null;
  services: readonly Service[];
}

/** Create or edit a logic rule: name, country, conditions (field, operator, value; all or any), services, priority. */
export function RuleDialog({ open, onOpenChange, rule, services }: RuleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          className="max-w-2xl"
          title={rule ? 'Edit logic rule' : 'New logic rule'}
          description="When the conditions hold for a company, its recommendations (dashboard and services page) include these services."
        >
          <RuleForm rule={rule} services={services} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RuleForm({ rule, services, onDone }: { rule: LogicRule | null; services: readonly Service[]; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateLogicRule();
  const update = useUpdateLogicRule();
  const saving = create.isPending || update.isPending;
  const matchId = useId();
  const serviceSelectId = useId();

  const [testCompany, setTestCompany] = useState<PickedCompany | null>(null);
  const draftPreview = usePreviewRuleDraft();
  const testedBody = draftPreview.variables ? JSON.stringify(draftPreview.variables) : null;

  const errors = submitted ? errorsOf(bodyOf(draft)) : {};
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const setCondition = (key: number, changes: Partial<ConditionDraft>) =>
    set({ conditions: draft.conditions.map((condition) => (condition.key === key ? { ...condition, ...changes } : condition)) });

  const serviceCountry = serviceCountryOf[draft.country];
  const choosable = useMemo(
    () =>
      services.filter((service) => !draft.recommendations.includes(service.id) && (!serviceCountry || service.country === serviceCountry)),
    [services, draft.recommendations, serviceCountry],
  );
  const nameOf = (id: string) => services.find((service) => service.id === id)?.name ?? id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const body = bodyOf(draft);
    if (Object.keys(errorsOf(body)).length > 0) return;
    const failed = rule ? 'Failed to update logic rule' : 'Failed to add logic rule';
    const options = {
      onSuccess: () => {
        toast.success(rule ? 'Logic rule updated successfully' : 'Logic rule added successfully');
        onDone();
      },
      onError: (error: Error) => {
        // A 400 names what the server refused (e.g. a service withdrawn meanwhile): show it beside the form.
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.detail) setServerError(error.detail);
        toast.error(failed);
      },
    };
    if (rule) update.mutate({ id: rule.id, body }, options);
    else create.mutate(body, options);
  };

  /** The draft as it stands, against the chosen company: validated first, like a save. */
  const testDraft = () => {
    setSubmitted(true);
    const body = bodyOf(draft);
    if (!testCompany || Object.keys(errorsOf(body)).length > 0) return;
    draftPreview.mutate({ rule: body, companyId: testCompany.id });
  };
  const stale =
    draftPreview.isSuccess && testCompany !== null && testedBody !== JSON.stringify({ rule: bodyOf(draft), companyId: testCompany.id });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rule name" error={errors.name}>
          <Input value={draft.name} onChange={(event) => set({ name: event.target.value })} maxLength={120} data-testid="rule-name" />
        </Field>
        <Field label="Country" error={errors.country}>
          <Select value={draft.country} onChange={(event) => set({ country: event.target.value })} data-testid="rule-country">
            <option value="">Choose a country</option>
            <SelectOptions values={logicRuleCountries} />
          </Select>
        </Field>
      </div>
      <Field
        label="Reason founders read"
        hint="Shown beside the recommendation. The rule name is used when empty."
        error={errors.description}
      >
        <Input value={draft.description} onChange={(event) => set({ description: event.target.value })} maxLength={500} />
      </Field>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">Conditions</legend>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={matchId} className="text-muted">
            Fires when
          </label>
          <Select
            id={matchId}
            className="h-9 w-auto"
            value={draft.match}
            onChange={(event) => set({ match: event.target.value as Draft['match'] })}
          >
            <option value="all">all conditions hold</option>
            <option value="any">any condition holds</option>
          </Select>
        </div>
        <ol className="grid gap-3">
          {draft.conditions.map((condition, index) => {
            const prefix = `conditions.${index}`;
            const rowError = errors[`${prefix}.field`] ?? errors[`${prefix}.value`] ?? errors[`${prefix}.operator`] ?? errors[prefix];
            const info = condition.field ? logicFieldInfo[condition.field] : null;
            const listId = `${matchId}-values-${condition.key}`;
            return (
              <li key={condition.key} className="grid gap-1.5 rounded-lg border border-line p-3" data-testid="condition-row">
                <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[minmax(0,1.2fr)_6.5rem_minmax(0,1fr)_auto]">
                  <Select
                    aria-label={`Condition ${index + 1} field`}
                    aria-invalid={errors[`${prefix}.field`] ? true : undefined}
                    value={condition.field}
                    onChange={(event) => {
                      const field = event.target.value as LogicRuleField | '';
                      const allowed = field ? operatorsFor(field) : null;
                      setCondition(condition.key, {
                        field,
                        operator: allowed && !allowed.includes(condition.operator) ? allowed[0]! : condition.operator,
                      });
                    }}
                  >
                    <option value="">Field</option>
                    <SelectOptions values={logicRuleFields} label={(field) => logicFieldInfo[field].label} />
                  </Select>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:order-last"
                    aria-label={`Remove condition ${index + 1}`}
                    disabled={draft.conditions.length === 1}
                    onClick={() => set({ conditions: draft.conditions.filter((other) => other.key !== condition.key) })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                  <Select
                    aria-label={`Condition ${index + 1} operator`}
                    aria-invalid={errors[`${prefix}.operator`] ? true : undefined}
                    value={condition.operator}
                    onChange={(event) => setCondition(condition.key, { operator: event.target.value as LogicRuleOperator })}
                  >
                    {(condition.field ? operatorsFor(condition.field) : (['>', '<', '>=', '<=', '==', 'contains'] as const)).map(
                      (operator) => (
                        <option key={operator} value={operator}>
                          {operator}
                        </option>
                      ),
                    )}
                  </Select>
                  <Input
                    aria-label={`Condition ${index + 1} value`}
                    aria-invalid={errors[`${prefix}.value`] ? true : undefined}
                    inputMode={info?.kind === 'number' ? 'decimal' : undefined}
                    list={info && info.suggestions.length > 0 ? listId : undefined}
                    placeholder={info?.kind === 'number' ? 'A number' : 'Value'}
                    value={condition.value}
                    onChange={(event) => setCondition(condition.key, { value: event.target.value })}
                    className="col-span-2 sm:col-span-1"
                  />
                  {info && info.suggestions.length > 0 && (
                    <datalist id={listId}>
                      {info.suggestions.map((suggestion) => (
                        <option key={suggestion} value={suggestion} />
                      ))}
                    </datalist>
                  )}
                </div>
                {rowError ? (
                  <p role="alert" className="text-sm text-red-700">
                    {rowError}
                  </p>
                ) : (
                  info && <p className="text-xs text-muted">{info.hint}</p>
                )}
              </li>
            );
          })}
        </ol>
        <AlertText>{errors.conditions}</AlertText>
        <div>
          <AddRowButton
            disabled={draft.conditions.length >= LOGIC_RULE_MAX_CONDITIONS}
            onClick={() => set({ conditions: [...draft.conditions, blankCondition()] })}
          >
            Add condition
          </AddRowButton>
        </div>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={serviceSelectId}>Recommend these services</Label>
        {draft.recommendations.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Services recommended">
            {draft.recommendations.map((id) => (
              <li key={id} className="flex items-center gap-1 rounded-full border border-line bg-slate-50 py-1 pl-3 pr-1 text-sm">
                <span>{nameOf(id)}</span>
                <button
                  type="button"
                  className="rounded-full p-1 text-muted hover:bg-slate-200 hover:text-ink"
                  aria-label={`Remove ${nameOf(id)}`}
                  onClick={() => set({ recommendations: draft.recommendations.filter((other) => other !== id) })}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Select
          id={serviceSelectId}
          value=""
          aria-invalid={errors.recommendations ? true : undefined}
          onChange={(event) => event.target.value && set({ recommendations: [...draft.recommendations, event.target.value] })}
          data-testid="rule-add-service"
        >
          <option value="">Add a service…</option>
          {choosable.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name} ({service.country})
            </option>
          ))}
        </Select>
        <AlertText>{errors.recommendations}</AlertText>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Priority (1 to 10)" hint="Higher priorities rank first among a company’s recommendations." error={errors.priority}>
          <Input
            type="number"
            min={1}
            max={LOGIC_RULE_PRIORITY_MAX}
            step={1}
            inputMode="numeric"
            value={draft.priority}
            onChange={(event) => set({ priority: event.target.value })}
            data-testid="rule-priority"
          />
        </Field>
        <Checkbox
          className="self-center text-sm font-medium text-ink sm:pt-6"
          checked={draft.active}
          onChange={(active) => set({ active })}
        >
          Active: fires for matching companies
        </Checkbox>
      </div>

      <section aria-labelledby={`${matchId}-test`} className="grid gap-3 rounded-lg border border-dashed border-line p-4">
        <div>
          <h3 id={`${matchId}-test`} className="text-sm font-medium text-ink">
            Test this draft against a company
          </h3>
          <p className="text-xs text-muted">Before saving: whether it would fire for one company, and why. Nothing is saved or counted.</p>
        </div>
        <CompanyPicker company={testCompany} onChange={setTestCompany} />
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={testDraft} disabled={!testCompany} loading={draftPreview.isPending}>
            Test draft
          </Button>
        </div>
        <div aria-live="polite" data-testid="draft-preview-result">
          {draftPreview.isPending ? (
            <Spinner label="Testing the draft" className="justify-start" />
          ) : draftPreview.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {apiErrorDetail(draftPreview.error, 'Failed to test the rule.')}
            </p>
          ) : draftPreview.isSuccess && testCompany ? (
            <div className="grid gap-2">
              {stale && <p className="text-xs text-amber-800">The draft or company changed since this test: test again.</p>}
              <PreviewResult preview={draftPreview.data} />
            </div>
          ) : null}
        </div>
      </section>

      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <DialogFooter onCancel={onDone}>
        <Button type="submit" loading={saving}>
          {rule ? 'Save changes' : 'Create rule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
