import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentUserQuery } from './features/auth/api/use-current-user';
import { companiesQuery } from './features/companies/api/use-companies';
import { watchPrerenderedFocus } from './lib/prerendered';
import { queryClient } from './lib/query-client';
import './styles.css';

// Every screen asks who is signed in first, and the two a founder opens first also need the companies: ask now, in
// parallel, while the route's code is still loading, rather than each after the code that renders it.
void queryClient.prefetchQuery(currentUserQuery);
if (window.location.pathname === '/dashboard' || window.location.pathname === '/compliance') {
  void queryClient.prefetchQuery(companiesQuery);
}

watchPrerenderedFocus();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
