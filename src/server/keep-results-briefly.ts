export type KeptResults<K, V> = {
  get(key: K): Promise<V>;
  clear(): void;
};

type Entry<V> = { at: number; value: Promise<V> };

/**
 * A lookup's answer per key, kept for `ttlMs`, for answers every page view asks for and that stay
 * true a little while (the landing's experiment, the funnel's counts), so the database is not
 * asked on every request. Concurrent requests share one lookup; a failed lookup is not kept, so
 * the next request asks again. `clear` forgets everything (this process changed the answer).
 */
export function keepResultsBriefly<K, V>(
  lookup: (key: K) => Promise<V>,
  ttlMs: number,
  now: () => number = Date.now,
): KeptResults<K, V> {
  const entries = new Map<K, Entry<V>>();
  return {
    get(key) {
      const kept = entries.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.value;
      const entry = { at: now(), value: lookup(key) };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
