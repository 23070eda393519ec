// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { dropEmailFromUrl, goToAuthPath, PrerenderUrlContext, useAuthUrl } from './use-auth-url';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { pathname, searchParams } = useAuthUrl();
  return (
    <p>
      {pathname} {searchParams.get('email')}
    </p>
  );
}

describe('the sign-in screen’s own routing', () => {
  it('follows a tab switch, and back', async () => {
    window.history.replaceState(null, '', '/login');
    const { result } = renderHook(() => useAuthUrl());
    expect(result.current.pathname).toBe('/login');
    act(() => goToAuthPath('/signup'));
    expect(result.current.pathname).toBe('/signup');
    expect(window.location.pathname).toBe('/signup');
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await moved;
    });
    expect(result.current.pathname).toBe('/login');
  });

  it('keeps where the sign-in is headed (?next=) across a tab switch', () => {
    window.history.replaceState(null, '', '/login?next=%2Forders%2F42');
    const { result } = renderHook(() => useAuthUrl());
    act(() => goToAuthPath('/signup'));
    expect(result.current.pathname).toBe('/signup');
    expect(result.current.searchParams.get('next')).toBe('/orders/42');
    act(() => goToAuthPath('/login'));
    expect(window.location.search).toBe('?next=%2Forders%2F42');
  });

  it('drops a handed-over address from the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/login?email=ada%40example.com&error=google_failed');
    const { result } = renderHook(() => useAuthUrl());
    expect(result.current.searchParams.get('email')).toBe('ada@example.com');
    act(() => dropEmailFromUrl());
    expect(window.location.search).toBe('?error=google_failed');
    expect(result.current.searchParams.get('email')).toBeNull();
    expect(result.current.searchParams.get('error')).toBe('google_failed');
  });

  it('is drawn at the URL the pre-render gives', () => {
    const markup = renderToString(
      <PrerenderUrlContext value="/signup?email=ada%40example.com">
        <Where />
      </PrerenderUrlContext>,
    );
    expect(markup).toContain('/signup');
    expect(markup).toContain('ada@example.com');
  });
});
