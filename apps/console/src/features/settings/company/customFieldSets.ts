/**
 * Company-defined custom field sets (service spec 2 "Employees" custom fields tab, 7
 * CustomFieldSet; time spec 3): the draft the company settings editor keeps, its checks (the same
 * rules the server applies, as translation keys), and the check of a record's values that the
 * employee detail runs before saving. The server (apps/server/src/modules/customfields) checks all
 * of it again.
 */

export type CustomFieldKind = 'text' | 'number' | 'date' | 'boolean' | 'list';
export const CUSTOM_FIELD_KINDS: readonly CustomFieldKind[] = ['text', 'number', 'date', 'boolean', 'list'];
export type CustomFieldSetType = 'employee' | 'asset' | 'location' | 'task' | 'time';
/** At most this many fields per set (server: 'At most 50 fields are allowed.'). */
export const CUSTOM_FIELD_LIMIT = 50;

/** One field of a set: `key` is the identifier stored on records, `label` what users read. */
export interface CustomFieldDef {
  key: string;
  label: string;
  kind: CustomFieldKind;
  required?: boolean;
  /** The values of a 'list' field. */
  options?: string[];
}

/** A CustomFieldSet record (GET/POST /api/CustomFieldSet). */
export interface CustomFieldSet {
  id?: string;
  name: string;
  type: CustomFieldSetType;
  status?: number;
  fields: CustomFieldDef[];
}

/** A field as the editor holds it: options as typed (comma-separated). */
export interface CustomFieldDraft extends CustomFieldDef {
  optionsText: string;
}

export interface CustomFieldSetDraft extends Omit<CustomFieldSet, 'fields'> {
  fields: CustomFieldDraft[];
}

/** A problem of a draft: a translation key (company.cf.msg.*), its values, and the field's row. */
export interface SetProblem {
  key: string;
  values?: Record<string, string | number>;
  row?: number;
}

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** A key made from a label: 'Shirt size' -> 'shirtSize' ('field' when nothing is left). */
export function keyFromLabel(label: string): string {
  const words = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/^[0-9_]+/, '')
    .slice(0, 50);
  return key || 'field';
}

/** Options typed as 'S, M, L' -> ['S', 'M', 'L'] (blanks dropped). */
export const parseOptions = (text: string): string[] =>
  text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** The editor's draft of a stored set (or a new empty set of `type`). */
export function toDraft(
  set: CustomFieldSet | null | undefined,
  type: CustomFieldSetType,
  name: string,
): CustomFieldSetDraft {
  if (!set) return { name, type, status: 1, fields: [] };
  return {
    ...set,
    fields: (set.fields ?? []).map((f) => ({
      ...f,
      required: f.required === true,
      optionsText: (f.options ?? []).join(', '),
    })),
  };
}

/** A new text field, with a key not used in the draft yet. */
export function newField(draft: CustomFieldSetDraft): CustomFieldDraft {
  const used = new Set(draft.fields.map((f) => f.key.toLowerCase()));
  let n = draft.fields.length + 1;
  while (used.has(`field${n}`)) n++;
  return { key: `field${n}`, label: '', kind: 'text', required: false, optionsText: '' };
}

/** Moves row `from` by `by` (-1 up, +1 down); the same array when it cannot move. */
export function moveField<T>(fields: T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= fields.length) return fields;
  const out = [...fields];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

/**
 * The first problem of a draft, in the server's order: name, more than 50 fields, then per row a
 * key that is no identifier, a missing label, a key used twice, a list without options.
 */
