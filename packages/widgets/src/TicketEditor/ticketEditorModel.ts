import {
  type CategoryProblem,
  isoDateOfDayNumber,
  isValidTimeZone,
  localDayNumber,
  localSecondOfDay,
  type MergeableField,
  mergeCategoryProblems,
  parseIsoDate,
  type ServiceTicket,
  TICKET_SAVE_MESSAGES,
  zonedWallTime,
} from '@wm/domain';

/** The ticket a TicketEditor edits: the domain's ticket plus the contact fields of service spec 3. */
export type TicketDraft = ServiceTicket & {
  contactName?: string | null;
  contactPhone?: string | null;
};

/**
 * Chooses the ticket's category problems (service spec 4 'Choosing category problems'): the ids
 * become `ids`, then the chosen problems are merged in with `mergeCategoryProblems` (priority rises
 * to the highest chosen, skills, assets and forms merged, duration the average of the chosen
 * problems' minutes); fields in `handSet` keep the user's value. Unknown ids are kept but merge
 * nothing.
 */
export function chooseProblems(
  ticket: TicketDraft,
  ids: readonly string[],
  problems: readonly CategoryProblem[],
  handSet: ReadonlySet<MergeableField>,
): TicketDraft {
  const byId = new Map(problems.map((p) => [p.id, p]));
  const chosen = ids.map((id) => byId.get(id)).filter((p): p is CategoryProblem => p !== undefined);
  const base: TicketDraft = { ...ticket, serviceCategoryProblemIds: [...ids] };
  return { ...base, ...mergeCategoryProblems(base, chosen, handSet) };
}

const MESSAGE_FIELDS: Record<string, string> = {
  [TICKET_SAVE_MESSAGES.serviceStatus]: 'serviceStatus',
  [TICKET_SAVE_MESSAGES.location]: 'location_id',
  [TICKET_SAVE_MESSAGES.name]: 'name',
  [TICKET_SAVE_MESSAGES.callTimeZone]: 'callTimeZone',
  [TICKET_SAVE_MESSAGES.skill]: 'skillSetIds',
  [TICKET_SAVE_MESSAGES.priority]: 'priority',
  [TICKET_SAVE_MESSAGES.estimatedDuration]: 'estimatedDurationMinutes',
  [TICKET_SAVE_MESSAGES.scheduledStartTime]: 'scheduledStartTime',
  [TICKET_SAVE_MESSAGES.scheduledTimeZone]: 'scheduledTimeZone',
  [TICKET_SAVE_MESSAGES.scheduledDate]: 'scheduledDate',
  [TICKET_SAVE_MESSAGES.jobInstructions]: 'jobInstructions',
  [TICKET_SAVE_MESSAGES.actualStartTime]: 'actualStartTimeStamp',
  [TICKET_SAVE_MESSAGES.actualStartTimeZone]: 'actualStartTimeZone',
  [TICKET_SAVE_MESSAGES.actualEndTime]: 'actualEndTimeStamp',
  [TICKET_SAVE_MESSAGES.actualEndTimeZone]: 'actualEndTimeZone',
};

/** Wizard page of each field (service spec 2 'Ticket manager'). */
export const TICKET_FIELD_PAGE: Record<string, 1 | 2 | 3 | 4> = {
  location_id: 1,
  name: 1,
  description: 1,
  serviceCategoryProblemIds: 1,
  skillSetIds: 1,
  serviceStatus: 1,
  callTimeStamp: 1,
  callTimeZone: 1,
  priority: 2,
  estimatedDurationMinutes: 2,
  scheduledDate: 2,
  scheduledStartTime: 2,
  scheduledTimeZone: 2,
  jobInstructions: 3,
  employeeIds: 3,
  contactName: 3,
  contactPhone: 3,
  actualStartTimeStamp: 4,
  actualStartTimeZone: 4,
  actualEndTimeStamp: 4,
  actualEndTimeZone: 4,
};

/**
 * The field a server message of a ticket save belongs to: a 'Ticket save' message of service spec 5,
 * the employee conflict ('... has a conflicting appointment ...': employeeIds), or a schema message
 * naming its field ('priority: ...'); null when it names none.
 */
export function fieldOfTicketMessage(message: string): string | null {
  if (MESSAGE_FIELDS[message]) return MESSAGE_FIELDS[message]!;
  if (message.endsWith('has a conflicting appointment at the selected time. Please update your Ticket.'))
    return 'employeeIds';
  const named = /^([A-Za-z_]+)[:.\s]/.exec(message)?.[1];
  return named && TICKET_FIELD_PAGE[named] ? named : null;
}

/**
 * An instant (ISO 8601) as a `datetime-local` value 'YYYY-MM-DDTHH:mm' in `zone`; '' when either is
 * missing or invalid.
 */
export function toLocalInput(iso: string | null | undefined, zone: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms) || !isValidTimeZone(zone)) return '';
  const sec = localSecondOfDay(ms, zone as string);
  const hh = String(Math.floor(sec / 3600)).padStart(2, '0');
  const mm = String(Math.floor((sec % 3600) / 60)).padStart(2, '0');
  return `${isoDateOfDayNumber(localDayNumber(ms, zone as string))}T${hh}:${mm}`;
}

/**
 * A `datetime-local` value 'YYYY-MM-DDTHH:mm' in `zone` as an ISO 8601 UTC instant; null when empty
 * or not a valid date-time or zone.
 */
export function fromLocalInput(value: string, zone: string | null | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m || !isValidTimeZone(zone)) return null;
  const day = parseIsoDate(m[1]!);
  if (day === null) return null;
  const ms = zonedWallTime(day, Number(m[2]) * 3600 + Number(m[3]) * 60, zone as string);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
