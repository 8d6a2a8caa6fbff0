import { describe, expect, it } from 'vitest';
import { legacyFavoritesToAdd } from './useReportFavorites.js';

describe('legacyFavoritesToAdd', () => {
  it('keeps the stored keys the server lacks, in order, once each', () => {
    expect(
      legacyFavoritesToAdd(['rollcall', 'payroll-detail', 'rollcall', 'user-roles'], ['payroll-detail']),
    ).toEqual(['rollcall', 'user-roles']);
  });
  it('ignores anything that is not a list of keys', () => {
    expect(legacyFavoritesToAdd(null, [])).toEqual([]);
    expect(legacyFavoritesToAdd('rollcall', [])).toEqual([]);
    expect(legacyFavoritesToAdd({ a: 1 }, [])).toEqual([]);
    expect(legacyFavoritesToAdd([1, '', null, 'rollcall'], [])).toEqual(['rollcall']);
  });
});
