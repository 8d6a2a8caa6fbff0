import { describe, expect, it } from 'vitest';
import {
  assignLanes,
  dayHeaderFormatter,
  instantAt,
  layoutTickets,
  type PlacedTicket,
  shiftBy,
  UNASSIGNED_ROW,
  updateLayout,
  visibleInRange,
} from './schedulerLayout';

const day = Date.parse('2026-11-30T00:00:00Z');
const t = (id: string, start: string | null, minutes: number, employeeIds: string[] = ['a']) => ({
  id,
  employeeIds,
  scheduledTimeStamp: start ? `2026-11-30T${start}:00.000Z` : null,
  estimatedDurationMinutes: minutes,
});

describe('layoutTickets', () => {
  it('puts a ticket in every row of its employees, unassigned ones in the lane, unscheduled in the tray', () => {
    const l = layoutTickets(
      [
        t('1', '09:00', 60, ['a', 'b']),
        t('2', '10:00', 30, []),
        t('3', null, 30),
        t('4', '11:00', 30, ['zz']),
      ],
      [UNASSIGNED_ROW, 'a', 'b'],
      day,
      day + 86_400_000,
    );
    expect(l.byRow.get('a')?.map((p) => p.ticket.id)).toEqual(['1']);
    expect(l.byRow.get('b')?.map((p) => p.ticket.id)).toEqual(['1']);
    expect(l.byRow.get(UNASSIGNED_ROW)?.map((p) => p.ticket.id)).toEqual(['2']);
    expect(l.unscheduled.map((x) => x.id)).toEqual(['3']);
    expect(l.byRow.has('zz')).toBe(false);
  });

  it('drops tickets outside the window and keeps one running over its edge', () => {
    const l = layoutTickets(
      [t('1', '23:30', 60), t('2', '00:00', 0)],
      ['a'],
      day + 86_400_000,
      day + 2 * 86_400_000,
    );
    expect(l.byRow.get('a')?.map((p) => p.ticket.id)).toEqual(['1']);
  });
});

describe('assignLanes', () => {
  const p = (id: string, start: number, end: number): PlacedTicket<string> => ({
    ticket: id,
    rowId: 'a',
    start,
    end,
    lane: 0,
    lanes: 1,
  });
  it('gives overlapping boxes separate lanes and touching ones the same lane', () => {
    const list = [p('c', 5, 8), p('a', 0, 10), p('b', 2, 4), p('d', 10, 12)];
    assignLanes(list);
    expect(list.map((x) => [x.ticket, x.lane, x.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 1, 2],
      ['d', 0, 1],
    ]);
  });
});

describe('visibleInRange', () => {
  it('returns the boxes meeting the range, by binary search over starts', () => {
    const list = Array.from({ length: 100 }, (_, i) => ({
      ticket: i,
      rowId: 'a',
      start: i * 10,
      end: i * 10 + 15,
      lane: 0,
      lanes: 1,
    }));
    expect(visibleInRange(list, 500, 530, 15).map((x) => x.ticket)).toEqual([49, 50, 51, 52]);
    expect(visibleInRange(list, 5000, 6000, 15)).toEqual([]);
  });
});

describe('pixels to time', () => {
  it('snaps a drag to 5 minutes', () => {
    // 1 px per minute: 7 px is 7 minutes, snapped to 5.
    expect(shiftBy(day, 7, 1)).toBe(day + 5 * 60_000);
    expect(shiftBy(day, 8, 1)).toBe(day + 10 * 60_000);
    expect(shiftBy(day, -13, 1)).toBe(day - 15 * 60_000);
    expect(instantAt(160, day, 80 / 60)).toBe(day + 2 * 3_600_000);
  });
});

