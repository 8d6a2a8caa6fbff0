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

/** The inputs a layout was computed from (kept by `updateLayout` to redo only what changed). */
export interface LayoutInputs<T> {
  tickets: readonly T[];
  rowIds: readonly string[];
  from: number;
  to: number;
  layout: SchedulerLayout<T>;
}

/** Above this many changed tickets `updateLayout` lays everything out again. */
const INCREMENTAL_LIMIT = 64;

/**
 * `layoutTickets(tickets, rowIds, from, to)` computed from the previous layout when only a few
 * tickets changed (issue 10 section 6: a drop must not lay out 15,000 tickets again). Applies when
 * `prev` had the same rows, range and number of tickets and at most 64 array slots hold a different
 * ticket object (a host replaces the changed ticket, as an optimistic update does); otherwise it
 * lays everything out. Only the rows the changed tickets leave or enter get new arrays (re-sorted,
 * lanes assigned again, with fresh PlacedTicket objects); every other row keeps its array and
 * boxes, so memoised rows do not draw again. Work: one reference comparison per slot plus the
 * affected rows; the tray list is rebuilt (in ticket order) only when a changed ticket is or was
 * unscheduled. Returns the same rows, lanes and tray as `layoutTickets`.
 */
export function updateLayout<T extends ServiceTicket & { id: string }>(
  prev: LayoutInputs<T> | null,
  tickets: readonly T[],
  rowIds: readonly string[],
  from: number,
  to: number,
): SchedulerLayout<T> {
  if (
    !prev ||
    prev.rowIds !== rowIds ||
    prev.from !== from ||
    prev.to !== to ||
    prev.tickets.length !== tickets.length
  ) {
    return layoutTickets(tickets, rowIds, from, to);
  }
  if (prev.tickets === tickets) return prev.layout;
  const changed: number[] = [];
  for (let i = 0; i < tickets.length; i++) {
    if (prev.tickets[i] !== tickets[i]) {
      changed.push(i);
      if (changed.length > INCREMENTAL_LIMIT) return layoutTickets(tickets, rowIds, from, to);
    }
  }
  if (changed.length === 0) return prev.layout;
  const known = new Set(rowIds);
  // The rows a ticket is drawn in (none when unscheduled or outside the range), as layoutTickets does.
  const placement = (ticket: T): { rows: string[]; iv: { start: number; end: number } | null } => {
    const iv = ticketInterval(ticket);
    if (!iv || iv.end <= from || iv.start >= to) return { rows: [], iv };
    const employees = ticket.employeeIds ?? [];
    return { rows: employees.length === 0 ? [UNASSIGNED_ROW] : employees.filter((id) => known.has(id)), iv };
  };
  const removed = new Set<T>();
  const added = new Map<string, PlacedTicket<T>[]>();
  const touched = new Set<string>();
  let trayChanged = false;
  for (const i of changed) {
    const old = prev.tickets[i] as T;
    const next = tickets[i] as T;
    const before = placement(old);
    const after = placement(next);
    if (!before.iv || !after.iv) trayChanged = true;
    removed.add(old);
    for (const rowId of before.rows) touched.add(rowId);
    for (const rowId of after.rows) {
      touched.add(rowId);
      const list = added.get(rowId) ?? [];
      list.push({ ticket: next, rowId, start: after.iv!.start, end: after.iv!.end, lane: 0, lanes: 1 });
      added.set(rowId, list);
    }
  }
  const byRow = new Map(prev.layout.byRow);
  for (const rowId of touched) {
    const list: PlacedTicket<T>[] = [];
    for (const p of byRow.get(rowId) ?? []) if (!removed.has(p.ticket)) list.push({ ...p });
    list.push(...(added.get(rowId) ?? []));
    if (list.length === 0) byRow.delete(rowId);
    else {
      assignLanes(list);
      byRow.set(rowId, list);
    }
  }
  const unscheduled = trayChanged
    ? tickets.filter((t) => ticketInterval(t) === null)
    : prev.layout.unscheduled;
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
