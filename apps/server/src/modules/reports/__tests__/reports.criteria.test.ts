import { describe, expect, it } from 'vitest';
import {
  activeCriteria,
  criteriaDay,
  dateRangeOf,
  groupAndSort,
  lexicographic,
} from '../reports.criteria.js';

const DENVER = 'America/Denver';

describe('report criteria (time spec 5 "Report running")', () => {
  it('reads dates as YYYY-MM-DD, MM/DD/YYYY or an ISO instant in the company zone', () => {
    const day = criteriaDay('2026-03-08', DENVER, 'fromDate');
    expect(criteriaDay('03/08/2026', DENVER, 'fromDate')).toBe(day);
    expect(criteriaDay('3/8/2026', DENVER, 'fromDate')).toBe(day);
    // 05:00 UTC on the 9th is still the 8th in Denver.
    expect(criteriaDay('2026-03-09T05:00:00Z', DENVER, 'fromDate')).toBe(day);
    expect(() => criteriaDay('02/30/2026', DENVER, 'toDate')).toThrow(
      "toDate is not a valid date: '02/30/2026'.",
    );
    expect(() => criteriaDay('soon', DENVER, 'fromDate')).toThrow("fromDate is not a valid date: 'soon'.");
  });

  it('turns fromDate into the start and toDate into the end of their days, across DST', () => {
    expect(dateRangeOf({ fromDate: '2026-03-08', toDate: '2026-03-08' }, DENVER)).toEqual({
      from: '2026-03-08T07:00:00.000Z',
      to: '2026-03-09T05:59:59.999Z',
      toExclusive: '2026-03-09T06:00:00.000Z',
    });
    expect(dateRangeOf({}, DENVER)).toEqual({ from: null, to: null, toExclusive: null });
    expect(() => dateRangeOf({ fromDate: '2026-03-09', toDate: '2026-03-08' }, DENVER)).toThrow(
      'To Date must not be before From Date.',
    );
  });

  it('drops criteria the report does not use and takes grouping.by as groupBy', () => {
    const out = activeCriteria(
      { fromDate: '2026-01-01', deviceIds: ['d'], status: ['1'], grouping: { by: 'Employee' } },
      ['fromDate', 'groupBy'],
    );
    expect(out).toEqual({ fromDate: '2026-01-01', groupBy: 'Employee' });
  });

  it("groups by a report field, else fails with 'Field not found'", () => {
    const fields = [
      { name: 'Employee', type: 'string' as const, label: 'Employee' },
      { name: 'TotalTime', type: 'hours' as const, label: 'Total' },
    ];
    const records = [
      { Employee: 'b', TotalTime: 2 },
      { Employee: 'a', TotalTime: 3 },
      { Employee: 'b', TotalTime: 1 },
    ];
    expect(groupAndSort(fields, records, { groupBy: 'Employee', sortBy: 'TotalTime' })).toEqual([
      { Employee: 'a', TotalTime: 3 },
      { Employee: 'b', TotalTime: 1 },
      { Employee: 'b', TotalTime: 2 },
    ]);
    expect(() => groupAndSort(fields, records, { groupBy: 'Location' })).toThrow('Field not found');
  });

  it('builds the sort key of time spec 9', () => {
    expect(lexicographic('Anna Maria Del Rosario', 'id1')).toBe('annamariadelros' + 'id1');
    expect(lexicographic(null, 'x')).toBe('x');
  });
});