describe('dayHeaderFormatter', () => {
  it("writes the week view's day headers in the user's language", () => {
    expect(dayHeaderFormatter('en-GB')('2026-11-22')).toBe('Sun 22 Nov');
    expect(dayHeaderFormatter('es-ES')('2026-11-22')).toBe('dom 22 nov');
    expect(dayHeaderFormatter('es')('2026-11-28')).toBe('sáb 28 nov');
    // The local date is the day shown, whatever the machine's zone.
    expect(dayHeaderFormatter('en-US')('2026-03-01')).toBe('Sun 1 Mar');
  });

  it('falls back to English for a locale Intl does not accept', () => {
    expect(dayHeaderFormatter('not a locale!')('2026-11-22')).toBe('Sun 22 Nov');
  });
});

describe('updateLayout', () => {
  const rows = [UNASSIGNED_ROW, 'a', 'b', 'c'];
  const to = day + 86_400_000;
  const base = [
    t('1', '09:00', 60, ['a']),
    t('2', '09:30', 60, ['a']),
    t('3', '09:00', 60, ['b']),
    t('4', '12:00', 30, ['c']),
    t('5', null, 30, ['c']),
  ];
  const plain = (l: ReturnType<typeof layoutTickets>) => ({
    rows: Object.fromEntries(
      [...l.byRow].map(([r, list]) => [r, list.map((p) => [p.ticket.id, p.start, p.end, p.lane, p.lanes])]),
    ),
    tray: l.unscheduled.map((x) => x.id),
  });

  it('gives what layoutTickets gives after a move to another row, and keeps the untouched rows as they were', () => {
    const first = layoutTickets(base, rows, day, to);
    const moved = base.map((x) => (x.id === '2' ? t('2', '09:30', 60, ['b']) : x));
    const next = updateLayout(
      { tickets: base, rowIds: rows, from: day, to, layout: first },
      moved,
      rows,
      day,
      to,
    );
    expect(plain(next)).toEqual(plain(layoutTickets(moved, rows, day, to)));
    // Row c did not change: same array, same boxes (memoised rows skip drawing).
    expect(next.byRow.get('c')).toBe(first.byRow.get('c'));
    expect(next.byRow.get('a')).not.toBe(first.byRow.get('a'));
    expect(next.unscheduled).toBe(first.unscheduled);
  });

  it('rebuilds the tray when a ticket is scheduled from it or unscheduled, and handles unassigned and out-of-range moves', () => {
    const first = layoutTickets(base, rows, day, to);
    const prev = { tickets: base, rowIds: rows, from: day, to, layout: first };
    const fromTray = base.map((x) => (x.id === '5' ? t('5', '15:00', 30, []) : x));
    expect(plain(updateLayout(prev, fromTray, rows, day, to))).toEqual(
      plain(layoutTickets(fromTray, rows, day, to)),
    );
    const away = base.map((x) =>
      x.id === '1' ? { ...x, scheduledTimeStamp: '2026-12-05T09:00:00.000Z' } : x,
    );
    expect(plain(updateLayout(prev, away, rows, day, to))).toEqual(plain(layoutTickets(away, rows, day, to)));
    const cleared = base.map((x) => (x.id === '4' ? t('4', null, 30, ['c']) : x));
    expect(plain(updateLayout(prev, cleared, rows, day, to))).toEqual(
      plain(layoutTickets(cleared, rows, day, to)),
    );
  });

  it('lays everything out when the rows, range or ticket count changed, and returns the same layout for the same list', () => {
    const first = layoutTickets(base, rows, day, to);
    const prev = { tickets: base, rowIds: rows, from: day, to, layout: first };
    expect(updateLayout(prev, base, rows, day, to)).toBe(first);
    const copied = [...base, t('6', '16:00', 30, ['a'])];
    expect(plain(updateLayout(prev, copied, rows, day, to))).toEqual(
      plain(layoutTickets(copied, rows, day, to)),
    );
    const fewer = ['a', 'b'];
    expect(plain(updateLayout(prev, base, fewer, day, to))).toEqual(
      plain(layoutTickets(base, fewer, day, to)),
    );
  });
});
