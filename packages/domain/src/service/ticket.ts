import { type Instant, toMillis } from '../time/instant.js';
import {
  isValidTimeZone,
  isoDateOfDayNumber,
  localDayNumber,
  localSecondOfDay,
  parseIsoDate,
  zonedWallTime,
} from '../time/zone.js';

/** The five fixed service statuses (service spec 4 'Service ticket statuses'). */
export const SERVICE_STATUSES = ['notAccepted', 'accepted', 'rejected', 'inProgress', 'completed'] as const;
export type ServiceStatusName = (typeof SERVICE_STATUSES)[number];

/** Ticket priority (service spec 3): 1 low, 2 medium, 3 high. */
export const TicketPriority = { Low: 1, Medium: 2, High: 3 } as const;
export type TicketPriorityValue = 1 | 2 | 3;

/** English labels of the priorities (the console translates them). */
export const PRIORITY_LABELS: Record<TicketPriorityValue, string> = { 1: 'Low', 2: 'Medium', 3: 'High' };

/** Scheduler constants (service spec 9 'Scheduler'). */
export const SCHEDULER = {
  /** Drag snap in minutes. */
  snapMinutes: 5,
  /** Technicians per page when the grid pages. */
  techniciansPerPage: 7,
  /** Wizard pages. */
  wizardPages: 4,
  /** Words of the description shown as a ticket's label. */
  labelWords: 5,
  /** Default time window when none is set (service spec 5 'Ticket save'). */
  defaultWindow: { start: '09:00', end: '17:00' },
} as const;

/**
 * The fields of a service ticket the rules read (service spec 3 'Ticket'). `serviceStatus` is the
 * ticket's service status (the spec's ticket `status`); `status` stays the entity status (1 active,
 * 2 inactive, 3 deleted) of every record. Times are ISO 8601 instants; `scheduledDate` is a local
 * date 'YYYY-MM-DD' and `scheduledStartTime` a local 'HH:mm' in `scheduledTimeZone`.
 */
export interface ServiceTicket {
  id?: string;
  status?: number;
  ticketNumber?: number | null;
  name?: string | null;
  description?: string | null;
  jobInstructions?: string | null;
  location_id?: string | null;
  employeeIds?: string[] | null;
  skillSetIds?: string[] | null;
  assetIds?: string[] | null;
  formIds?: string[] | null;
  serviceCategoryProblemIds?: string[] | null;
  serviceStatus?: ServiceStatusName | null;
  priority?: number | null;
  estimatedDurationMinutes?: number | null;
  scheduledTimeStamp?: string | null;
  scheduledTimeZone?: string | null;
  scheduledDate?: string | null;
  scheduledStartTime?: string | null;
  callTimeStamp?: string | null;
  callTimeZone?: string | null;
  actualStartTimeStamp?: string | null;
  actualStartTimeZone?: string | null;
  actualEndTimeStamp?: string | null;
  actualEndTimeZone?: string | null;
  isNew?: boolean;
}

/** A service category problem as the merge reads it (service spec 3 'Service reference entities'). */
export interface CategoryProblem {
  id: string;
  isRequired?: boolean | null;
  estimatedDurationMinutes?: number | null;
  priority?: number | null;
  skillSetIds?: string[] | null;
  assetIds?: string[] | null;
  formIds?: string[] | null;
}

const hasEmployees = (t: ServiceTicket) => (t.employeeIds?.length ?? 0) > 0;

/**
 * The defaults of a new ticket (service spec 4): service status notAccepted, priority low, call time
 * now, every time zone the user's default zone, the problems flagged required preselected (and merged
 * into the ticket as a choice would be), isNew true.
 */
export function newTicketDefaults(options: {
  now: Instant;
  timeZone: string;
  problems?: readonly CategoryProblem[];
}): ServiceTicket {
  const base: ServiceTicket = {
    isNew: true,
    serviceStatus: 'notAccepted',
    priority: TicketPriority.Low,
    callTimeStamp: new Date(toMillis(options.now)).toISOString(),
    callTimeZone: options.timeZone,
    scheduledTimeZone: options.timeZone,
    actualStartTimeZone: options.timeZone,
    actualEndTimeZone: options.timeZone,
    employeeIds: [],
    skillSetIds: [],
    assetIds: [],
    formIds: [],
    serviceCategoryProblemIds: [],
  };
  const required = (options.problems ?? []).filter((p) => p.isRequired);
  if (required.length === 0) return base;
  return mergeCategoryProblems(base, required);
}

