import { cn } from '@/lib/cn';

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
} & (
  | {
      /** The accessible name, e.g. "GST above ₹20 lakh active". */
      label: string;
      labelledBy?: undefined;
    }
  | {
      /** The id of the visible text that names it. */
      labelledBy: string;
      label?: undefined;
    }
);

/** An on/off switch (role="switch"): Space or Enter toggles it like any button. */
export function Switch({ checked, onCheckedChange, label, labelledBy, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-50 motion-reduce:transition-none',
        checked ? 'bg-accent-600' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
