import { capitalOptionsFor, formatMoney, maximumDirectors, OPC_DIRECTOR_MESSAGE, type IndiaEntityType } from '@charter/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import { Select, SelectOptions } from '@/components/ui/select';
import { franchiseTaxMinor, maxPeople, statesOf, withPeopleCount, type IncorporationForm } from '../lib/incorporation-form';

const lakh = (value: number) => `₹${value} lakh`;

/** Where the statute is stricter than the product spec (which allows one director), the help text says so. */
const countHints: Record<IndiaEntityType, string> = {
  'Private Limited':
    'The Companies Act 2013 needs 2 to 15 directors for a Private Limited (s.149(1)), one of them resident in India (s.149(3)): one director is not enough.',
  OPC: `${OPC_DIRECTOR_MESSAGE}. It also names a nominee for its sole member (Companies (Incorporation) Rules 2014, rule 4).`,
  LLP: `The LLP Act 2008 needs at least 2 designated partners, one of them resident in India (s.7(1)); Charter forms an LLP with up to ${maximumDirectors('LLP')}.`,
};

interface Props {
  form: IncorporationForm;
  setForm: (form: IncorporationForm) => void;
}

/** Step 2: name, state, capital (India) or shares and management (USA), the number of people, the registered agent. */
export function IncorporationDetailsStep({ form, setForm }: Props) {
  const india = form.country === 'India';
  const llp = form.entityType === 'LLP';
  const peopleWord = india ? (llp ? 'designated partners' : 'directors') : form.entityType === 'LLC' ? 'members' : 'founders';
  const tax = franchiseTaxMinor(form);
  return (
    <div className="grid gap-4">
      <Field label="Company name">
        <Input
          value={form.companyName}
          onChange={(event) => setForm({ ...form, companyName: event.target.value })}
          autoComplete="organization"
        />
      </Field>
      <Field label={india ? 'State or union territory' : 'State'}>
        <Select value={form.state} onChange={(event) => setForm({ ...form, state: event.target.value })}>
          <option value="">Choose…</option>
          <SelectOptions values={statesOf(form.country)} />
        </Select>
      </Field>
      {india && (
        <Field
          label={llp ? 'Capital contribution' : 'Authorised capital'}
          hint={llp ? undefined : `Shares of ₹10 each: ${(form.capital * 10_000).toLocaleString('en-IN')} shares`}
        >
          <Select value={String(form.capital)} onChange={(event) => setForm({ ...form, capital: Number(event.target.value) })}>
            <SelectOptions values={capitalOptionsFor(form.entityType as IndiaEntityType)} label={lakh} />
          </Select>
        </Field>
      )}
      {form.entityType === 'C-Corp' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Authorised shares" hint="The most shares the certificate of incorporation allows (DGCL §102(a)(4)).">
            <Input
              inputMode="numeric"
              value={form.authorizedShares}
              onChange={(event) => setForm({ ...form, authorizedShares: event.target.value })}
            />
          </Field>
          <Field label="Par value per share ($)" hint="0 for shares without a par value.">
            <Input inputMode="decimal" value={form.parValue} onChange={(event) => setForm({ ...form, parValue: event.target.value })} />
          </Field>
          {tax !== null && (
            <p className="text-sm text-muted sm:col-span-2" data-testid="franchise-tax">
              Delaware franchise tax for these shares (Authorized Shares method):{' '}
              <span className="font-semibold tabular-nums text-ink">{formatMoney(tax, 'USD')} a year</span>, paid by the company each 1
              March, plus the $50 annual report fee. The Assumed Par Value Capital method may come out lower.
            </p>
          )}
        </div>
      )}
      {form.entityType === 'LLC' && (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Who manages the LLC?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['member-managed', 'manager-managed'] as const).map((management) => (
              <RadioCard
                key={management}
                name="management"
                value={management}
                checked={form.management === management}
                onChange={() => setForm({ ...form, management })}
                label={management === 'member-managed' ? 'Member-managed' : 'Manager-managed'}
              />
            ))}
          </div>
        </fieldset>
      )}
      <Field label={`Number of ${peopleWord}`} hint={india ? countHints[form.entityType as IndiaEntityType] : `1 to ${maxPeople(form)}`}>
        <Input
          type="number"
          min={1}
          max={maxPeople(form)}
          value={form.people.length}
          onChange={(event) => setForm(withPeopleCount(form, Number(event.target.value)))}
        />
      </Field>
      {!india && <RegisteredAgentFields form={form} setForm={setForm} />}
    </div>
  );
}

function RegisteredAgentFields({ form, setForm }: Props) {
  const agent = form.registeredAgent;
  const set = (patch: Partial<IncorporationForm['registeredAgent']>) => setForm({ ...form, registeredAgent: { ...agent, ...patch } });
  const where = form.state || 'the state of formation';
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Registered agent</legend>
      <p className="text-sm text-muted">Every state needs a registered agent with a street address in {where}, the state of formation.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <RadioCard
          name="registered_agent"
          value="charter"
          checked={agent.provider === 'charter'}
          onChange={() => set({ provider: 'charter' })}
          label={`Charter’s agent in ${where}`}
        />
        <RadioCard
          name="registered_agent"
          value="own"
          checked={agent.provider === 'own'}
          onChange={() => set({ provider: 'own' })}
          label="My own agent"
        />
      </div>
      {agent.provider === 'own' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Agent’s name">
            <Input value={agent.name} onChange={(event) => set({ name: event.target.value })} />
          </Field>
          <Field label="Street address">
            <Input value={agent.street} onChange={(event) => set({ street: event.target.value })} autoComplete="street-address" />
          </Field>
          <Field label="City">
            <Input value={agent.city} onChange={(event) => set({ city: event.target.value })} />
          </Field>
          <Field label="ZIP code" hint={`In ${where}`}>
            <Input
              value={agent.zip}
              onChange={(event) => set({ zip: event.target.value })}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
