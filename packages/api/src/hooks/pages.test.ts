import { describe, expect, it } from 'vitest';
import type { EntityQuery } from '../client/entities.js';
import { fetchRemainingPages } from './hooks.js';

/** A list of `n` rows answered page by page, recording the queries it was asked. */
function fakeList(n: number) {
  const asked: EntityQuery[] = [];
  const list = async (q: EntityQuery) => {
    asked.push(q);
    const skip = q.skip ?? 0;
    return Array.from({ length: Math.max(0, Math.min(q.top ?? n, n - skip)) }, (_, i) => skip + i);
  };
  return { asked, list };
}

describe('fetchRemainingPages', () => {
  it('fetches from the end of the first page in chunks until a short page', async () => {
    const { asked, list } = fakeList(4_250);
    const rows = await fetchRemainingPages(list, { filter: 'status eq 1' }, 100, 2_000);
    expect(rows).toHaveLength(4_150);
    expect(rows[0]).toBe(100);
    expect(rows.at(-1)).toBe(4_249);
    expect(asked).toEqual([
      { filter: 'status eq 1', top: 2_000, skip: 100 },
      { filter: 'status eq 1', top: 2_000, skip: 2_100 },
      { filter: 'status eq 1', top: 2_000, skip: 4_100 },
    ]);
  });

  it('asks once more when the rows end exactly on a page boundary, and stops at the empty page', async () => {
    const { asked, list } = fakeList(2_100);
    expect(await fetchRemainingPages(list, {}, 100, 2_000)).toHaveLength(2_000);
    expect(asked.map((q) => q.skip)).toEqual([100, 2_100]);
  });

  it('passes the error of a failed page on', async () => {
    const list = async () => {
      throw new Error('Server error');
    };
    await expect(fetchRemainingPages(list, {}, 100)).rejects.toThrow('Server error');
  });
});
