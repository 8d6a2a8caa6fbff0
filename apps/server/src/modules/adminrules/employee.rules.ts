import { EmployeeReviewSchema, IdSchema } from '@wm/api/schemas';
import { PRIV, validatePassword } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { EntityHooks, EntityRecord } from '../../platform/entities/types.js';
import { authOf, parseBody, requireAuth } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { setPassword } from '../admin/users.js';

export const HIRE_DATE_MESSAGE = 'Hire Date must be earlier than Last Raise Date.';
export const REVIEW_DATE_MESSAGE = 'Date is required.';
/** Spec text, typo included (service spec 5 "Employee"). */
export const REVIEW_WRITER_MESSAGE = 'Writted by is required.';
export const pinTaken = (value: string) => `Pin ${value} is already assigned`;
export const CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
export const COUNTRY_MESSAGE = 'Country must be a two-letter code (e.g. US).';
export const AVATAR_IMAGE_MESSAGE = 'The photo must be an image (JPEG, PNG, GIF, BMP or WebP).';
export const avatarNotFound = (id: string) => `Photo file ${id} not found.`;
export const payGroupNotFound = (id: string) => `Pay group ${id} not found.`;
/** Image types a browser shows inline (files module isInlineMimeType); HEIC and SVG are refused. */
const AVATAR_MIME = /^image\/(jpeg|png|gif|bmp|webp)$/i;

const addressText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional();

/**
 * An employee's address (service spec 3 "Employee" `address`), with the field names the CSV import
 * writes (service spec 5 "CSV import": Address -> street, City -> city, State -> region,
 * Zip -> postalCode, Country -> country) and the limits of its columns; the country is a two-letter
 * code as for locations (places.rules.ts), stored in capitals. Other keys are refused.
 */
export const EmployeeAddressSchema = z.strictObject(
  {
    id: IdSchema.optional(),
    street: addressText('Address', 200),
    city: addressText('City', 100),
    region: addressText('State', 100),
    postalCode: addressText('Zip', 20),
    country: z
      .string({ error: COUNTRY_MESSAGE })
      .trim()
      .regex(/^([A-Za-z]{2})?$/, COUNTRY_MESSAGE)
      .nullable()
      .optional(),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `Address: unknown field ${iss.keys.join(', ')} (street, city, region, postalCode, country).`
        : 'Address must be an object.',
  },
);

/**
 * The stored form of an address input: trimmed, empty text as null, country in capitals; null when
 * every field is empty. 400 with the first problem's message (e.g. COUNTRY_MESSAGE).
 */
export function normalAddress(v: unknown): Record<string, unknown> | null {
  if (v === undefined || v === null) return null;
  const parsed = EmployeeAddressSchema.safeParse(v);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Address is not valid.');
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(parsed.data)) {
    const s = typeof x === 'string' ? x.trim() : x;
    out[k] = s === '' || s === undefined ? null : k === 'country' ? String(s).toUpperCase() : s;
  }
  const { id: _id, ...fields } = out;
  return Object.values(fields).some((x) => x !== null) ? out : null;
}

/**
 * Fields a user may change on their own employee record (My Profile, platform spec 2.3): name,
 * e-mail, address, avatar and default time zone. Everything else (code, PIN, status, dates,
 * reviews, roles, permissions, pay group, External ID, ...) is the administration's.
 */
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

/**
 * Fields a non-administrator may not change on their own employee record even when they hold an
 * employee edit privilege: giving oneself access, pay or history is the administrator's call.
 */
export const SELF_LOCKED_FIELDS = [
  'status',
  'code',
  'pin',
  'hireDate',
  'lastRaiseDate',
  'reviews',
  'externalId',
  'emailLocked',
  'isAdministrator',
  'roleIds',
  'permissionSetIds',
  'permissionProfileIds',
  'groupingIds',
  'payGroup_id',
  'occupation',
  'division_id',
  'department_id',
  'isTechnician',
  'skillIds',
  'isAutoLunched',
  'requiresFaceCapture',
  'isFormsTimeWorkflow',
  'customFields',
] as const;

