import { DASHBOARD_CARDS } from '@wm/domain';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest } from '../../platform/errors.js';

const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'ids may contain only letters, digits, - and _');

/** One column of a saved list layout (time spec 3 "Employee preferences": name, sort, visible, htmlcolname). */
export const PrefColumnSchema = z.object({
  name: z.string().min(1).max(64),
  sort: z.union([z.enum(['asc', 'desc']), z.null()]).optional(),
  visible: z.boolean(),
  htmlcolname: z.string().max(200).optional(),
  /** Width in CSS px (the list's resizable columns). */
  width: z.number().int().min(20).max(2000).optional(),
});

/** A screen's saved columns, in display order. */
export const ScreenPrefsSchema = z.looseObject({
  columns: z.array(PrefColumnSchema).max(80, 'At most 80 columns can be saved.').optional(),
});

/**
 * The time editor's user-defined filters (time spec 2): the employee's own locations and assets, and
 * whether the editor shows only records at them (filterMyLocations) or with them (filterMyAssets).
 */
export const UserDefinedFiltersSchema = z.object({
  filterMyLocations: z.boolean().optional(),
  filterMyAssets: z.boolean().optional(),
  myLocationIds: z.array(Id).max(50, 'At most 50 locations can be saved.').optional(),
  myAssetIds: z.array(Id).max(50, 'At most 50 assets can be saved.').optional(),
});
export type UserDefinedFilters = z.infer<typeof UserDefinedFiltersSchema>;

/**
 * The home dashboard's layout (issue 11 "the layout remembered per user"): card order, hidden
 * cards (ids of DASHBOARD_CARDS, each at most once) and the flagged-devices hours (1-24).
 */
export const DashboardPrefsSchema = z.object({
  order: z
    .array(z.enum(DASHBOARD_CARDS))
    .max(DASHBOARD_CARDS.length)
    .refine((a) => new Set(a).size === a.length, 'order lists a card twice.'),
  hidden: z
    .array(z.enum(DASHBOARD_CARDS))
    .max(DASHBOARD_CARDS.length)
    .refine((a) => new Set(a).size === a.length, 'hidden lists a card twice.'),
  flaggedHours: z.number().int().min(1).max(24),
});

/**
 * POST /EmployeePrefs body: `preferences`, any subset of timeEditor (columns), userDefinedFilters,
 * timeZoneRendering, dashboard (DashboardPrefsSchema), or another screen's columns (a key of letters holding {columns}). Unknown
 * value shapes are refused with 400 naming the key.
 */
export const EmployeePrefsRequestSchema = z.object({
  preferences: z
    .object({
      timeEditor: ScreenPrefsSchema.optional(),
      userDefinedFilters: UserDefinedFiltersSchema.optional(),
      timeZoneRendering: z.enum(['asEntered', 'utc', 'default']).optional(),
      dashboard: DashboardPrefsSchema.optional(),
    })
    .catchall(ScreenPrefsSchema),
});

/** Largest stored preferences JSON (bytes), so one user cannot grow a row without bound. */
export const MAX_PREFS_BYTES = 64 * 1024;

/** Keys the account preferences call owns; EmployeePrefs does not write them. */
const ACCOUNT_KEYS = new Set(['language', 'timeFormat', 'defaultTimeZone', 'hideTopNav', 'unitSystem']);

/** The caller's stored preferences (app_user.preferences). */
export async function readPrefs(db: Db, auth: Auth): Promise<Record<string, unknown>> {
  const rows = await db.query<{ preferences: Record<string, unknown> | null }>(
    'SELECT preferences FROM app_user WHERE id = $1',
    [auth.userId],
  );
  return rows[0]?.preferences ?? {};
}

/**
 * Upsert EmployeePrefs (time spec 7): merges the given keys into the caller's preferences (each key
 * replaced whole, others kept) and returns them. Account keys (language, timeFormat, ...) are
 * refused with 400: they belong to POST /account/preferences.
 */
export async function savePrefs(
  db: Db,
  auth: Auth,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  for (const k of Object.keys(patch)) {
    if (!/^[A-Za-z][A-Za-z0-9]{0,39}$/.test(k)) throw badRequest(`Unknown preference '${k.slice(0, 40)}'.`);
    if (ACCOUNT_KEYS.has(k)) throw badRequest(`${k} is saved with POST /account/preferences.`);
  }
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ preferences: Record<string, unknown> }>(
      `UPDATE app_user SET preferences = preferences || $2::jsonb, updated_at = now() WHERE id = $1
       RETURNING preferences`,
      [auth.userId, JSON.stringify(patch)],
    );
    const prefs = rows[0]?.preferences ?? {};
    if (JSON.stringify(prefs).length > MAX_PREFS_BYTES) {
      throw badRequest(`Preferences must stay under ${MAX_PREFS_BYTES} bytes.`);
    }
    return prefs;
  });
}
