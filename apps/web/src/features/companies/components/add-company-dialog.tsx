import { ArrowLeft, Building2, ChevronRight, FilePlus2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { countryAvailabilityLabels, marketCountries, type Company, type CompanyCountry, type MarketCountry } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { toast } from '@/components/ui/toaster';
import { selectCompany } from '../hooks/use-selected-company';
import { clearIncorporationDraft, draftHasEntries, readIncorporationDraft } from '../lib/incorporation-draft';
import { clearWizardDraft, readWizardDraft } from '../lib/wizard-draft';
import { ExistingCompanyWizard } from './existing-company-wizard';
import { IncorporationWizard } from './incorporation-wizard';
import { CountryCode } from '@/components/ui/country-code';

// One list with the landing page's (marketCountries): where a company can be added, and what is coming.
const countryOptions = marketCountries.filter(
  (country): country is MarketCountry & { name: CompanyCountry } => country.availability !== 'coming_soon',
);
const comingSoon = marketCountries.filter((country) => country.availability === 'coming_soon');

type Step =
  { kind: 'country' } | { kind: 'path'; country: CompanyCountry } | { kind: 'incorporation'; country: CompanyCountry } | WizardStep;
interface WizardStep {
  kind: 'wizard';
  country: CompanyCountry;
  existingOnly: boolean;
  /** Where Back on the wizard's first step returns to. */
  back: Step;
}

export interface AddCompanyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (company: Company) => void;
}

/** The Add Company modal of spec §2: country, then path, then the existing-company wizard. */
export function AddCompanyDialog({ open, onOpenChange, onCreated }: AddCompanyDialogProps) {
  // What to do once the founder agrees to throw away the incorporation draft (close the dialog, or go back).
  const [discarding, setDiscarding] = useState<(() => void) | null>(null);
  /** Runs `then` at once when there is no incorporation draft worth keeping; otherwise asks first. */
  const confirmDiscard = (then: () => void) => {
    if (draftHasEntries(readIncorporationDraft())) setDiscarding(() => then);
    else {
      clearIncorporationDraft();
      then();
    }
  };
  const close = () => {
    // Closing on purpose abandons the draft; only a reload keeps it.
    clearWizardDraft();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else confirmDiscard(close); // X, Esc or a click outside
      }}
    >
      {/* Content unmounts when closed, so every opening starts again at the country step (or the saved draft). */}
      {open && (
        <AddCompanyFlow
          confirmDiscard={confirmDiscard}
          onDone={(company) => {
            onOpenChange(false);
            onCreated?.(company);
          }}
          onOpenExisting={(companyId) => {
            selectCompany(companyId);
            clearIncorporationDraft();
            onOpenChange(false);
            toast.info('Opened the company you had already added');
          }}
        />
      )}
      <Dialog open={discarding !== null} onOpenChange={(next) => !next && setDiscarding(null)}>
        {discarding && (
          <DialogContent title="Discard this company draft?" description="What you entered in the incorporation wizard will be lost.">
            <DialogFooter>
              <Button variant="secondary" autoFocus onClick={() => setDiscarding(null)}>
                Keep editing
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  const then = discarding;
                  setDiscarding(null);
                  clearIncorporationDraft();
                  then();
                }}
              >
                Discard draft
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </Dialog>
  );
}

function initialStep(): Step {
  const draft = readWizardDraft();
  if (draft) return { kind: 'wizard', country: draft.country, existingOnly: draft.existingOnly, back: { kind: 'country' } };
  const incorporation = readIncorporationDraft();
  return incorporation ? { kind: 'incorporation', country: incorporation.country } : { kind: 'country' };
}

interface FlowProps {
  confirmDiscard: (then: () => void) => void;
  onDone: (company: Company) => void;
  onOpenExisting: (companyId: string) => void;
}

function AddCompanyFlow({ confirmDiscard, onDone, onOpenExisting }: FlowProps) {
  const [step, setStep] = useState<Step>(initialStep);

  const chooseCountry = (country: CompanyCountry) =>
    setStep(country === 'UK' ? { kind: 'wizard', country, existingOnly: true, back: { kind: 'country' } } : { kind: 'path', country });

  if (step.kind === 'wizard') {
    return (
      <DialogContent title="Add Company" description={step.country} className="max-w-2xl">
        <ExistingCompanyWizard
          country={step.country}
          existingOnly={step.existingOnly}
          onBack={() => setStep(step.back)}
          onCreated={onDone}
          onOpenExisting={onOpenExisting}
        />
      </DialogContent>
    );
  }

  if (step.kind === 'incorporation') {
    return (
      <DialogContent title="Add Company" description={`${step.country} · Company Incorporation`} className="max-w-2xl">
        <IncorporationWizard
          country={step.country === 'USA' ? 'USA' : 'India'}
          onBack={() => confirmDiscard(() => setStep({ kind: 'path', country: step.country }))}
          onOpenExisting={onOpenExisting}
        />
      </DialogContent>
    );
  }

  if (step.kind === 'path') {
    const here: Step = step;
    return (
      <DialogContent title="Add Company" description={`${step.country}: how would you like to add it?`} className="max-w-lg">
        <div className="grid gap-3">
          <ChoiceButton
            icon={<FilePlus2 className="size-5" aria-hidden="true" />}
            title="Company Incorporation"
            note="Register a new company"
            onClick={() => setStep({ kind: 'incorporation', country: step.country })}
          />
          <ChoiceButton
            icon={<Building2 className="size-5" aria-hidden="true" />}
            title="Already Registered"
            note="Track compliance for an existing company"
            onClick={() => setStep({ kind: 'wizard', country: step.country, existingOnly: true, back: here })}
          />
          <div>
            <Button variant="ghost" onClick={() => setStep({ kind: 'country' })}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          </div>
        </div>
      </DialogContent>
    );
  }

  return (
    <DialogContent title="Add Company" description="Where is the company registered, or where will it be?" className="max-w-lg">
      <fieldset>
        <legend className="sr-only">Country</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {countryOptions.map((option) => (
            <button
              key={option.name}
              type="button"
              onClick={() => chooseCountry(option.name)}
              className="flex items-center gap-3 rounded-xl border border-line bg-white p-3 text-left hover:border-accent-500 hover:bg-accent-50"
            >
              <CountryCode code={option.code} name={option.name} decorative className="h-7 min-w-9 text-xs" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{option.name}</span>
                <span className="block text-xs text-muted">{countryAvailabilityLabels[option.availability]}</span>
              </span>
              <ChevronRight className="size-4 text-muted" aria-hidden="true" />
            </button>
          ))}
          {comingSoon.map((country) => (
            <button
              key={country.name}
              type="button"
              disabled
              className="flex cursor-not-allowed items-center gap-3 rounded-xl border border-dashed border-line bg-slate-50 p-3 text-left"
            >
              <CountryCode code={country.code} name={country.name} decorative className="h-7 min-w-9 text-xs opacity-70" />
              <span className="grid min-w-0 flex-1 justify-items-start gap-0.5">
                <span className="font-semibold text-muted">{country.name}</span>
                <Badge tone="neutral">{countryAvailabilityLabels.coming_soon}</Badge>
              </span>
            </button>
          ))}
        </div>
      </fieldset>
    </DialogContent>
  );
}

function ChoiceButton({ icon, title, note, onClick }: { icon: ReactNode; title: string; note: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-line bg-white p-4 text-left hover:border-accent-500 hover:bg-accent-50',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
      <ChevronRight className="size-4 text-muted" aria-hidden="true" />
    </button>
  );
}
