import { describe, expect, it } from 'vitest';
import { encodeBits } from '../schedule/bits.js';
import {
  applyDrag,
  dragOverlapMessage,
  snapMinutes,
  snapToGrid,
  ticketOccurrences,
  SchedulerView,
  schedulerWindow,
  stepSchedulerDate,
  validateGridRange,
} from './scheduler.js';
import type { ServiceTicket } from './ticket.js';

const DEN = 'America/Denver';

describe('snap', () => {
  it('rounds to the nearest 5 minutes', () => {
    const base = Date.parse('2026-03-02T16:00:00Z');
    expect(snapToGrid(base + 2 * 60_000 + 29_000)).toBe(base);
    expect(snapToGrid(base + 2 * 60_000 + 30_000)).toBe(base + 5 * 60_000);
    expect(snapToGrid(base + 7 * 60_000)).toBe(base + 5 * 60_000);
    expect(snapMinutes(47)).toBe(45);
    expect(snapMinutes(48)).toBe(50);
  });
});

describe('validateGridRange', () => {
  it('refuses a start after the end', () => {
    expect(validateGridRange('2026-03-03T00:00:00Z', '2026-03-02T00:00:00Z')).toBe(
      'Start Date must be earlier than End Date',
    );
    expect(validateGridRange('2026-03-02T00:00:00Z', '2026-03-02T00:00:00Z')).toBeNull();
  });
});

describe('applyDrag', () => {
  const ticket: ServiceTicket = {
    id: 't1',
    ticketNumber: 12,
    employeeIds: ['e1'],
    scheduledDate: '2026-03-02',
    scheduledStartTime: '09:00',
    scheduledTimeZone: DEN,
    scheduledTimeStamp: '2026-03-02T16:00:00.000Z',
    estimatedDurationMinutes: 60,
  };
  const other: ServiceTicket = {
    id: 't2',
    employeeIds: ['e2'],
    scheduledTimeStamp: '2026-03-02T18:00:00.000Z',
    estimatedDurationMinutes: 60,
  };
  const names = { e1: 'Eli Employee', e2: 'Fiona Field' };

  it('moves the body, keeping the length, with a 5-minute snap and local fields', () => {
    const r = applyDrag(ticket, { kind: 'move', start: '2026-03-02T17:03:00Z' }, [other], names);
    expect(r).toEqual({
      ok: true,
      ticket: {
        ...ticket,
        scheduledDate: '2026-03-02',
        scheduledStartTime: '10:05',
        scheduledTimeStamp: '2026-03-02T17:05:00.000Z',
        estimatedDurationMinutes: 60,
      },
    });
  });
  it('moves to another employee (replacing the row it came from)', () => {
    const r = applyDrag(
      { ...ticket, employeeIds: ['e1', 'e3'] },
      { kind: 'move', start: '2026-03-02T20:00:00Z', fromEmployeeId: 'e1', toEmployeeId: 'e2' },
      [other],
      names,
    );
    expect(r.ok && r.ticket.employeeIds).toEqual(['e2', 'e3']);
    const fromTray = applyDrag(
      { ...ticket, employeeIds: [] },
      { kind: 'move', start: '2026-03-02T20:00:00Z', toEmployeeId: 'e2' },
      [],
    );
    expect(fromTray.ok && fromTray.ticket.employeeIds).toEqual(['e2']);
  });
  it('refuses an overlap with the spec message', () => {
    const r = applyDrag(
      ticket,
      { kind: 'move', start: '2026-03-02T18:30:00Z', fromEmployeeId: 'e1', toEmployeeId: 'e2' },
      [other],
      names,
    );
    expect(r).toEqual({
      ok: false,
      message: 'There is a time overlap with the following employees: Fiona Field',
    });
    expect(dragOverlapMessage(['A', 'B'])).toBe('There is a time overlap with the following employees: A, B');
  });
  it('resizes either edge and refuses crossing edges', () => {
    const left = applyDrag(ticket, { kind: 'resizeStart', start: '2026-03-02T15:30:00Z' }, []);
    expect(left.ok && left.ticket).toMatchObject({
      scheduledStartTime: '08:30',
      estimatedDurationMinutes: 90,
    });
    const right = applyDrag(ticket, { kind: 'resizeEnd', end: '2026-03-02T17:31:00Z' }, []);
    expect(right.ok && right.ticket).toMatchObject({
      scheduledStartTime: '09:00',
      estimatedDurationMinutes: 90,
    });
    expect(applyDrag(ticket, { kind: 'resizeStart', start: '2026-03-02T17:00:00Z' }, [])).toEqual({
      ok: false,
      message: 'Start Time must be earlier than End Time',
    });
    expect(applyDrag(ticket, { kind: 'resizeEnd', end: '2026-03-02T16:00:00Z' }, [])).toEqual({
      ok: false,
      message: 'End Time must be later than Start Time',
    });
  });
  it('copies as a new ticket without a number; the original does not clash with its copy', () => {
    const r = applyDrag(
      ticket,
      { kind: 'copy', start: '2026-03-02T16:00:00Z', fromEmployeeId: 'e1', toEmployeeId: 'e2' },
      [ticket],
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.ticket.id).toBeUndefined();
      expect(r.ticket.ticketNumber).toBeNull();
      expect(r.ticket.isNew).toBe(true);
      expect(r.ticket.employeeIds).toEqual(['e2']);
    }
  });
  it('throws for an unscheduled ticket', () => {
    expect(() => applyDrag({ employeeIds: ['e1'] }, { kind: 'move', start: 0 }, [])).toThrow(
      'The ticket has no scheduled time to drag.',
    );
  });
});

