import { z } from 'zod';
import { BaseRecordSchema, IsoTimestampSchema } from './common.js';

/** A bit-sum field of a Schedule: a whole number below 2^bits (see @wm/domain schedule/bits.ts). */
const bitSum = (field: string, bits: number) =>
  z
    .number(`${field} must be a number`)
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(2 ** bits - 1, `${field} has a value beyond its ${bits} options`)
    .nullable()
    .optional();

/**
 * Schedule (recurrence; service spec 3 'Schedule (recurrence)', platform spec 3): type 1 hourly by
 * weekday, 2 by weeks and weekdays, 3 by months and month days; the list fields are sums of powers of
 * two (24 hours, 7 weekdays, 31 month days, 12 months, 52 weeks); recurringDates are instants (ISO
 * 8601 UTC) with onSchedule. `timeZone` (IANA) is the zone the schedule is read in (default: the
 * company's zone).
 */
export const ScheduleSchema = BaseRecordSchema.extend({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], 'Schedule type must be 1, 2 or 3.'),
  hours: bitSum('hours', 24),
  weekDays: bitSum('weekDays', 7),
  monthDays: bitSum('monthDays', 31),
  months: bitSum('months', 12),
  weeks: bitSum('weeks', 52),
  timeZone: z.string().max(64).nullable().optional(),
  recurringDates: z
    .array(z.object({ date: IsoTimestampSchema, onSchedule: z.boolean() }))
    .max(5000, 'recurringDates has more than 5000 dates')
    .optional(),
});
export type ScheduleRecord = z.infer<typeof ScheduleSchema>;
