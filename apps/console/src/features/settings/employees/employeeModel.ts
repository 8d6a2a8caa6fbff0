/**
 * Pure rules of the employee screen and My Profile (service spec 2 "Employees", 3 "Employee",
 * 4 "Entity status", 5 "Employee"; platform spec 2.3). No React: the screen and the tests call these.
 * Messages are i18n keys of employees.en.json / employees.es.json; the English texts are the spec's.
 */

/** A review of an employee (service spec 3): date 'YYYY-MM-DD', writer, optional notes; status 3 = removed. */
export interface EmployeeReview {
  id?: string;
  date?: string | null;
  writtenBy?: string | null;
  notes?: string | null;
  employee_id?: string | null;
  status?: 1 | 2 | 3;
}

/** A custom field value of an employee (name and text value). */
export interface EmployeeCustomField {
  name: string;
  value: string;
}

/**
 * An employee's address (service spec 3 "Employee" `address`) with the field names the CSV import
 * writes (Address -> street, City -> city, State -> region, Zip -> postalCode, Country -> country).
 * `country` is a two-letter code (US, MX, ...), stored in capitals.
 */
export interface EmployeeAddress {
  id?: string;
  street?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** Longest text of each address field (the server's EmployeeAddressSchema, the CSV columns). */
export const ADDRESS_LIMITS = { street: 200, city: 100, region: 100, postalCode: 20 } as const;

/** The employee record as the screen edits it (service spec 3 "Employee"); dates are 'YYYY-MM-DD'. */
export interface EmployeeRecord {
  id: string;
  status?: number | null;
  code?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
  pin?: string | null;
  hireDate?: string | null;
  lastRaiseDate?: string | null;
  externalId?: string | null;
  extIdLocked?: boolean | null;
  emailLocked?: boolean | null;
  occupation?: string | null;
  division_id?: string | null;
  department_id?: string | null;
  payGroup_id?: string | null;
  /** The photo: a File id (POST /api/file), an image; shown from GET /api/file/{id}. */
  avatar_id?: string | null;
  address?: EmployeeAddress | null;
  isTechnician?: boolean | null;
  isAutoLunched?: boolean | null;
  requiresFaceCapture?: boolean | null;
  isFormsTimeWorkflow?: boolean | null;
  isAdministrator?: boolean | null;
  defaultTimeZone?: string | null;
  reviews?: EmployeeReview[] | null;
  customFields?: EmployeeCustomField[] | Record<string, unknown> | null;
  user?: { id?: string; userName?: string | null; roleIds?: string[] } | null;
  user_id?: string | null;
  roleIds?: string[];
  permissionSetIds?: string[];
  permissionProfileIds?: string[];
  loginCount?: number | null;
  /** Screen-only: a record not saved yet (service spec 4: new records begin active with isNew true). */
  isNew?: boolean;
}

/** i18n keys of the rule messages (English = spec text). */
export const EMPLOYEE_MESSAGE_KEYS = {
  hireDate: 'employees.msg.hireDate',
  reviewDate: 'employees.msg.reviewDate',
  reviewWriter: 'employees.msg.reviewWriter',
  noNameOrCode: 'employees.confirm.noNameOrCode',
  emailChange: 'employees.confirm.emailChange',
  externalId: 'employees.confirm.externalId',
  country: 'employees.msg.country',
  /** Followed by ':' and the limit, e.g. 'employees.msg.tooLong:200' (fields.tsx reads it). */
  tooLong: 'employees.msg.tooLong',
} as const;

/** Fields a user may change in My Profile (mirror of the server's SELF_EDITABLE_FIELDS). */
export const SELF_EDITABLE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'address_id',
  'address',
  'avatar_id',
  'defaultTimeZone',
] as const;

/** Fields the permission tab saves itself; the detail's save never sends them (no stale overwrite). */
const ACCESS_FIELDS = [
  'roleIds',
  'permissionSetIds',
  'permissionProfileIds',
  'isAdministrator',
  'groupingIds',
];
/** Fields computed by the server or only shown. */
const READ_ONLY_FIELDS = [
  'isNew',
  'fullName',
  'loginCount',
  'roleModels',
  'company_id',
  'updatedOn',
  'createdOn',
];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A new employee draft: active, isNew, with an empty review list (service spec 4 "Entity status"). */
export function newEmployee(): EmployeeRecord {
  return {
    id: '',
    status: 1,
    isNew: true,
    firstName: '',
    lastName: '',
    code: '',
    reviews: [],
    customFields: [],
    extIdLocked: false,
  };
}

/**
 * Field errors of a draft in react-final-form's shape (values mirrored; i18n keys as messages):
 * `lastRaiseDate` when the hire date is not earlier than the last raise date, per review
 * `{date, writtenBy}` when missing (removed reviews, status 3, are not checked), and `address`
 * (validateAddress) when it differs from the `stored` one (an imported address saves unchanged).
 */
export function validateEmployee(
  values: EmployeeRecord,
  stored: EmployeeRecord | null = null,
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  const address = addressChanged(stored?.address, values.address) ? validateAddress(values.address) : {};
  if (Object.keys(address).length > 0) errors.address = address;
  const hire = isoDay(values.hireDate);
  const raise = isoDay(values.lastRaiseDate);
  if (hire && raise && hire >= raise) errors.lastRaiseDate = EMPLOYEE_MESSAGE_KEYS.hireDate;
  const reviews = values.reviews ?? [];
  const reviewErrors = reviews.map((r) => {
    if (r.status === 3) return undefined;
    const e: Record<string, string> = {};
    if (!isoDay(r.date)) e.date = EMPLOYEE_MESSAGE_KEYS.reviewDate;
    if (blank(r.writtenBy)) e.writtenBy = EMPLOYEE_MESSAGE_KEYS.reviewWriter;
    return Object.keys(e).length ? e : undefined;
  });
  if (reviewErrors.some(Boolean)) errors.reviews = reviewErrors;
  return errors;
}

/** The address trimmed, country in capitals, empty text as null; null when every field is empty. */
export function normalAddress(a: EmployeeAddress | null | undefined): EmployeeAddress | null {
  if (!a || typeof a !== 'object') return null;
  const out: EmployeeAddress = {};
  if (a.id) out.id = a.id;
  let any = false;
  for (const k of ['street', 'city', 'region', 'postalCode', 'country'] as const) {
    const v = typeof a[k] === 'string' ? a[k].trim() : null;
    out[k] = v ? (k === 'country' ? v.toUpperCase() : v) : null;
    if (out[k] !== null) any = true;
  }
  return any ? out : null;
}

/** Whether the address fields differ (after normalAddress) between the stored record and the draft. */
export function addressChanged(
  stored: EmployeeAddress | null | undefined,
  draft: EmployeeAddress | null | undefined,
): boolean {
  const a = normalAddress(stored);
  const b = normalAddress(draft);
  const key = (x: EmployeeAddress | null) =>
    x ? [x.street, x.city, x.region, x.postalCode, x.country].join('\u0000') : '';
  return key(a) !== key(b);
}

/**
 * Address field errors (the server's rules): country a two-letter code ('employees.msg.country' =
 * 'Country must be a two-letter code (e.g. US).'), each text within ADDRESS_LIMITS
 * ('employees.msg.tooLong:{max}').
 */
export function validateAddress(a: EmployeeAddress | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!a) return errors;
  for (const [k, max] of Object.entries(ADDRESS_LIMITS)) {
    const v = a[k as keyof typeof ADDRESS_LIMITS];
    if (typeof v === 'string' && v.trim().length > max) errors[k] = `${EMPLOYEE_MESSAGE_KEYS.tooLong}:${max}`;
  }
  const c = (a.country ?? '').trim();
  if (c !== '' && !/^[A-Za-z]{2}$/.test(c)) errors.country = EMPLOYEE_MESSAGE_KEYS.country;
  return errors;
}

