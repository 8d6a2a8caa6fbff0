import { describe, expect, it } from 'vitest';
import { printInstant, ticketFormStates, ticketPrintRows } from './ticketPrint.js';

const text = {
  locale: 'en-US',
  status: (s: string) => `S:${s}`,
  priority: (p: 1 | 2 | 3) => `P${p}`,
  minutes: (n: number) => `${n} min`,
  filled: 'filled',
  notFilled: 'not filled',
};
const value = (rows: { key: string; value: string }[], key: string) => rows.find((r) => r.key === key)?.value;

describe('ticketPrintRows', () => {
  it('prints the ticket with names for its references, times in their zones', () => {
    const rows = ticketPrintRows(
      {
        name: 'Boiler',
        locationLabel: 'Main St',
        location_id: 'l1',
        skillSetIds: ['s1', 'gone'],
        formIds: ['f1'],
        serviceStatus: 'inProgress',
        priority: 3,
        estimatedDurationMinutes: 90,
        callTimeStamp: '2031-03-12T16:05:00.000Z',
        callTimeZone: 'America/Denver',
        scheduledDate: '2031-03-13',
        scheduledStartTime: '09:00',
        employeesLabel: 'Ann Field',
        completedFormIds: ['f1'],
      },
      { skills: [{ id: 's1', name: 'Welding' }], forms: [{ id: 'f1', name: 'Safety check' }] },
      text,
    );
    expect(value(rows, 'service.field.location')).toBe('Main St');
    expect(value(rows, 'service.field.skills')).toBe('Welding, gone');
    expect(value(rows, 'service.problem.forms')).toBe('Safety check (filled)');
    expect(value(rows, 'service.field.serviceStatus')).toBe('S:inProgress');
    expect(value(rows, 'service.field.priority')).toBe('P3');
    expect(value(rows, 'service.field.estimatedDuration')).toBe('90 min');
    expect(value(rows, 'service.field.callTime')).toBe('Mar 12, 2031, 10:05 AM');
    expect(value(rows, 'service.field.employees')).toBe('Ann Field');
    expect(value(rows, 'service.field.actualStart')).toBe('');
  });

  it('prints empty lines, never throws, for a record of unexpected shape', () => {
    const rows = ticketPrintRows(
      {
        name: 42 as unknown as string,
        skillSetIds: 'x' as unknown as string[],
        priority: 9 as unknown as 1,
        estimatedDurationMinutes: Number.NaN,
        callTimeStamp: 'not a date',
        serviceStatus: null,
      },
      {},
      text,
    );
    expect(rows.length).toBe(19);
    expect(value(rows, 'service.field.name')).toBe('42');
    expect(value(rows, 'service.field.skills')).toBe('');
    expect(value(rows, 'service.field.priority')).toBe('');
    expect(value(rows, 'service.field.estimatedDuration')).toBe('');
    expect(value(rows, 'service.field.callTime')).toBe('');
    expect(value(rows, 'service.field.serviceStatus')).toBe('');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(printInstant('2031-03-12T16:05:00.000Z', 'Nowhere/Land', 'en-US')).toBe('Mar 12, 2031, 4:05 PM');
    expect(printInstant(undefined, 'UTC', 'en-US')).toBe('');
  });
});

describe('ticketFormStates', () => {
  it('lists the attached forms in order with their fill state', () => {
    expect(
      ticketFormStates({ formIds: ['a', 'b', 'gone'], completedFormIds: ['b'] }, [
        { id: 'a', name: 'Safety' },
        { id: 'b', name: 'Sign-off' },
      ]),
    ).toEqual([
      { id: 'a', name: 'Safety', filled: false },
      { id: 'b', name: 'Sign-off', filled: true },
      { id: 'gone', name: 'gone', filled: false },
    ]);
  });
  it('treats records of unexpected shape as having no forms', () => {
    expect(ticketFormStates({ formIds: 'a', completedFormIds: 3 }, undefined)).toEqual([]);
    expect(ticketFormStates({ formIds: ['a', 7], completedFormIds: null }, [])).toEqual([
      { id: 'a', name: 'a', filled: false },
    ]);
  });
});
