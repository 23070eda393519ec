import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The signed part of an export's download link: HMAC-SHA256 over the export, the account it belongs to and the
 * instant it expires, with a key derived from the install's secret (the mail key) for this use only. The route also
 * requires that account's session, so a forwarded link opens nothing for anyone else.
 */
export function createExportLinks(secret: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'charter data-export download link', 32));
  const mac = (exportId: string, userId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`${exportId}.${userId}.${expiresAt}`).digest('base64url');

  return {
    /** `<expires ms>.<mac>`: what the link's `token` carries. */
    sign(exportId: string, userId: string, expiresAt: Date): string {
      const at = expiresAt.getTime();
      return `${at}.${mac(exportId, userId, at)}`;
    },
    /** The expiry the token was signed with, or undefined when it was not signed for this export and account. */
    verify(token: string, exportId: string, userId: string): Date | undefined {
      const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const at = Number(match[1]);
      const expected = Buffer.from(mac(exportId, userId, at));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? new Date(at) : undefined;
    },
  };
}
export type ExportLinks = ReturnType<typeof createExportLinks>;