/** Image types a photo may have (the server refuses others: AVATAR_IMAGE_MESSAGE). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'] as const;

/** Whether a chosen file can be an employee photo (by its type, else its extension). */
export function isAvatarFile(file: { name: string; type?: string }): boolean {
  if (file.type) return (AVATAR_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return /\.(jpe?g|png|gif|bmp|webp)$/i.test(file.name);
}

/** The URL of a stored photo (GET /api/file/{id}, same-origin session), or null. */
export function avatarUrl(id: string | null | undefined): string | null {
  return id ? `/api/file/${encodeURIComponent(id)}` : null;
}

/** Up to two initials of an employee for a missing photo ('Ana Ruiz' -> 'AR'). */
export function initialsOf(r: EmployeeRecord): string {
  const parts = [r.firstName, r.lastName].filter((x): x is string => !!x?.trim());
  const src = parts.length > 0 ? parts : (employeeName(r) || '?').split(/\s+/);
  return src
    .slice(0, 2)
    .map((p) => p.trim()[0]!.toUpperCase())
    .join('');
}

/** The day part of an ISO date or timestamp ('2026-01-02T..' -> '2026-01-02'), or null. */
export function isoDay(v: string | null | undefined): string | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(v.trim());
  return m ? m[1]! : null;
}

/** A local Date (midnight) of 'YYYY-MM-DD', or null (for the DatePicker). */
export function dateOfIso(v: string | null | undefined): Date | null {
  const d = isoDay(v);
  if (!d) return null;
  const [y, m, day] = d.split('-').map(Number);
  return new Date(y!, m! - 1, day!);
}

