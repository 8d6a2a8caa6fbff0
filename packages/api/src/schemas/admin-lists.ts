import { z } from 'zod';
import { BaseRecordSchema, IdSchema, RefSchema } from './common.js';

/**
 * Simple list items (service spec 3 "Simple list item", 5 "Lists"): UnitMeasure, Division,
 * Department, Skill, Part, ServiceStatus. 'Name is required.' / 'Status is required.'
 */
export const SimpleListItemSchema = BaseRecordSchema.extend({
  name: z.string('Name is required.').trim().min(1, 'Name is required.').max(200),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)], 'Status is required.'),
});
export type SimpleListItem = z.infer<typeof SimpleListItemSchema>;

/** The five fixed service statuses (service spec 4 "Service ticket statuses"). */
export const SERVICE_STATUS_NAMES = [
  'notAccepted',
  'accepted',
  'rejected',
  'inProgress',
  'completed',
] as const;

export const ServiceStatusSchema = BaseRecordSchema.extend({
  name: z.enum(SERVICE_STATUS_NAMES, 'Name is required.'),
  label: z.string().max(100).optional(),
  color: z.string().max(32).optional(),
  sort: z.number().int().min(0).max(100).optional(),
});

/** An employee review (service spec 3, 5 "Employee"): date and writer required. */
export const EmployeeReviewSchema = z.strictObject({
  id: IdSchema.optional(),
  notes: z.string().max(4000).nullable().optional(),
  date: z.string().nullable().optional(),
  writtenBy: z.string().nullable().optional(),
  employee_id: RefSchema.optional(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});

/** POST /api/Employee/{id}/password (an administrator sets a password; the password rule applies). */
export const EmployeePasswordRequestSchema = z.strictObject({
  password: z.string().min(1, 'password is required').max(1000),
  /** A temporary password: the user must choose a new one at the first sign-in (issue 19). */
  temporary: z.boolean().optional(),
});

/** POST /api/account/sendwelcomeemail {email}. */
export const SendWelcomeEmailRequestSchema = z.object({ email: z.email('Invalid e-mail address.') });
