import { DomainError } from '../errors.js';
import { nextOccurrence, type Schedule } from '../schedule/schedule.js';
import { type Instant, toMillis } from '../time/instant.js';
import {
  dateOfDayNumber,
  isoDateOfDayNumber,
  isValidTimeZone,
  parseIsoDate,
  zonedMidnight,
} from '../time/zone.js';
import {
  localSchedule,
  overlappingEmployees,
  SCHEDULER,
  type ServiceTicket,
  scheduledInstant,
  ticketInterval,
} from './ticket.js';

const MINUTE = 60_000;

/** Exact messages of service spec 5 'Scheduler drag'. */
export const SCHEDULER_DRAG_MESSAGES = {
  startBeforeEnd: 'Start Time must be earlier than End Time',
  endAfterStart: 'End Time must be later than Start Time',
  gridRange: 'Start Date must be earlier than End Date',
} as const;

/** 'There is a time overlap with the following employees: {list}' (service spec 5 'Scheduler drag'). */
export function dragOverlapMessage(names: readonly string[]): string {
  return `There is a time overlap with the following employees: ${names.join(', ')}`;
}

/** Rounds an instant (epoch ms) to the nearest 5 minutes (service spec 4: times snap to 5 minutes). */
export function snapToGrid(ms: number, minutes: number = SCHEDULER.snapMinutes): number {
  const step = minutes * MINUTE;
  return Math.round(ms / step) * step;
}

/** Rounds a number of minutes to the nearest multiple of 5 (durations on the grid). */
export function snapMinutes(value: number, minutes: number = SCHEDULER.snapMinutes): number {
  return Math.round(value / minutes) * minutes;
}

/** The grid's date range notice: 'Start Date must be earlier than End Date' when from is after to. */
export function validateGridRange(from: Instant, to: Instant): string | null {
  return toMillis(from) > toMillis(to) ? SCHEDULER_DRAG_MESSAGES.gridRange : null;
}

/**
 * A drag on the scheduler grid (service spec 4 'Wizard and scheduler'):
 * - `move`: the body to a new start (and optionally another employee); the duration stays.
 * - `resizeStart` / `resizeEnd`: the left or right edge to a new instant; the other edge stays.
 * - `copy` (Ctrl-drag): like move, but the result is a new ticket (no id, no ticket number).
 * Instants are snapped to 5 minutes. `fromEmployeeId` is the row the ticket was dragged from: a move
 * to `toEmployeeId` replaces that employee (or adds the new one when the ticket had none).
 */
export type SchedulerDrag =
  | { kind: 'move' | 'copy'; start: Instant; fromEmployeeId?: string | null; toEmployeeId?: string | null }
  | { kind: 'resizeStart'; start: Instant }
  | { kind: 'resizeEnd'; end: Instant };

/** The result of a drag: the changed ticket, or the spec's message when the drag is refused. */
export type DragResult<T> = { ok: true; ticket: T } | { ok: false; message: string };

const withEmployee = (ids: readonly string[], from: string | null | undefined, to: string) => {
  if (ids.includes(to)) return [...ids];
  const at = from ? ids.indexOf(from) : -1;
  if (at < 0) return [...ids, to];
  const out = [...ids];
  out[at] = to;
  return out;
};

/**
 * Applies a scheduler drag to a scheduled ticket and checks it (service spec 5 'Scheduler drag'):
 * a left edge at or after the end gives 'Start Time must be earlier than End Time', a right edge at
 * or before the start 'End Time must be later than Start Time', and an overlap with another ticket
 * of one of its employees 'There is a time overlap with the following employees: {list}' (`names`
 * maps employee ids to the names listed; unknown ids are listed as they are). The ticket's local
 * `scheduledDate` / `scheduledStartTime` follow the new start in its `scheduledTimeZone`.
 */
export function applyDrag<T extends ServiceTicket>(
  ticket: T,
  drag: SchedulerDrag,
  others: readonly ServiceTicket[],
  names: Readonly<Record<string, string>> = {},
): DragResult<T> {
  const iv = ticketInterval(ticket);
  const zone = ticket.scheduledTimeZone;
  if (!iv || !isValidTimeZone(zone)) {
    throw new DomainError('TICKET_UNSCHEDULED', 'The ticket has no scheduled time to drag.');
  }
  let start = iv.start;
  let end = iv.end;
  const out: T = { ...ticket };
  if (drag.kind === 'resizeStart') {
    start = snapToGrid(toMillis(drag.start));
    if (start >= end) return { ok: false, message: SCHEDULER_DRAG_MESSAGES.startBeforeEnd };
  } else if (drag.kind === 'resizeEnd') {
    end = snapToGrid(toMillis(drag.end));
    if (end <= start) return { ok: false, message: SCHEDULER_DRAG_MESSAGES.endAfterStart };
  } else {
    const length = end - start;
    start = snapToGrid(toMillis(drag.start));
    end = start + length;
    if (drag.toEmployeeId) {
      out.employeeIds = withEmployee(ticket.employeeIds ?? [], drag.fromEmployeeId, drag.toEmployeeId);
    }
    if (drag.kind === 'copy') {
      delete out.id;
      out.ticketNumber = null;
      out.isNew = true;
    }
  }
  if (Number.isNaN(start) || Number.isNaN(end)) {
    throw new DomainError('INVALID_RANGE', 'The drag has no valid time.');
  }
  Object.assign(out, localSchedule(start, zone as string));
  out.estimatedDurationMinutes = Math.round((end - start) / MINUTE);
  out.scheduledTimeStamp = scheduledInstant(out) ?? new Date(start).toISOString();
  const clash = overlappingEmployees(out, others);
  if (clash.length > 0) {
    return { ok: false, message: dragOverlapMessage(clash.map((id) => names[id] ?? id)) };
  }
  return { ok: true, ticket: out };
}