/** 'YYYY-MM-DD' of a local Date, or null. */
export function isoOfDate(d: Date | null): string | null {
  if (!d) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export type SaveConfirmation = 'noNameOrCode' | 'emailChange';

/**
 * Confirmations a save asks for, in order (service spec 5 "Employee"): creating a record with no
 * first name, last name or code -> 'Are you sure you want to create a record with no Name or Code?'
 * (an existing record only when it has neither a name nor a code: saving a named employee never
 * asks, issue 19); a stored e-mail changed -> the e-mail change warning. `original` is the stored
 * record (null for a new one).
 */
export function saveConfirmations(
  original: EmployeeRecord | null,
  draft: EmployeeRecord,
  mode: 'admin' | 'self' = 'admin',
): SaveConfirmation[] {
  const out: SaveConfirmation[] = [];
  const noName = blank(draft.firstName) && blank(draft.lastName);
  const incomplete = blank(draft.firstName) || blank(draft.lastName) || blank(draft.code);
  if (mode === 'admin' && (original === null || original.isNew ? incomplete : noName && blank(draft.code)))
    out.push('noNameOrCode');
  if (original && !blank(original.email) && (original.email ?? '').trim() !== (draft.email ?? '').trim())
    out.push('emailChange');
  return out;
}

/** Custom fields as a list of {name, value} (stored records may hold an object of name -> value). */
export function customFieldList(v: EmployeeRecord['customFields']): EmployeeCustomField[] {
  if (Array.isArray(v))
    return v
      .filter((x): x is EmployeeCustomField => typeof x === 'object' && x !== null)
      .map((x) => ({ name: String(x.name ?? ''), value: x.value == null ? '' : String(x.value) }));
  if (v && typeof v === 'object')
    return Object.entries(v).map(([name, value]) => ({ name, value: value == null ? '' : String(value) }));
  return [];
}

/**
 * The record sent to POST /api/Employee: screen-only and access fields left out (the permission
 * tab saves those), empty reviews/custom fields cleaned (the company set's {key: value} stays an
 * object, the free list a list of {name, value}), a user only when it has a user name (sent as
 * {userName}), no id for a new record, and the External ID locked again.
 */
export function toSavePayload(values: EmployeeRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const k of [...ACCESS_FIELDS, ...READ_ONLY_FIELDS]) delete out[k];
  if (values.isNew || !values.id) delete out.id;
  const userName = values.user?.userName?.trim();
  if (userName) out.user = { userName };
  else delete out.user;
  // An object is the company's custom field set ({key: value}, service spec 2); a list is the free list.
  const custom = values.customFields;
  out.customFields =
    custom && typeof custom === 'object' && !Array.isArray(custom)
      ? Object.fromEntries(
          Object.entries(custom).filter(([k, v]) => k.trim() !== '' && v !== '' && v != null),
        )
      : customFieldList(custom).filter((f) => f.name.trim() !== '');
  out.reviews = (values.reviews ?? []).filter((r) => !(r.status === 3 && !r.id));
  if ('address' in values) out.address = normalAddress(values.address);
  if (out.avatar_id === '') out.avatar_id = null;
  // The External ID locks again once saved; unlocking is one edit's decision (service spec 5).
  out.extIdLocked = true;
  for (const k of ['code', 'pin', 'email', 'middleName', 'externalId'] as const)
    if (typeof out[k] === 'string') out[k] = (out[k] as string).trim();
  return out;
}

/** The record sent to POST /api/account/profile: the self-editable fields only. */
export function toProfilePayload(values: EmployeeRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { id: values.id };
  const v = values as unknown as Record<string, unknown>;
  for (const f of SELF_EDITABLE_FIELDS) if (f in v) out[f] = v[f];
  // A text field the user emptied is gone from the form's values: send null so the server clears
  // it (the save merges, so a missing field would keep the old value).
  for (const f of ['middleName', 'email'] as const) if (out[f] === undefined) out[f] = null;
  if ('address' in out) out.address = normalAddress(values.address);
  return out;
}

