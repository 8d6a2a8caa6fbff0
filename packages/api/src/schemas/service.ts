import { isValidTimeZone, SERVICE_STATUSES } from '@wm/domain';
import { z } from 'zod';
import { IdSchema, IsoTimestampSchema, RefSchema, StatusSchema } from './common.js';

/**
 * Service module schemas (service spec 3 'Ticket', 'Service reference entities'). Every schema is
 * STRICT (an unknown field is refused) and every field is typed and bounded.
 */

const text = (field: string, max: number) =>
  z
    .string(`${field} must be text`)
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional();

const ids = (field: string, max: number) =>
  z
    .array(IdSchema, `${field} must be a list of ids`)
    .max(max, `${field} has more than ${max} ids`)
    .nullable()
    .optional();

const zone = (field: string) =>
  z
    .string(`${field} must be text`)
    .max(64, `${field} must be at most 64 characters`)
    .refine((v) => v === '' || isValidTimeZone(v), `${field} is not a known time zone`)
    .nullable()
    .optional();

const instant = (field: string) =>
  z.iso
    .datetime({ offset: true, message: `${field} must be an ISO 8601 date-time` })
    .nullable()
    .optional();

/** Ticket priority: 1 low, 2 medium, 3 high. */
export const TicketPrioritySchema = z.union(
  [z.literal(1), z.literal(2), z.literal(3)],
  'priority must be 1 (low), 2 (medium) or 3 (high)',
);

/** A ticket's service status: one of the five fixed names (service spec 4). */
export const ServiceStatusNameSchema = z.enum(
  SERVICE_STATUSES,
  'serviceStatus must be notAccepted, accepted, rejected, inProgress or completed',
);

const bitSum = (field: string, bits: number) =>
  z
    .number(`${field} must be a number`)
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(2 ** bits - 1, `${field} has a value beyond its ${bits} options`)
    .nullable()
    .optional();

/**
 * A ticket's recurrence (service spec 3 'Schedule (recurrence)'), kept with the ticket: type 1 hourly
 * by weekday, 2 by weeks and weekdays, 3 by months and month days; the lists are bit sums.
 */
export const TicketRecurrenceSchema = z.strictObject({
  id: IdSchema.optional(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], 'Schedule type must be 1, 2 or 3.'),
  hours: bitSum('hours', 24),
  weekDays: bitSum('weekDays', 7),
  monthDays: bitSum('monthDays', 31),
  months: bitSum('months', 12),
  weeks: bitSum('weeks', 52),
  recurringDates: z
    .array(z.strictObject({ date: IsoTimestampSchema, onSchedule: z.boolean() }))
    .max(1000, 'recurringDates has more than 1000 dates')
    .optional(),
});
export type TicketRecurrence = z.infer<typeof TicketRecurrenceSchema>;

/** A media item of a ticket (service spec 3 'Media'): type 4 photo, 6 video. */
export const TicketMediaSchema = z.strictObject({
  id: IdSchema.optional(),
  file: z
    .strictObject({
      id: IdSchema.optional(),
      fileName: text('media.file.fileName', 255),
      mimeType: text('media.file.mimeType', 100),
      url: text('media.file.url', 2000),
    })
    .nullable()
    .optional(),
  title: text('media.title', 200),
  notes: text('media.notes', 4000),
  type: z.number().int().min(0).max(10).nullable().optional(),
  status: StatusSchema.optional(),
});

/**
 * Ticket (service spec 3). `serviceStatus` is the ticket's service status (the spec's ticket
 * `status`), while `status` is the entity status (1 active, 2 inactive, 3 deleted). `ticketNumber`
 * `scheduledTimeStamp` and `scheduledEndTimeStamp` (start plus estimated duration) are set by the server (a per-company sequence; the local scheduled date,
 * start time 'HH:mm' and zone). The derived display fields (overdue, unassigned, ...) are read-only.
 */
export const TicketSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  ticketNumber: z.number().int().min(1).nullable().optional(),
  name: text('name', 200),
  description: text('description', 4000),
  jobInstructions: text('jobInstructions', 4000),
  location_id: RefSchema.optional(),
  employeeIds: ids('employeeIds', 50),
  skillSetIds: ids('skillSetIds', 100),
  assetIds: ids('assetIds', 200),
  formIds: ids('formIds', 100),
  serviceCategoryProblemIds: ids('serviceCategoryProblemIds', 100),
  mediaIds: ids('mediaIds', 200),
  fileIds: ids('fileIds', 200),
  associatedMediaIds: ids('associatedMediaIds', 200),
  media: z.array(TicketMediaSchema).max(200, 'media has more than 200 items').nullable().optional(),
  serviceStatus: ServiceStatusNameSchema.nullable().optional(),
  priority: TicketPrioritySchema.nullable().optional(),
  estimatedDurationMinutes: z
    .number('estimatedDurationMinutes must be a number')
    .int('estimatedDurationMinutes must be a whole number of minutes')
    .min(0, 'estimatedDurationMinutes must not be negative')
    .max(20160, 'estimatedDurationMinutes must be at most 20160 (14 days)')
    .nullable()
    .optional(),
  scheduledTimeStamp: instant('scheduledTimeStamp'),
  scheduledEndTimeStamp: instant('scheduledEndTimeStamp'),
  scheduledTimeZone: zone('scheduledTimeZone'),
  scheduledDate: z
    .string('scheduledDate must be text')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduledDate must be a date YYYY-MM-DD')
    .nullable()
    .optional(),
  scheduledStartTime: z
    .string('scheduledStartTime must be text')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'scheduledStartTime must be a time HH:mm')
    .nullable()
    .optional(),
  callTimeStamp: instant('callTimeStamp'),
  callTimeZone: zone('callTimeZone'),
  actualStartTimeStamp: instant('actualStartTimeStamp'),
  actualStartTimeZone: zone('actualStartTimeZone'),
  actualEndTimeStamp: instant('actualEndTimeStamp'),
  actualEndTimeZone: zone('actualEndTimeZone'),
  schedule: TicketRecurrenceSchema.nullable().optional(),
  contactName: text('contactName', 200),
  contactPhone: text('contactPhone', 50),
  isNew: z.boolean('isNew must be true or false').optional(),
});
export type TicketInput = z.infer<typeof TicketSchema>;