/**
 * Unassigned (service spec 4): no employees and not accepted (service status notAccepted, or none
 * yet), or employees and rejected.
 */
export function isUnassigned(t: ServiceTicket): boolean {
  if (!hasEmployees(t)) return (t.serviceStatus ?? 'notAccepted') === 'notAccepted';
  return t.serviceStatus === 'rejected';
}

/** Flagged (service spec 4): rejected with employees. */
export function isFlagged(t: ServiceTicket): boolean {
  return hasEmployees(t) && t.serviceStatus === 'rejected';
}

/** The scheduled end instant (epoch ms): scheduled time plus estimated duration; NaN when unscheduled. */
export function scheduledEndMs(t: ServiceTicket): number {
  const start = toMillis(t.scheduledTimeStamp ?? null);
  return start + Math.max(0, t.estimatedDurationMinutes ?? 0) * 60_000;
}

/**
 * Overdue (service spec 4): has employees, `now` is past the scheduled time plus the estimated
 * duration, and the ticket is not completed. An unscheduled ticket is never overdue.
 */
export function isOverdue(t: ServiceTicket, now: Instant): boolean {
  if (!hasEmployees(t) || t.serviceStatus === 'completed') return false;
  const end = scheduledEndMs(t);
  return !Number.isNaN(end) && toMillis(now) > end;
}

/**
 * The triage list (service spec 4): unassigned or overdue tickets (deleted ones left out), by priority
 * (high first), then newest call time first; ties by ticket number.
 */
