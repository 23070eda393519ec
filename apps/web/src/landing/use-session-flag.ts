import { useCallback, useSyncExternalStore } from 'react';
import { readSessionStorage, writeSessionStorage } from '@/lib/storage-keys';

// sessionStorage fires no event in the tab that writes it, so the setter tells this tab's readers itself.
const listeners = new Set<() => void>();
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** A yes/no remembered for this browser tab's session. False on the server and during hydration. */
export function useSessionFlag(key: string): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readSessionStorage(key) === '1',
    () => false,
  );
  const set = useCallback(() => {
    writeSessionStorage(key, '1');
    for (const listener of listeners) listener();
  }, [key]);
  return [value, set];
}