/** Derived display fields the server adds to every ticket it returns (never stored). */
export const TICKET_DERIVED_FIELDS = [
  'locationLabel',
  'employeesLabel',
  'priorityLabel',
  'overdue',
  'unassigned',
  'flagged',
  'totalTime',
  'hasPhoto',
  'hasVideo',
  'hasCompletedForm',
  'completedFormIds',
] as const;

/** A ticket as the server returns it. */
export type Ticket = TicketInput & {
  id: string;
  status: 1 | 2 | 3;
  ticketNumber: number;
  locationLabel: string | null;
  employeesLabel: string;
  priorityLabel: string;
  overdue: boolean;
  unassigned: boolean;
  flagged: boolean;
  /** Minutes between the actual start and end, or null. */
  totalTime: number | null;
  hasPhoto: boolean;
  hasVideo: boolean;
  hasCompletedForm: boolean;
  /** The ticket's formIds with a completed submission filled for this ticket (issue 10). */
  completedFormIds?: string[];
  createdOn?: string;
  updatedOn?: string;
};

/** ServiceCategoryProblem (service spec 3): a problem a ticket may be about, with its defaults. */
export const ServiceCategoryProblemSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  name: z
    .string('Name is required.')
    .trim()
    .min(1, 'Name is required.')
    .max(200, 'name must be at most 200 characters'),
  description: text('description', 2000),
  isRequired: z.boolean('isRequired must be true or false').optional(),
  estimatedDurationMinutes: z
    .number('estimatedDurationMinutes must be a number')
    .int('estimatedDurationMinutes must be a whole number of minutes')
    .min(0, 'estimatedDurationMinutes must not be negative')
    .max(20160, 'estimatedDurationMinutes must be at most 20160 (14 days)')
    .nullable()
    .optional(),
  priority: TicketPrioritySchema.nullable().optional(),
  skillSetIds: ids('skillSetIds', 100),
  assetIds: ids('assetIds', 200),
  formIds: ids('formIds', 100),
  isNew: z.boolean().optional(),
});
export type ServiceCategoryProblem = z.infer<typeof ServiceCategoryProblemSchema> & { id: string };

/** The longest range of GET /api/Ticket/occurrences, in days. */
export const TICKET_OCCURRENCE_MAX_DAYS = 62;

/**
 * Query of GET /api/Ticket/occurrences: `from` and `to` instants (ISO 8601), `to` after `from`, at
 * most 62 days apart.
 */
export const TicketOccurrencesQuerySchema = z
  .strictObject({
    from: z.iso.datetime({ offset: true, message: 'from must be an ISO 8601 date-time' }),
    to: z.iso.datetime({ offset: true, message: 'to must be an ISO 8601 date-time' }),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must be after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= TICKET_OCCURRENCE_MAX_DAYS * 86_400_000, {
    message: `the range must not exceed ${TICKET_OCCURRENCE_MAX_DAYS} days`,
    path: ['to'],
  });

/** One occurrence of a recurring ticket (GET /api/Ticket/occurrences). */
export interface TicketOccurrenceRecord {
  ticketId: string;
  ticketNumber: number;
  /** Local date in the ticket's scheduled zone, and the start and end instants (ISO 8601 UTC). */
  localDate: string;
  start: string;
  end: string;
}

/**
 * Query of GET /api/Ticket/technician-positions (issue 10, service spec 2 'GPS view'): `before`, an
 * ISO 8601 instant (default now); each technician's last GPS fix at or before it is returned.
 */
export const TechnicianPositionsQuerySchema = z.strictObject({
  before: z.iso.datetime({ offset: true, message: 'before must be an ISO 8601 date-time' }).optional(),
});

/**
 * A technician's last GPS fix (GET /api/Ticket/technician-positions): the latest clock IN or OUT of
 * a time record with real coordinates (not the -1000 'no GPS' value), at or before `before`.
 */
export interface TechnicianPosition {
  employeeId: string;
  lat: number;
  lon: number;
  /** When the fix was taken (the clock IN or OUT instant, ISO 8601 UTC). */
  at: string;
  /** 'in' or 'out': which clock punch gave the fix. */
  punch: 'in' | 'out';
}