const dateOf = (field: string, v: unknown): number | null => {
  if (v === undefined || v === null || v === '') return null;
  const t = typeof v === 'string' ? Date.parse(v) : Number.NaN;
  if (Number.isNaN(t)) throw badRequest(`${field}: not a date`);
  return t;
};

/** A comparable form of a field value: '', [], {} and undefined are null, id lists are order-free. */
function norm(v: unknown): string {
  if (v === undefined || v === '' || v === null) return 'null';
  if (Array.isArray(v) && v.length === 0) return 'null';
  if (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0) return 'null';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return JSON.stringify([...v].sort());
  return JSON.stringify(v);
}

/** The fields of `input` whose value differs from the stored record (among `fields`). */
export function changedFields(
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  fields: readonly string[],
): string[] {
  return fields.filter((f) => f in input && norm(input[f]) !== norm(existing?.[f]));
}

const userInput = (input: Record<string, unknown>): Record<string, unknown> | null =>
  typeof input.user === 'object' && input.user !== null ? (input.user as Record<string, unknown>) : null;

/**
 * Employee rules (service spec 5 "Employee", 6): Hire Date before Last Raise Date; every review
 * with a date and a writer; code unique among the company's employees ('Pin {code} is already
 * assigned', the spec's one message for PIN and code); changing `externalId` of a stored employee
 * needs Platform:Edit:ExternalId (403); `extIdLocked`/`emailLocked` are kept as sent.
 * Privilege guards (403 'Not authorized: ...'):
 * - a non-administrator editing their own record cannot change SELF_LOCKED_FIELDS;
 * - setting a password through `user.password`, or renaming an existing sign-in, needs
 *   Platform:Edit:EmployeeAccess (the same as POST /api/Employee/{id}/password);
 * - only an administrator changes the e-mail or sign-in of an administrator (a reset link goes
 *   to that e-mail);
 * - changing `avatar_id` of someone else needs Platform:Edit:Avatar (one's own photo is free, e.g.
 *   through My Profile); changing `payGroup_id` needs Platform:Edit:Modules (pay rules), since an
 *   employee's own pay group wins over the location's and the company default.
 * Checks (400): `address` by EmployeeAddressSchema (COUNTRY_MESSAGE, '{field} must be at most n
 * characters.'), stored normalised (normalAddress); `avatar_id` a file of the company
 * (avatarNotFound) that is an image (AVATAR_IMAGE_MESSAGE); `payGroup_id` a PayGroup of the
 * company (payGroupNotFound).
 */
