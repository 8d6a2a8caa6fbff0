import {
  DEFAULT_BINDINGS,
  AGGREGATE_OPERATIONS,
  ALIGNMENTS,
  COLUMN_TYPES,
  CONTROL_TYPES,
  DATE_SELECTION_TYPES,
  ELEMENT_COLORS,
  ELEMENT_SIZES,
  FORMULA_OPERATIONS,
  PATTERNS,
  REQUIREMENTS,
  SELECT_TYPES,
} from '@wm/domain';
import { z } from 'zod';
import { IdSchema, IsoTimestampSchema, RefSchema, StatusSchema } from './common.js';

/**
 * Forms (platform spec 3, 4.2, 7): the Form definition, FormSubmission, FormEventSetting. Every
 * schema is strict (unknown fields are refused) with bounds on every field.
 */

const Text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const Ids = z.array(IdSchema).max(5000);

export const ControlOptionSchema = z.strictObject({ id: IdSchema, label: Text(500) });

export const ControlValidationSchema = z.strictObject({
  required: z.boolean().optional(),
  minlength: z.number().int().min(0).max(100000).nullable().optional(),
  maxlength: z.number().int().min(0).max(100000).nullable().optional(),
  pattern: z.enum(PATTERNS).optional(),
});

export const TableColumnSchema = z.strictObject({
  id: IdSchema,
  type: z.enum(COLUMN_TYPES),
  name: Text(200),
  description: Text(2000).optional(),
  options: z.array(ControlOptionSchema).max(500).optional(),
  validation: ControlValidationSchema.optional(),
  aggregateColumn: z.boolean().optional(),
  aggregateOperation: z.enum(AGGREGATE_OPERATIONS).nullable().optional(),
  dateSelectionType: z.enum(DATE_SELECTION_TYPES).optional(),
  selectedColumn1: RefSchema.optional(),
  selectedColumn2: RefSchema.optional(),
  formulaOperation: z.enum(FORMULA_OPERATIONS).nullable().optional(),
});

export const MediaItemSchema = z.strictObject({
  id: IdSchema,
  file: z.strictObject({
    id: IdSchema,
    fileName: Text(255),
    mimeType: Text(200),
    url: Text(2000).optional(),
  }),
  title: Text(500).optional(),
  notes: Text(5000).optional(),
  type: z.enum(['photo', 'document', 'note', 'audio', 'video', 'unknown']).optional(),
});

/** A form control (platform spec 3 "Form control"). */
export const FormControlSchema = z.strictObject({
  id: IdSchema,
  type: z.enum(CONTROL_TYPES),
  typeName: Text(100).optional(),
  name: Text(1000),
  description: Text(5000).optional(),
  options: z.array(ControlOptionSchema).max(500).optional(),
  validation: ControlValidationSchema.optional(),
  defaultValue: z
    .strictObject({
      value: Text(5000).optional(),
      binding: z
        .enum(DEFAULT_BINDINGS, { message: `binding must be one of ${DEFAULT_BINDINGS.join(', ')}` })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  dependentControl: Text(1000).nullable().optional(),
  dependentControlId: RefSchema.optional(),
  dependentAnswer: Text(1000).nullable().optional(),
  dependentAnswerId: RefSchema.optional(),
  formQueueId: RefSchema.optional(),
  formQueueAnswer: Text(1000).nullable().optional(),
  selectType: z.enum(SELECT_TYPES).nullable().optional(),
  media: z.array(MediaItemSchema).max(50).optional(),
  mediaIds: Ids.optional(),
  useCompanyLogo: z.boolean().optional(),
  useBarcodeScanner: z.boolean().optional(),
  mapTypeId: z.enum(['roadmap', 'satellite']).optional(),
  gpsCapture: z.enum(['manual', 'auto']).optional(),
  controlAlignment: z.enum(ALIGNMENTS).optional(),
  elementSize: z.enum(ELEMENT_SIZES).optional(),
  elementFont: Text(100).optional(),
  elementColor: z.enum(ELEMENT_COLORS).optional(),
  elementAlignment: z.enum(ALIGNMENTS).optional(),
  dateSelectionType: z.enum(DATE_SELECTION_TYPES).optional(),
  selectedControl1: RefSchema.optional(),
  selectedControl2: RefSchema.optional(),
  formulaOperation: z.enum(FORMULA_OPERATIONS).nullable().optional(),
  columns: z.array(TableColumnSchema).max(50).optional(),
});

const Requirement = z.enum(REQUIREMENTS);

/** Form (platform spec 3 "Form"); `definition` is the list of controls. */
export const FormSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  name: Text(200),
  definition: z.array(FormControlSchema).max(2000, 'A form may hold at most 2000 questions.'),
  timeRequirements: z.boolean().optional(),
  inEmployeeRequirement: Requirement.optional(),
  outEmployeeRequirement: Requirement.optional(),
  inLocationRequirement: Requirement.optional(),
  outLocationRequirement: Requirement.optional(),
  inEmployeeIds: Ids.optional(),
  outEmployeeIds: Ids.optional(),
  inLocationIds: Ids.optional(),
  outLocationIds: Ids.optional(),
  orientation: z.enum(['portrait', 'landscape']).optional(),
  defaultSubmissionStatus: z.enum(['draft', 'completed']).nullable().optional(),
  printLogo: z.boolean().optional(),
  printCompanyInfo: z.boolean().optional(),
  printAssociations: z.boolean().optional(),
  printDate: z.boolean().optional(),
  printDescription: z.boolean().optional(),
  printTitle: z.boolean().optional(),
});
export type FormRecord = z.infer<typeof FormSchema>;

