import { AdditionalInfoSchema, TimeRecordSchema, timeRecordFields } from '@wm/api/schemas';
import { z } from 'zod';

/**
 * Request shapes of the time calls (time spec 7, contract.md). They belong in @wm/api next to the
 * other schemas; they live here until the schema owner takes them (see /work/notes/requests.md).
 */

const Id = z
  .string()
  .min(1, 'id must not be empty')
  .max(64, 'id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'id may contain only letters, digits, - and _');
const Ref = Id.nullable().optional();
const Instant = z.string().max(64).nullable().optional();

const AdditionalInfo = AdditionalInfoSchema;

/**
 * One record of POST /time/real: clock IN has no outTimeStamp; clock OUT carries outTimeStamp (and
 * the open record's id). STRICT over the Time record's fields: the console's clock OUT sends the open
 * record as it read it, so the read-only fields the API adds (company_id, createdOn, updatedOn) are
 * accepted and ignored; anything else unknown is refused.
 */
export const ClockRecordSchema = z.strictObject({
  ...timeRecordFields,
  id: Id.optional(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  employee_id: Id,
  company_id: z.string().max(64).optional(),
  createdOn: z.string().max(64).optional(),
  updatedOn: z.string().max(64).optional(),
});
export type ClockRecordInput = z.infer<typeof ClockRecordSchema>;

/** POST /time/real body: 1 to 500 records. */
export const ClockRequestSchema = z
  .array(ClockRecordSchema, 'Expected an array of time records')
  .min(1, 'At least one time record is required.')
  .max(500, 'At most 500 time records can be sent at once.');

/** POST /time/clockout body (time spec 3 "Clock-out model"). */
export const ClockOutRequestSchema = z.object({
  timeZone: z.string().min(1, 'timeZone is required').max(64),
  clockOutTimeModels: z
    .array(
      z.looseObject({
        employeeId: Id,
        name: z.string().max(300).nullable().optional(),
        additionalInfo: AdditionalInfo.optional(),
      }),
    )
    .min(1, 'At least one employee is required.')
    .max(500),
});

/** Largest DELETE /Time body (time spec 9: delete chunk 150). */
export const MAX_DELETE_PER_REQUEST = 150;

/** DELETE /Time body. */
export const DeleteTimeRequestSchema = z
  .array(
    z.looseObject({ id: Id, inTimeStamp: Instant, outTimeStamp: Instant }),
    'Expected an array of {id, inTimeStamp, outTimeStamp}',
  )
  .min(1, 'At least one record is required.')
  .max(MAX_DELETE_PER_REQUEST, `At most ${MAX_DELETE_PER_REQUEST} records can be deleted per request.`);

/** The Time entity's input record (POST /Time): one strict schema, in @wm/api. */
export { TimeRecordSchema };

/** The TimeNote entity's input record. */
export const TimeNoteSchema = z.strictObject({
  id: Id.optional(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  time_id: Id,
  note: z.string().max(4000, 'A note must be at most 4000 characters.'),
  // Stamped by the server.
  author_id: Ref,
  noteTimeStamp: Instant,
});

/** Largest POST /time/queue body (issue 16: a phone's offline queue is sent in batches). */
export const MAX_QUEUED_EVENTS = 500;

/**
 * The envelope of POST /time/queue (issue 16): each event carries its client-generated id; the rest
 * of an event is checked one by one (QueuedClockEventSchema) so one bad event is refused alone.
 */
export const ClockQueueRequestSchema = z.strictObject({
  events: z
    .array(z.looseObject({ clientEventId: Id }), 'events: expected an array of queued clock events')
    .min(1, 'At least one queued clock event is required.')
    .max(MAX_QUEUED_EVENTS, `At most ${MAX_QUEUED_EVENTS} queued clock events can be sent at once.`),
});

/**
 * One queued clock tap (issue 16): `clientEventId` (the idempotency key, generated on the device),
 * the clock record the tap would have sent to POST /time/real (clock IN: `inTimeStamp` is the entered
 * time; clock OUT: `outTimeStamp` is), and optionally the device's GPS accuracy in metres.
 */
export const QueuedClockEventSchema = z.strictObject({
  clientEventId: Id,
  record: ClockRecordSchema,
  gpsAccuracy: z.number().nonnegative().max(1_000_000).nullable().optional(),
});
export type QueuedClockEvent = z.infer<typeof QueuedClockEventSchema>;
