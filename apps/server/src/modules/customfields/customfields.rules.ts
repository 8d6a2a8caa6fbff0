import { BaseRecordSchema } from '@wm/api/schemas';
import { z } from 'zod';

/**
 * Company-defined custom field sets (service spec 2 "Employees" custom fields tab, 7 CustomFieldSet;
 * time spec 3 "Supporting: CustomFieldSet (type, fields)"). Pure rules shared by the entity and the
 * record checks: the shape of a set and the check of a record's `customFields` ({key: value}).
 */

/** What a set describes: the records whose `customFields` it governs. */
export const CUSTOM_FIELD_SET_TYPES = ['employee', 'asset', 'location', 'task', 'time'] as const;
export type CustomFieldSetType = (typeof CUSTOM_FIELD_SET_TYPES)[number];

/** The kinds of value a field holds: text, number, 'YYYY-MM-DD' date, boolean, one of the options. */
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'date', 'boolean', 'list'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/** At most this many fields per set. */
export const CUSTOM_FIELD_LIMIT = 50;
/** Longest text value kept. */
export const CUSTOM_FIELD_TEXT_MAX = 1000;

export const MESSAGES = {
  keyFormat: 'Key must start with a letter and hold only letters, digits and _ (at most 50).',
  labelRequired: 'Label is required.',
  kind: `Kind must be one of ${CUSTOM_FIELD_KINDS.join(', ')}.`,
  type: `Type must be one of ${CUSTOM_FIELD_SET_TYPES.join(', ')}.`,
  tooMany: `At most ${CUSTOM_FIELD_LIMIT} fields are allowed.`,
  listOptions: 'A list field needs at least one option.',
  nameRequired: 'Name is required.',
  notAnObject: 'customFields: must be an object of key: value.',
} as const;

export const duplicateKeyMessage = (key: string) => `Key '${key}' is used more than once.`;
export const duplicateOptionMessage = (option: string) => `Option '${option}' is listed more than once.`;
export const activeSetExistsMessage = (type: string) =>
  `An active ${type} custom field set already exists; make it inactive first.`;

/** One field of a set. */
export interface CustomFieldDef {
  key: string;
  label: string;
  kind: CustomFieldKind;
  required?: boolean;
  /** The allowed values of a 'list' field. */
  options?: string[];
}

const CustomFieldDefSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, MESSAGES.keyFormat),
  label: z.string().trim().min(1, MESSAGES.labelRequired).max(100, 'Label must be at most 100 characters.'),
  kind: z.enum(CUSTOM_FIELD_KINDS, { error: MESSAGES.kind }),
  required: z.boolean().optional(),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Options cannot be empty.')
        .max(200, 'Options must be at most 200 characters.'),
    )
    .max(200, 'At most 200 options are allowed.')
    .nullable()
    .optional(),
});

/**
 * A CustomFieldSet as POST /api/CustomFieldSet takes it: name, type, status and fields (keys unique
 * in the set, case-insensitively; a list field with at least one option, unique; at most 50 fields).
 * Options of other kinds are dropped.
 */
export const CustomFieldSetSchema = BaseRecordSchema.extend({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(200, 'Name must be at most 200 characters.'),
  type: z.enum(CUSTOM_FIELD_SET_TYPES, { error: MESSAGES.type }),
  fields: z.array(CustomFieldDefSchema).max(CUSTOM_FIELD_LIMIT, MESSAGES.tooMany).default([]),
})
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    set.fields.forEach((f, i) => {
      const k = f.key.toLowerCase();
      if (seen.has(k))
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: duplicateKeyMessage(f.key) });
      seen.add(k);
      if (f.kind !== 'list') return;
      const options = f.options ?? [];
      if (options.length === 0)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: MESSAGES.listOptions });
      const opts = new Set<string>();
      for (const o of options) {
        if (opts.has(o))
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'options'],
            message: duplicateOptionMessage(o),
          });
        opts.add(o);
      }
    });
  })
  .transform((set) => ({
    ...set,
    fields: set.fields.map(({ options, ...f }) => ({
      ...f,
      required: f.required === true,
      ...(f.kind === 'list' ? { options: options ?? [] } : {}),
    })),
  }));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Turns a record's custom fields into {key: value}: an object as it is; the older free list
 * [{name, value}] by matching each name to a field's key or label (case-insensitive). Anything else
 * is refused with MESSAGES.notAnObject.
 */
function asObject(value: unknown, fields: readonly CustomFieldDef[]): Record<string, unknown> | string {
  if (value === undefined || value === null) return {};
  if (Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const item of value) {
      if (typeof item !== 'object' || item === null) return MESSAGES.notAnObject;
      const { name, value: v } = item as { name?: unknown; value?: unknown };
      if (typeof name !== 'string' || name.trim() === '') continue;
      const n = name.trim().toLowerCase();
      const f = fields.find((x) => x.key.toLowerCase() === n || x.label.toLowerCase() === n);
      out[f?.key ?? name.trim()] = v;
    }
    return out;
  }
  if (typeof value === 'object') return { ...(value as Record<string, unknown>) };
  return MESSAGES.notAnObject;
}

/**
 * Checks a record's custom fields against the fields of its active set (values of any type in,
 * {key: value} out, blanks left out). Returns {values} or {problem} with the message to answer 400:
 * "Unknown custom field 'x'.", '<Label> is required.', '<Label> must be a number.', '<Label> must be
 * a date (YYYY-MM-DD).', '<Label> must be true or false.', '<Label> must be one of: A, B.',
 * '<Label> must be at most 1000 characters.'. Numbers and booleans written as text are converted.
 */
export function checkCustomFieldValues(
  fields: readonly CustomFieldDef[],
  value: unknown,
): { values: Record<string, unknown> } | { problem: string } {
  const input = asObject(value, fields);
  if (typeof input === 'string') return { problem: input };
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!byKey.has(key) && !blank(input[key])) return { problem: `Unknown custom field '${key}'.` };
  }
  for (const f of fields) {
    const v = input[f.key];
    if (blank(v)) {
      if (f.required) return { problem: `${f.label} is required.` };
      continue;
    }
    switch (f.kind) {
      case 'text':
        if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
          return { problem: `${f.label} must be text.` };
        if (String(v).length > CUSTOM_FIELD_TEXT_MAX)
          return { problem: `${f.label} must be at most ${CUSTOM_FIELD_TEXT_MAX} characters.` };
        out[f.key] = String(v);
        break;
      case 'number': {
        const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
        if (!Number.isFinite(n)) return { problem: `${f.label} must be a number.` };
        out[f.key] = n;
        break;
      }
      case 'date':
        if (typeof v !== 'string' || !isIsoDate(v.trim()))
          return { problem: `${f.label} must be a date (YYYY-MM-DD).` };
        out[f.key] = v.trim();
        break;
      case 'boolean':
        if (v === true || v === 'true') out[f.key] = true;
        else if (v === false || v === 'false') out[f.key] = false;
        else return { problem: `${f.label} must be true or false.` };
        break;
      case 'list': {
        const options = f.options ?? [];
        if (typeof v !== 'string' || !options.includes(v))
          return { problem: `${f.label} must be one of: ${options.join(', ')}.` };
        out[f.key] = v;
        break;
      }
    }
  }
  return { values: out };
}
