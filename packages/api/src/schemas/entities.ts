import { z } from 'zod';
import {
  BaseRecordSchema,
  CustomFieldsSchema,
  IdSchema,
  PostalAddressSchema,
  RefSchema,
  StatusSchema,
} from './common.js';

/**
 * Entity records as the console sends them to POST /api/{Entity} (service spec 3, platform spec 3).
 * Objects are strict (BaseRecordSchema): a field not named here is refused. Server-owned
 * fields (company_id, updatedOn) are ignored on input.
 */
const name = z.string().trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.');
const optText = (max = 200) => z.string().max(max).nullable().optional();
const ids = z.array(IdSchema).max(10000);

const MODULES = ['Platform', 'Time', 'Insight', 'Assets', 'Forms', 'Service'] as const;

export const CompanySettingsSchema = z.strictObject({
  /** The company's default pay group (payroll). */
  payGroup_id: RefSchema.optional(),
  customLabels: z.record(z.string().max(200), z.string().max(200)).nullable().optional(),
  clockFormat: z.enum(['12hr', '24hr']).optional(),
  dateFormat: z.string().max(20).optional(),
  temperatureUnit: z.enum(['F', 'C']).optional(),
  numberFormat: z.enum(['commas', 'noCommas']).optional(),
  productivityLowPercent: z.number().optional(),
  productivityHighPercent: z.number().optional(),
  timeFormat: z.union([z.literal(1), z.literal(2)]).optional(),
  pinDigitLength: z.number().int().min(4).max(10).optional(),
  timeDisclaimer: z.string().max(4000).nullable().optional(),
  unitSystem: z.enum(['imperial', 'metric']).optional(),
  minLunchMinutes: z.number().min(0).optional(),
  lunchDeductionMinutes: z.number().min(0).optional(),
  recognitionThreshold: z.number().min(10).max(100).optional(),
  hoursExceededAlertAmount: z.number().min(0).optional(),
  useTimeReview: z.boolean().optional(),
  useFaceCapture: z.boolean().optional(),
  geoFenceBuffer: z.number().min(0).optional(),
  applyEditorPermissions: z.boolean().optional(),
});

/**
 * The payment contact of a company (service spec 2 "Companies", dialog 'payment contact info'):
 * who receives invoices and card notices. Name and e-mail are required; phone is optional.
 */
export const PaymentContactSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required.').max(200),
  email: z.email('Invalid e-mail address.'),
  phone: z.string().trim().max(40).optional().or(z.literal('')),
});

export const CompanySchema = BaseRecordSchema.extend({
  name,
  partner_id: RefSchema.optional(),
  timeZone: z.string().max(64).optional(),
  address_id: RefSchema.optional(),
  logo_id: RefSchema.optional(),
  settings: CompanySettingsSchema.optional(),
  contractExpirationDate: z.string().nullable().optional(),
  isCanceling: z.boolean().optional(),
  address: PostalAddressSchema.nullable().optional(),
  licensePeriod: z.number().int().min(1).max(2).nullable().optional(),
  paymentContact: PaymentContactSchema.nullable().optional(),
});

/**
 * An employee (service spec 3 Employee). Names and code are optional: the console asks 'Are you
 * sure you want to create a record with no Name or Code?' and then saves (service spec 5 Employee).
 */
export const EmployeeSchema = BaseRecordSchema.extend({
  firstName: optText(100),
  lastName: optText(100),
  middleName: optText(100),
  fullName: optText(300),
  code: optText(100),
  email: z.email('Invalid e-mail address.').nullable().optional().or(z.literal('')),
  pin: z
    .string()
    .regex(/^\d{4,10}$/, 'Pin must be 4 to 10 digits.')
    .nullable()
    .optional()
    .or(z.literal('')),
  isAdministrator: z.boolean().optional(),
  payGroup_id: RefSchema.optional(),
  permissionSetIds: ids.optional(),
  roleIds: ids.optional(),
  user_id: RefSchema.optional(),
  user: z
    .strictObject({
      id: IdSchema.optional(),
      userName: z.string().trim().min(1).max(200).optional(),
      password: z.string().max(1000).optional(),
      roleIds: ids.optional(),
    })
    .nullable()
    .optional(),
  hireDate: z.string().max(40).nullable().optional(),
  lastRaiseDate: z.string().max(40).nullable().optional(),
  defaultTimeZone: z.string().max(64).nullable().optional(),
  newEmail: z.email('Invalid e-mail address.').nullable().optional().or(z.literal('')),
  emailLocked: z.boolean().nullable().optional(),
  extIdLocked: z.boolean().nullable().optional(),
  externalId: optText(200),
  avatar_id: RefSchema.optional().or(z.literal('')),
  address_id: RefSchema.optional(),
  /** Checked strictly (two-letter country) by the admin rules when it changes; an imported one stays. */
  address: PostalAddressSchema.nullable().optional(),
  isAutoLunched: z.boolean().nullable().optional(),
  requiresFaceCapture: z.boolean().nullable().optional(),
  isFormsTimeWorkflow: z.boolean().nullable().optional(),
  isTechnician: z.boolean().nullable().optional(),
  skillIds: ids.nullable().optional(),
  occupation: optText(200),
  /** Mobile phone (CSV import 'Cell'). */
  cell: optText(50),
  division_id: RefSchema.optional(),
  department_id: RefSchema.optional(),
  permissionProfileIds: ids.optional(),
  groupingIds: ids.optional(),
  customFields: CustomFieldsSchema,
  reviews: z
    .array(
      z.strictObject({
        id: IdSchema.optional(),
        date: z.string().max(40).nullable().optional(),
        writtenBy: z.string().max(200).nullable().optional(),
        notes: z.string().max(4000).nullable().optional(),
        employee_id: RefSchema.optional(),
        status: StatusSchema.optional(),
      }),
    )
    .max(1000)
    .nullable()
    .optional(),
});

