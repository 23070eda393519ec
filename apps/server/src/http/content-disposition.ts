/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): an ASCII `filename` for old clients and the exact name
 * as `filename*` (RFC 8187, UTF-8 percent-encoded). Quotes, backslashes, percent signs and control characters never
 * reach the quoted form.
 */
export function attachmentDisposition(filename: string): string {
  const fallback =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
