import {
  type BudgetLine,
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
 * - GET /api/report/idash-budget ?locationIds: the task budget rows of each location (completed
 *   hours and units from the location's last closed productivity period on; periodStart).
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
  const unitOf = async (companyId: string) => {
    const rows = await platform.db.query<{ u: string | null }>(
      "SELECT data->'settings'->>'unitSystem' AS u FROM company WHERE id = $1",
      [companyId],
    );
    return rows[0]?.u === 'metric' ? ('metric' as const) : ('imperial' as const);
  };

  app.get('/insight/map-config', { preHandler: requireAuth }, async () => {
    const url = options.env.MAP_TILE_URL?.trim() || null;
    return {
      tileUrl: url,
      attribution: url ? options.env.MAP_ATTRIBUTION?.trim() || '' : null,
      googleMapsApiKey: options.env.GOOGLE_MAPS_API_KEY?.trim() || null,
      weatherConfigured: options.weather.configured,
    };
  });

  /** Hours (closed time) and units of time records that started in the last `days` days. */
  const recent = (companyId: string, days: number, group: string, label: string) =>
    // Sums per key first, names joined to the (few) sums after: joining names to every record first
    // made the per-location sums take a second at 50,000 records (pnpm bench insight).
    platform.db.query<{ k: string; label: string | null; hours: number; units: number }>(
      `SELECT s.k, ${label} AS label, s.hours, s.units
         FROM (SELECT ${group} AS k,
                      COALESCE(SUM(EXTRACT(EPOCH FROM (t."outTimeStamp" - t."inTimeStamp")) / 3600), 0)::float8 AS hours,
                      COALESCE(SUM(t.units), 0)::float8 AS units
                 FROM time_record t
                WHERE t.company_id = $1 AND t.status = 1 AND t."outTimeStamp" IS NOT NULL
                  AND t."inTimeStamp" >= $2 AND t."inTimeStamp" < $3
                GROUP BY 1) s
         LEFT JOIN task k ON k.id = s.k AND k.company_id = $1 AND ${group === 't.task_id' ? 'true' : 'false'}
         LEFT JOIN location l ON l.id = s.k AND l.company_id = $1 AND ${group === 't.location_id' ? 'true' : 'false'}
        ORDER BY 1`,
      [companyId, new Date(now().getTime() - days * DAY).toISOString(), now().toISOString()],
    );

  for (const kind of ['hours', 'units'] as const) {
    app.get(`/report/dashboard-productivity-${kind}`, view, async (req) => {
      const auth = authOf(req);
      const days = daysOf(q(req).days);
      const rows = await recent(
        auth.companyId!,
        days,
        `to_char(t."inTimeStamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
        'NULL',
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
    const rows = (await recent(auth.companyId!, daysOf(q(req).days), 't.location_id', 'l.name'))
      .filter((r) => r.hours > 0)
      .sort((a, b) => b.hours - a.hours)
      .slice(0, 10);
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

  /** Task budget rows of the locations: completed hours and units of their closed time per task. */
  const budgets = async (companyId: string, ids: string[] | null) => {
    const locs = await locationsOf(companyId, ids);
    // Only the (location, task) pairs that have a budget line are summed: the join on them keeps the
    // aggregate to those groups instead of every location and task with closed time (18,000 groups at
    // 50,000 records, most of this call's time), and replaces the 5,000-id ANY list.
    const pairs = locs.flatMap((l) =>
      ((l.data.budget as BudgetLine[] | undefined) ?? [])
        .filter((b) => b.task_id)
        .map((b) => [l.id, String(b.task_id)] as const),
    );
    const done =
      pairs.length === 0
        ? []
        : await platform.db.query<{
            location_id: string;
            task_id: string;
            hours: number;
            units: number;
          }>(
            `SELECT location_id, task_id,
                    -- Seconds summed as float8 rather than numeric (EXTRACT's type), then made hours.
                    COALESCE(SUM(EXTRACT(EPOCH FROM ("outTimeStamp" - "inTimeStamp"))::float8), 0) / 3600 AS hours,
                    COALESCE(SUM(units), 0)::float8 AS units
               FROM time_record
               JOIN (SELECT DISTINCT bl, bt FROM unnest($2::text[], $3::text[]) AS b(bl, bt)) b
                 ON b.bl = time_record.location_id AND b.bt = time_record.task_id
               LEFT JOIN (SELECT location_id AS pl, MAX("closedAt") AS since FROM productivity_period
                           WHERE company_id = $1 GROUP BY 1) p ON p.pl = time_record.location_id
              WHERE company_id = $1 AND status = 1 AND "outTimeStamp" IS NOT NULL
                AND (p.since IS NULL OR "inTimeStamp" >= p.since)
              GROUP BY 1, 2`,
            [companyId, pairs.map((x) => x[0]), pairs.map((x) => x[1])],
          );
    const taskNames = new Map(
      (
        await platform.db.query<{ id: string; name: string }>(
          'SELECT id, name FROM task WHERE company_id = $1',
          [companyId],
        )
      ).map((t) => [t.id, t.name]),
    );
    const periods = new Map(
      (
        await platform.db.query<{ location_id: string; since: Date | string }>(
          `SELECT location_id, MAX("closedAt") AS since FROM productivity_period WHERE company_id = $1 GROUP BY 1`,
          [companyId],
        )
      ).map((p) => [p.location_id, p.since instanceof Date ? p.since.toISOString() : p.since]),
    );
    const key = (l: string, t: string) => `${l}|${t}`;
    const byKey = new Map(done.map((d) => [key(d.location_id, d.task_id), d]));
    return locs.map((l) => {
      const lines = ((l.data.budget as BudgetLine[] | undefined) ?? []).filter((b) => b.task_id);
      const rows = lines.map((b) => {
        const d = byKey.get(key(l.id, b.task_id));
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
        periodStart: periods.get(l.id) ?? null,
        location_id: l.id,
        name: l.name,
        code: l.code,
        lat: l.lat,
        lon: l.lon,
        postalCode: (l.data.address as { postalCode?: string } | undefined)?.postalCode ?? null,
        percent,
        rows,
      };
    });
  };

  app.get('/report/idash-budget', { preHandler: requirePrivilege(PRIV.BudgetView) }, async (req) => {
    const auth = authOf(req);
    return budgets(auth.companyId!, idsOf(q(req).locationIds));
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
    const rows = await platform.db.query<{
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
      `SELECT a.name, a.code, a.condition, a.vendor_id, e."fullName" AS assignee, l.name AS location, l.lat, l.lon,
              l.data->'address'->>'postalCode' AS postal
         FROM asset a
         JOIN (SELECT DISTINCT ON (asset_id) asset_id, assignee_id, location_id FROM asset_assignment
                WHERE company_id = $1 AND status = 1
                ORDER BY asset_id, "assignedTimeStamp" DESC NULLS LAST, created_at DESC) c ON c.asset_id = a.id
         LEFT JOIN employee e ON e.id = c.assignee_id AND e.company_id = a.company_id
         LEFT JOIN location l ON l.id = c.location_id AND l.company_id = a.company_id
        WHERE a.company_id = $1 AND a.status = 1 AND l.lat IS NOT NULL AND l.lon IS NOT NULL
        ORDER BY lower(a.name), a.id`,
      [auth.companyId],
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
    const rows = await platform.db.query<{
      employee: string | null;
      location: string | null;
      task: string | null;
      exempt: boolean | null;
      in_at: Date | string | null;
      out_at: Date | string | null;
      in_lat: number | null;
      in_lon: number | null;
      out_lat: number | null;
      out_lon: number | null;
      loc_lat: number | null;
      loc_lon: number | null;
      radius: number | null;
      postal: string | null;
    }>(
      `SELECT DISTINCT ON (t.employee_id) e."fullName" AS employee, l.name AS location, k.name AS task,
              (k.data->>'isGeofenceExempt')::boolean AS exempt,
              t."inTimeStamp" AS in_at, t."outTimeStamp" AS out_at, t."inLat" AS in_lat, t."inLon" AS in_lon,
              t."outLat" AS out_lat, t."outLon" AS out_lon, l.lat AS loc_lat, l.lon AS loc_lon,
              (l.data->>'geoFenceRadius')::float8 AS radius, l.data->'address'->>'postalCode' AS postal
         FROM time_record t
         JOIN employee e ON e.id = t.employee_id AND e.company_id = t.company_id
         LEFT JOIN location l ON l.id = t.location_id AND l.company_id = t.company_id
         LEFT JOIN task k ON k.id = t.task_id AND k.company_id = t.company_id
        WHERE t.company_id = $1 AND t.status = 1 AND (t."inTimeStamp" >= $2 OR t."outTimeStamp" IS NULL)
        ORDER BY t.employee_id, t."inTimeStamp" DESC`,
      [auth.companyId, since],
    );
    const iso = (v: Date | string | null) => (v instanceof Date ? v.toISOString() : v);
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
          iso(r.in_at),
          inOut,
          iso(r.out_at),
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