export function setProblem(draft: CustomFieldSetDraft): SetProblem | null {
  if (!draft.name.trim()) return { key: 'company.cf.msg.nameRequired' };
  if (draft.fields.length > CUSTOM_FIELD_LIMIT)
    return { key: 'company.cf.msg.tooMany', values: { max: CUSTOM_FIELD_LIMIT } };
  const seen = new Set<string>();
  for (const [row, f] of draft.fields.entries()) {
    const key = f.key.trim();
    if (!KEY.test(key)) return { key: 'company.cf.msg.keyFormat', row, values: { n: row + 1 } };
    if (!f.label.trim()) return { key: 'company.cf.msg.labelRequired', row, values: { n: row + 1 } };
    if (seen.has(key.toLowerCase())) return { key: 'company.cf.msg.duplicateKey', row, values: { key } };
    seen.add(key.toLowerCase());
    if (f.kind === 'list') {
      const options = parseOptions(f.optionsText);
      if (options.length === 0)
        return { key: 'company.cf.msg.listOptions', row, values: { label: f.label.trim() } };
      if (new Set(options).size !== options.length)
        return { key: 'company.cf.msg.duplicateOption', row, values: { label: f.label.trim() } };
    }
  }
  return null;
}

/** The record sent to POST /api/CustomFieldSet. */
export function toSetPayload(draft: CustomFieldSetDraft): CustomFieldSet {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    type: draft.type,
    status: draft.status ?? 1,
    fields: draft.fields.map((f) => ({
      key: f.key.trim(),
      label: f.label.trim(),
      kind: f.kind,
      required: f.required === true,
      ...(f.kind === 'list' ? { options: parseOptions(f.optionsText) } : {}),
    })),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A record's stored custom fields as {key: value} for the set's typed inputs: an object as it is;
 * the older free list [{name, value}] by matching names to keys or labels.
 */
export function valuesOf(fields: readonly CustomFieldDef[], stored: unknown): Record<string, unknown> {
  if (Array.isArray(stored)) {
    const out: Record<string, unknown> = {};
    for (const item of stored as { name?: unknown; value?: unknown }[]) {
      const n = typeof item?.name === 'string' ? item.name.trim().toLowerCase() : '';
      const f = fields.find((x) => x.key.toLowerCase() === n || x.label.toLowerCase() === n);
      if (f) out[f.key] = item.value;
    }
    return out;
  }
  return stored && typeof stored === 'object' ? { ...(stored as Record<string, unknown>) } : {};
}

/**
 * Checks the values against the set's fields (the server's rules): per key a translation key of
 * company.cf.msg.* ('required', 'number', 'date', 'option'), for the employee detail's field errors.
 * `required: false` leaves missing required values to the server's '<Label> is required.'.
 */
export function fieldValueErrors(
  fields: readonly CustomFieldDef[],
  values: Record<string, unknown> | null | undefined,
  options: { required?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = values?.[f.key];
    if (blank(v)) {
      if (options.required !== false && f.required && f.kind !== 'boolean')
        errors[f.key] = 'company.cf.msg.valueRequired';
      continue;
    }
    if (f.kind === 'number' && !(typeof v === 'number' && Number.isFinite(v)))
      errors[f.key] = 'company.cf.msg.valueNumber';
    if (f.kind === 'date' && !(typeof v === 'string' && DATE.test(v)))
      errors[f.key] = 'company.cf.msg.valueDate';
    if (f.kind === 'list' && !(f.options ?? []).includes(String(v)))
      errors[f.key] = 'company.cf.msg.valueOption';
  }
  return errors;
}

/** The values sent on save: only the set's keys, blanks left out (booleans kept as true/false). */
export function valuesPayload(
  fields: readonly CustomFieldDef[],
  values: Record<string, unknown> | null | undefined,
) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values?.[f.key];
    if (f.kind === 'boolean') out[f.key] = v === true;
    else if (!blank(v)) out[f.key] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/**
 * The field a server refusal of custom field values is about ('<Label> is required.', '<Label>
 * must be ...'), with `required` for the first; null for other messages.
 */
export function serverFieldProblem(
  fields: readonly CustomFieldDef[],
  message: string,
): { key: string; label: string; required: boolean } | null {
  for (const f of fields) {
    if (message === `${f.label} is required.`) return { key: f.key, label: f.label, required: true };
    if (message.startsWith(`${f.label} must be `)) return { key: f.key, label: f.label, required: false };
  }
  return null;
}