/** An answer value (see AnswerValue of @wm/domain). */
export const AnswerValueSchema = z.union([
  Text(100000),
  z.array(Text(2000)).max(1000),
  z
    .array(z.record(Text(64), z.union([Text(10000), z.array(Text(2000)).max(500)])))
    .max(5000, 'A table may hold at most 5000 rows.'),
  z.strictObject({
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    accuracy: z.number().min(0).nullable().optional(),
  }),
  z.null(),
]);

export const AnswerDataItemSchema = z.strictObject({
  controlId: IdSchema,
  formDefinitionId: Text(64).optional(),
  type: Text(32).optional(),
  question: Text(1000).optional(),
  answer: AnswerValueSchema,
  submissionId: Text(64).optional(),
});

/** FormSubmission (platform spec 3): a draft or completed fill of a form. */
export const FormSubmissionSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  externalId: Text(100).nullable().optional(),
  name: Text(200).optional(),
  description: Text(2000).nullable().optional(),
  submissionStatus: z.enum(['draft', 'completed'], "submissionStatus must be 'draft' or 'completed'"),
  form_id: IdSchema,
  parent_id: RefSchema.optional(),
  allSubformSubmissionIds: Ids.optional(),
  employee_id: RefSchema.optional(),
  location_id: RefSchema.optional(),
  task_id: RefSchema.optional(),
  asset_id: RefSchema.optional(),
  device_id: RefSchema.optional(),
  deviceId: Text(200).nullable().optional(),
  time_id: RefSchema.optional(),
  /** The service ticket this form was filled for (one the submitter may read). */
  ticket_id: RefSchema.optional(),
  file_id: RefSchema.optional(),
  fileHistoryIds: Ids.optional(),
  fingerprint: Text(200).nullable().optional(),
  isReprint: z.boolean().optional(),
  createdBy_id: RefSchema.optional(),
  createdTimeStamp: IsoTimestampSchema.nullable().optional(),
  updatedTimeStamp: IsoTimestampSchema.nullable().optional(),
  draftedTimeStamp: IsoTimestampSchema.nullable().optional(),
  draftedTimeZone: Text(64).nullable().optional(),
  editedTimeStamp: IsoTimestampSchema.nullable().optional(),
  editedTimeZone: Text(64).nullable().optional(),
  updatedBy_id: RefSchema.optional(),
  answerData: z.array(AnswerDataItemSchema).max(5000),
  formDefinition: z.array(FormControlSchema).max(2000).optional(),
});
export type FormSubmissionRecord = z.infer<typeof FormSubmissionSchema>;

/** FormEventSetting (platform spec 3): an auto-e-mail subscription of a form. */
export const FormEventSettingSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
  form_id: IdSchema,
  name: Text(200),
  sendType: z.enum(['individually', 'batched']).nullable(),
  schedule_id: RefSchema.optional(),
  toEmailList: Text(5000).optional(),
  toEmployeeIds: Ids.optional(),
  fromEmployeeIds: Ids.optional(),
  fromAnyone: z.boolean().optional(),
  lastSentOn: z.string().nullable().optional(),
});
export type FormEventSettingRecord = z.infer<typeof FormEventSettingSchema>;

/** POST /api/FormSubmission/printpreview and /reprint: the submission to print. */
export const FormPrintRequestSchema = z.strictObject({ id: IdSchema });
/** Answer of a print: the stored File and the PDF as base64. */
export const FormPrintResponseSchema = z.object({ fileId: z.string(), pdf: z.string() });
export type FormPrintResponse = z.infer<typeof FormPrintResponseSchema>;

/** POST /api/FormSubmission/delete: multi-delete (platform spec 5.3, 6). */
export const FormSubmissionDeleteSchema = z.strictObject({ ids: z.array(IdSchema).min(1).max(1000) });
export const FormSubmissionDeleteResponseSchema = z.object({
  deleted: z.number(),
  ignoredSubForms: z.number(),
});
