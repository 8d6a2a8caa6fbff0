import { z } from 'zod';
import { BaseRecordSchema, CustomFieldsSchema, IdSchema, RefSchema, StatusSchema } from './common.js';

/**
 * The Time record (time spec 3 "Time"; contract.md "Time record") as POST /api/Time takes it. STRICT:
 * a field not named here is refused. Server-set fields (inTimeStampServer, source, totalSeconds,
 * sign-offs, noteIds, ...) are accepted back as read and then overwritten or kept by the server's rules.
 */
const Instant = z.string().max(64).nullable().optional();
const Coord = z.number().min(-1000).max(1000).nullable().optional();
const Ref = RefSchema.optional();
const flag = z.boolean().nullable().optional();
const ids = (max: number) => z.array(IdSchema).max(max).nullable().optional();

/** Free additional information of a clock OUT: text, or a small {name: value} object. */
export const AdditionalInfoSchema = z
  .union([
    z.string().max(4000),
    z.record(z.string().max(100), z.union([z.string().max(4000), z.number(), z.boolean(), z.null()])),
  ])
  .nullable();

/** The fields of a time record, shared by Time and CompletedShift ("plus the time fields above"). */
export const timeRecordFields = {
  employee_id: IdSchema.optional(),
  location_id: Ref,
  task_id: Ref,
  device_id: Ref,
  assetIds: ids(500),
  compileState: z.string().max(20).nullable().optional(),
  customList1Option_id: Ref,
  customList2Option_id: Ref,
  customList3Option_id: Ref,
  inTimeStamp: Instant,
  outTimeStamp: Instant,
  inTimeZone: z.string().max(64).nullable().optional(),
  outTimeZone: z.string().max(64).nullable().optional(),
  inTimeStampServer: Instant,
  outTimeStampServer: Instant,
  inTimeStampRaw: Instant,
  outTimeStampRaw: Instant,
  inLat: Coord,
  inLon: Coord,
  outLat: Coord,
  outLon: Coord,
  inDistance: z.number().finite().nullable().optional(),
  outDistance: z.number().finite().nullable().optional(),
  inPhoto_id: Ref,
  outPhoto_id: Ref,
  inPhotoRecognized: flag,
  outPhotoRecognized: flag,
  unitMeasure: z.string().max(200).nullable().optional(),
  units: z.number().finite().nullable().optional(),
  customFields: CustomFieldsSchema,
  disclaimerAccepted: flag,
  customFieldsValid: flag,
  bypassAutoLunch: flag,
  bypassForceInTime: flag,
  bypassForceOutTime: flag,
  payType: z.number().int().min(1).max(6).nullable().optional(),
  payCode: z.string().max(100).nullable().optional(),
  source: z.string().max(20).nullable().optional(),
  totalSeconds: z.number().finite().nullable().optional(),
  state: z.string().max(20).nullable().optional(),
  wasManuallyEdited: flag,
  noteIds: ids(1000),
  timeBatch_id: Ref,
  batchId: z.number().int().nullable().optional(),
  employeeSignOff_id: Ref,
  fieldManagerSignOff_id: Ref,
  officeSignOffOne_id: Ref,
  officeSignOffTwo_id: Ref,
  inFormSubmissionIds: ids(100),
  outFormSubmissionIds: ids(100),
  /** POST /time/clockout's additionalInfo for this record. */
  outAdditionalInfo: AdditionalInfoSchema.optional(),
};

export const TimeRecordSchema = BaseRecordSchema.extend({
  status: StatusSchema.optional(),
  ...timeRecordFields,
});
export type TimeRecordInput = z.infer<typeof TimeRecordSchema>;
