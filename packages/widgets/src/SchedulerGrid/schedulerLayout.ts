import { SCHEDULER, snapToGrid, ticketInterval, type ServiceTicket } from '@wm/domain';

/** The id of the unassigned lane (scheduled tickets without employees), shown above the technicians. */
export const UNASSIGNED_ROW = '__unassigned__';

const MINUTE = 60_000;

/** A ticket placed in one row: its interval (epoch ms) and the lane it takes when boxes overlap. */
export interface PlacedTicket<T> {
  ticket: T;
  /** Row (employee id, or UNASSIGNED_ROW) it is drawn in; a ticket with two employees is in both rows. */
  rowId: string;
  start: number;
  end: number;
  /** Zero-based lane inside the row and the number of lanes of its overlap cluster. */
  lane: number;
  lanes: number;
}

/** The rows' placed tickets and the tickets without a scheduled time (the tray). */
export interface SchedulerLayout<T> {
  byRow: Map<string, PlacedTicket<T>[]>;
  unscheduled: T[];
}

/**
 * Places tickets into rows (service spec 2 'Timeline grid'): each scheduled ticket (see
 * `ticketInterval` of @wm/domain) in the row of every one of its employees that is in `rowIds`, a
 * ticket without employees in the UNASSIGNED_ROW lane; tickets with no valid schedule go to
 * `unscheduled`. Inside a row, boxes are sorted by start and overlapping ones get separate lanes
 * (greedy, first free lane), so an overlap stays visible. Tickets outside [from, to) are dropped.
 */
export function layoutTickets<T extends ServiceTicket & { id: string }>(
  tickets: readonly T[],
  rowIds: readonly string[],
  from: number,
  to: number,
): SchedulerLayout<T> {
  const known = new Set(rowIds);
  const byRow = new Map<string, PlacedTicket<T>[]>();
  const unscheduled: T[] = [];
  for (const ticket of tickets) {
    const iv = ticketInterval(ticket);
    if (!iv) {
      unscheduled.push(ticket);
      continue;
    }
    if (iv.end <= from || iv.start >= to) continue;
    const employees = ticket.employeeIds ?? [];
    const rows = employees.length === 0 ? [UNASSIGNED_ROW] : employees.filter((id) => known.has(id));
    for (const rowId of rows) {
      const list = byRow.get(rowId) ?? [];
      list.push({ ticket, rowId, start: iv.start, end: iv.end, lane: 0, lanes: 1 });
      byRow.set(rowId, list);
    }
  }
  for (const list of byRow.values()) assignLanes(list);
  return { byRow, unscheduled };
}

/** Sorts one row's boxes by start and gives overlapping boxes separate lanes (in place). */
export function assignLanes<T>(list: PlacedTicket<T>[]): void {
  list.sort((a, b) => a.start - b.start || a.end - b.end);
  let cluster: PlacedTicket<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const p of list) {
    if (p.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= p.start);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(p.end);
    } else laneEnds[lane] = p.end;
    p.lane = lane;
    cluster.push(p);
    clusterEnd = Math.max(clusterEnd, p.end);
  }
  close();
}

/**
 * The boxes of a row sorted by start whose interval meets [from, to) (the visible time range when
 * scrolled sideways). Boxes are at most `maxLength` ms long, so a binary search finds the first one.
 */
export function visibleInRange<T>(
  list: readonly PlacedTicket<T>[],
  from: number,
  to: number,
  maxLength: number,
): PlacedTicket<T>[] {
  let lo = 0;
  let hi = list.length;
  const startAfter = from - maxLength;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as PlacedTicket<T>).start < startAfter) lo = mid + 1;
    else hi = mid;
  }
  const out: PlacedTicket<T>[] = [];
  for (let i = lo; i < list.length; i++) {
    const p = list[i] as PlacedTicket<T>;
    if (p.start >= to) break;
    if (p.end > from) out.push(p);
  }
  return out;
}

/**
 * The instant a horizontal drag of `deltaPx` pixels moves `at` (epoch ms) to, at `pxPerMinute`,
 * snapped to the grid's 5 minutes (service spec 4 'Wizard and scheduler').
 */
export function shiftBy(
  at: number,
  deltaPx: number,
  pxPerMinute: number,
  snap = SCHEDULER.snapMinutes,
): number {
  return snapToGrid(at + (deltaPx / pxPerMinute) * MINUTE, snap);
}

/** The instant at `x` px from the start of the timeline (epoch ms `from`), snapped to 5 minutes. */
export function instantAt(
  x: number,
  from: number,
  pxPerMinute: number,
  snap = SCHEDULER.snapMinutes,
): number {
  return snapToGrid(from + (x / pxPerMinute) * MINUTE, snap);
}

/**
 * A formatter of the week view's day headers in `locale` (BCP 47, e.g. 'es-ES'): the weekday, day
 * and month, short, separated by spaces whatever the locale's own punctuation ('Sun 22 Nov',
 * 'dom 22 nov'). Takes a local date 'YYYY-MM-DD'. An unknown locale falls back to 'en-GB'.
 */
export function dayHeaderFormatter(locale: string): (date: string) => string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  };
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat(locale, options);
  } catch {
    f = new Intl.DateTimeFormat('en-GB', options);
  }
  return (date) => {
    const parts = f.formatToParts(Date.parse(`${date}T00:00:00Z`));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('weekday')} ${part('day')} ${part('month')}`;
  };
}
