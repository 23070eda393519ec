import { z } from 'zod';
import { companyCountries } from '@charter/shared';
import { storageKeys } from '@/lib/storage-keys';

/** The Add Company wizard's draft lives for the browser session, so a reload (or a dropped connection) loses nothing. */
const DRAFT_KEY = storageKeys.companyWizardDraft;

const draftSchema = z.object({
  country: z.enum(companyCountries),
  existingOnly: z.boolean(),
  step: z.number().int().min(1).max(5),
  values: z.record(z.string(), z.unknown()),
  locked: z.object({ name: z.boolean(), state: z.boolean(), entity_type: z.boolean(), source: z.string() }).nullable(),
});
export type WizardDraft = z.infer<typeof draftSchema>;

export function readWizardDraft(): WizardDraft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveWizardDraft(draft: WizardDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, it just cannot survive a reload.
  }
}

export function clearWizardDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
