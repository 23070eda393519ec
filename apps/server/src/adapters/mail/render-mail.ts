import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The text part is the HTML read back as React Email reads it (`render(…, { plainText: true })`: html-to-text with
 * its selectors), compiled once: converting with fresh options costs ten times as much per mail. On top of React
 * Email's selectors: headings as written (html-to-text capitalises them), list items as the digest's "  - " lines.
 */
const htmlToText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'ul', options: { itemPrefix: '  - ' } },
  ],
});

/**
 * A React Email component to the mail's two parts, HTML and text, from one source (React escapes every value).
 * Synchronous, unlike React Email's `render()`, because the services build their mails where they decide to send them.
 */
export function renderMail(element: ReactElement): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return { html, text: htmlToText(html) };
}
