import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
let dispatcher: Client;
let employee: Client;
let admin2: Client;
let F1: string;
let F2: string;
const Z = 'America/Denver';

/** Inserts a time record in the far past (2020) so demo records (later) do not interfere with `before`. */
async function record(
  employeeId: string,
  at: string,
  gps: { inLat: number; inLon: number; outLat?: number | null; outLon?: number | null; out?: string | null },
) {
  await app.platform.db.query(
    `INSERT INTO time_record (id, company_id, employee_id, "inTimeStamp", "outTimeStamp", "inTimeZone",
        "inLat", "inLon", "outLat", "outLon", status, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, '{}'::jsonb)`,
    [
      `pos-${employeeId}-${at}`,
      app.demo!.companyId,
      employeeId,
      at,
      gps.out ?? null,
      Z,
      gps.inLat,
      gps.inLon,
      gps.outLat ?? null,
      gps.outLon ?? null,
    ],
  );
}

beforeAll(async () => {
  app = await testServer();
  F1 = app.demo!.employeeIds.field1;
  F2 = app.demo!.employeeIds.field2;
  dispatcher = await signIn(app, 'dispatcher');
  employee = await signIn(app, 'employee');
  admin2 = await signIn(app, 'admin2');
  // F1: in at 08:00 with GPS, out at 16:00 with GPS further north; F2: in with GPS, out without (-1000).
  await record(F1, '2020-03-02T15:00:00.000Z', {
    inLat: 39.7,
    inLon: -105,
    outLat: 39.8,
    outLon: -105.1,
    out: '2020-03-02T23:00:00.000Z',
  });
  await record(F2, '2020-03-02T14:00:00.000Z', {
    inLat: 39.6,
    inLon: -104.9,
    outLat: -1000,
    outLon: -1000,
    out: '2020-03-02T22:00:00.000Z',
  });
});
afterAll(async () => {
  await app?.close();
});

const positions = async (c: Client, before: string) => {
  const res = await c.get(`/api/Ticket/technician-positions?before=${encodeURIComponent(before)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { employeeId: string; lat: number; lon: number; at: string; punch: string }[];
};

describe('GET /api/Ticket/technician-positions (GPS view)', () => {
  it("gives each technician's last real GPS fix at or before `before`", async () => {
    const atNoon = await positions(dispatcher, '2020-03-02T19:00:00.000Z');
    expect(atNoon.find((p) => p.employeeId === F1)).toEqual({
      employeeId: F1,
      lat: 39.7,
      lon: -105,
      at: '2020-03-02T15:00:00.000Z',
      punch: 'in',
    });
    const evening = await positions(dispatcher, '2020-03-03T06:00:00.000Z');
    expect(evening.find((p) => p.employeeId === F1)).toMatchObject({ lat: 39.8, lon: -105.1, punch: 'out' });
    // F2's OUT had no GPS (-1000): his IN is still his last position.
    expect(evening.find((p) => p.employeeId === F2)).toMatchObject({ lat: 39.6, lon: -104.9, punch: 'in' });
    // Before any record: nobody.
    expect(await positions(dispatcher, '2020-03-01T00:00:00.000Z')).toEqual([]);
  });

  it('defaults to now and refuses a bad instant', async () => {
    const res = await dispatcher.get('/api/Ticket/technician-positions');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    const bad = await dispatcher.get('/api/Ticket/technician-positions?before=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('before must be an ISO 8601 date-time');
    const extra = await dispatcher.get('/api/Ticket/technician-positions?who=all');
    expect(extra.statusCode).toBe(400);
  });

  it('a field employee without Service:View:Ticket is refused; another company gets none of these', async () => {
    const res = await employee.get('/api/Ticket/technician-positions?before=2020-03-03T06:00:00.000Z');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Not authorized: requires Service:View:Ticket');
    const other = await admin2.get('/api/Ticket/technician-positions?before=2020-03-03T06:00:00.000Z');
    // Bluebird does not license Service: refused; were it allowed, it would see none of Northwind's.
    if (other.statusCode === 200) expect(other.json()).toEqual([]);
    else expect(other.statusCode).toBe(403);
  });
});
