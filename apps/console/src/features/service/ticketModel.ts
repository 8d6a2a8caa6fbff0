import type { Ticket, TicketInput } from '@wm/api/schemas';
import { TICKET_SAVE_MESSAGES, TIME_ZONES, type ServiceTicket } from '@wm/domain';

/** The fields of a ticket the console sends (TicketSchema's own; derived and server fields left out). */
const SENT_FIELDS = [
  'id',
  'status',
  'name',
  'description',
  'jobInstructions',
  'location_id',
  'employeeIds',
  'skillSetIds',
  'assetIds',
  'formIds',
  'serviceCategoryProblemIds',
  'mediaIds',
  'fileIds',
  'associatedMediaIds',
  'media',
  'serviceStatus',
  'priority',
  'estimatedDurationMinutes',
  'scheduledTimeZone',
  'scheduledDate',
  'scheduledStartTime',
  'callTimeStamp',
  'callTimeZone',
  'actualStartTimeStamp',
  'actualStartTimeZone',
  'actualEndTimeStamp',
  'actualEndTimeZone',
  'schedule',
  'contactName',
  'contactPhone',
] as const;

/**
 * The body of POST /Ticket for a draft: only the schema's writable fields (the server sets
 * ticketNumber, scheduledTimeStamp and scheduledEndTimeStamp, and derives the display fields);
 * a new ticket is sent without id so the server numbers it.
 */
export function ticketPayload(draft: ServiceTicket): TicketInput {
  const src = draft as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of SENT_FIELDS) if (src[f] !== undefined) out[f] = src[f];
  if (draft.isNew) delete out.id;
  return out as TicketInput;
}

const MESSAGE_KEYS = Object.fromEntries(
  Object.entries(TICKET_SAVE_MESSAGES).map(([k, m]) => [m, `service.msg.${k}`]),
) as Record<string, string>;
const CONFLICT = / has a conflicting appointment at the selected time\. Please update your Ticket\.$/;

/**
 * The resource key and values of a ticket message ('Location is required.' ->
 * service.msg.location; the employee conflict -> service.msg.conflict with its names), or null for
 * a message the console does not translate (shown as the server wrote it).
 */
export function ticketMessageKey(message: string): { key: string; values?: Record<string, string> } | null {
  if (MESSAGE_KEYS[message]) return { key: MESSAGE_KEYS[message]! };
  if (CONFLICT.test(message))
    return { key: 'service.msg.conflict', values: { names: message.replace(CONFLICT, '') } };
  return null;
}

/** The zones the editor offers: the common list, plus the user's and the ticket's own. */
export function ticketZones(...extra: (string | null | undefined)[]): string[] {
  return [...new Set([...TIME_ZONES, ...extra.filter((z): z is string => !!z)])];
}

/** Whether a ticket row is still open (not completed, not deleted). */
export const isOpenTicket = (t: Pick<Ticket, 'serviceStatus' | 'status'>) =>
  t.status !== 3 && t.serviceStatus !== 'completed';
