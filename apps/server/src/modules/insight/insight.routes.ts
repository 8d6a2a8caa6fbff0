import {
  type BudgetLine,
  type LocationTaskBudgets,
  budgetSeverity,
  employeePinColor,
  locationPinColor,
  PRIV,
  round1,
  taskBudgetRow,
} from '@wm/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../platform/errors.js';
import { authOf, parseBody, requireAuth, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import type { WeatherAdapter } from './weather.js';

/** Privileges that open the insight dashboard and maps (any one; administrators hold all). */
export const INSIGHT_VIEW = [
  PRIV.ProductivityView,
  PRIV.BudgetView,
  PRIV.CustomReportView,
  'Insight:Execute:AssetReport',
  'Insight:Execute:LocationTaskBudgetReport',
];

const DAY = 86_400_000;
/** How long cached budget sums stay usable even when their stamp still matches (ms). */
export const SUMS_TTL_MS = 30_000;

/** POST /api/insight/productivity/close: the locations whose productivity period closes now. */
const CloseProductivitySchema = z.strictObject({
  locationIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id'))
    .min(1, 'Select at least one location.')
    .max(5000, 'At most 5000 locations.'),
});
const q = (req: { query?: unknown }) => (req.query ?? {}) as Record<string, string | undefined>;

/** `days` of a dashboard query: 1 to 31, default 7. */
function daysOf(v: string | undefined): number {
  if (v === undefined || v === '') return 7;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 31) throw badRequest('days: must be a whole number from 1 to 31');
  return n;
}
/** `locationIds` of a query: a comma list of ids (at most 5000), or null for all. */
function idsOf(v: string | undefined): string[] | null {
  if (!v) return null;
  const ids = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length > 5000) throw badRequest('locationIds: at most 5000 ids');
  if (ids.some((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id))) throw badRequest('locationIds: invalid id');
  return ids;
}

/** A location as the task budgets read it (budget lines, postal code, period start in epoch ms). */
interface BudgetLocation {
  id: string;
  name: string;
  code: string | null;
  lat: number | null;
  lon: number | null;
  budget: BudgetLine[] | null;
  postal: string | number | null;
  since: number | null;
}

/** Options of the insight module. */
export interface InsightOptions {
  weather: WeatherAdapter;
  env: NodeJS.ProcessEnv;
}

/**
 * Insight routes (time spec 2 "Insight maps and dashboard", 4 "Insight map pins", 7 "Assets and
 * insight"), computed on the server for the caller's company:
 * - GET /api/insight/map-config: tile URL and attribution (MAP_TILE_URL, MAP_ATTRIBUTION) and the
 *   Google Maps key (GOOGLE_MAPS_API_KEY); nulls mean 'not configured'.
 * - GET /api/report/dashboard-productivity-hours | -units ?days=7: per day, {labels, series}.
 * - GET /api/report/dashboard-hours-pie | dashboard-units-pie ?days: per task, {labels, values}.
 * - GET /api/report/location-hours ?days: hours per location, {labels, values}.
 * - GET /api/report/dashboard-location-weather: {configured, records} per location with coordinates.
 * - GET /api/report/dashboard-location-weather5Day ?locationIds: the 5-day forecast of at most 50
 *   locations, {configured, records: [{location_id, name, days}]} (days null when the service failed).
 * - GET /api/report/dashboard-media: the latest 12 uploaded images and videos.
 * - GET /api/report/dashboard-device ?flaggedHours=1..24: devices not synced for that many hours.
 * - GET /api/report/idash-location-summary ?locationIds: {fields, records} (arrays read by position).
 * - GET /api/report/idash-budget ?locationIds&rows=0|1: the task budget rows of each location
 *   (completed hours and units from the location's last closed productivity period on;
 *   periodStart); rows=0 sends per location only location_id, name, percent and periodStart.
 * - GET /api/report/idash-asset, idash-employee: the asset and employee map records.
 * - POST /api/insight/productivity/close {locationIds} (Insight:Execute:CloseProductivity): closes
 *   the locations' productivity periods now.
 */
