/**
 * Keeps an expensive read per key for `maxAgeMs`. Past that age the kept value is still answered at once while one
 * reload runs in the background (so no request waits on the slow read after the first); a failed reload keeps the
 * old value and is tried again on the next ask. `maxAgeMs` 0 reads every time.
 */
export function createRefreshingCache<V>(load: (key: string) => Promise<V>, options: { maxAgeMs: number; now: () => number }) {
  const entries = new Map<string, { value: V; at: number; reloading?: Promise<void> }>();
  const first = new Map<string, Promise<V>>();

  return {
    async get(key: string): Promise<V> {
      if (options.maxAgeMs === 0) return load(key);
      const entry = entries.get(key);
      if (!entry) {
        // Callers asking at once share the first read.
        let pending = first.get(key);
        if (!pending) {
          pending = load(key).then((value) => {
            entries.set(key, { value, at: options.now() });
            return value;
          });
          pending.finally(() => first.delete(key)).catch(() => undefined);
          first.set(key, pending);
        }
        return pending;
      }
      if (options.now() - entry.at >= options.maxAgeMs && !entry.reloading) {
        entry.reloading = load(key)
          .then((value) => void entries.set(key, { value, at: options.now() }))
          .catch(() => undefined)
          .finally(() => {
            entry.reloading = undefined;
          });
      }
      return entry.value;
    },
  };
}
