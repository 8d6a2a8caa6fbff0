import { describe, expect, it } from 'vitest';
import {
  CLOCK_MESSAGES,
  findRecentClockIn,
  validateClockElapsed,
  validateClockSelection,
  validateNoDuplicateClockIn,
} from './clock.js';
import { DomainError } from '../errors.js';

describe('validateClockSelection', () => {
  const emp = { id: 'e1' };
  it('requires a location', () => {
    const err = validateClockSelection({ location_id: null, employees: [emp] });
    expect(err).toBeInstanceOf(DomainError);
    expect(err?.code).toBe('LOCATION_REQUIRED');
    expect(err?.message).toBe('Please select a location.');
  });
  it('requires at least one employee', () => {
    expect(validateClockSelection({ location_id: 'l1', employees: [] })?.code).toBe('EMPLOYEE_REQUIRED');
  });
  it('requires a task when an employee has permission sets and a location is chosen', () => {
    const err = validateClockSelection({
      location_id: 'l1',
      employees: [emp, { id: 'e2', permissionSetIds: ['p1'] }],
    });
    expect(err?.code).toBe('TASK_REQUIRED');
    expect(err?.title).toBe('Task Required');
    expect(err?.message).toBe('Please select task.');
  });
  it('does not require a task when nobody has permission sets', () => {
    expect(
      validateClockSelection({ location_id: 'l1', employees: [{ id: 'e', permissionSetIds: [] }] }),
    ).toBe(null);
  });
  it('accepts a task when required', () => {
    expect(
      validateClockSelection({
        location_id: 'l1',
        task_id: 't',
        employees: [{ id: 'e', permissionSetIds: ['p'] }],
      }),
    ).toBe(null);
  });
  it('rejects invalid custom fields', () => {
    const err = validateClockSelection({ location_id: 'l1', employees: [emp], customFieldsValid: false });
    expect(err?.message).toBe('Invalid Custom Field Input');
  });
});

describe('validateClockElapsed', () => {
  it('rejects less than 60 seconds', () => {
    const err = validateClockElapsed('2026-01-01T10:00:00Z', '2026-01-01T10:00:59Z');
    expect(err?.title).toBe('Invalid Time');
    expect(err?.message).toBe('The elapsed time between IN and OUT must be at least 1 minute.');
  });
  it('accepts exactly 60 seconds', () => {
    expect(validateClockElapsed('2026-01-01T10:00:00Z', '2026-01-01T10:01:00Z')).toBe(null);
  });
  it('rejects out before in', () => {
    expect(validateClockElapsed('2026-01-01T10:00:00Z', '2026-01-01T09:00:00Z')?.code).toBe('INVALID_TIME');
  });
  it('reports unparsable instants', () => {
    expect(validateClockElapsed('nonsense', '2026-01-01T09:00:00Z')?.code).toBe('INVALID_TIMESTAMP');
  });
  it('accepts Date and epoch inputs', () => {
    expect(validateClockElapsed(new Date(0), 120_000)).toBe(null);
  });
});

describe('duplicate clock in', () => {
  const now = '2026-03-01T12:00:00Z';
  const recent = [
    { employee_id: 'other', inTimeStamp: '2026-03-01T11:30:00Z', status: 1 },
    { employee_id: 'e1', inTimeStamp: '2026-03-01T10:59:59Z', status: 1 },
    { employee_id: 'e1', inTimeStamp: '2026-03-01T11:10:00Z', status: 3 },
  ];
  it('ignores other employees, deleted records and INs older than an hour', () => {
    expect(findRecentClockIn('e1', recent, now)).toBe(null);
    expect(validateNoDuplicateClockIn('e1', recent, now)).toBe(null);
  });
  it('blocks an IN exactly one hour ago', () => {
    const r = [...recent, { employee_id: 'e1', inTimeStamp: '2026-03-01T11:00:00Z', status: 1 }];
    expect(findRecentClockIn('e1', r, now)?.inTimeStamp).toBe('2026-03-01T11:00:00Z');
    const err = validateNoDuplicateClockIn('e1', r, now);
    expect(err?.code).toBe('DUPLICATE_CLOCK_IN');
    expect(err?.message).toBe(CLOCK_MESSAGES.duplicateIn);
  });
  it('ignores INs in the future of now and an invalid now', () => {
    const r = [{ employee_id: 'e1', inTimeStamp: '2026-03-01T12:00:01Z', status: 1 }];
    expect(findRecentClockIn('e1', r, now)).toBe(null);
    expect(findRecentClockIn('e1', r, 'bad')).toBe(null);
  });
});
