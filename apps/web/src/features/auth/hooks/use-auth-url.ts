import { createContext, useContext, useSyncExternalStore } from 'react';

/*
 * The sign-in screen's own routing, for its two paths (/login and /signup): it runs without the app's router (issue
 * 14: what /login downloads). A tab switch is a history entry, as a link would be, and back and forward follow it.
 */

/** The URL the screen is drawn at outside a browser (scripts/route-shells.tsx pre-renders /login and /signup). */
export const PrerenderUrlContext = createContext('/login');

const MOVED = 'charter:sign-in-moved';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(MOVED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(MOVED, onChange);
  };
}

const browserUrl = () => window.location.pathname + window.location.search;

export function useAuthUrl(): { pathname: string; searchParams: URLSearchParams } {
  const prerenderUrl = useContext(PrerenderUrlContext);
  const url = useSyncExternalStore(subscribe, browserUrl, () => prerenderUrl);
  const [pathname = '/', search = ''] = url.split('?');
  return { pathname, searchParams: new URLSearchParams(search) };
}

/**
 * To /login or /signup without a reload. Where the sign-in is headed (`?next=`, a mailed link's page) stays in the
 * address, so either tab, and a reload of it, still leads there.
 */
export function goToAuthPath(path: '/login' | '/signup'): void {
  const next = new URLSearchParams(window.location.search).get('next');
  const url = next ? `${path}?${new URLSearchParams({ next })}` : path;
  if (browserUrl() === url) return;
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(MOVED));
}

/**
 * An address handed over in the URL (?email=, from an invitation or a verified link) has filled the form: it leaves the
 * address bar and the history, where the next person at a shared computer would find it.
 */
export function dropEmailFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('email')) return;
  url.searchParams.delete('email');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  window.dispatchEvent(new Event(MOVED));
}
