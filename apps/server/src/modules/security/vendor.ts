import { RefSchema, StatusSchema } from '@wm/api/schemas';
import { PRIV } from '@wm/domain';
import { z } from 'zod';
import type { EntityDefinition } from '../../platform/entities/types.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional();

/** A vendor (assets rented from it, service spec 3 "Assets": vendor_id). Strict: other fields are refused. */
export const VendorSchema = z.strictObject({
  id: RefSchema.optional(),
  status: StatusSchema.optional(),
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(200),
  code: text('Code', 100),
  contactName: text('Contact name', 200),
  contactPhone: text('Contact phone', 50),
  email: z.email('Invalid e-mail address.').nullable().optional().or(z.literal('')),
  notes: text('Notes', 4000),
  externalId: text('External ID', 200),
});

/**
 * Vendor (issue 15 section 5; the lookup list names it): read by every user of the company (pickers),
 * changed with Assets:Edit:Asset (the assets that are rented from it).
 */
export const vendorEntity: EntityDefinition = {
  name: 'Vendor',
  table: 'vendor',
  tenant: 'company',
  columns: { name: 'string', code: 'string' },
  jsonFields: { contactName: 'string', email: 'string', externalId: 'string' },
  schema: VendorSchema,
  view: [],
  edit: [PRIV.AssetEdit],
  defaultOrderBy: 'name asc',
};