export function registerInsightRoutes(
  app: FastifyInstance,
  platform: Platform,
  options: InsightOptions,
): void {
  const view = { preHandler: requirePrivilege(...INSIGHT_VIEW) };
  const now = () => platform.clock.now();
  /** Budget sums per company (completedSums): the stamp they were summed at, when, and the sums. */
  const sumsCache = new Map<
    string,
    {
      stamp: string;
      tasks: Set<string>;
      at: number;
      sums: Promise<Map<string, { hours: number; units: number }>>;
    }
  >();
  /** Every active location of a company as budgets reads it, per stampOf(...).locations. */
  const locsCache = new Map<string, { stamp: string; at: number; locs: Promise<BudgetLocation[]> }>();
  /** The budgets of every location of a company (read only by the callers), per stampOf(...).all. */
  const budgetsCache = new Map<string, { stamp: string; at: number; result: LocationTaskBudgets[] }>();
  /** Drops the cache entries past SUMS_TTL_MS (of any company), so idle companies hold no memory. */
  const forgetExpired = () => {
    const t = performance.now();
    for (const cache of [sumsCache, locsCache, budgetsCache] as Map<string, { at: number }>[])
      for (const [k, e] of cache) if (t - e.at >= SUMS_TTL_MS) cache.delete(k);
  };
  const unitOf = async (companyId: string) => {
    const rows = await platform.db.query<{ u: string | null }>(
      "SELECT data->'settings'->>'unitSystem' AS u FROM company WHERE id = $1",
      [companyId],
    );
    return rows[0]?.u === 'metric' ? ('metric' as const) : ('imperial' as const);
  };

  /**
   * The rows of `sql` (with `params`), sorted by `order` (an expression over the row `x`, e.g.
   * 'lower(x.name), x.id'; none when the order does not matter). For the map calls' thousands of
   * rows, PGlite reads them back as one JSON text (json_agg): it hands every field of every row to
   * JavaScript one by one (5,000 locations of 7 columns took ~200 ms, the same rows as one JSON text
   * ~25 ms; pnpm bench insight). PostgreSQL sends rows as they are (there json_agg was the slower).
   * Select only types that read the same both ways: text, float8, integers, boolean, jsonb (epoch
   * milliseconds, msOf, where a timestamp is wanted).
   */
  const jsonRows = async <T>(sql: string, params: readonly unknown[], order?: string): Promise<T[]> => {
    if (platform.db.kind !== 'pglite')
      return platform.db.query<T>(`SELECT * FROM (${sql}) x${order ? ` ORDER BY ${order}` : ''}`, params);
    const rows = await platform.db.query<{ j: string }>(
      `SELECT COALESCE(json_agg(x${order ? ` ORDER BY ${order}` : ''}), '[]')::text AS j FROM (${sql}) x`,
      params,
    );
    return JSON.parse(rows[0]!.j) as T[];
  };
  /** ISO 8601 (UTC, milliseconds) of epoch milliseconds, as `Date#toISOString`; null stays null. */
  const isoOfMs = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  /** SQL: epoch milliseconds (float8, whole) of a timestamptz expression, as a Date of it holds. */
  const msOf = (col: string) => `floor(extract(epoch FROM ${col}) * 1000)::float8`;

  app.get('/insight/map-config', { preHandler: requireAuth }, async () => {
    const url = options.env.MAP_TILE_URL?.trim() || null;
    return {
      tileUrl: url,
      attribution: url ? options.env.MAP_ATTRIBUTION?.trim() || '' : null,
      googleMapsApiKey: options.env.GOOGLE_MAPS_API_KEY?.trim() || null,
      weatherConfigured: options.weather.configured,
    };
  });

  /**
   * Hours (closed time) and units of the time records that started in the last `days` days, summed
   * per `group` (a SQL expression over the record `t`; `key` turns the group into the answer's text
   * key `k`, default the group itself), with `label` (over the joined task `k` or location `l`),
   * sorted by key; with `top`, only the `top` keys of most hours (more than 0; ties by key).
   */
  const recent = (companyId: string, days: number, group: string, label: string, key = 's.k', top = 0) =>
    // Sums per key first, names joined to the (few) sums after: joining names to every record first
    // made the per-location sums take a second at 50,000 records (pnpm bench insight). Per record
    // only cheap work: date_part is float8 (EXTRACT's numeric was most of the sum), and the day is
    // a date, made text once per group.
    platform.db.query<{ k: string; label: string | null; hours: number; units: number }>(
      `SELECT ${key} AS k, ${label} AS label, s.hours, s.units
         FROM (SELECT ${group} AS k,
                      COALESCE(SUM(date_part('epoch', t."outTimeStamp" - t."inTimeStamp")) / 3600, 0)::float8 AS hours,
                      COALESCE(SUM(t.units), 0)::float8 AS units
                 FROM time_record t
                WHERE t.company_id = $1 AND t.status = 1 AND t."outTimeStamp" IS NOT NULL
                  AND t."inTimeStamp" >= $2 AND t."inTimeStamp" < $3
                GROUP BY 1) s
         ${group === 't.task_id' ? 'LEFT JOIN task k ON k.id = s.k AND k.company_id = $1' : ''}
         ${group === 't.location_id' ? 'LEFT JOIN location l ON l.id = s.k AND l.company_id = $1' : ''}
        ${top > 0 ? `WHERE s.hours > 0 ORDER BY s.hours DESC, 1 LIMIT ${top}` : 'ORDER BY 1'}`,
      [companyId, new Date(now().getTime() - days * DAY).toISOString(), now().toISOString()],
    );

  for (const kind of ['hours', 'units'] as const) {
    app.get(`/report/dashboard-productivity-${kind}`, view, async (req) => {
      const auth = authOf(req);
      const days = daysOf(q(req).days);
      const rows = await recent(
        auth.companyId!,
        days,
        `(t."inTimeStamp" AT TIME ZONE 'UTC')::date`,
        'NULL',
        `to_char(s.k, 'YYYY-MM-DD')`,
      );
      const labels = Array.from({ length: days }, (_, i) =>
        new Date(now().getTime() - (days - 1 - i) * DAY).toISOString().slice(0, 10),
      );
      const by = new Map(rows.map((r) => [r.k, r]));
      return { labels, series: [{ name: kind, values: labels.map((d) => round1(by.get(d)?.[kind] ?? 0)) }] };
    });
    app.get(`/report/dashboard-${kind}-pie`, view, async (req) => {
      const auth = authOf(req);
      const rows = (await recent(auth.companyId!, daysOf(q(req).days), 't.task_id', 'k.name')).filter(
        (r) => r[kind] > 0,
      );
      return { labels: rows.map((r) => r.label ?? '—'), values: rows.map((r) => round1(r[kind])) };
    });
  }

  app.get('/report/location-hours', view, async (req) => {
    const auth = authOf(req);
    // The ten locations of most hours, picked in SQL: names are joined to those ten, not to all 5,000.
    const rows = await recent(auth.companyId!, daysOf(q(req).days), 't.location_id', 'l.name', 's.k', 10);
    return { labels: rows.map((r) => r.label ?? '—'), values: rows.map((r) => round1(r.hours)) };
  });

  const locationsOf = (companyId: string, ids: string[] | null) =>
    platform.db.query<{
      id: string;
      name: string;
      code: string | null;
      lat: number | null;
      lon: number | null;
      data: Record<string, unknown>;
    }>(
      `SELECT id, name, code, lat, lon, data FROM location
        WHERE company_id = $1 AND status = 1 ${ids ? 'AND id = ANY($2::text[])' : ''} ORDER BY lower(name), id`,
      ids ? [companyId, ids] : [companyId],
    );

  app.get('/report/dashboard-location-weather', view, async (req) => {
    const auth = authOf(req);
    if (!options.weather.configured) return { configured: false, records: [] };
    const unit = await unitOf(auth.companyId!);
    const locs = (await locationsOf(auth.companyId!, idsOf(q(req).locationIds))).filter(
      (l) => l.lat !== null && l.lon !== null,
    );
    const records = [];
    for (const l of locs.slice(0, 50))
      records.push({
        location_id: l.id,
        name: l.name,
        weather: await options.weather.current(l.lat!, l.lon!, unit),
      });
    return { configured: true, records };
  });

  app.get('/report/dashboard-location-weather5Day', view, async (req) => {
    const auth = authOf(req);
    if (!options.weather.configured || !options.weather.forecast) return { configured: false, records: [] };
    const unit = await unitOf(auth.companyId!);
    const locs = (await locationsOf(auth.companyId!, idsOf(q(req).locationIds))).filter(
      (l) => l.lat !== null && l.lon !== null,
    );
    const records = [];
    for (const l of locs.slice(0, 50))
      records.push({
        location_id: l.id,
        name: l.name,
        days: await options.weather.forecast(l.lat!, l.lon!, unit),
      });
    return { configured: true, records };
  });

  app.get('/report/dashboard-media', view, async (req) => {
    const auth = authOf(req);
    return platform.db.query(
      `SELECT id, "fileName", "mimeType", "mediaType", created_at AS "createdOn" FROM file
        WHERE company_id = $1 AND status = 1 AND ("mediaType" IN ('image', 'video') OR "mimeType" LIKE 'image/%')
        ORDER BY created_at DESC LIMIT 12`,
      [auth.companyId],
    );
  });

  app.get('/report/dashboard-device', view, async (req) => {
    const auth = authOf(req);
    const raw = q(req).flaggedHours;
    const hours = raw === undefined || raw === '' ? 1 : Number(raw);
    if (!Number.isInteger(hours) || hours < 1 || hours > 24)
      throw badRequest('flaggedHours: must be a whole number from 1 to 24');
    const cutoff = new Date(now().getTime() - hours * 3_600_000).toISOString();
    return platform.db.query(
      `SELECT id, name, data->>'lastSyncTimeStamp' AS "lastSyncTimeStamp" FROM device
        WHERE company_id = $1 AND status = 1
          AND (data->>'lastSyncTimeStamp' IS NULL OR (data->>'lastSyncTimeStamp')::timestamptz < $2::timestamptz)
        ORDER BY lower(name), id`,
      [auth.companyId, cutoff],
    );
  });

  /**
   * Change stamps of a company's budget inputs (issue 11 section 4), compared by the caches of
   * completedSums and budgets: `time`, the latest `updated_at` of its time records (every write sets
   * it, inserts by default; index time_record_company_updated) with the count and latest close of
   * its productivity periods; `locations`, the count and the sum of the row versions (xmin, new on
   * every update, whatever the statement sets) of its locations, with the same periods part;
   * `all`, both and the count and row versions of its tasks (their names).
   */
  const stampOf = async (companyId: string) => {
    const [st] = await platform.db.query<{ t: string | null; p: string; l: string; k: string }>(
      `SELECT (SELECT max(updated_at)::text FROM time_record WHERE company_id = $1) AS t,
              (SELECT count(*) || ':' || COALESCE(max("closedAt")::text, '') FROM productivity_period WHERE company_id = $1) AS p,
              (SELECT count(*) || ':' || COALESCE(sum(xmin::text::bigint), 0) FROM location WHERE company_id = $1) AS l,
              (SELECT count(*) || ':' || COALESCE(sum(xmin::text::bigint), 0) FROM task WHERE company_id = $1) AS k`,
      [companyId],
    );
    const time = `${st?.t}|${st?.p}`;
    const locations = `${st?.l}|${st?.p}`;
    return { time, locations, all: `${time}|${locations}|${st?.k}` };
  };

  /**
   * Completed hours and units per (location, task) for the budgets, keyed 'locationId|taskId':
   * closed, active time records of the `tasks` (budgeted task ids) since the location's last
   * closed productivity period; with `ids`, of those locations only. `stamp`: stampOf(...).time.
   *
   * One grouped sum over the company's time records (date_part is float8; EXTRACT is numeric, slow
   * to sum). The company-wide sums are cached per company (issue 11 section 4: summing 50,000
   * records took 180-1,200 ms per map call under load) while its stamp is unchanged and for the
   * task lists they cover: a time record write or a period close changes the stamp, so the next call
   * sums again; entries also expire after SUMS_TTL_MS, which bounds what a transaction committing an
   * older `updated_at` after a read could leave stale. Calls at once share one sum. A call with `ids`
   * uses the cache when it is current and otherwise sums only its locations (not cached).
   */
  const completedSums = async (
    companyId: string,
    tasks: string[],
    ids: string[] | null,
    stamp: string,
  ): Promise<Map<string, { hours: number; units: number }>> => {
    if (tasks.length === 0) return new Map();
    const hit = sumsCache.get(companyId);
    if (
      hit &&
      hit.stamp === stamp &&
      performance.now() - hit.at < SUMS_TTL_MS &&
      tasks.every((t) => hit.tasks.has(t))
    )
      return hit.sums;
    const sum = async (only: string[] | null) => {
      const rows = await jsonRows<{ location_id: string; task_id: string; hours: number; units: number }>(
        `SELECT t.location_id, t.task_id,
                COALESCE(SUM(date_part('epoch', t."outTimeStamp" - t."inTimeStamp")), 0) / 3600 AS hours,
                COALESCE(SUM(t.units), 0)::float8 AS units
           FROM time_record t
           LEFT JOIN (SELECT location_id, MAX("closedAt") AS since FROM productivity_period
                       WHERE company_id = $1 GROUP BY 1) p ON p.location_id = t.location_id
          WHERE t.company_id = $1 AND t.status = 1 AND t."outTimeStamp" IS NOT NULL
            AND t.task_id = ANY($2::text[]) ${only ? 'AND t.location_id = ANY($3::text[])' : ''}
            AND (p.since IS NULL OR t."inTimeStamp" >= p.since)
          GROUP BY 1, 2`,
        only ? [companyId, tasks, only] : [companyId, tasks],
      );
      return new Map(rows.map((d) => [`${d.location_id}|${d.task_id}`, { hours: d.hours, units: d.units }]));
    };
    if (ids) return sum(ids);
    const sums = sum(null);
    const entry = { stamp, tasks: new Set(tasks), at: performance.now(), sums };
    forgetExpired();
    sumsCache.set(companyId, entry);
    // A failed sum is not kept.
    sums.catch(() => {
      if (sumsCache.get(companyId) === entry) sumsCache.delete(companyId);
    });
    return sums;
  };

  /**
   * Task budget rows of the locations (time spec 4 "Task budget"): per active location, its budget
   * lines (`location.data.budget` with a task) with the completed hours and units of its closed,
   * active time records on that task since the location's last closed productivity period
   * (`periodStart`, null when none was closed). `ids` null means every location of the company.
   *
   * Two queries, whatever the number of locations (pnpm bench insight, 5,000 locations and 50,000
   * records), each read as one JSON text: the locations with only the columns used (budget lines,
   * postal code) and their period start joined in; then one grouped sum over the time records of the budgeted tasks only, keyed by
   * location and task. Sums of (location, task) pairs without a budget line are read by nobody.
   * Both are cached per company while their stamps are unchanged (stampOf, completedSums), and so
   * is the whole answer for every location (stamp `all`): a call then costs the stamp query.
   */
  const budgets = async (companyId: string, ids: string[] | null): Promise<LocationTaskBudgets[]> => {
    const stamp = await stampOf(companyId);
    const done = budgetsCache.get(companyId);
    if (done && done.stamp === stamp.all && performance.now() - done.at < SUMS_TTL_MS) {
      if (!ids) return done.result;
      // Some locations (an info window's on-demand lines): the current answer's, in its order.
      const only = new Set(ids);
      return done.result.filter((l) => only.has(l.location_id));
    }
    const result = await buildBudgets(companyId, ids, stamp);
    if (!ids) {
      forgetExpired();
      budgetsCache.set(companyId, { stamp: stamp.all, at: performance.now(), result });
    }
    return result;
  };
  const buildBudgets = async (
    companyId: string,
    ids: string[] | null,
    stamp: Awaited<ReturnType<typeof stampOf>>,
  ): Promise<LocationTaskBudgets[]> => {
    const readLocs = () =>
      jsonRows<BudgetLocation>(
        `SELECT l.id, l.name, l.code, l.lat, l.lon, l.data->'budget' AS budget,
              l.data->'address'->'postalCode' AS postal, ${msOf('p.since')} AS since
         FROM location l
         LEFT JOIN (SELECT location_id, MAX("closedAt") AS since FROM productivity_period
                     WHERE company_id = $1 GROUP BY 1) p ON p.location_id = l.id
        WHERE l.company_id = $1 AND l.status = 1 ${ids ? 'AND l.id = ANY($2::text[])' : ''}`,
        ids ? [companyId, ids] : [companyId],
        'lower(x.name), x.id',
      );
    // Every location (ids null) is read once per stamp.locations (see completedSums for the rules).
    let locs: BudgetLocation[];
    const hit = locsCache.get(companyId);
    if (ids) locs = await readLocs();
    else if (hit && hit.stamp === stamp.locations && performance.now() - hit.at < SUMS_TTL_MS)
      locs = await hit.locs;
    else {
      const entry = { stamp: stamp.locations, at: performance.now(), locs: readLocs() };
      forgetExpired();
      locsCache.set(companyId, entry);
      entry.locs.catch(() => {
        if (locsCache.get(companyId) === entry) locsCache.delete(companyId);
      });
      locs = await entry.locs;
    }
    const linesOf = (l: (typeof locs)[number]) =>
      (Array.isArray(l.budget) ? l.budget : []).filter((b) => b.task_id);
    const tasks = [...new Set(locs.flatMap((l) => linesOf(l).map((b) => String(b.task_id))))];
    const byKey = await completedSums(companyId, tasks, ids, stamp.time);
    const taskNames = new Map(
      (
        await platform.db.query<{ id: string; name: string }>(
          'SELECT id, name FROM task WHERE company_id = $1',
          [companyId],
        )
      ).map((t) => [t.id, t.name]),
    );
    return locs.map((l) => {
      const rows = linesOf(l).map((b) => {
        const d = byKey.get(`${l.id}|${b.task_id}`);
        return {
          task_id: b.task_id,
          task: taskNames.get(b.task_id) ?? b.task_id,
          ...taskBudgetRow(b, d?.hours ?? 0, d?.units ?? 0),
        };
      });
      const bh = rows.reduce((s, r) => s + r.BudgetHours, 0);
      const ch = rows.reduce((s, r) => s + r.CompleteHours, 0);
      const percent = bh > 0 ? round1((ch / bh) * 100) : null;
      return {
        periodStart: isoOfMs(l.since),
        location_id: l.id,
        name: l.name,
        code: l.code,
        lat: l.lat,
        lon: l.lon,
        postalCode: l.postal,
        percent,
        rows,
      };
    });
  };

  app.get('/report/idash-budget', { preHandler: requirePrivilege(PRIV.BudgetView) }, async (req) => {
    const auth = authOf(req);
    const rows = q(req).rows;
    if (rows !== undefined && rows !== '0' && rows !== '1') throw badRequest('rows: must be 0 or 1');
    const b = await budgets(auth.companyId!, idsOf(q(req).locationIds));
    // rows=0: the dashboard's budget donut reads only the percents (the full answer of 5,000
    // locations is 5.4 MB; pnpm bench insight).
    return rows === '0'
      ? b.map((l) => ({
          location_id: l.location_id,
          name: l.name,
          percent: l.percent,
          periodStart: l.periodStart,
        }))
      : b;
  });

  app.get('/report/idash-location-summary', view, async (req) => {
    const auth = authOf(req);
    const ids = idsOf(q(req).locationIds);
    const b = await budgets(auth.companyId!, ids);
    const counts = async (sql: string) =>
      new Map(
        (await platform.db.query<{ id: string; n: number }>(sql, [auth.companyId])).map((r) => [
          r.id,
          Number(r.n),
        ]),
      );
    const employees = await counts(
      `SELECT location_id AS id, COUNT(DISTINCT employee_id) AS n FROM time_record
        WHERE company_id = $1 AND status = 1 AND "outTimeStamp" IS NULL AND "inTimeStamp" IS NOT NULL GROUP BY 1`,
    );
    const assets = await counts(
      `SELECT location_id AS id, COUNT(*) AS n FROM (
         SELECT DISTINCT ON (asset_id) asset_id, location_id FROM asset_assignment
          WHERE company_id = $1 AND status = 1 ORDER BY asset_id, "assignedTimeStamp" DESC NULLS LAST, created_at DESC
       ) a WHERE location_id IS NOT NULL GROUP BY 1`,
    );
    const devices = await counts(
      `SELECT location_id AS id, COUNT(DISTINCT device_id) AS n FROM time_record
        WHERE company_id = $1 AND status = 1 AND device_id IS NOT NULL AND "outTimeStamp" IS NULL GROUP BY 1`,
    );
    const unit = await unitOf(auth.companyId!);
    const fields = [
      'latitude',
      'longitude',
      'location_id',
      'title',
      'subtitle',
      'employees',
      'assets',
      'devices',
      'weather',
      'budget',
      'weatherSeverity',
      'budgetSeverity',
      'pinColor',
      'postalCode',
    ];
    const records = [];
    for (const l of b) {
      const weather =
        options.weather.configured && l.lat !== null && l.lon !== null
          ? await options.weather.current(l.lat, l.lon, unit)
          : null;
      const bs = l.percent === null ? null : budgetSeverity(l.percent);
      const ws = weather?.severity ?? null;
      records.push([
        l.lat,
        l.lon,
        l.location_id,
        l.name,
        l.code,
        employees.get(l.location_id) ?? 0,
        assets.get(l.location_id) ?? 0,
        devices.get(l.location_id) ?? 0,
        weather
          ? `${Math.round(weather.temperature)}${weather.temperatureUnit} ${weather.description}`
          : null,
        l.percent,
        ws,
        bs,
        locationPinColor(ws, bs),
        l.postalCode,
      ]);
    }
    return { fields, records };
  });

  app.get('/report/idash-asset', view, async (req) => {
    const auth = authOf(req);
    const rows = await jsonRows<{
      name: string;
      code: string | null;
      condition: number | null;
      vendor_id: string | null;
      assignee: string | null;
      location: string | null;
      lat: number | null;
      lon: number | null;
      postal: string | null;
    }>(
      `SELECT a.id, a.name, a.code, a.condition, a.vendor_id, e."fullName" AS assignee, l.name AS location, l.lat, l.lon,
              l.data->'address'->>'postalCode' AS postal
         FROM asset a
         JOIN (SELECT DISTINCT ON (asset_id) asset_id, assignee_id, location_id FROM asset_assignment
                WHERE company_id = $1 AND status = 1
                ORDER BY asset_id, "assignedTimeStamp" DESC NULLS LAST, created_at DESC) c ON c.asset_id = a.id
         LEFT JOIN employee e ON e.id = c.assignee_id AND e.company_id = a.company_id
         LEFT JOIN location l ON l.id = c.location_id AND l.company_id = a.company_id
        WHERE a.company_id = $1 AND a.status = 1 AND l.lat IS NOT NULL AND l.lon IS NOT NULL`,
      [auth.companyId],
      'lower(x.name), x.id',
    );
    return {
      fields: [
        'title',
        'code',
        'assignee',
        'location',
        'condition',
        'rented',
        'latitude',
        'longitude',
        'postalCode',
      ],
      records: rows.map((r) => [
        r.name,
        r.code,
        r.assignee,
        r.location,
        r.condition,
        Boolean(r.vendor_id),
        r.lat,
        r.lon,
        r.postal,
      ]),
    };
  });

  app.get('/report/idash-employee', view, async (req) => {
    const auth = authOf(req);
    const since = new Date(now().getTime() - DAY).toISOString();
    const rows = await jsonRows<{
      employee: string | null;
      location: string | null;
      task: string | null;
      exempt: boolean | null;
      in_at: number | null;
      out_at: number | null;
      in_lat: number | null;
      in_lon: number | null;
      out_lat: number | null;
      out_lon: number | null;
      loc_lat: number | null;
      loc_lon: number | null;
      radius: number | null;
      postal: string | null;
    }>(
      // The latest record of each employee is picked from the time records alone, then the ~10,000
      // winners get their names (joins on the company's id, $1, so the planner hashes the 5,000
      // locations instead of 10,000 index look-ups): joining the names to every candidate record
      // first cost most of this call (pnpm bench insight).
      `SELECT t.employee_id, e."fullName" AS employee, l.name AS location, k.name AS task,
              (k.data->>'isGeofenceExempt')::boolean AS exempt,
              ${msOf('t."inTimeStamp"')} AS in_at, ${msOf('t."outTimeStamp"')} AS out_at, t."inLat" AS in_lat, t."inLon" AS in_lon,
              t."outLat" AS out_lat, t."outLon" AS out_lon, l.lat AS loc_lat, l.lon AS loc_lon,
              (l.data->>'geoFenceRadius')::float8 AS radius, l.data->'address'->>'postalCode' AS postal
         FROM (SELECT DISTINCT ON (employee_id) employee_id, location_id, task_id, "inTimeStamp",
                      "outTimeStamp", "inLat", "inLon", "outLat", "outLon"
                 FROM time_record
                WHERE company_id = $1 AND status = 1 AND ("inTimeStamp" >= $2 OR "outTimeStamp" IS NULL)
                ORDER BY employee_id, "inTimeStamp" DESC) t
         JOIN employee e ON e.id = t.employee_id AND e.company_id = $1
         LEFT JOIN location l ON l.id = t.location_id AND l.company_id = $1
         LEFT JOIN task k ON k.id = t.task_id AND k.company_id = $1`,
      [auth.companyId, since],
      'x.employee_id',
    );
    /** Metres from the location, or null without GPS (-1000) or location coordinates. */
    const distance = (lat: number | null, lon: number | null, r: (typeof rows)[number]) => {
      if (lat === null || lon === null || lat === -1000 || r.loc_lat === null || r.loc_lon === null)
        return null;
      const rad = Math.PI / 180;
      const dLat = (lat - r.loc_lat) * rad;
      const dLon = (lon - r.loc_lon) * rad;
      const a =
        Math.sin(dLat / 2) ** 2 + Math.cos(r.loc_lat * rad) * Math.cos(lat * rad) * Math.sin(dLon / 2) ** 2;
      return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)));
    };
    const outside = (d: number | null, r: (typeof rows)[number]) =>
      d !== null && !r.exempt && r.radius !== null && r.radius > 0 && d > r.radius;
    const records = rows
      .map((r) => {
        const inD = distance(r.in_lat, r.in_lon, r);
        const outD = distance(r.out_lat, r.out_lon, r);
        const inOut = outside(inD, r);
        const outOut = outside(outD, r);
        const lat = r.in_lat !== null && r.in_lat !== -1000 ? r.in_lat : r.loc_lat;
        const lon = r.in_lon !== null && r.in_lon !== -1000 ? r.in_lon : r.loc_lon;
        return [
          r.employee,
          r.location,
          isoOfMs(r.in_at),
          inOut,
          isoOfMs(r.out_at),
          outOut,
          r.task,
          lat,
          lon,
          inD,
          outD,
          employeePinColor(inOut, outOut),
          r.postal,
        ];
      })
      .filter((r) => r[7] !== null && r[8] !== null);
    return {
      fields: [
        'employee',
        'location',
        'inTime',
        'inOutside',
        'outTime',
        'outOutside',
        'task',
        'latitude',
        'longitude',
        'inDistance',
        'outDistance',
        'pinColor',
        'postalCode',
      ],
      records,
    };
  });

  app.post(
    '/insight/productivity/close',
    { preHandler: requirePrivilege('Insight:Execute:CloseProductivity') },
    async (req) => {
      const auth = authOf(req);
      const body = parseBody(CloseProductivitySchema, req.body);
      const found = await platform.db.query<{ id: string }>(
        'SELECT id FROM location WHERE company_id = $1 AND status <> 3 AND id = ANY($2::text[])',
        [auth.companyId, body.locationIds],
      );
      const ok = new Set(found.map((r) => r.id));
      const missing = body.locationIds.find((id) => !ok.has(id));
      if (missing) throw badRequest(`locationIds: ${missing} not found`);
      const closedAt = now().toISOString();
      await platform.db.transaction(async (tx) => {
        for (const id of new Set(body.locationIds))
          await tx.query(
            `INSERT INTO productivity_period (id, company_id, location_id, "closedAt", "closedBy_id") VALUES ($1, $2, $3, $4, $5)`,
            [randomUUID(), auth.companyId, id, closedAt, auth.employeeId],
          );
      });
      return { closed: ok.size, closedAt };
    },
  );
}
