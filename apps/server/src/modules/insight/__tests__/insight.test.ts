import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';
import { openMeteoWeather, setWeatherAdapter } from '../index.js';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/open-meteo-current.json', import.meta.url), 'utf8'),
);

let app: FastifyInstance;
let manager: Client;
let employee: Client;
let demo: NonNullable<FastifyInstance['demo']>;

beforeAll(async () => {
  app = await testServer();
  demo = app.demo!;
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  setWeatherAdapter(null);
  await app?.close();
});

describe('insight dashboard and maps (time spec 2, 4, 7)', () => {
  it('map config says not configured without MAP_TILE_URL / GOOGLE_MAPS_API_KEY', async () => {
    const res = await employee.get('/api/insight/map-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tileUrl: null, attribution: null, googleMapsApiKey: null });
  });

  it('productivity hours per day, pies per task and location hours come from the time records', async () => {
    const hours = (await manager.get('/api/report/dashboard-productivity-hours?days=14')).json();
    expect(hours.labels).toHaveLength(14);
    expect(hours.series[0].values).toHaveLength(14);
    expect(hours.series[0].values.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThan(0);
    const pie = (await manager.get('/api/report/dashboard-hours-pie?days=14')).json();
    expect(pie.labels.length).toBe(pie.values.length);
    const loc = (await manager.get('/api/report/location-hours?days=14')).json();
    expect(loc.values.length).toBeGreaterThan(0);
    const bad = await manager.get('/api/report/dashboard-productivity-hours?days=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('days: must be a whole number from 1 to 31');
  });

  it('a field employee cannot read the dashboard or the budgets', async () => {
    expect((await employee.get('/api/report/dashboard-productivity-hours')).statusCode).toBe(403);
    expect((await employee.get('/api/report/idash-location-summary')).statusCode).toBe(403);
    expect((await employee.get('/api/report/idash-budget')).statusCode).toBe(403);
  });

  it('task budgets per location with the spec fields', async () => {
    const res = await manager.get(`/api/report/idash-budget?locationIds=${demo.locationIds[0]}`);
    expect(res.statusCode).toBe(200);
    const [loc] = res.json();
    expect(loc.rows.length).toBeGreaterThan(0);
    expect(Object.keys(loc.rows[0])).toEqual(
      expect.arrayContaining([
        'BudgetHours',
        'CompleteHours',
        'CompleteHoursPercentage',
        'TrendingHoursUnderOrOver',
        'EstimatedCompleteDate',
      ]),
    );
    expect((await manager.get('/api/report/idash-budget?locationIds=bad id')).statusCode).toBe(400);
  });

  it('location summary: arrays by position; weather from the adapter turns a pin red when severe', async () => {
    const plain = (await manager.get('/api/report/idash-location-summary')).json();
    expect(plain.fields[0]).toBe('latitude');
    expect(plain.fields[plain.fields.length - 1]).toBe('postalCode');
    const weatherAt = plain.fields.indexOf('weather');
    expect(plain.records.every((r: unknown[]) => r[weatherAt] === null)).toBe(true);
    setWeatherAdapter(
      openMeteoWeather('https://api.open-meteo.com/v1/forecast', async () => ({
        ok: true,
        json: async () => recorded,
      })),
    );
    const withWeather = (
      await manager.get(`/api/report/idash-location-summary?locationIds=${demo.locationIds[0]}`)
    ).json();
    const row = withWeather.records[0];
    expect(row[weatherAt]).toBe('41°F Thunderstorm');
    expect(row[withWeather.fields.indexOf('weatherSeverity')]).toBe('danger');
    expect(row[withWeather.fields.indexOf('pinColor')]).toBe('red');
    const w = (await manager.get('/api/report/dashboard-location-weather')).json();
    expect(w.configured).toBe(true);
    expect(w.records[0].weather.description).toBe('Thunderstorm');
    setWeatherAdapter(null);
    expect((await manager.get('/api/report/dashboard-location-weather')).json()).toEqual({
      configured: false,
      records: [],
    });
  });

  it('5-day forecast per location from the adapter; not configured without one; no field employees', async () => {
    expect((await manager.get('/api/report/dashboard-location-weather5Day')).json()).toEqual({
      configured: false,
      records: [],
    });
    const daily = JSON.parse(
      readFileSync(new URL('./fixtures/open-meteo-daily.json', import.meta.url), 'utf8'),
    );
    setWeatherAdapter(
      openMeteoWeather('https://api.open-meteo.com/v1/forecast', async () => ({
        ok: true,
        json: async () => daily,
      })),
    );
    const res = await manager.get(
      `/api/report/dashboard-location-weather5Day?locationIds=${demo.locationIds[0]}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.configured).toBe(true);
    expect(body.records).toHaveLength(1);
    expect(body.records[0].days.map((d: { description: string }) => d.description)).toEqual([
      'Cloudy',
      'Rain',
      'Thunderstorm',
      'Snow',
      'Clear',
    ]);
    expect((await employee.get('/api/report/dashboard-location-weather5Day')).statusCode).toBe(403);
    const bad = await manager.get('/api/report/dashboard-location-weather5Day?locationIds=bad%20id');
    expect(bad.statusCode).toBe(400);
    setWeatherAdapter(null);
  });

  it('flagged devices and media', async () => {
    const dev = await manager.get('/api/report/dashboard-device?flaggedHours=1');
    expect(dev.statusCode).toBe(200);
    expect(Array.isArray(dev.json())).toBe(true);
    expect((await manager.get('/api/report/dashboard-device?flaggedHours=30')).statusCode).toBe(400);
    expect((await manager.get('/api/report/dashboard-media')).statusCode).toBe(200);
  });

  it('the demo media are generated site photos, newest first, served as PNG; an employee gets 403', async () => {
    const res = await manager.get('/api/report/dashboard-media');
    const media = res.json() as { id: string; fileName: string; mimeType: string; createdOn: string }[];
    const photos = media.filter((m) => /^site-photo-\d\.png$/.test(m.fileName));
    expect(photos).toHaveLength(6);
    expect(photos.every((m) => m.mimeType === 'image/png')).toBe(true);
    expect(photos.map((m) => m.createdOn)).toEqual([...photos.map((m) => m.createdOn)].sort().reverse());
    const file = await manager.get(`/api/file/${photos[0]!.id}`);
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    expect(file.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect((await employee.get('/api/report/dashboard-media')).statusCode).toBe(403);
  });
});

describe('asset and employee insight maps (time spec 3 "Insight records")', () => {
  it('asset records: title first, latitude at 6, longitude at 7, postal code at 8', async () => {
    const res = await manager.get('/api/report/idash-asset');
    expect(res.statusCode).toBe(200);
    const { fields, records } = res.json();
    expect(fields[0]).toBe('title');
    expect(fields.slice(6, 9)).toEqual(['latitude', 'longitude', 'postalCode']);
    expect(records.length).toBeGreaterThan(10);
    expect(typeof records[0][6]).toBe('number');
  });
  it('employee records carry the geofence flags and a pin colour', async () => {
    const { fields } = (await manager.get('/api/report/idash-employee')).json();
    expect(fields).toEqual(
      expect.arrayContaining(['inOutside', 'outOutside', 'pinColor', 'latitude', 'longitude']),
    );
    expect((await employee.get('/api/report/idash-employee')).statusCode).toBe(403);
    expect((await employee.get('/api/report/idash-asset')).statusCode).toBe(403);
  });
});

describe('close a productivity period (Insight:Execute:CloseProductivity)', () => {
  it('needs the privilege; after a close the completed hours count from then on', async () => {
    const admin = await signIn(app, 'admin');
    const loc = demo.locationIds[0]!;
    const before = (await admin.get('/api/report/idash-budget')).json() as {
      location_id: string;
      periodStart: string | null;
      rows: { CompleteHours: number }[];
    }[];
    const withHours = before.find((l) => l.rows.some((r) => r.CompleteHours > 0)) ?? before[0]!;
    expect(withHours.periodStart).toBeNull();
    expect((await manager.post('/api/insight/productivity/close', { locationIds: [loc] })).statusCode).toBe(
      403,
    );
    const bad = await admin.post('/api/insight/productivity/close', { locationIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('locationIds: Select at least one location.');
    expect(
      (await admin.post('/api/insight/productivity/close', { locationIds: ['nope'] })).json().message,
    ).toBe('locationIds: nope not found');
    const res = await admin.post('/api/insight/productivity/close', { locationIds: [withHours.location_id] });
    expect(res.statusCode).toBe(200);
    const after = (
      (
        await admin.get(`/api/report/idash-budget?locationIds=${withHours.location_id}`)
      ).json() as typeof before
    )[0]!;
    expect(after.periodStart).toBe(res.json().closedAt);
    expect(after.rows.every((r) => r.CompleteHours === 0)).toBe(true);
    // The company-wide answer (its sums cached before the close) shows the close at once too.
    const all = (await admin.get('/api/report/idash-budget')).json() as typeof before;
    expect(all.find((l) => l.location_id === withHours.location_id)).toEqual(after);
  });
});

describe('idash sums and latest records (pnpm bench insight rewrite keeps the rules)', () => {
  it('completed hours and units: closed, active records of the budgeted task at that location only', async () => {
    const db = app.platform.db;
    const [first] = await db.query<{ id: string }>(
      `SELECT id FROM location WHERE company_id = $1 AND status = 1 AND NOT (data ? 'budget') ORDER BY id LIMIT 1`,
      [demo.companyId],
    );
    const loc = first!.id;
    const [budgeted, other] = demo.taskIds as [string, string];
    await db.query(
      `UPDATE location SET data = data || jsonb_build_object('budget', $3::jsonb) WHERE id = $1 AND company_id = $2`,
      [
        loc,
        demo.companyId,
        JSON.stringify([{ id: 'idash-b1', location_id: loc, task_id: budgeted, budgetHours: 100 }]),
      ],
    );
    const at = (h: number) => new Date(Date.UTC(2026, 0, 5, h)).toISOString();
    const rows: [string, string, number, number | null, number, number][] = [
      // [id, task, in hour, out hour (null: open), units, status]
      ['idash-t1', budgeted, 8, 10, 3, 1],
      ['idash-t2', budgeted, 11, 13, 2, 1],
      ['idash-t3', other, 8, 12, 7, 1],
      ['idash-t4', budgeted, 13, null, 5, 1],
      ['idash-t5', budgeted, 14, 20, 9, 3],
    ];
    for (const [id, task, inH, outH, units, status] of rows)
      await db.query(
        `INSERT INTO time_record (id, company_id, employee_id, location_id, task_id, "inTimeStamp", "outTimeStamp",
                                  "inTimeZone", "outTimeZone", units, source, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'UTC', 'UTC', $8, 'clock', $9)`,
        [
          id,
          demo.companyId,
          demo.employeeIds.field3,
          loc,
          task,
          at(inH),
          outH === null ? null : at(outH),
          units,
          status,
        ],
      );
    const [b] = (await manager.get(`/api/report/idash-budget?locationIds=${loc}`)).json();
    expect(b.rows).toHaveLength(1);
    expect(b.rows[0]).toMatchObject({
      task_id: budgeted,
      BudgetHours: 100,
      CompleteHours: 4,
      CompleteUnits: 5,
    });
    expect(b.percent).toBe(4);
    const all = (await manager.get('/api/report/idash-budget')).json() as { location_id: string }[];
    expect(all.find((l) => l.location_id === loc)).toEqual(b);
    const summary = (await manager.get('/api/report/idash-location-summary')).json();
    const row = summary.records.find((r: unknown[]) => r[2] === loc);
    expect(row[summary.fields.indexOf('budget')]).toBe(4);
  });

  it('cached budget sums: a new, edited or deleted time record changes the next answer at once', async () => {
    const db = app.platform.db;
    const [first] = await db.query<{ id: string }>(
      `SELECT id FROM location WHERE company_id = $1 AND status = 1 ORDER BY id DESC LIMIT 1`,
      [demo.companyId],
    );
    const loc = first!.id;
    const task = demo.taskIds[0]!;
    await db.query(
      `UPDATE location SET data = data || jsonb_build_object('budget', $3::jsonb) WHERE id = $1 AND company_id = $2`,
      [
        loc,
        demo.companyId,
        JSON.stringify([{ id: 'cache-b1', location_id: loc, task_id: task, budgetHours: 50 }]),
      ],
    );
    const hoursOf = async () => {
      const all = (await manager.get('/api/report/idash-budget')).json() as {
        location_id: string;
        rows: { CompleteHours: number }[];
      }[];
      const summary = (await manager.get('/api/report/idash-location-summary')).json();
      const pin = summary.records.find((r: unknown[]) => r[2] === loc);
      return {
        hours: all.find((l) => l.location_id === loc)!.rows[0]!.CompleteHours,
        percent: pin[summary.fields.indexOf('budget')],
      };
    };
    const base = await hoursOf();
    expect(await hoursOf()).toEqual(base);
    const at = (h: number) => new Date(Date.UTC(2026, 0, 6, h)).toISOString();
    await db.query(
      `INSERT INTO time_record (id, company_id, employee_id, location_id, task_id, "inTimeStamp", "outTimeStamp",
                                "inTimeZone", "outTimeZone", units, source, status)
       VALUES ('cache-t1', $1, $2, $3, $4, $5, $6, 'UTC', 'UTC', 0, 'clock', 1)`,
      [demo.companyId, demo.employeeIds.field3, loc, task, at(8), at(13)],
    );
    const added = await hoursOf();
    expect(added.hours).toBe(base.hours + 5);
    expect(added.percent).toBe(Math.round(((base.hours + 5) / 50) * 1000) / 10);
    await db.query(
      `UPDATE time_record SET "outTimeStamp" = $2, updated_at = now() WHERE id = 'cache-t1' AND company_id = $1`,
      [demo.companyId, at(10)],
    );
    expect((await hoursOf()).hours).toBe(base.hours + 2);
    await db.query(
      `UPDATE time_record SET status = 3, updated_at = now() WHERE id = 'cache-t1' AND company_id = $1`,
      [demo.companyId],
    );
    expect(await hoursOf()).toEqual(base);
    // A budget edit (here without updated_at) changes the next answer too: locations are stamped by row version.
    await db.query(
      `UPDATE location SET data = data || jsonb_build_object('budget', $3::jsonb) WHERE id = $1 AND company_id = $2`,
      [
        loc,
        demo.companyId,
        JSON.stringify([{ id: 'cache-b1', location_id: loc, task_id: task, budgetHours: 25 }]),
      ],
    );
    expect((await hoursOf()).percent).toBe(Math.round((base.hours / 25) * 1000) / 10);
  });

  it('idash-budget rows=0 sends per location only its id, name, percent and period start', async () => {
    const full = (await manager.get('/api/report/idash-budget')).json() as Record<string, unknown>[];
    const res = await manager.get('/api/report/idash-budget?rows=0');
    expect(res.statusCode).toBe(200);
    const lean = res.json() as Record<string, unknown>[];
    expect(lean).toEqual(
      full.map((l) => ({
        location_id: l.location_id,
        name: l.name,
        percent: l.percent,
        periodStart: l.periodStart,
      })),
    );
    // A few locations from a current cache: the same entries as the full answer, in its order.
    const some = [full[2]!.location_id, full[0]!.location_id, 'no-such-location'].join(',');
    expect((await manager.get(`/api/report/idash-budget?locationIds=${some}`)).json()).toEqual([
      full[0],
      full[2],
    ]);
    const bad = await manager.get('/api/report/idash-budget?rows=2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('rows: must be 0 or 1');
  });

  it('location hours: the ten locations of most hours (more than 0), most first, by name; days keyed by UTC date', async () => {
    const loc = (await manager.get('/api/report/location-hours?days=31')).json() as {
      labels: string[];
      values: number[];
    };
    expect(loc.values.length).toBeGreaterThan(0);
    expect(loc.values.length).toBeLessThanOrEqual(10);
    expect(loc.labels).toHaveLength(loc.values.length);
    expect(loc.values.every((v) => v > 0)).toBe(true);
    expect(loc.values).toEqual([...loc.values].sort((a, b) => b - a));
    const names = await app.platform.db.query<{ name: string }>(
      'SELECT name FROM location WHERE company_id = $1',
      [demo.companyId],
    );
    expect(loc.labels.every((l) => names.some((n) => n.name === l))).toBe(true);
    const hours = (await manager.get('/api/report/dashboard-productivity-hours?days=31')).json();
    const [row] = await app.platform.db.query<{ d: string; h: number }>(
      `SELECT to_char("inTimeStamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d,
              SUM(EXTRACT(EPOCH FROM ("outTimeStamp" - "inTimeStamp")) / 3600)::float8 AS h
         FROM time_record WHERE company_id = $1 AND status = 1 AND "outTimeStamp" IS NOT NULL
          AND "inTimeStamp" >= now() - interval '31 days' AND "inTimeStamp" < now()
        GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [demo.companyId],
    );
    const at = hours.labels.indexOf(row!.d);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(hours.series[0].values[at]).toBe(Math.round(row!.h * 10) / 10);
  });

  it('employee map: the latest record of each employee in the last day, times in ISO form', async () => {
    const db = app.platform.db;
    const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    const latest = ago(5);
    for (const [id, inAt, outAt] of [
      ['idash-e1', ago(180), ago(120)],
      ['idash-e2', latest, null],
    ] as const)
      await db.query(
        `INSERT INTO time_record (id, company_id, employee_id, location_id, task_id, "inTimeStamp", "outTimeStamp",
                                  "inTimeZone", "outTimeZone", units, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'UTC', 'UTC', 0, 'clock')`,
        [id, demo.companyId, demo.employeeIds.field2, demo.locationIds[1], demo.taskIds[0], inAt, outAt],
      );
    const [who] = await db.query<{ fullName: string }>('SELECT "fullName" FROM employee WHERE id = $1', [
      demo.employeeIds.field2,
    ]);
    const { fields, records } = (await manager.get('/api/report/idash-employee')).json();
    const mine = records.filter((r: unknown[]) => r[fields.indexOf('employee')] === who!.fullName);
    expect(mine).toHaveLength(1);
    expect(mine[0][fields.indexOf('inTime')]).toBe(latest);
    expect(mine[0][fields.indexOf('outTime')]).toBeNull();
    const names = records.map((r: unknown[]) => r[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});
