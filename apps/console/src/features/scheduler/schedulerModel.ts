import {
  applyDrag,
  type DragResult,
  isoDateOfDayNumber,
  localDayNumber,
  localSchedule,
  type SchedulerDrag,
  toMillis,
} from '@wm/domain';
import type { Ticket, TicketInput } from '@wm/api/schemas';
import { TICKET_DERIVED_FIELDS } from '@wm/api/schemas';

/** A change of the scheduler grid as the screen saves it. */
export interface GridChange {
  ticketId: string;
  drag: SchedulerDrag;
  fromTray?: boolean;
}

/** Estimated duration given to a ticket dragged from the tray without one (minutes). */
export const DEFAULT_TRAY_MINUTES = 60;

/** Today's local date 'YYYY-MM-DD' in `zone` at instant `now` (epoch ms). */
export function todayIn(zone: string, now: number): string {
  return isoDateOfDayNumber(localDayNumber(now, zone));
}

/**
 * The save a grid change becomes (service spec 4 'Wizard and scheduler', 5 'Scheduler drag'):
 * `applyDrag` of @wm/domain checks the drag against `onScreen` (the shown tickets, or only those of
 * the employees involved: no other can overlap it) and gives the spec's
 * message when it is refused; otherwise a move or resize is a partial save of the schedule fields
 * and employees (the server merges it and checks the overlap again, 409), and a copy is a whole new
 * ticket without id, ticket number or the fields the server derives. A ticket dragged from the
 * unscheduled tray is scheduled at the drop time in `zone` (its duration, else 60 minutes) for the
 * technician of the row (none for the unassigned lane).
 */
export function saveForChange(
  ticket: Ticket,
  change: GridChange,
  onScreen: readonly Ticket[],
  names: Readonly<Record<string, string>>,
  zone: string,
): { ok: true; save: TicketInput; preview: Ticket } | { ok: false; message: string } {
  const { drag } = change;
  if (change.fromTray && drag.kind === 'move') {
    const start = toMillis(drag.start);
    const minutes = ticket.estimatedDurationMinutes || DEFAULT_TRAY_MINUTES;
    const save: TicketInput = {
      id: ticket.id,
      ...localSchedule(start, zone),
      scheduledTimeZone: zone,
      estimatedDurationMinutes: minutes,
      employeeIds: drag.toEmployeeId ? [drag.toEmployeeId] : (ticket.employeeIds ?? []),
    };
    const preview = { ...ticket, ...save, scheduledTimeStamp: new Date(start).toISOString() } as Ticket;
    return { ok: true, save, preview };
  }
  const others = onScreen.filter((t) => drag.kind === 'copy' || t.id !== ticket.id);
  const result: DragResult<Ticket> = applyDrag(ticket, drag, others, names);
  if (!result.ok) return result;
  const moved = result.ticket;
  if (drag.kind === 'copy') {
    const copy: Record<string, unknown> = { ...moved };
    for (const field of [
      ...TICKET_DERIVED_FIELDS,
      'id',
      'ticketNumber',
      'isNew',
      'scheduledEndTimeStamp',
      'media',
    ]) {
      delete copy[field];
    }
    return { ok: true, save: copy as TicketInput, preview: { ...moved, id: `copy-${ticket.id}` } as Ticket };
  }
  const save: TicketInput = {
    id: ticket.id,
    scheduledDate: moved.scheduledDate,
    scheduledStartTime: moved.scheduledStartTime,
    scheduledTimeZone: moved.scheduledTimeZone,
    estimatedDurationMinutes: moved.estimatedDurationMinutes,
    employeeIds: moved.employeeIds ?? [],
  };
  return { ok: true, save, preview: moved };
}

/** The conflict message of the server (409) and the drag messages, as translation keys with values. */
export function messageKey(message: string): { key: string; values: Record<string, string> } | null {
  const conflict =
    /^(.*) has a conflicting appointment at the selected time\. Please update your Ticket\.$/.exec(message);
  if (conflict) return { key: 'scheduler.conflict', values: { names: conflict[1] as string } };
  const overlap = /^There is a time overlap with the following employees: (.*)$/.exec(message);
  if (overlap) return { key: 'scheduler.overlap', values: { list: overlap[1] as string } };
  if (message === 'Start Time must be earlier than End Time')
    return { key: 'scheduler.startBeforeEnd', values: {} };
  if (message === 'End Time must be later than Start Time')
    return { key: 'scheduler.endAfterStart', values: {} };
  return null;
}

/** The scheduler view named by the address's `view` parameter: 'day', 'gps', else 'week' (the default). */
export function schedulerViewOf(value: string | null): 'day' | 'week' | 'gps' {
  return value === 'day' || value === 'gps' ? value : 'week';
}