export function triageTickets<T extends ServiceTicket>(tickets: readonly T[], now: Instant): T[] {
  const call = (t: ServiceTicket) => {
    const ms = toMillis(t.callTimeStamp ?? null);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return tickets
    .filter((t) => t.status !== 3 && (isUnassigned(t) || isOverdue(t, now)))
    .sort(
      (a, b) =>
        (b.priority ?? 1) - (a.priority ?? 1) ||
        call(b) - call(a) ||
        (a.ticketNumber ?? 0) - (b.ticketNumber ?? 0),
    );
}

/** The fields a category-problem choice may set; hand-set ones are kept. */
export type MergeableField = 'priority' | 'estimatedDurationMinutes' | 'skillSetIds' | 'assetIds' | 'formIds';

const union = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => [
  ...new Set([...(a ?? []), ...(b ?? [])]),
];

/**
 * Applies chosen category problems to a ticket (service spec 4 'Choosing category problems'): the
 * priority rises to the highest chosen (never lowers), skills, assets and forms are merged with the
 * ticket's, and the duration becomes the sum of the problem durations divided by the number chosen
 * (rounded to a whole minute). A field named in `handSet` (set by the user) is not overwritten.
 * `serviceCategoryProblemIds` becomes the union of the ticket's and the chosen ids.
 */
export function mergeCategoryProblems(
  ticket: ServiceTicket,
  chosen: readonly CategoryProblem[],
  handSet: ReadonlySet<MergeableField> | readonly MergeableField[] = [],
): ServiceTicket {
  const kept = new Set(handSet);
  const out: ServiceTicket = {
    ...ticket,
    serviceCategoryProblemIds: union(
      ticket.serviceCategoryProblemIds,
      chosen.map((p) => p.id),
    ),
  };
  if (chosen.length === 0) return out;
  if (!kept.has('priority')) {
    const highest = Math.max(ticket.priority ?? 1, ...chosen.map((p) => p.priority ?? 1));
    out.priority = Math.min(3, Math.max(1, highest)) as TicketPriorityValue;
  }
  if (!kept.has('estimatedDurationMinutes')) {
    const sum = chosen.reduce((s, p) => s + (p.estimatedDurationMinutes ?? 0), 0);
    out.estimatedDurationMinutes = Math.round(sum / chosen.length);
  }
  for (const f of ['skillSetIds', 'assetIds', 'formIds'] as const) {
    if (kept.has(f)) continue;
    let merged = ticket[f] ?? [];
    for (const p of chosen) merged = union(merged, p[f]);
    out[f] = merged;
  }
  return out;
}

/** A ticket's scheduled interval [start, end) in epoch ms, or null when it is not scheduled. */
export function ticketInterval(t: ServiceTicket): { start: number; end: number } | null {
  const start = toMillis(t.scheduledTimeStamp ?? null);
  if (Number.isNaN(start)) return null;
  return { start, end: start + Math.max(0, t.estimatedDurationMinutes ?? 0) * 60_000 };
}

/**
 * The employees of `ticket` who have another ticket at an overlapping time (service spec 5: overlap
 * is detected per employee), in the ticket's employee order. Other tickets that are the same ticket,
 * deleted (status 3), unscheduled or of zero length are ignored; touching intervals (one ends as the
 * next starts) do not overlap.
 */
export function overlappingEmployees(ticket: ServiceTicket, others: readonly ServiceTicket[]): string[] {
  const mine = ticketInterval(ticket);
  if (!mine || mine.end <= mine.start) return [];
  const out: string[] = [];
  for (const emp of ticket.employeeIds ?? []) {
    const clash = others.some((o) => {
      if (o.status === 3 || (ticket.id !== undefined && o.id === ticket.id)) return false;
      if (!(o.employeeIds ?? []).includes(emp)) return false;
      const iv = ticketInterval(o);
      return iv !== null && iv.start < mine.end && mine.start < iv.end;
    });
    if (clash && !out.includes(emp)) out.push(emp);
  }
  return out;
}

/** Exact messages of service spec 5 'Ticket save'. */
export const TICKET_SAVE_MESSAGES = {
  serviceStatus: 'Service status is required.',
  location: 'Location is required.',
  name: 'Ticket name is required.',
  callTimeZone: 'Call TimeZone is required.',
  skill: 'Skill is required.',
  priority: 'Priority is required.',
  estimatedDuration: 'Estimated Duration is required.',
  scheduledStartTime: 'Scheduled Start Time is required.',
  scheduledTimeZone: 'Scheduled TimeZone is required.',
  scheduledDate: 'Scheduled Date is required.',
  jobInstructions: 'Job Instructions are required.',
  actualStartTime: 'Actual Start Time is required.',
  actualStartTimeZone: 'Actual Start TimeZone is required.',
  actualEndTime: 'Actual End Time is required.',
  actualEndTimeZone: 'Actual End TimeZone is required.',
} as const;

/** The employee-conflict message of 'Ticket save' page 3; `names` are the employees' names. */
export function ticketConflictMessage(names: readonly string[]): string {
  return `${names.join(', ')} has a conflicting appointment at the selected time. Please update your Ticket.`;
}

/** A refused ticket save: the spec's message, the field to highlight and the wizard page it is on. */
export interface TicketSaveError {
  message: string;
  field: string;
  page: 1 | 2 | 3 | 4;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Checks one wizard page of a ticket (service spec 5 'Ticket save'); the first failing rule of the
 * page, or null. Page 4 checks the actual times only when the service status is completed. The
 * employee conflict of page 3 needs the other tickets: see `overlappingEmployees` and
 * `ticketConflictMessage`.
 */
export function validateTicketPage(t: ServiceTicket, page: 1 | 2 | 3 | 4): TicketSaveError | null {
  const M = TICKET_SAVE_MESSAGES;
  const checks: [boolean, string, string][] = [];
  if (page === 1) {
    checks.push(
      [blank(t.serviceStatus), M.serviceStatus, 'serviceStatus'],
      [blank(t.location_id), M.location, 'location_id'],
      [blank(t.name), M.name, 'name'],
      [blank(t.callTimeZone), M.callTimeZone, 'callTimeZone'],
      [(t.skillSetIds?.length ?? 0) === 0, M.skill, 'skillSetIds'],
    );
  } else if (page === 2) {
    checks.push(
      [blank(t.priority), M.priority, 'priority'],
      [blank(t.estimatedDurationMinutes), M.estimatedDuration, 'estimatedDurationMinutes'],
      [blank(t.scheduledStartTime), M.scheduledStartTime, 'scheduledStartTime'],
      [blank(t.scheduledTimeZone), M.scheduledTimeZone, 'scheduledTimeZone'],
      [blank(t.scheduledDate), M.scheduledDate, 'scheduledDate'],
    );
  } else if (page === 3) {
    checks.push([blank(t.jobInstructions), M.jobInstructions, 'jobInstructions']);
  } else if (t.serviceStatus === 'completed') {
    checks.push(
      [blank(t.actualStartTimeStamp), M.actualStartTime, 'actualStartTimeStamp'],
      [blank(t.actualStartTimeZone), M.actualStartTimeZone, 'actualStartTimeZone'],
      [blank(t.actualEndTimeStamp), M.actualEndTime, 'actualEndTimeStamp'],
      [blank(t.actualEndTimeZone), M.actualEndTimeZone, 'actualEndTimeZone'],
    );
  }
  const failed = checks.find(([bad]) => bad);
  return failed ? { message: failed[1], field: failed[2], page } : null;
}

/**
 * The wizard's last page (service spec 4 'Wizard and scheduler'): 4 when employees are assigned,
 * otherwise 3 (where the save happens).
 */
export function lastWizardPage(t: ServiceTicket): 3 | 4 {
  return hasEmployees(t) ? 4 : 3;
}

/** Whether wizard page `page` may be shown: 1-3 always, 4 only with employees assigned. */
export function canReachWizardPage(t: ServiceTicket, page: number): boolean {
  return page >= 1 && page <= lastWizardPage(t);
}

/**
 * Every save rule of the wizard pages up to the last applicable one, in page order (service spec 5):
 * the first failure, or null. The employee conflict is checked separately (it needs other tickets).
 */
export function validateTicketSave(t: ServiceTicket): TicketSaveError | null {
  for (let page = 1 as 1 | 2 | 3 | 4; page <= lastWizardPage(t); page = (page + 1) as 1 | 2 | 3 | 4) {
    const err = validateTicketPage(t, page);
    if (err) return err;
  }
  return null;
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The scheduled instant (ISO 8601 UTC) of `scheduledDate` at `scheduledStartTime` ('HH:mm') in
 * `scheduledTimeZone`, or null when one of them is missing or invalid.
 */
export function scheduledInstant(t: ServiceTicket): string | null {
  const day = t.scheduledDate ? parseIsoDate(t.scheduledDate) : null;
  const m = t.scheduledStartTime ? TIME_RE.exec(t.scheduledStartTime) : null;
  if (day === null || !m || !isValidTimeZone(t.scheduledTimeZone)) return null;
  const ms = zonedWallTime(day, Number(m[1]) * 3600 + Number(m[2]) * 60, t.scheduledTimeZone as string);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The local `scheduledDate` and `scheduledStartTime` of instant `ms` in `zone`. */
export function localSchedule(
  ms: number,
  zone: string,
): { scheduledDate: string; scheduledStartTime: string } {
  const sec = localSecondOfDay(ms, zone);
  const hh = String(Math.floor(sec / 3600)).padStart(2, '0');
  const mm = String(Math.floor((sec % 3600) / 60)).padStart(2, '0');
  return { scheduledDate: isoDateOfDayNumber(localDayNumber(ms, zone)), scheduledStartTime: `${hh}:${mm}` };
}

/**
 * Normalises a ticket before it is stored: `scheduledTimeStamp` from the local date, start time and
 * zone (null when any is missing), and each actual zone cleared when its actual time is empty
 * (service spec 4 'Wizard and scheduler').
 */
export function normalizeTicket<T extends ServiceTicket>(t: T): T {
  const out = { ...t };
  out.scheduledTimeStamp = scheduledInstant(t);
  if (blank(t.actualStartTimeStamp)) out.actualStartTimeZone = null;
  if (blank(t.actualEndTimeStamp)) out.actualEndTimeZone = null;
  return out;
}

/** The ticket's label on the scheduler: the first 5 words of its description (else its name). */
export function ticketLabel(t: ServiceTicket): string {
  const text = (t.description ?? '').trim() || (t.name ?? '').trim();
  return text.split(/\s+/).filter(Boolean).slice(0, SCHEDULER.labelWords).join(' ');
}

/** The delete confirmation of a ticket (service spec 8 'Confirmations'); buttons Ok and Cancel. */
export function ticketDeleteConfirm(t: ServiceTicket): { title: string; text: string } {
  return {
    title: 'Confirm Delete Ticket',
    text: `Are you sure you want to delete ticket #${t.ticketNumber ?? ''} ${t.name ?? ''}?`,
  };
}
