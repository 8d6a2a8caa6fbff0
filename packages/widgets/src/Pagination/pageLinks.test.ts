import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './pageLinks';

describe('pageWindow', () => {
  it('shows every page when they fit', () => {
    expect(pageWindow(0, 3, 5)).toEqual([0, 1, 2]);
  });
  it('centres on the current page and stays inside the range', () => {
    expect(pageWindow(10, 30, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(0, 30, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(29, 30, 5)).toEqual([25, 26, 27, 28, 29]);
    expect(pageWindow(50, 30, 20)).toHaveLength(20);
  });
  it('copes with bad input', () => {
    expect(pageWindow(0, 0, 5)).toEqual([]);
    expect(pageWindow(-3, 4, 0)).toEqual([0]);
    expect(pageWindow(Number.NaN, 4, 2)).toEqual([0, 1]);
  });
});

describe('pageCountOf', () => {
  it('counts pages, with at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(100000, 1000)).toBe(100);
    expect(pageCountOf(5, 0)).toBe(1);
  });
});
