import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './landing-page';
import '../styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The landing page needs a #root element.');

const page = (
  <StrictMode>
    <LandingPage />
  </StrictMode>
);

// The production build ships pre-rendered markup to hydrate; `vite dev` serves only the <!--landing--> placeholder.
// Hydrated as a transition, React yields to the browser every few milliseconds: otherwise hydration is one task for
// the whole page (~50 ms here, ~200 ms on a phone), during which the page, already painted, cannot answer a tap.
if (root.firstElementChild)
  startTransition(() => {
    hydrateRoot(root, page);
  });
else createRoot(root).render(page);
