// The reference for npm run bench:web: React renders a heading and a paragraph, as small as a React page gets.
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(globalThis.document.getElementById('root')).render(
  createElement(
    StrictMode,
    null,
    createElement(
      'main',
      null,
      createElement('h1', null, 'Minimal React page'),
      createElement('p', null, 'Rendered by React on the client.'),
    ),
  ),
);