describe('ticketOccurrences', () => {
  it('expands a weekly schedule at the ticket start time in its zone', () => {
    const occ = ticketOccurrences(
      {
        scheduledTimeZone: DEN,
        scheduledStartTime: '09:30',
        estimatedDurationMinutes: 45,
        schedule: { type: 2, weekDays: encodeBits([1, 3], 'weekDays') }, // Mon, Wed
      },
      '2026-03-02T00:00:00Z',
      '2026-03-11T23:59:59Z',
    );
    expect(occ).toEqual([
      { localDate: '2026-03-02', start: '2026-03-02T16:30:00.000Z', end: '2026-03-02T17:15:00.000Z' },
      { localDate: '2026-03-04', start: '2026-03-04T16:30:00.000Z', end: '2026-03-04T17:15:00.000Z' },
      // DST began on 2026-03-08 in Denver: 09:30 MDT is 15:30 UTC.
      { localDate: '2026-03-09', start: '2026-03-09T15:30:00.000Z', end: '2026-03-09T16:15:00.000Z' },
      { localDate: '2026-03-11', start: '2026-03-11T15:30:00.000Z', end: '2026-03-11T16:15:00.000Z' },
    ]);
  });
  it('includes a day whose start time is in range though its midnight is not', () => {
    const occ = ticketOccurrences(
      {
        scheduledTimeZone: DEN,
        scheduledStartTime: '09:30',
        schedule: { type: 3, monthDays: encodeBits([2], 'monthDays') },
      },
      '2026-03-02T12:00:00Z',
      '2026-04-30T00:00:00Z',
    );
    expect(occ.map((o) => o.localDate)).toEqual(['2026-03-02', '2026-04-02']);
  });
  it('expands hourly schedules at the selected hours and honours the limit', () => {
    const ticket = {
      scheduledTimeZone: 'UTC',
      estimatedDurationMinutes: 30,
      schedule: {
        type: 1 as const,
        hours: encodeBits([8, 13], 'hours'),
        weekDays: encodeBits([0, 1, 2, 3, 4, 5, 6], 'weekDays'),
      },
    };
    const occ = ticketOccurrences(ticket, '2026-03-02T08:00:00Z', '2026-03-03T09:00:00Z');
    expect(occ.map((o) => o.start)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T13:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ]);
    expect(ticketOccurrences(ticket, '2026-03-02T00:00:00Z', '2026-12-31T00:00:00Z', 5)).toHaveLength(5);
  });
  it('gives nothing without a schedule', () => {
    expect(ticketOccurrences({}, 0, 1)).toEqual([]);
  });
});

describe('scheduler window', () => {
  it('day view: the day in the zone', () => {
    expect(schedulerWindow('2026-03-04', SchedulerView.Day, DEN)).toEqual({
      days: ['2026-03-04'],
      from: '2026-03-04T07:00:00.000Z',
      to: '2026-03-05T07:00:00.000Z',
    });
  });
  it('week view: Sunday to Saturday around the date (across a DST change)', () => {
    const w = schedulerWindow('2026-03-11', SchedulerView.Week, DEN);
    expect(w.days).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(w.from).toBe('2026-03-08T07:00:00.000Z');
    expect(w.to).toBe('2026-03-15T06:00:00.000Z');
    expect(schedulerWindow('2026-03-08', SchedulerView.Week, DEN, 1).days[0]).toBe('2026-03-02');
  });
  it('arrows step a day, or a week in the week view', () => {
    expect(stepSchedulerDate('2026-02-28', SchedulerView.Day, 1)).toBe('2026-03-01');
    expect(stepSchedulerDate('2026-03-01', SchedulerView.Gps, -1)).toBe('2026-02-28');
    expect(stepSchedulerDate('2026-03-04', SchedulerView.Week, 1)).toBe('2026-03-11');
    expect(() => stepSchedulerDate('03/04/2026', SchedulerView.Day, 1)).toThrow('is not a valid date');
  });
});
