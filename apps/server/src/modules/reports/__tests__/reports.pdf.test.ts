import { describe, expect, it } from 'vitest';
import { fitColumns } from '../reports.pdf.js';

// One pt per character, bold a little wider, so the expectations can be worked out by hand.
const measure = (font: string, text: string) => text.length * (font.endsWith('Bold') ? 1.1 : 1);
const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);

describe('fitColumns (report PDF column widths)', () => {
  it('shares the width by the longest text when everything fits on one line', () => {
    const { widths: w } = fitColumns(['A', 'B'], [['aaaa', 'bbbbbbbbbbbb']], 32, measure);
    expect(sum(w)).toBeCloseTo(32);
    expect(w[0]).toBeCloseTo(8); // 4 of 16 -> a quarter
    expect(w[1]).toBeCloseTo(24);
  });

  it('gives every column at least its longest word before sharing the rest', () => {
    // Longest texts 14.4 (the 40 % cap) x 3 + 4 > 36: each column gets its longest word (10, 10,
    // 10, 4) and the 2 pt left go to the columns that wrap, by how much longer they are.
    const long = 'aaaaaaaaaa bbbbbbbbbb';
    const { widths: w } = fitColumns(['D', 'E', 'F', 'Hrs'], [[long, long, long, '7.50']], 36, measure);
    expect(w[0]).toBeCloseTo(10 + 2 / 3);
    expect(w[3]).toBeCloseTo(4);
    expect(sum(w)).toBeCloseTo(36);
  });

  it('counts the bold header and an image as wide as it prints', () => {
    const { widths: w } = fitColumns(['Vacation', 'Sign'], [['1', { image: Buffer.from('') }]], 200, measure);
    expect(w[0]! / w[1]!).toBeCloseTo(8.8 / 90);
  });

  it('scales the longest words down alike when even they do not fit', () => {
    const fit = fitColumns(['abcdefghij', 'abcdefghij'], [], 11, measure);
    expect(fit.widths).toEqual([5.5, 5.5]);
    expect(fit.scale).toBeCloseTo(0.5); // the text at half its size would fit
    expect(fitColumns(['ab'], [], 11, measure).scale).toBe(1);
  });

  it('falls back to equal columns with nothing to measure', () => {
    expect(fitColumns(['', '', ''], [], 30, measure).widths).toEqual([10, 10, 10]);
    expect(fitColumns([], [], 30, measure).widths).toEqual([]);
  });

  it('lets a long note count for at most 40 % of the table', () => {
    const { widths: w } = fitColumns(['N', 'X'], [['word '.repeat(100).trim(), 'xxxxxxxxxx']], 100, measure);
    expect(w[0]).toBeCloseTo(80); // 40 of 50 -> 80 of 100
  });
});
