import { describe, expect, it } from 'vitest';
import { dateOnly, pgArray } from '../payroll.queries.js';

describe('pgArray', () => {
  it('quotes text, escapes quotes and backslashes, and keeps numbers, booleans and nulls', () => {
    expect(pgArray(['a"b', null, 3, true, false, 'x\\y', undefined, Number.NaN])).toBe(
      '{"a\\"b",NULL,3,t,f,"x\\\\y",NULL,NULL}',
    );
    expect(pgArray([])).toBe('{}');
    expect(pgArray(['NULL'])).toBe('{"NULL"}');
  });
});

describe('dateOnly', () => {
  it('reads a date column the way each driver hands it over', () => {
    expect(dateOnly('2026-10-04T00:00:00.000Z', 'pglite')).toBe('2026-10-04');
    const localMidnight = new Date(2026, 9, 4);
    expect(dateOnly(localMidnight.toISOString(), 'postgres')).toBe('2026-10-04');
    expect(dateOnly('2026-10-04', 'pglite')).toBe('2026-10-04');
    expect(dateOnly(null, 'postgres')).toBeNull();
  });
});
