/**
 * Pre-renders the landing page into the built index.html, so `/` arrives as complete HTML (readable without
 * JavaScript, by crawlers and by link previews) and src/landing/main.tsx only hydrates it.
 *
 * Usage, from apps/web (as `npm run build` does; tsx takes the `@/` alias from apps/web/tsconfig.json):
 *   tsx scripts/prerender.tsx [distDir]   (distDir defaults to apps/web/dist)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from '../src/landing/landing-page';

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const indexPath = path.join(distDir, 'index.html');
const placeholder = '<!--landing-->';
const siteUrlToken = /__SITE_URL__/g;

/** The public origin for canonical, og:url and JSON-LD: APP_URL, as the server reads it. */
function siteUrl(): string {
  const appUrl = process.env.APP_URL;
  if (!appUrl) {
    console.warn('prerender: APP_URL is not set; canonical and JSON-LD URLs will be root-relative and og:url is omitted.');
    return '';
  }
  return new URL(appUrl).href.replace(/\/$/, '');
}

const template = await readFile(indexPath, 'utf8');
if (!template.includes(placeholder)) {
  throw new Error(`prerender: ${indexPath} has no ${placeholder} placeholder (already pre-rendered, or not the landing document?)`);
}

// Same tree as main.tsx hydrates, StrictMode included, so useId values match.
const markup = renderToString(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);

const origin = siteUrl();
let html = template.replace(placeholder, () => markup);
// og:url must be absolute, so without a known origin the tag is dropped rather than left relative.
if (!origin) html = html.replace(/\s*<meta property="og:url"[^>]*>/, '');
html = html.replace(siteUrlToken, origin);

await writeFile(indexPath, html);
console.log(`prerender: wrote ${indexPath} (${Math.round(markup.length / 1024)} KB of landing markup)`);
