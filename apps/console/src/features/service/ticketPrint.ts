import type { Ticket } from '@wm/api/schemas';

/** Names by id for the ticket's references (pickers' records); an unknown id prints as itself. */
export interface TicketPrintLookups {
  skills?: readonly { id: string; name: string }[];
  problems?: readonly { id: string; name: string }[];
  forms?: readonly { id: string; name: string }[];
}

/** One printed line: a translation key of its label and the text to print ('' when empty). */
export interface TicketPrintRow {
  key: string;
  value: string;
}

const names = (ids: unknown, list: readonly { id: string; name: string }[] | undefined): string => {
  if (!Array.isArray(ids)) return '';
  const byId = new Map((list ?? []).map((x) => [x.id, x.name]));
  return ids
    .filter((id): id is string => typeof id === 'string')
    .map((id) => byId.get(id) ?? id)
    .join(', ');
};

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** An instant in a zone as 'Mar 12, 2031, 9:05 AM'; '' when missing or not a date, the UTC text when the zone is unknown. */
export function printInstant(iso: unknown, zone: unknown, locale: string): string {
  if (typeof iso !== 'string') return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, {
      ...options,
      timeZone: typeof zone === 'string' && zone ? zone : 'UTC',
    }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  }
}

/**
 * The lines of a printed ticket (service spec 2 'Ticket manager' printing popup), in the order of
 * the wizard's pages: call (location, name, problems, skills, service status, call time), schedule
 * (priority, duration in minutes, date, start time and zone), work (instructions, employees,
 * contact), actual start and end, forms with their fill state. `label(key)` is left to the caller; values are plain
 * text, '' for what the ticket does not have. Never throws on a record of unexpected shape.
 */
export function ticketPrintRows(
  ticket: Partial<Ticket> & Record<string, unknown>,
  lookups: TicketPrintLookups,
  text: {
    locale: string;
    status: (s: string) => string;
    priority: (p: 1 | 2 | 3) => string;
    minutes: (n: number) => string;
    /** The fill state after each attached form's name: 'filled', 'not filled'. */
    filled: string;
    notFilled: string;
  },
): TicketPrintRow[] {
  const p = ticket.priority;
  const minutes = ticket.estimatedDurationMinutes;
  return [
    { key: 'service.field.location', value: str(ticket.locationLabel) || str(ticket.location_id) },
    { key: 'service.field.name', value: str(ticket.name) },
    { key: 'service.field.description', value: str(ticket.description) },
    { key: 'service.field.problems', value: names(ticket.serviceCategoryProblemIds, lookups.problems) },
    { key: 'service.field.skills', value: names(ticket.skillSetIds, lookups.skills) },
    {
      key: 'service.field.serviceStatus',
      value: typeof ticket.serviceStatus === 'string' ? text.status(ticket.serviceStatus) : '',
    },
    {
      key: 'service.field.callTime',
      value: printInstant(ticket.callTimeStamp, ticket.callTimeZone, text.locale),
    },
    { key: 'service.field.priority', value: p === 1 || p === 2 || p === 3 ? text.priority(p) : '' },
    {
      key: 'service.field.estimatedDuration',
      value: typeof minutes === 'number' && Number.isFinite(minutes) ? text.minutes(minutes) : '',
    },
    { key: 'service.field.scheduledDate', value: str(ticket.scheduledDate) },
    { key: 'service.field.scheduledStartTime', value: str(ticket.scheduledStartTime) },
    { key: 'service.field.scheduledTimeZone', value: str(ticket.scheduledTimeZone) },
    { key: 'service.field.jobInstructions', value: str(ticket.jobInstructions) },
    { key: 'service.field.employees', value: str(ticket.employeesLabel) },
    { key: 'service.field.contactName', value: str(ticket.contactName) },
    { key: 'service.field.contactPhone', value: str(ticket.contactPhone) },
    {
      key: 'service.field.actualStart',
      value: printInstant(ticket.actualStartTimeStamp, ticket.actualStartTimeZone, text.locale),
    },
    {
      key: 'service.field.actualEnd',
      value: printInstant(ticket.actualEndTimeStamp, ticket.actualEndTimeZone, text.locale),
    },
    {
      key: 'service.problem.forms',
      value: ticketFormStates(ticket, lookups.forms)
        .map((f) => `${f.name} (${f.filled ? text.filled : text.notFilled})`)
        .join(', '),
    },
  ];
}

/** One form attached to a ticket and whether a completed submission was filled for the ticket. */
export interface TicketFormState {
  id: string;
  name: string;
  filled: boolean;
}

/**
 * The ticket's attached forms (formIds, in order) with their fill state (the server's
 * completedFormIds, issue 10); names from `forms`, an unknown id as itself. Tolerates records of
 * unexpected shape (non-arrays count as empty).
 */
export function ticketFormStates(
  ticket: { formIds?: unknown; completedFormIds?: unknown },
  forms: readonly { id: string; name: string }[] | undefined,
): TicketFormState[] {
  const ids = Array.isArray(ticket.formIds)
    ? ticket.formIds.filter((x): x is string => typeof x === 'string')
    : [];
  const done = new Set(Array.isArray(ticket.completedFormIds) ? ticket.completedFormIds : []);
  const byId = new Map((forms ?? []).map((f) => [f.id, f.name]));
  return ids.map((id) => ({ id, name: byId.get(id) ?? id, filled: done.has(id) }));
}
