import { z } from 'zod';
import { textSchema } from './fields';

// Query fields the list endpoints share. They page in one of two ways: numbered pages (the back office's tables) or a cursor (feeds).
// Spread these into the endpoint's own query and answer schemas.

/** `?limit=`: rows a page, 1 to 100, `pageSize` when not given. */
export const limitQuerySchema = (pageSize: number) => z.coerce.number().int().min(1).max(100).default(pageSize);

/** `?page=&limit=`: page from 1 (at most `maxPage` when given). */
export function pageQueryFields(pageSize: number, maxPage?: number) {
  const page = z.coerce.number().int().min(1);
  return { page: (maxPage === undefined ? page : page.max(maxPage)).default(1), limit: limitQuerySchema(pageSize) };
}

/** `?cursor=&limit=`: the opaque cursor the previous page answered with as `next_cursor`. */
export const cursorQueryFields = (pageSize: number) => ({ cursor: textSchema.max(200).optional(), limit: limitQuerySchema(pageSize) });

/** `?q=` / `?search=` of a list: the text a search box sends, trimmed. */
export const searchQuerySchema = textSchema.trim().max(200).optional();

/** `?company_id=`: the one company a founder's screen is about. */
export const companyQuerySchema = z.object({ company_id: z.uuid() });

/** Spec §3 pagination of a numbered-page answer: the page, its size, and the pages and rows across all pages. */
export const pageInfoFields = {
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
};
