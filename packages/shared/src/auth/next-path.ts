// Where a sign-in goes afterwards (`next`): a page of this site, given as a path. It travels in URLs that anyone can
// craft (a mailed link, /login?next=…), so it is an open redirect unless it is held to a relative path on this origin.
// Plain functions, no Zod: the sign-in screen uses them too (issue 14); `nextPathSchema` in auth.ts is built on them.

export const NEXT_PATH_MAX_LENGTH = 1000;
export const NEXT_PATH_MESSAGE = 'next must be a path on this site, starting with a single "/".';

/** Where a signed-in founder lands when nothing else was asked for. */
export const DEFAULT_AFTER_SIGN_IN_PATH = '/dashboard';

// Paths that are no destination: the sign-in screens themselves (a loop) and the API (not a page).
const NOT_DESTINATIONS = /^\/(?:login|signup|verify-email|auth\/success|api)(?:[/?#]|$)/i;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A same-site path, safe to hand to `location.replace` or a redirect: one leading "/", then never a second "/" or a
 * "\" (browsers read "\" as "/", so "/\evil.com" is "//evil.com"), no control characters or spaces (browsers drop
 * tabs and newlines, so "/\t/evil.com" would also become "//evil.com"), and the same once more after percent-decoding,
 * for any reader that decodes it again. Finally it must resolve to this origin.
 */
export function isSafeNextPath(value: string): boolean {
  if (value.length === 0 || value.length > NEXT_PATH_MAX_LENGTH) return false;
  const decoded = decodedOnce(value);
  if (decoded === null) return false;
  // As given: no control characters or spaces at all (a path from a link is percent-encoded).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)) return false;
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return false;
    if (candidate[1] === '/' || candidate.includes('\\')) return false;
    // Decoded, a space is fine ("/a%20b"); what browsers drop from a URL (tab, newline) is not.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return false;
  }
  if (NOT_DESTINATIONS.test(value) || NOT_DESTINATIONS.test(decoded)) return false;
  const base = 'http://charter.invalid';
  try {
    const resolved = new URL(value, base);
    return resolved.origin === base && resolved.pathname.startsWith('/');
  } catch {
    return false;
  }
}

/** `value` when it is a safe destination, else undefined (an unsafe one is dropped, never followed). */
export function safeNextPath(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && isSafeNextPath(value) ? value : undefined;
}
