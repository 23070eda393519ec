import { z } from 'zod';

/** What a task's documents may be (the server sniffs the bytes; the browser checks the name and size first). */
export const UPLOAD_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.docx', '.xlsx', '.csv', '.txt'] as const;
export const UPLOAD_KINDS_SENTENCE = 'Only PDF, PNG, JPEG, WebP, DOCX, XLSX, CSV and text files can be uploaded.';

/** GET /api/documents/limits. */
export const uploadLimitsSchema = z.object({
  max_bytes: z.number().int().positive(),
  extensions: z.array(z.string()),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

export const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why a file would be refused by its name or size alone, or null; the same sentences the server answers with. */
export function uploadRefusal(file: { name: string; size: number }, limits: UploadLimits): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > limits.max_bytes) return `The file is larger than ${formatMegabytes(limits.max_bytes)}.`;
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!limits.extensions.includes(extension)) return UPLOAD_KINDS_SENTENCE;
  return null;
}
