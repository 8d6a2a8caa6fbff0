import { describe, expect, it } from 'vitest';
import { type CustomReportDefinition, customReportProblemOf, customReportProblems } from './customReport.js';

const base: CustomReportDefinition = {
  name: 'Hours by task',
  entity: 'time',
  columns: ['Task', 'Hours'],
  filters: [],
  groupBy: 'Task',
  aggregates: [{ column: 'Hours', fn: 'sum' }],
};
const codes = (d: Partial<CustomReportDefinition>) =>
  customReportProblems({ ...base, ...d } as CustomReportDefinition).map((p) => p.code);

describe('custom report definitions', () => {
  it('a complete definition has no problems', () => {
    expect(customReportProblems(base)).toEqual([]);
  });

  it('names every problem with the spec-style message', () => {
    expect(codes({ name: ' ' })).toEqual(['nameRequired']);
    expect(codes({ entity: 'payroll' as never })).toEqual(['unknownEntity']);
    expect(codes({ columns: [], groupBy: null, aggregates: [] })).toEqual(['noColumns']);
    expect(codes({ columns: ['Task', 'Hours', 'Task'] })).toEqual(['duplicateColumn']);
    const [p] = customReportProblems({ ...base, columns: ['Task', 'Hours', 'Salary'] });
    expect(p!.message).toBe("Column 'Salary' is not a column of time.");
    expect(codes({ groupBy: 'Location' })).toEqual(['groupByNotInColumns']);
    expect(codes({ groupBy: null })).toEqual(['aggregateNeedsGroup']);
    expect(codes({ aggregates: [{ column: 'Task', fn: 'sum' }] })).toEqual(['aggregateNeedsNumber']);
    expect(codes({ aggregates: [{ column: 'Date', fn: 'max' }] })).toEqual([]);
    expect(codes({ aggregates: [{ column: 'Hours', fn: 'median' as never }] })).toEqual(['unknownAggregate']);
  });

  it('filters: operator fits the type, value of the type', () => {
    expect(codes({ filters: [{ column: 'Hours', op: 'gt', value: 8 }] })).toEqual([]);
    expect(codes({ filters: [{ column: 'Task', op: 'contains', value: 'Dig' }] })).toEqual([]);
    expect(codes({ filters: [{ column: 'Task', op: 'empty' }] })).toEqual([]);
    expect(codes({ filters: [{ column: 'Hours', op: 'contains', value: '8' }] })).toEqual([
      'operatorNotForType',
    ]);
    expect(codes({ filters: [{ column: 'Task', op: 'gt', value: 'a' }] })).toEqual(['operatorNotForType']);
    expect(codes({ filters: [{ column: 'Hours', op: 'gt', value: 'eight' }] })).toEqual(['numberRequired']);
    expect(codes({ filters: [{ column: 'Date', op: 'gte', value: '10/01/2026' }] })).toEqual([
      'dateRequired',
    ]);
    expect(codes({ filters: [{ column: 'Task', op: 'eq', value: '' }] })).toEqual(['valueRequired']);
    expect(codes({ filters: [{ column: 'Task', op: 'like' as never, value: 'x' }] })).toEqual([
      'unknownOperator',
    ]);
  });

  it('reads a server message back into its code and parameters (for translation)', () => {
    expect(customReportProblemOf("Column 'Salary' is not a column of time.")).toEqual({
      code: 'unknownColumn',
      params: { column: 'Salary', entity: 'time' },
    });
    expect(customReportProblemOf('Select at least one column.')).toEqual({ code: 'noColumns', params: {} });
    expect(customReportProblemOf('Something else')).toBeNull();
  });
});
