import { z } from 'zod';

// No code generation: zod's JIT probes `Function('')`, which the console's Content Security Policy
// (script-src 'self', no 'unsafe-eval') refuses and reports as a violation (issue 15).
z.config({ jitless: true });

/** Entity status (platform spec 4.1): 1 active, 2 inactive, 3 deleted. */
export const StatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Record id: a non-empty string of at most 64 characters (UUIDs on new records). */
export const IdSchema = z
  .string()
  .min(1, 'id must not be empty')
  .max(64, 'id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'id may contain only letters, digits, - and _');

/** A foreign key field: an id or null. */
export const RefSchema = IdSchema.nullable();

/** ISO 8601 timestamp in UTC, e.g. 2026-11-21T08:00:00.000Z. */
export const IsoTimestampSchema = z.iso.datetime({ offset: true });

/**
 * Fields every entity record has on the wire. STRICT: every entity schema extends it, so a record with
 * a field its schema does not name is refused ('zzz: unknown field'); the server refuses to register
 * an entity whose schema is not strict.
 */
export const BaseRecordSchema = z.strictObject({
  id: IdSchema.optional(),
  status: StatusSchema.optional(),
});

/**
 * A record's custom field values (Employee, Location, Task, Asset, Time): {key: value} of the company's
 * custom field set, or the free list [{name, value}]. The custom-fields module checks them against the
 * active set; here only the shape is fixed.
 */
const CustomFieldValue = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]);
export const CustomFieldsSchema = z
  .union([
    z.record(z.string().max(100), CustomFieldValue),
    z.array(z.strictObject({ name: z.string().max(200), value: CustomFieldValue.optional() })).max(200),
  ])
  .nullable()
  .optional();

const addressText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional();

/**
 * A postal address (Company, Employee, Location) with the CSV import's field names. The country is
 * checked as a two-letter code by the admin rules when it changes; an imported name stays.
 */
export const PostalAddressSchema = z.strictObject({
  id: IdSchema.optional(),
  street: addressText('Address', 200),
  line2: addressText('Address line 2', 200),
  city: addressText('City', 100),
  region: addressText('State', 100),
  postalCode: addressText('Zip', 20),
  country: addressText('Country', 100),
});

/** The error body of every failed API call. */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Boolean query flags arrive as 'true' / 'false' strings. */
const QueryBool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Query string of a generic entity list (design.md section 3): filter (OData-like), expand (comma
 * list), top (1..10000), skip (rows to leave out before the first, for paging), search (words each
 * found, case-insensitive, in one of the entity's text fields), select (comma list of the fields to
 * send; id always), orderby ('field asc|desc, ...'), include* flags.
 */
export const EntityListQuerySchema = z.looseObject({
  filter: z.string().max(20000, 'filter is too long (at most 20000 characters)').optional(),
  expand: z.string().max(2000).optional(),
  top: z
    .string()
    .regex(/^\d+$/, 'top must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10000, 'top must be between 1 and 10000')
    .optional(),
  skip: z
    .string()
    .regex(/^\d+$/, 'skip must be a whole number')
    .transform(Number)
    .refine((n) => n <= 10_000_000, 'skip must be at most 10000000')
    .optional(),
  search: z.string().max(200, 'search is too long (at most 200 characters)').optional(),
  select: z.string().max(2000, 'select is too long (at most 2000 characters)').optional(),
  orderby: z.string().max(500).optional(),
  includeInactiveData: QueryBool,
  includeDeletedData: QueryBool,
  includeSensitiveData: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === 'true' || v === '1'),
});
export type EntityListQuery = z.output<typeof EntityListQuerySchema>;
