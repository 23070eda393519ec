import { StrictMode } from 'react';
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
if (root.firstElementChild) hydrateRoot(root, page);
else createRoot(root).render(page);
