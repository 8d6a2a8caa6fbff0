import { bindingValue, defaultAnswers } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { loadDefaultContext, type RecordReader } from './defaultContext.js';

/** A fake entity API: the records a user may read; anything else is refused like a 403/404. */
const reader = (records: Record<string, Record<string, unknown>>): RecordReader & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    get: async <T>(entity: string, id: string) => {
      calls.push(`${entity}/${id}`);
      const r = records[`${entity}/${id}`];
      if (!r) throw new Error('Not authorized');
      return r as T;
    },
  };
};
const base = { company: { name: 'Northwind' }, now: new Date('2026-11-28T12:00:00Z'), timeZone: 'UTC' };

describe('loadDefaultContext (default-value bindings of the filling employee and record)', () => {
  it('reads the employee with department and division names and the location, asset and task', async () => {
    const api = reader({
      'Employee/e1': {
        id: 'e1',
        firstName: 'Eli',
        lastName: 'Ortiz',
        department_id: 'd1',
        division_id: 'v1',
      },
      'Department/d1': { id: 'd1', name: 'Field crews' },
      'Division/v1': { id: 'v1', name: 'North' },
      'Location/l1': { id: 'l1', name: 'Denver yard', address: { street: '1 Main St', city: 'Denver' } },
      'Asset/a1': { id: 'a1', name: 'Truck 12' },
      'Task/t1': { id: 't1', name: 'Inspection' },
    });
    const ctx = await loadDefaultContext(
      api,
      { employeeId: 'e1', locationId: 'l1', assetId: 'a1', taskId: 't1' },
      base,
    );
    expect(bindingValue('employee.fullName', ctx)).toBe('Eli Ortiz');
    expect(bindingValue('employee.department', ctx)).toBe('Field crews');
    expect(bindingValue('employee.division', ctx)).toBe('North');
    expect(bindingValue('location.address', ctx)).toBe('1 Main St, Denver');
    expect(bindingValue('asset.name', ctx)).toBe('Truck 12');
    expect(bindingValue('task.name', ctx)).toBe('Inspection');
    expect(
      defaultAnswers(
        [
          {
            id: 'q',
            type: 'select',
            name: 'Where',
            selectType: 'location',
            defaultValue: { binding: 'location.name' },
          },
        ],
        ctx,
      ),
    ).toEqual({ q: 'l1' });
  });

  it('leaves out what the user may not read and asks for nothing without ids', async () => {
    const api = reader({ 'Employee/e2': { id: 'e2', fullName: 'Fiona Field', department_id: 'secret' } });
    const ctx = await loadDefaultContext(api, { employeeId: 'e2', locationId: 'l9' }, base);
    expect(ctx.employee).toMatchObject({ fullName: 'Fiona Field', department: null, division: null });
    expect(ctx.location).toBeNull();
    expect(bindingValue('location.name', ctx)).toBeNull();
    expect(api.calls.sort()).toEqual(['Department/secret', 'Employee/e2', 'Location/l9']);
    const none = reader({});
    expect(await loadDefaultContext(none, {}, base)).toMatchObject({ employee: null, location: null });
    expect(none.calls).toEqual([]);
  });
});
