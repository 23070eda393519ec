import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface WizardFrameProps {
  /** Every step's title, in order; `step` counts from 1. */
  stepTitles: readonly string[];
  step: number;
  /** The progress bar's name, e.g. "Incorporation progress". */
  progressLabel: string;
  onBack: () => void;
  backDisabled?: boolean;
  /** The forward button: Continue, then the last step's own action (Create Company, Pay …). */
  next: ReactNode;
  /** The current step, and any alert about it. */
  children: ReactNode;
}

/** A multi-step wizard's frame: the step's title, "Step n of N" with its progress bar, the step, then Back and the forward button. */
export function WizardFrame({ stepTitles, step, progressLabel, onBack, backDisabled, next, children }: WizardFrameProps) {
  const total = stepTitles.length;
  const title = stepTitles[step - 1];
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <h3 className="font-semibold text-ink">{title}</h3>
          <span className="tabular-nums text-muted">
            Step {step} of {total}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${total}: ${title}`}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-accent-600 transition-[width] duration-300"
            style={{ width: `${(step / total) * 100}%` }}
          />
        </div>
      </div>

      {children}

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" onClick={onBack} disabled={backDisabled}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        {next}
      </div>
    </div>
  );
}
