// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequest } from './use-request';

afterEach(cleanup);

/** A request whose answer the test gives when it likes. */
function controlled<A, R>() {
  const calls: { args: A; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  const send = (args: A) => new Promise<R>((resolve, reject) => calls.push({ args, resolve, reject }));
  return { send, calls };
}

describe('useRequest', () => {
  it('is pending, then holds the answer and calls onSuccess', async () => {
    const { send, calls } = controlled<string, number>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useRequest(send));
    act(() => result.current.run('a@example.com', { onSuccess }));
    expect(result.current).toMatchObject({ isPending: true, variables: 'a@example.com', isError: false });
    await act(async () => calls[0]!.resolve(7));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: 7, variables: 'a@example.com' });
    expect(onSuccess).toHaveBeenCalledWith(7);
  });

  it('holds the error and calls onError; reset clears it', async () => {
    const { send, calls } = controlled<string, number>();
    const onError = vi.fn();
    const { result } = renderHook(() => useRequest(send));
    act(() => result.current.run('x', { onError }));
    const failure = new Error('refused');
    await act(async () => calls[0]!.reject(failure));
    expect(result.current).toMatchObject({ isPending: false, isError: true, error: failure, variables: 'x' });
    expect(onError).toHaveBeenCalledWith(failure);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isError: false, error: null, variables: undefined });
  });

  it('counts only the latest call: an earlier answer arriving late changes nothing', async () => {
    const { send, calls } = controlled<string, string>();
    const onFirst = vi.fn();
    const { result } = renderHook(() => useRequest(send));
    act(() => result.current.run('first', { onSuccess: onFirst }));
    act(() => result.current.run('second'));
    await act(async () => calls[1]!.resolve('second answer'));
    await act(async () => calls[0]!.resolve('first answer'));
    expect(result.current.data).toBe('second answer');
    expect(onFirst).not.toHaveBeenCalled();
  });

  it('a reset while the answer is on its way drops it (the founder changed the address)', async () => {
    const { send, calls } = controlled<string, string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useRequest(send));
    act(() => result.current.run('a', { onSuccess }));
    act(() => result.current.reset());
    await act(async () => calls[0]!.resolve('late'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, data: undefined });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('tells a form that has gone nothing', async () => {
    const { send, calls } = controlled<string, string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useRequest(send));
    act(() => result.current.run('a', { onSuccess }));
    unmount();
    await act(async () => calls[0]!.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
