import { z } from 'zod';
import { IdSchema, RefSchema } from './common.js';

/**
 * Upsert TimeAllocation (time spec 7 "Time": originalRecords (id, inTimeStamp, outTimeStamp),
 * allocatedRecords; answer: the saved time records), served as POST /api/TimeAllocation.
 * `originalRecords` are the selected records as the console loaded them: the server refuses with 409
 * when one changed since. `allocatedRecords` are the segments (time spec 3 "Segment (allocator)"),
 * which the server checks and applies with the @wm/domain allocation rules, answering 400 with their
 * messages. Times are ISO 8601 instants, zones IANA names, units of the whole segment.
 */
const instant = z.string().min(1).max(64);
const zone = z.string().max(64).nullable().optional();

export const TimeAllocationOriginalSchema = z.object({
  id: IdSchema,
  inTimeStamp: instant.nullable().optional(),
  outTimeStamp: instant.nullable().optional(),
});

export const TimeAllocationSegmentSchema = z.object({
  inTimeStamp: instant,
  outTimeStamp: instant,
  inTimeZone: zone,
  outTimeZone: zone,
  task_id: RefSchema.optional(),
  location_id: RefSchema.optional(),
  assetIds: z.array(IdSchema).max(100).nullable().optional(),
  units: z.number().nullable().optional(),
  customList1Option_id: RefSchema.optional(),
  customList2Option_id: RefSchema.optional(),
  customList3Option_id: RefSchema.optional(),
  /** Custom field values by name, merged over each record's own. */
  customFields: z.record(z.string().max(200), z.unknown()).nullable().optional(),
});

export const TimeAllocationRequestSchema = z.object({
  originalRecords: z
    .array(TimeAllocationOriginalSchema)
    .min(1, 'Select the time records to allocate.')
    .max(500),
  allocatedRecords: z.array(TimeAllocationSegmentSchema).max(200),
});

export type TimeAllocationOriginal = z.infer<typeof TimeAllocationOriginalSchema>;
export type TimeAllocationSegmentInput = z.infer<typeof TimeAllocationSegmentSchema>;
export type TimeAllocationRequest = z.infer<typeof TimeAllocationRequestSchema>;