export const employeeRules: EntityHooks = {
  async beforeSave(ctx, record, existing, input) {
    const auth = ctx.auth;
    if (existing && !auth.isAdministrator && existing.user_id && existing.user_id === auth.userId) {
      const locked = changedFields(input, existing, SELF_LOCKED_FIELDS);
      if (locked.length > 0)
        throw forbidden(`Not authorized: you cannot change ${locked.join(', ')} of your own record`);
    }
    const user = userInput(input);
    if (user && !auth.isAdministrator && !auth.privileges.has(PRIV.EmployeeAccessEdit)) {
      const stored = (existing?.user ?? null) as { userName?: string } | null;
      const renames =
        stored !== null &&
        typeof user.userName === 'string' &&
        user.userName.trim() !== '' &&
        user.userName.trim() !== stored.userName;
      if ((typeof user.password === 'string' && user.password !== '') || renames)
        throw forbidden(`Not authorized: requires ${PRIV.EmployeeAccessEdit}`);
    }
    if (existing?.isAdministrator === true && !auth.isAdministrator) {
      const emailChanged = 'email' in input && norm(input.email) !== norm(existing.email);
      const storedName = (existing.user as { userName?: string } | null)?.userName;
      const signInChanged =
        user !== null &&
        ((typeof user.password === 'string' && user.password !== '') ||
          (typeof user.userName === 'string' && user.userName.trim() !== storedName));
      if (emailChanged || signInChanged)
        throw forbidden(
          'Not authorized: only an administrator changes the e-mail or sign-in of an administrator',
        );
    }
    const hire = dateOf('hireDate', record.hireDate);
    const raise = dateOf('lastRaiseDate', record.lastRaiseDate);
    if (hire !== null && raise !== null && hire >= raise) throw badRequest(HIRE_DATE_MESSAGE);
    if (record.reviews !== undefined && record.reviews !== null) {
      if (!Array.isArray(record.reviews)) throw badRequest('reviews: must be an array');
      for (const r of record.reviews) {
        const review = EmployeeReviewSchema.safeParse(r);
        if (!review.success) throw badRequest('reviews: each review must be an object');
        if (review.data.status === 3) continue;
        if (!review.data.date || Number.isNaN(Date.parse(review.data.date)))
          throw badRequest(REVIEW_DATE_MESSAGE);
        if (!review.data.writtenBy?.trim()) throw badRequest(REVIEW_WRITER_MESSAGE);
      }
      const changed = JSON.stringify(record.reviews) !== JSON.stringify(existing?.reviews ?? []);
      if (changed && existing && !auth.isAdministrator && !auth.privileges.has(PRIV.ReviewEdit))
        throw forbidden(`Not authorized: requires ${PRIV.ReviewEdit}`);
    }
    if (typeof record.code === 'string' && record.code.trim()) {
      const dup = await ctx.db.query(
        'SELECT 1 FROM employee WHERE company_id = $1 AND lower(code) = lower($2) AND id <> $3 AND status <> 3',
        [auth.companyId, record.code.trim(), record.id],
      );
      if (dup.length > 0) throw conflict(pinTaken(record.code.trim()));
    }
    const changed = (f: string) => f in input && norm(input[f]) !== norm(existing?.[f]);
    // Only a changed address is checked: an imported one (Country 'United States') still saves.
    if (changed('address')) record.address = normalAddress(record.address);
    const ownRecord = !!existing?.user_id && existing.user_id === auth.userId;
    if (changed('avatar_id')) {
      if (!ownRecord && !auth.privileges.has(PRIV.AvatarEdit))
        throw forbidden(`Not authorized: requires ${PRIV.AvatarEdit}`);
      const id = record.avatar_id === '' ? null : (record.avatar_id ?? null);
      if (id !== null) {
        if (!IdSchema.safeParse(id).success) throw badRequest('avatar_id: must be a file id');
        const rows = await ctx.db.query<{ mimeType: string | null }>(
          'SELECT "mimeType" FROM file WHERE id = $1 AND company_id = $2 AND status <> 3',
          [id, auth.companyId],
        );
        if (rows.length === 0) throw badRequest(avatarNotFound(String(id)));
        if (!AVATAR_MIME.test(rows[0]!.mimeType ?? '')) throw badRequest(AVATAR_IMAGE_MESSAGE);
      }
      record.avatar_id = id;
    }
    if (changed('payGroup_id')) {
      if (!auth.privileges.has(PRIV.ModulesEdit))
        throw forbidden(`Not authorized: requires ${PRIV.ModulesEdit}`);
      const id = record.payGroup_id ?? null;
      if (id !== null) {
        const rows = await ctx.db.query(
          'SELECT 1 FROM pay_group WHERE id = $1 AND company_id = $2 AND status <> 3',
          [id, auth.companyId],
        );
        if (rows.length === 0) throw badRequest(payGroupNotFound(String(id)));
      }
    }
    if (existing) {
      const before = (existing.externalId ?? null) as unknown;
      const after = (record.externalId ?? null) as unknown;
      if (before !== after && !auth.privileges.has(PRIV.ExternalIdEdit))
        throw forbidden(`Not authorized: requires ${PRIV.ExternalIdEdit}`);
    }
    return record;
  },
};

const ProfilePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'currentPassword is required').max(1000),
  password: z.string().min(1, 'password is required').max(1000),
});

/**
 * My Profile (platform spec 2.3 "Account menu"), for every signed-in user of a company:
 * - GET /api/account/profile -> the caller's own employee record, with their own e-mail and PIN
 *   (404 when the user has no employee record).
 * - POST /api/account/profile {SELF_EDITABLE_FIELDS...} -> the saved employee record. Saves the
 *   caller's own employee through the entity rules (so e-mail format, the employee rules above
 *   apply). A field outside SELF_EDITABLE_FIELDS whose value differs from the stored one is a 403
 *   naming it; unchanged ones are ignored, so the console may send the record it read. A saved
 *   defaultTimeZone also becomes the user's time zone preference (identity preferences).
 *   404 when the user has no employee record.
 * - POST /api/account/password {currentPassword, password} -> {success:true}: changes the caller's
 *   own password (400 CURRENT_PASSWORD_MESSAGE, 400 with the password rule's message). The
 *   caller's other sessions end.
 */
