import { describe, expect, it } from 'vitest';
import { parentsFirst } from '../recyclebin.service.js';

describe('parentsFirst', () => {
  it('puts parents before their children, whatever the input order', () => {
    const rows = [
      { id: 'g', parentId: 'c' },
      { id: 'c', parentId: 'root' },
      { id: 'c2', parentId: 'root' },
      { id: 'gg', parentId: 'g' },
    ];
    const out = parentsFirst(rows);
    expect(out).toHaveLength(4);
    expect(out.indexOf('c')).toBeLessThan(out.indexOf('g'));
    expect(out.indexOf('g')).toBeLessThan(out.indexOf('gg'));
  });

  it('keeps every record of a cycle', () => {
    expect(
      parentsFirst([
        { id: 'a', parentId: 'b' },
        { id: 'b', parentId: 'a' },
      ]).sort(),
    ).toEqual(['a', 'b']);
  });
});
