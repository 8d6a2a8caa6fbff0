/**
 * A per-request memo of read-only look-ups (issue 16: the offline clock queue handles hundreds of
 * taps in one request and loads the company's rules once, not once per tap). Keys name the look-up
 * and its arguments; only successful results are kept, so a failed query is retried next time.
 */
export type LookupMemo = Map<string, unknown>;

/**
 * The value of `load()` under `key`: from `memo` when already loaded, else loaded and kept there.
 * Without a memo (`undefined`) it simply calls `load()`, so callers outside a batch are unchanged.
 */
export async function memoised<T>(
  memo: LookupMemo | undefined,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!memo) return load();
  if (memo.has(key)) return memo.get(key) as T;
  const value = await load();
  memo.set(key, value);
  return value;
}