/** The list filters of the employee screen. */
export interface EmployeeFilters {
  /** Free text over code, names, e-mail and user name (case and accent insensitive). */
  text?: string;
  /** 'active' (status 1, the default), 'inactive' (2) or 'all'. */
  status?: 'active' | 'inactive' | 'all';
  division_id?: string | null;
  department_id?: string | null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The employees matching the filters (deleted ones never), in the given order. */
export function filterEmployees<T extends EmployeeRecord>(rows: readonly T[], f: EmployeeFilters): T[] {
  const words = fold(f.text ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const status = f.status ?? 'active';
  return rows.filter((r) => {
    const s = r.status ?? 1;
    if (s === 3) return false;
    if (status === 'active' && s !== 1) return false;
    if (status === 'inactive' && s !== 2) return false;
    if (f.division_id && r.division_id !== f.division_id) return false;
    if (f.department_id && r.department_id !== f.department_id) return false;
    if (words.length === 0) return true;
    const hay = fold(
      [r.code, r.firstName, r.middleName, r.lastName, r.fullName, r.email, r.user?.userName]
        .filter(Boolean)
        .join(' '),
    );
    return words.every((w) => hay.includes(w));
  });
}

/** The display name of an employee ('Last, First' falls back to the code). */
export function employeeName(r: EmployeeRecord): string {
  const name = [r.firstName, r.lastName].filter((x) => x?.trim()).join(' ');
  return name || r.fullName || r.code || '';
}

/** The address field of a server message's label ('Zip' -> postalCode). */
const ADDRESS_FIELD_KEYS = { Address: 'street', City: 'city', State: 'region', Zip: 'postalCode' } as const;

/** The form field a server refusal points at (address.country, avatar_id, ...), or null. */
export function serverMessageField(full: string): string | null {
  // The entity schema names the field first ('address.street: Address must be ...').
  const message = full.replace(/^address\.\w+: /, '');
  if (message === 'Country must be a two-letter code (e.g. US).') return 'address.country';
  const long = /^(Address|City|State|Zip) must be at most \d+ characters\.$/.exec(message);
  if (long) return `address.${ADDRESS_FIELD_KEYS[long[1] as keyof typeof ADDRESS_FIELD_KEYS]}`;
  if (/^(Photo file .+ not found|The photo must be an image)/.test(message)) return 'avatar_id';
  if (/^Pay group .+ not found\.$/.test(message)) return 'payGroup_id';
  return null;
}

const SERVER_MESSAGES: Record<string, string> = {
  'Hire Date must be earlier than Last Raise Date.': 'employees.msg.hireDate',
  'Date is required.': 'employees.msg.reviewDate',
  'Writted by is required.': 'employees.msg.reviewWriter',
  'Invite email sent.': 'employees.msg.inviteSent',
  'The current password is not correct.': 'employees.msg.currentPassword',
  'Not enough licenses.': 'employees.msg.notEnoughLicenses',
  'Country must be a two-letter code (e.g. US).': 'employees.msg.country',
  'The photo must be an image (JPEG, PNG, GIF, BMP or WebP).': 'employees.msg.photoNotImage',
};

/**
 * The i18n key (and values) of a server message the screen knows, so Spanish users read Spanish:
 * the spec's employee messages, 'Pin {pin} is already assigned' and 'Not authorized: {detail}'.
 * Null for any other message (shown as the server wrote it).
 */
export function serverMessageKey(message: string): { key: string; values?: Record<string, string> } | null {
  const known = SERVER_MESSAGES[message];
  if (known) return { key: known };
  const pin = /^Pin (.+) is already assigned$/.exec(message);
  if (pin) return { key: 'employees.msg.pinTaken', values: { pin: pin[1]! } };
  const photo = /^Photo file (.+) not found\.$/.exec(message);
  if (photo) return { key: 'employees.msg.photoNotFound', values: { id: photo[1]! } };
  const group = /^Pay group (.+) not found\.$/.exec(message);
  if (group) return { key: 'employees.msg.payGroupNotFound', values: { id: group[1]! } };
  const long = /^(Address|City|State|Zip) must be at most (\d+) characters\.$/.exec(message);
  if (long)
    return {
      key: 'employees.msg.addressTooLong',
      values: { field: ADDRESS_FIELD_KEYS[long[1] as keyof typeof ADDRESS_FIELD_KEYS], max: long[2]! },
    };
  const denied = /^Not authorized: (.+)$/.exec(message);
  if (denied) return { key: 'employees.msg.notAuthorized', values: { detail: denied[1]! } };
  return null;
}