export function registerEmployeeSelfRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  /** The caller's own employee with their own e-mail and PIN (sensitive fields the entity API strips). */
  const ownRecord = async (auth: ReturnType<typeof authOf>): Promise<EntityRecord> => {
    if (!auth.employeeId || !auth.companyId) throw notFound('You have no employee record.');
    const rec = await platform.repo(auth, 'Employee').get(auth.employeeId);
    if (!rec) throw notFound('You have no employee record.');
    const rows = await db.query<{ email: string | null; pin: string | null }>(
      'SELECT email, pin FROM employee WHERE id = $1 AND company_id = $2',
      [auth.employeeId, auth.companyId],
    );
    return { ...rec, email: rows[0]?.email ?? null, pin: rows[0]?.pin ?? null };
  };

  app.get('/account/profile', { preHandler: requireAuth }, async (req) => ownRecord(authOf(req)));

  app.post('/account/profile', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('Expected a record object');
    const input = body as Record<string, unknown>;
    if (input.id !== undefined && input.id !== auth.employeeId)
      throw forbidden('Not authorized: My Profile saves only your own record');
    const existing = await ownRecord(auth);
    const ignored = new Set([
      'id',
      'status',
      'company_id',
      'user_id',
      'fullName',
      'user',
      'roleModels',
      'loginCount',
      'updatedOn',
      'createdOn',
      'updated_at',
      'created_at',
    ]);
    const others = Object.keys(input).filter(
      (k) => !(SELF_EDITABLE_FIELDS as readonly string[]).includes(k) && !ignored.has(k),
    );
    const changedOthers = changedFields(input, existing, others);
    const statusChanged = 'status' in input && norm(input.status) !== norm(existing.status);
    const userChanged =
      userInput(input) !== null &&
      Object.entries(userInput(input)!).some(
        ([k, v]) =>
          k !== 'id' &&
          k !== 'roleIds' &&
          norm(v) !== norm((existing.user as Record<string, unknown> | null)?.[k]),
      );
    const refused = [
      ...changedOthers,
      ...(statusChanged ? ['status'] : []),
      ...(userChanged ? ['user'] : []),
    ];
    if (refused.length > 0)
      throw forbidden(`Not authorized: you cannot change ${refused.join(', ')} of your own record`);
    const save: Record<string, unknown> = { id: auth.employeeId };
    for (const f of SELF_EDITABLE_FIELDS) if (f in input) save[f] = input[f];
    await platform.repo(auth, 'Employee').save(save);
    // The time zone of My Profile is the one time zone preference every time screen reads
    // (identity preferences.defaultTimeZone; issue 15 §4).
    if ('defaultTimeZone' in input) {
      const zone =
        typeof input.defaultTimeZone === 'string' && input.defaultTimeZone ? input.defaultTimeZone : null;
      await db.query(
        `UPDATE app_user SET preferences = coalesce(preferences, '{}'::jsonb) || jsonb_build_object('defaultTimeZone', $2::text),
                updated_at = now() WHERE id = $1`,
        [auth.userId, zone],
      );
    }
    return ownRecord(auth);
  });

  app.post('/account/password', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(ProfilePasswordSchema, req.body);
    const rows = await db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM app_user WHERE id = $1',
      [auth.userId],
    );
    if (!(await verifyPassword(rows[0]?.password_hash ?? null, body.currentPassword)))
      throw badRequest(CURRENT_PASSWORD_MESSAGE);
    const problem = validatePassword(body.password);
    if (problem) throw badRequest(problem);
    await setPassword(db, auth.userId, body.password);
    await db.query(
      'UPDATE session SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL AND id <> $2',
      [auth.userId, auth.sessionId],
    );
    return { success: true };
  });
}