/** One occurrence of a recurring ticket. */
export interface TicketOccurrence {
  /** Local date 'YYYY-MM-DD' in the ticket's scheduled zone. */
  localDate: string;
  /** Start and end instants (ISO 8601 UTC). */
  start: string;
  end: string;
}

/** The most occurrences `ticketOccurrences` returns. */
export const MAX_TICKET_OCCURRENCES = 1000;

/**
 * Expands a ticket's recurrence `schedule` into its occurrences between `from` and `to` (instants,
 * inclusive), through `nextOccurrence` of the schedule module, in the ticket's `scheduledTimeZone`.
 * Hourly schedules (type 1) start at the selected hour; whole-day schedules (types 2 and 3) start on
 * that local date at the ticket's `scheduledStartTime` (09:00 when none is set). Each occurrence lasts
 * the estimated duration. At most `limit` (1000) occurrences. Throws the schedule module's errors
 * (e.g. an invalid zone).
 */
export function ticketOccurrences(
  ticket: ServiceTicket & { schedule?: Schedule | null },
  from: Instant,
  to: Instant,
  limit: number = MAX_TICKET_OCCURRENCES,
): TicketOccurrence[] {
  const schedule = ticket.schedule;
  if (!schedule) return [];
  const zone = ticket.scheduledTimeZone || 'UTC';
  const toMs = toMillis(to);
  const duration = Math.max(0, ticket.estimatedDurationMinutes ?? 0) * MINUTE;
  const startTime = ticket.scheduledStartTime || SCHEDULER.defaultWindow.start;
  const out: TicketOccurrence[] = [];
  // Day-type occurrences start at local midnight; search from a day earlier so a day whose start
  // time falls inside the range is found even when its midnight is before `from`.
  const fromMs = toMillis(from);
  let after = schedule.type === 1 ? fromMs - 1 : fromMs - 86_400_000 - 1;
  while (out.length < limit) {
    const occ = nextOccurrence(schedule, after, zone);
    if (!occ) break;
    after = Date.parse(occ.start);
    let startIso = occ.start;
    if (occ.hour === null) {
      startIso =
        scheduledInstant({
          scheduledDate: occ.localDate,
          scheduledStartTime: startTime,
          scheduledTimeZone: zone,
        }) ?? occ.start;
    }
    const startMs = Date.parse(startIso);
    if (startMs > toMs) {
      if (occ.hour !== null || after > toMs) break;
      continue;
    }
    if (startMs < fromMs) continue;
    out.push({ localDate: occ.localDate, start: startIso, end: new Date(startMs + duration).toISOString() });
  }
  return out;
}

/** Scheduler view modes (service spec 2): day=1, week=2, gps=3. */
export const SchedulerView = { Day: 1, Week: 2, Gps: 3 } as const;
export type SchedulerViewValue = (typeof SchedulerView)[keyof typeof SchedulerView];

/** The days a scheduler view shows and the instants bounding them in the company's zone. */
export interface SchedulerWindow {
  /** Local dates 'YYYY-MM-DD', first to last. */
  days: string[];
  /** Start of the first day and start of the day after the last (ISO 8601 UTC): [from, to). */
  from: string;
  to: string;
}

/**
 * The window a scheduler view shows for local date `date` (service spec 2): the day itself in the day
 * and GPS views; in the week view the week containing it, from weekday `weekStart` (0 = Sunday, the
 * default 'weekday 0 to 6') for 7 days. Throws DomainError INVALID_RANGE for a bad date.
 */
export function schedulerWindow(
  date: string,
  view: SchedulerViewValue,
  timeZone: string,
  weekStart = 0,
): SchedulerWindow {
  const day = parseIsoDate(date);
  if (day === null) throw new DomainError('INVALID_RANGE', `Date "${date}" is not a valid date.`);
  let first = day;
  let count = 1;
  if (view === SchedulerView.Week) {
    const weekday = dateOfDayNumber(day).weekday;
    first = day - ((weekday - weekStart + 7) % 7);
    count = 7;
  }
  const days = Array.from({ length: count }, (_, i) => isoDateOfDayNumber(first + i));
  return {
    days,
    from: new Date(zonedMidnight(first, timeZone)).toISOString(),
    to: new Date(zonedMidnight(first + count, timeZone)).toISOString(),
  };
}

/**
 * The date the scheduler's previous (-1) and next (+1) arrows go to (service spec 2): one day in the
 * day and GPS views, one week in the week view.
 */
export function stepSchedulerDate(date: string, view: SchedulerViewValue, direction: -1 | 1): string {
  const day = parseIsoDate(date);
  if (day === null) throw new DomainError('INVALID_RANGE', `Date "${date}" is not a valid date.`);
  return isoDateOfDayNumber(day + direction * (view === SchedulerView.Week ? 7 : 1));
}
