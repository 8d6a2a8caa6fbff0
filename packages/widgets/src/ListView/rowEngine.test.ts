import { describe, expect, it } from 'vitest';
import { createRowIndex, queryRows } from './rowEngine';

interface R {
  id: number;
  name: string;
  hours: number | null;
  start?: Date;
}
const data: R[] = [
  { id: 0, name: 'delta', hours: 5 },
  { id: 1, name: 'Alpha', hours: 10 },
  { id: 2, name: 'charlie', hours: null },
  { id: 3, name: 'bravo', hours: 2.5 },
  { id: 4, name: 'alpha two', hours: 10 },
];
const columns = [
  { id: 'name', value: (r: R) => r.name },
  { id: 'hours', value: (r: R) => r.hours },
];
const q = (over: Partial<Parameters<typeof queryRows>[1]> = {}) =>
  Array.from(
    queryRows(createRowIndex(data, columns), {
      globalFilter: '',
      columnFilters: [],
      sorting: [],
      globalColumns: ['name', 'hours'],
      ...over,
    }),
  );

describe('queryRows', () => {
  it('returns every row in data order without filters or sorting', () => {
    expect(q()).toEqual([0, 1, 2, 3, 4]);
  });
  it('sorts strings case-insensitively, ties by original order', () => {
    expect(q({ sorting: [{ id: 'name', desc: false }] })).toEqual([1, 4, 3, 2, 0]);
    expect(q({ sorting: [{ id: 'name', desc: true }] })).toEqual([0, 2, 3, 4, 1]);
  });
  it('sorts numbers numerically with empty values last', () => {
    expect(q({ sorting: [{ id: 'hours', desc: false }] })).toEqual([3, 0, 1, 4, 2]);
  });
  it('sorts by several keys', () => {
    expect(
      q({
        sorting: [
          { id: 'hours', desc: true },
          { id: 'name', desc: true },
        ],
      }),
    ).toEqual([2, 4, 1, 0, 3]);
  });
  it('filters globally by every word, case-insensitively', () => {
    expect(q({ globalFilter: 'ALPHA' })).toEqual([1, 4]);
    expect(q({ globalFilter: 'alpha 10 two' })).toEqual([4]);
    expect(q({ globalFilter: 'zulu' })).toEqual([]);
  });
  it('filters by column and combines with sorting', () => {
    expect(
      q({ columnFilters: [{ id: 'hours', value: '10' }], sorting: [{ id: 'name', desc: true }] }),
    ).toEqual([4, 1]);
    expect(q({ columnFilters: [{ id: 'name', value: '  ' }] })).toEqual([0, 1, 2, 3, 4]);
  });
  it('sorts dates by time', () => {
    const d = [{ t: new Date('2026-03-01') }, { t: new Date('2025-01-01') }, { t: new Date('2026-01-01') }];
    const idx = createRowIndex(d, [{ id: 't', value: (r: { t: Date }) => r.t }]);
    expect(
      Array.from(
        queryRows(idx, {
          globalFilter: '',
          columnFilters: [],
          globalColumns: [],
          sorting: [{ id: 't', desc: false }],
        }),
      ),
    ).toEqual([1, 2, 0]);
  });
  it('names an unknown column', () => {
    expect(() => q({ sorting: [{ id: 'nope', desc: false }] })).toThrow("ListView: unknown column id 'nope'");
    expect(() => q({ columnFilters: [{ id: 'nope', value: 'x' }] })).toThrow(
      "ListView: unknown column id 'nope'",
    );
  });
  it('handles an empty list', () => {
    const idx = createRowIndex<R>([], columns);
    expect(
      queryRows(idx, {
        globalFilter: 'a',
        columnFilters: [],
        globalColumns: ['name'],
        sorting: [{ id: 'name', desc: false }],
      }).length,
    ).toBe(0);
  });
  it('warms keys step by step and reports when done', () => {
    const idx = createRowIndex(data, columns);
    let steps = 0;
    while (idx.warmStep(['name', 'hours'], ['name'])) steps++;
    expect(steps).toBe(3);
  });
  it('matches a word within one cell, never across cells or rows', () => {
    expect(q({ globalFilter: 'a5' })).toEqual([]);
    expect(q({ globalFilter: 'ta5' })).toEqual([]);
    expect(q({ globalFilter: '\u0001' })).toEqual([]);
    expect(q({ globalFilter: 'o 2.5' })).toEqual([3]);
    expect(
      q({
        columnFilters: [
          { id: 'name', value: 'a' },
          { id: 'hours', value: '1' },
        ],
      }),
    ).toEqual([1, 4]);
  });
});
