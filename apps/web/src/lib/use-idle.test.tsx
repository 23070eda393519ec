// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle';

/** requestIdleCallback held until the test says the browser is idle. */
let idleCallbacks: (() => void)[] = [];
beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const browserIdles = () => act(async () => idleCallbacks.forEach((callback) => callback()));

describe('useIdle', () => {
  it('turns true once the browser is idle', async () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await browserIdles();
    expect(result.current).toBe(true);
  });

  it('prepares in the idle callback, and turns true only once that has settled, failed or not', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      let settle!: () => void;
      const prepare = vi.fn(
        () => new Promise<void>((resolve, reject) => (settle = outcome === 'resolve' ? resolve : () => reject(new Error('offline')))),
      );
      const { result, unmount } = renderHook(() => useIdle(prepare));
      expect(prepare).not.toHaveBeenCalled();
      await browserIdles();
      expect(prepare).toHaveBeenCalledTimes(1);
      expect(result.current).toBe(false);
      await act(async () => settle());
      expect(result.current).toBe(true);
      unmount();
      idleCallbacks = [];
    }
  });
});
