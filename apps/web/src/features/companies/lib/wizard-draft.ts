import { z } from 'zod';
import { companyCountries } from '@charter/shared';
import { readSessionStorage, writeSessionStorage } from '@/lib/storage-keys';
import { wizardDraftKey as DRAFT_KEY } from './draft-keys';

// The Add Company wizard's draft lives for the browser session, so a reload (or a dropped connection) loses nothing.

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
    const parsed = draftSchema.safeParse(JSON.parse(readSessionStorage(DRAFT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // Not JSON: a draft from an older build, or tampered with.
  }
}

export function saveWizardDraft(draft: WizardDraft): void {
  writeSessionStorage(DRAFT_KEY, JSON.stringify(draft));
}

export function clearWizardDraft(): void {
  writeSessionStorage(DRAFT_KEY, null);
}
