import { describe, expect, it } from 'vitest';
import {
  addMonths,
  assertDateModel,
  compareDays,
  formatDateText,
  formatMDY,
  monthGrid,
  parseDateText,
  parseMDY,
} from './date';

describe('formatMDY / parseMDY', () => {
  it('formats a local day as MM/DD/YYYY', () => {
    expect(formatMDY(new Date(2026, 0, 5))).toBe('01/05/2026');
    expect(formatMDY(new Date(2026, 11, 31, 23, 59))).toBe('12/31/2026');
  });
  it('parses MM/DD/YYYY and one-digit month/day to local midnight', () => {
    expect(parseMDY('11/18/2026')).toEqual(new Date(2026, 10, 18));
    expect(parseMDY(' 1/2/2026 ')).toEqual(new Date(2026, 0, 2));
  });
  it('round-trips', () => {
    const d = new Date(2024, 1, 29);
    expect(parseMDY(formatMDY(d))).toEqual(d);
  });
  it.each([
    '02/30/2026',
    '13/01/2026',
    '00/10/2026',
    '1/2/26',
    '2026-11-18',
    '',
    'abc',
    '11/18/2026x',
    '02/29/2025',
  ])('rejects %j', (text) => {
    expect(parseMDY(text)).toBeNull();
  });
});

describe('formatDateText / parseDateText', () => {
  it('writes and reads DD/MM/YYYY (a Spanish console) and MM/DD/YYYY', () => {
    const d = new Date(2026, 10, 28);
    expect(formatDateText(d, 'DD/MM/YYYY')).toBe('28/11/2026');
    expect(formatDateText(d, 'MM/DD/YYYY')).toBe('11/28/2026');
    expect(parseDateText('28/11/2026', 'DD/MM/YYYY')).toEqual(d);
    expect(parseDateText(' 2/1/2026 ', 'DD/MM/YYYY')).toEqual(new Date(2026, 0, 2));
    expect(parseDateText('11/28/2026', 'MM/DD/YYYY')).toEqual(d);
  });
  it.each(['11/28/2026', '31/02/2026', '29/02/2025', '1/2/26', 'abc'])('rejects %j as DD/MM/YYYY', (text) => {
    expect(parseDateText(text, 'DD/MM/YYYY')).toBeNull();
  });
});

describe('assertDateModel', () => {
  it('passes Dates and maps null/undefined to null', () => {
    const d = new Date(2026, 10, 18);
    expect(assertDateModel(d, 'DatePicker')).toBe(d);
    expect(assertDateModel(null, 'DatePicker')).toBeNull();
    expect(assertDateModel(undefined, 'DatePicker')).toBeNull();
  });
  it('throws for anything that is not a Date', () => {
    expect(() => assertDateModel('2026-11-18', 'DatePicker')).toThrow(
      'DatePicker value must be a Date or null, got the string "2026-11-18".',
    );
    expect(() => assertDateModel(1763424000000, 'DatePicker')).toThrow(
      'DatePicker value must be a Date or null, got number.',
    );
    expect(() => assertDateModel(new Date('nope'), 'DateRangePicker')).toThrow(
      'DateRangePicker value must be a Date or null, got an invalid Date.',
    );
    expect(() => assertDateModel({}, 'DatePicker')).toThrow(TypeError);
  });
});

describe('calendar maths', () => {
  it('clamps addMonths to the end of shorter months', () => {
    expect(addMonths(new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 28));
    expect(addMonths(new Date(2024, 0, 31), 1)).toEqual(new Date(2024, 1, 29));
    expect(addMonths(new Date(2026, 2, 15), -3)).toEqual(new Date(2025, 11, 15));
  });
  it('compares calendar days ignoring time', () => {
    expect(compareDays(new Date(2026, 0, 1, 23), new Date(2026, 0, 1, 1))).toBe(0);
    expect(compareDays(new Date(2026, 0, 1), new Date(2026, 0, 2))).toBeLessThan(0);
  });
  it('builds a 6x7 grid starting on the week start', () => {
    const grid = monthGrid(new Date(2026, 10, 18));
    expect(grid).toHaveLength(6);
    expect(grid.every((w) => w.length === 7)).toBe(true);
    expect(grid[0]![0]).toEqual(new Date(2026, 10, 1)); // November 2026 starts on a Sunday
    const mondayGrid = monthGrid(new Date(2026, 10, 18), 1);
    expect(mondayGrid[0]![0]).toEqual(new Date(2026, 9, 26));
  });
});
