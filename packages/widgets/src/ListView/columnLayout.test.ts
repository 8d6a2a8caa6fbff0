import { describe, expect, it } from 'vitest';
import {
  MIN_COLUMN_WIDTH,
  moveColumn,
  moveColumnTo,
  normaliseColumnLayout,
  setColumnHidden,
  setColumnWidth,
} from './columnLayout';

const cols = [
  { id: 'a', width: 100 },
  { id: 'b', hidden: true },
  { id: 'c', width: 20 },
];

describe('column layout', () => {
  it('derives a layout from the columns', () => {
    expect(normaliseColumnLayout(undefined, cols)).toEqual({
      order: ['a', 'b', 'c'],
      hidden: ['b'],
      widths: { a: 100, b: 160, c: MIN_COLUMN_WIDTH },
    });
  });
  it('drops unknown ids, appends new columns and clamps saved widths', () => {
    const l = normaliseColumnLayout(
      { order: ['c', 'zz', 'a'], hidden: ['zz'], widths: { a: 10, c: 300.4 } },
      cols,
    );
    expect(l).toEqual({ order: ['c', 'a', 'b'], hidden: [], widths: { a: 75, b: 160, c: 300 } });
  });
  it('moves columns and clamps at the ends', () => {
    const l = normaliseColumnLayout(undefined, cols);
    expect(moveColumn(l, 'a', 1).order).toEqual(['b', 'a', 'c']);
    expect(moveColumn(l, 'a', -5)).toBe(l);
    expect(moveColumn(l, 'c', -9).order).toEqual(['c', 'a', 'b']);
    expect(moveColumnTo(l, 'c', 'a').order).toEqual(['c', 'a', 'b']);
    expect(moveColumnTo(l, 'x', 'a')).toBe(l);
  });
  it('never hides the last visible column', () => {
    let l = normaliseColumnLayout(undefined, cols);
    l = setColumnHidden(l, 'a', true);
    expect(l.hidden).toEqual(['b', 'a']);
    expect(setColumnHidden(l, 'c', true)).toBe(l);
    expect(setColumnHidden(l, 'b', false).hidden).toEqual(['a']);
  });
  it('keeps widths at or above 75 px', () => {
    const l = normaliseColumnLayout(undefined, cols);
    expect(setColumnWidth(l, 'a', 10).widths.a).toBe(75);
    expect(setColumnWidth(l, 'a', Number.NaN).widths.a).toBe(75);
    expect(setColumnWidth(l, 'a', 250.6).widths.a).toBe(251);
  });
});
