import type { Ticket } from '@wm/api/schemas';
import { describe, expect, it } from 'vitest';
import { messageKey, saveForChange, schedulerViewOf, todayIn } from './schedulerModel';

const base = (id: string, time: string, minutes: number, employeeIds: string[]): Ticket =>
  ({
    id,
    ticketNumber: 7,
    name: 'Job',
    location_id: 'loc',
    serviceStatus: 'accepted',
    priority: 2,
    scheduledTimeZone: 'America/Chicago',
    scheduledDate: '2026-11-30',
    scheduledStartTime: time,
    scheduledTimeStamp: new Date(Date.parse(`2026-11-30T${time}:00-06:00`)).toISOString(),
    estimatedDurationMinutes: minutes,
    employeeIds,
    employeesLabel: 'Ana',
    overdue: false,
  }) as unknown as Ticket;
const names = { a: 'Ana Torres', b: 'Bruno Ramos' };

describe('saveForChange', () => {
  const a = base('1', '09:00', 60, ['a']);
  const b = base('2', '09:30', 60, ['b']);
  it('a move to another technician is a partial save in local time', () => {
    const r = saveForChange(
      a,
      {
        ticketId: '1',
        drag: { kind: 'move', start: '2026-11-30T17:00:00Z', fromEmployeeId: 'a', toEmployeeId: 'b' },
      },
      [a, b],
      names,
      'America/Chicago',
    );
    expect(r).toEqual({
      ok: true,
      save: {
        id: '1',
        scheduledDate: '2026-11-30',
        scheduledStartTime: '11:00',
        scheduledTimeZone: 'America/Chicago',
        estimatedDurationMinutes: 60,
        employeeIds: ['b'],
      },
      preview: expect.objectContaining({ employeeIds: ['b'] }),
    });
  });
  it("refuses an overlap with the spec's message", () => {
    const r = saveForChange(
      a,
      {
        ticketId: '1',
        drag: { kind: 'move', start: '2026-11-30T15:00:00Z', fromEmployeeId: 'a', toEmployeeId: 'b' },
      },
      [a, b],
      names,
      'America/Chicago',
    );
    expect(r).toEqual({
      ok: false,
      message: 'There is a time overlap with the following employees: Bruno Ramos',
    });
  });
  it('refuses a left edge past the right one', () => {
    const r = saveForChange(
      a,
      { ticketId: '1', drag: { kind: 'resizeStart', start: '2026-11-30T16:30:00Z' } },
      [a],
      names,
      'America/Chicago',
    );
    expect(r).toEqual({ ok: false, message: 'Start Time must be earlier than End Time' });
  });
  it('a copy is a new ticket without id, number or derived fields', () => {
    const r = saveForChange(
      a,
      {
        ticketId: '1',
        drag: { kind: 'copy', start: '2026-11-30T15:00:00Z', fromEmployeeId: 'a', toEmployeeId: 'c' },
      },
      [a, b],
      names,
      'America/Chicago',
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.save).not.toHaveProperty('id');
    expect(r.save).not.toHaveProperty('ticketNumber');
    expect(r.save).not.toHaveProperty('employeesLabel');
    expect(r.save).toMatchObject({ name: 'Job', employeeIds: ['c'], scheduledStartTime: '09:00' });
  });
  it('a tray ticket gets the drop time, the row technician and 60 minutes when it has no duration', () => {
    const t = {
      ...base('3', '09:00', 0, []),
      scheduledTimeStamp: null,
      scheduledDate: null,
      estimatedDurationMinutes: null,
    } as unknown as Ticket;
    const r = saveForChange(
      t,
      {
        ticketId: '3',
        fromTray: true,
        drag: { kind: 'move', start: '2026-11-30T20:00:00Z', toEmployeeId: 'a' },
      },
      [],
      names,
      'America/Chicago',
    );
    expect(r).toMatchObject({
      ok: true,
      save: {
        id: '3',
        scheduledDate: '2026-11-30',
        scheduledStartTime: '14:00',
        estimatedDurationMinutes: 60,
        employeeIds: ['a'],
      },
    });
  });
});

describe('messageKey and todayIn', () => {
  it('recognises the server conflict and drag messages', () => {
    expect(
      messageKey('Ana Torres has a conflicting appointment at the selected time. Please update your Ticket.'),
    ).toEqual({ key: 'scheduler.conflict', values: { names: 'Ana Torres' } });
    expect(messageKey('End Time must be later than Start Time')?.key).toBe('scheduler.endAfterStart');
    expect(messageKey('Something else')).toBeNull();
  });
  it('gives the local date in the zone', () => {
    expect(todayIn('America/Chicago', Date.parse('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
  });
});

describe('schedulerViewOf', () => {
  it("reads the address's view, week by default", () => {
    expect(schedulerViewOf('day')).toBe('day');
    expect(schedulerViewOf('gps')).toBe('gps');
    expect(schedulerViewOf('week')).toBe('week');
    expect(schedulerViewOf(null)).toBe('week');
    expect(schedulerViewOf('month')).toBe('week');
  });
});
