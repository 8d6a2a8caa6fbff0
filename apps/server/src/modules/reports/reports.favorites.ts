import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { authOf, parseBody } from '../../platform/http.js';
import { catalogPrivilege, getReport } from './reports.registry.js';

/** Most favourites one user keeps (the catalogue has fewer reports than this). */
export const MAX_REPORT_FAVORITES = 100;

/** The preferences key (app_user.preferences) holding the report keys, in the order starred. */
const PREF_KEY = 'reportFavorites';

/** POST /report-favorites body: `keys`, the caller's favourite report keys in display order. */
export const ReportFavoritesSchema = z.object({
  keys: z
    .array(z.string().min(1).max(80))
    .max(MAX_REPORT_FAVORITES, `At most ${MAX_REPORT_FAVORITES} favorites can be saved.`),
});

/** Hub key of a saved custom report (issue 11: listed in the hub like any report): 'custom:{id}'. */
const CUSTOM_PREFIX = 'custom:';
const customIdOf = (key: string) => (key.startsWith(CUSTOM_PREFIX) ? key.slice(CUSTOM_PREFIX.length) : null);

/** The privilege that runs a hub key: a catalogue report's, or the 'custom-report' key's for a saved custom report. */
const privilegeOf = (key: string) =>
  customIdOf(key) !== null
    ? (getReport('custom-report')?.privilege ?? null)
    : (getReport(key)?.privilege ?? catalogPrivilege(key));

/**
 * The caller's favourite report keys (time spec 2 "Reports hub", My Favorites), stored per user in
 * app_user.preferences.reportFavorites; keys the caller may no longer run are left out.
 */
export async function readReportFavorites(db: Db, auth: Auth): Promise<string[]> {
  const rows = await db.query<{ keys: unknown }>(
    `SELECT preferences->'${PREF_KEY}' AS keys FROM app_user WHERE id = $1`,
    [auth.userId],
  );
  const keys = Array.isArray(rows[0]?.keys) ? (rows[0].keys as unknown[]) : [];
  return keys.filter((k): k is string => {
    if (typeof k !== 'string') return false;
    const p = privilegeOf(k);
    return p !== null && auth.privileges.has(p);
  });
}

/**
 * Replaces the caller's favourite report keys (duplicates dropped, order kept) and returns them.
 * 400 "Unknown report '{key}'" for a key outside the catalogue (or 'custom:{id}' of no saved custom
 * report of the caller's company), 403 "Not authorized: requires
 * {privilege}" for a report the caller may not run. Only the caller's own row is ever written.
 */
export async function saveReportFavorites(db: Db, auth: Auth, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  for (const k of unique) {
    const p = privilegeOf(k);
    if (!p) throw badRequest(`Unknown report '${k}'`);
    if (!auth.privileges.has(p)) throw forbidden(`Not authorized: requires ${p}`);
  }
  // A saved custom report must be one of the caller's company's.
  const customIds = unique.map(customIdOf).filter((id): id is string => id !== null);
  if (customIds.length > 0) {
    const found = await db.query<{ id: string }>(
      'SELECT id FROM custom_report WHERE company_id = $1 AND id = ANY($2::text[]) AND status = 1',
      [auth.companyId, customIds],
    );
    const known = new Set(found.map((r) => r.id));
    const missing = customIds.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(`Unknown report '${CUSTOM_PREFIX}${missing}'`);
  }
  await db.query(
    `UPDATE app_user SET preferences = preferences || jsonb_build_object('${PREF_KEY}', $2::jsonb),
       updated_at = now() WHERE id = $1`,
    [auth.userId, JSON.stringify(unique)],
  );
  return unique;
}

/**
 * Favourite reports routes (under /api, signed in):
 * - GET /report-favorites -> {keys}
 * - POST /report-favorites {keys} -> {keys} (400 unknown key or more than 100, 403 unpermitted report)
 * Always the caller's own favourites: there is no user id parameter.
 */
export function registerReportFavorites(app: FastifyInstance, db: Db): void {
  app.get('/report-favorites', async (req) => ({ keys: await readReportFavorites(db, authOf(req)) }));
  app.post('/report-favorites', async (req) => {
    const { keys } = parseBody(ReportFavoritesSchema, req.body);
    return { keys: await saveReportFavorites(db, authOf(req), keys) };
  });
}