export const UserSchema = BaseRecordSchema.extend({
  userName: z.string().trim().min(1, 'User name is required.').max(200),
  email: z.email('Invalid e-mail address.').nullable().optional(),
  password: z.string().max(1000).optional(),
  roleIds: ids.optional(),
});

export const RoleSchema = BaseRecordSchema.extend({
  name,
  moduleId: z.enum(MODULES, 'moduleId must be one of Platform, Time, Insight, Assets, Forms, Service'),
  privileges: z.array(z.string().regex(/^[A-Za-z]+:(View|Edit|Execute):[A-Za-z0-9]+$/)).max(500),
});

export const LocationSchema = BaseRecordSchema.extend({
  name,
  code: optText(100),
  parent_id: RefSchema.optional(),
  description: optText(4000),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lon: z.number().min(-180).max(180).nullable().optional(),
  payGroup_id: RefSchema.optional(),
  geoFenceRadius: z.number().min(0).nullable().optional(),
  permittedTaskIds: ids.optional(),
  /** Identifier in another system (CSV import key, integrations). */
  externalId: optText(200),
  extIdLocked: z.boolean().nullable().optional(),
  customFields: CustomFieldsSchema,
});

export const TaskSchema = BaseRecordSchema.extend({
  name,
  code: optText(100),
  parent_id: RefSchema.optional(),
  productivityUnitTracking: z.enum(['none', 'tracksUnits', 'requiredOnOut']).optional(),
  unitMeasure_id: RefSchema.optional(),
  isGeofenceExempt: z.boolean().optional(),
  /** Identifier in another system (CSV import key, integrations). */
  externalId: optText(200),
  extIdLocked: z.boolean().nullable().optional(),
  customFields: CustomFieldsSchema,
});

export const DeviceSchema = BaseRecordSchema.extend({
  name,
  phone: optText(50),
  administrator_id: RefSchema.optional(),
  cardinality: z.number().int().min(1).max(99).optional(),
  sendInviteEmail: z.boolean().nullable().optional(),
  lastSyncTimeStamp: z.string().max(64).nullable().optional(),
  lastSyncTimeZone: z.string().max(64).nullable().optional(),
  /** Set by the server on devices created as multiples ('Truck 1', 'Truck 2', ...). */
  multipleOf: z.string().max(200).nullable().optional(),
  multipleCount: z.number().int().min(1).max(99).nullable().optional(),
});

export const AssetSchema = BaseRecordSchema.extend({
  name,
  code: optText(100),
  parent_id: RefSchema.optional(),
  condition: z.number().int().min(1).max(4).nullable().optional(),
  vendor_id: RefSchema.optional(),
  year: z.number().int().min(1900).max(2200).nullable().optional(),
  /** Identifier in another system (CSV import key, integrations). */
  externalId: optText(200),
  extIdLocked: z.boolean().nullable().optional(),
  customFields: CustomFieldsSchema,
});

export const CustomListSchema = BaseRecordSchema.extend({
  name,
  priority: z.number().int().min(1).max(3).nullable().optional(),
  options: z
    .array(
      z.strictObject({
        id: IdSchema.optional(),
        value: z.string().max(200),
        code: optText(100),
        status: StatusSchema.optional(),
      }),
    )
    .max(5000)
    .optional(),
});

export const GroupingSchema = BaseRecordSchema.extend({
  name,
  code: optText(100),
  parent_id: RefSchema.optional(),
  employeeIds: ids.optional(),
});

export const ResourceSchema = BaseRecordSchema.extend({
  key: z.string().trim().min(1, 'key is required').max(200),
  value: z.string().max(2000),
});

export const PayPeriodSchema = BaseRecordSchema.extend({
  name,
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], 'type must be 1, 2, 3 or 4'),
  factor1: z.union([z.number(), z.string()]).nullable().optional(),
  factor2: z.union([z.number(), z.string()]).nullable().optional(),
  roundingMinutes: z
    .union([z.literal(3), z.literal(5), z.literal(10), z.literal(15), z.literal(30), z.literal(60)])
    .nullable()
    .optional(),
  usesRounding: z.boolean().optional(),
});

export const PayGroupSchema = BaseRecordSchema.extend({
  name,
  defaultShift: z.number().int().nullable().optional(),
  payPeriod_id: RefSchema.optional(),
  shiftRule_id: RefSchema.optional(),
  overtimeRule_id: RefSchema.optional(),
  payCodeRule_id: RefSchema.optional(),
});

export type CompanyInput = z.infer<typeof CompanySchema>;
export type EmployeeInput = z.infer<typeof EmployeeSchema>;
export type UserInput = z.infer<typeof UserSchema>;
export type RoleInput = z.infer<typeof RoleSchema>;
export type LocationInput = z.infer<typeof LocationSchema>;
export type TaskInput = z.infer<typeof TaskSchema>;
export type DeviceInput = z.infer<typeof DeviceSchema>;
export type AssetInput = z.infer<typeof AssetSchema>;
export type CustomListInput = z.infer<typeof CustomListSchema>;
export type GroupingInput = z.infer<typeof GroupingSchema>;
export type ResourceInput = z.infer<typeof ResourceSchema>;
export type PayPeriodInput = z.infer<typeof PayPeriodSchema>;
export type PayGroupInput = z.infer<typeof PayGroupSchema>;
