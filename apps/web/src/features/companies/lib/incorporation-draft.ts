import { z } from 'zod';
import { readSessionStorage, writeSessionStorage } from '@/lib/storage-keys';
import { incorporationDraftKey as draftKey } from './draft-keys';
import type { IncorporationCountry, IncorporationForm } from './incorporation-form';

/**
 * The incorporation wizard's draft, kept in sessionStorage for the tab's session so a reload resumes it. It is scoped
 * to the signed-in user (a key per user id) and dropped at logout with the user's other state.
 */
export interface IncorporationDraft {
  country: IncorporationCountry;
  step: number;
  form: IncorporationForm;
  /** The attempt's Idempotency-Key: a Pay retried after a reload never creates a second order. */
  idempotencyKey: string;
}

// The form's own shape is checked loosely: a draft from an older build that lacks a field is dropped, not trusted.
const draftSchema = z.object({
  country: z.enum(['India', 'USA']),
  step: z.number().int().min(1).max(4),
  idempotencyKey: z.string().min(8).max(200),
  form: z
    .object({
      country: z.enum(['India', 'USA']),
      entityType: z.string(),
      companyName: z.string(),
      state: z.string(),
      capital: z.number(),
      people: z.array(
        z.object({ name: z.string(), phone: z.string(), email: z.string(), resident: z.boolean(), titles: z.array(z.string()) }).loose(),
      ),
      nominee: z.object({ name: z.string(), consent: z.boolean() }).loose(),
      otherSubscribers: z.array(z.object({ name: z.string(), shares: z.string() })),
      management: z.string(),
      authorizedShares: z.string(),
      parValue: z.string(),
      incorporator: z.number(),
      registeredAgent: z.object({ provider: z.enum(['charter', 'own']) }).loose(),
    })
    .loose(),
});

export function readIncorporationDraft(): IncorporationDraft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(readSessionStorage(draftKey()) ?? 'null'));
    return parsed.success ? (parsed.data as unknown as IncorporationDraft) : null;
  } catch {
    return null;
  }
}

export function saveIncorporationDraft(draft: IncorporationDraft): void {
  writeSessionStorage(draftKey(), JSON.stringify(draft));
}

export function clearIncorporationDraft(): void {
  writeSessionStorage(draftKey(), null);
}

/** Whether the founder has typed anything worth asking about before it is thrown away. */
export function draftHasEntries(draft: IncorporationDraft | null): boolean {
  if (!draft) return false;
  const { form } = draft;
  return (
    draft.step > 1 ||
    form.companyName.trim() !== '' ||
    form.people.some((person) => person.name.trim() !== '' || person.email.trim() !== '' || person.phone.trim() !== '')
  );
}
