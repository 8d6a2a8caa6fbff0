import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOCK_MESSAGES, indicatorTags } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client, DATABASE_URL, signIn, testServer } from '../../../../test/helpers.js';
import { dropSchema } from '../../../platform/db/db.js';
import { buildServer } from '../../../server.js';
import { QUEUE_MESSAGES } from '../time.queue.js';
import { NO_OPEN_RECORD } from '../time.service.js';

// POST /api/time/queue: the offline clock queue (issue 16).
let app: FastifyInstance;
let fiona: Client; // a field employee (time-employee role): own clock only
let gabriel: Client; // another field employee
let manager: Client;
let F1: string;
let F2: string;
let L: string;
let T: string;

beforeAll(async () => {
  app = await testServer();
  const demo = app.demo!;
  F1 = demo.employeeIds.field1;
  F2 = demo.employeeIds.field2;
  L = demo.locationIds[0]!;
  T = demo.taskIds[0]!;
  fiona = await signIn(app, 'fiona');
  gabriel = await signIn(app, 'gabriel');
  manager = await signIn(app, 'manager');
  // Start the field employees without any time.
  await app.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = ANY($1::text[])', [
    [F1, F2],
  ]);
});
afterAll(async () => {
  await app?.close();
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let seq = 0;
const eventId = () => `evt-${Date.now().toString(36)}-${++seq}`;

function inEvent(employeeId: string, enteredAt: string, extra: Record<string, unknown> = {}) {
  return {
    clientEventId: eventId(),
    record: {
      employee_id: employeeId,
      location_id: L,
      task_id: T,
      assetIds: [],
      inTimeStamp: enteredAt,
      inTimeZone: 'America/Denver',
      inLat: 39.74,
      inLon: -104.99,
      ...extra,
    },
    gpsAccuracy: 12.5,
  };
}
function outEvent(employeeId: string, enteredAt: string) {
  return {
    clientEventId: eventId(),
    record: { employee_id: employeeId, outTimeStamp: enteredAt, outTimeZone: 'America/Denver' },
  };
}

async function records(employeeId: string) {
  return app.platform.db.query<Record<string, unknown>>(
    `SELECT id, "inTimeStamp", "outTimeStamp", "inTimeStampServer", "outTimeStampServer", "inTimeStampRaw",
            "outTimeStampRaw", source FROM time_record WHERE employee_id = $1 AND status = 1 ORDER BY "inTimeStamp"`,
    [employeeId],
  );
}
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

describe('POST /api/time/queue', () => {
  it('records a field employee’s offline IN and OUT at their entered times, tagged mobile clock and discrepancy', async () => {
    const enteredIn = ago(240);
    const enteredOut = ago(180);
    const events = [inEvent(F1, enteredIn), outEvent(F1, enteredOut)];
    const res = await fiona.post('/api/time/queue', { events });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['recorded', 'recorded']);
    expect(body.results[0].time_id).toBe(body.results[1].time_id);
    expect(body.results.map((r: { kind: string }) => r.kind)).toEqual(['in', 'out']);

    const [rec, ...others] = await records(F1);
    expect(others).toHaveLength(0);
    expect(iso(rec!.inTimeStamp)).toBe(enteredIn);
    expect(iso(rec!.outTimeStamp)).toBe(enteredOut);
    expect(iso(rec!.inTimeStampRaw)).toBe(enteredIn);
    expect(iso(rec!.inTimeStampServer)).toBe(body.receivedAt);
    expect(iso(rec!.outTimeStampServer)).toBe(body.receivedAt);
    expect(rec!.source).toBe('mobile');

    // The record as the time editor reads it carries both tags.
    const read = await manager.get(`/api/Time/${rec!.id}`);
    expect(read.statusCode).toBe(200);
    const tags = indicatorTags(read.json()).map((t) => t.id);
    expect(tags).toContain('sourceMobile');
    expect(tags).toContain('discrepancy');

    // The same events sent again (a lost answer, a restart) make no second record.
    const again = await fiona.post('/api/time/queue', { events });
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual([
      { clientEventId: events[0]!.clientEventId, status: 'duplicate', time_id: rec!.id, kind: 'in' },
      { clientEventId: events[1]!.clientEventId, status: 'duplicate', time_id: rec!.id, kind: 'out' },
    ]);
    expect(await records(F1)).toHaveLength(1);
    const stored = await app.platform.db.query<{ gps_accuracy: number | null; user_id: string }>(
      'SELECT gps_accuracy, user_id FROM time_clock_event WHERE client_event_id = $1',
      [events[0]!.clientEventId],
    );
    expect(stored[0]!.gps_accuracy).toBe(12.5);
  });

  it('answers a concurrent replay of one event with one record', async () => {
    const ev = inEvent(F1, ago(120));
    const [a, b] = await Promise.all([
      fiona.post('/api/time/queue', { events: [ev] }),
      fiona.post('/api/time/queue', { events: [ev] }),
    ]);
    const statuses = [a.json().results[0].status, b.json().results[0].status].sort();
    expect(statuses).toEqual(['duplicate', 'recorded']);
    const rows = await app.platform.db.query(
      'SELECT id FROM time_record WHERE employee_id = $1 AND status = 1 AND "inTimeStamp" = $2::timestamptz',
      [F1, ev.record.inTimeStamp],
    );
    expect(rows).toHaveLength(1);
  });

  it('answers an event sent twice in one batch once; each tap is judged though the rules are read once', async () => {
    const ev = inEvent(F1, ago(2000));
    const bad = inEvent(F1, ago(1900), { location_id: 'no-such-location' });
    const badAgain = inEvent(F1, ago(1850), { location_id: 'no-such-location' });
    const res = await fiona.post('/api/time/queue', { events: [bad, ev, ev, badAgain] });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    for (const r of [results[0], results[3]])
      expect(r).toMatchObject({
        status: 'refused',
        statusCode: 400,
        message: 'Location no-such-location not found.',
      });
    expect(results[1]).toMatchObject({ status: 'recorded', kind: 'in' });
    expect(results[2]).toEqual({
      clientEventId: ev.clientEventId,
      status: 'duplicate',
      time_id: results[1].time_id,
      kind: 'in',
    });
    const rows = await app.platform.db.query<{ id: string }>(
      'SELECT id FROM time_record WHERE employee_id = $1 AND status = 1 AND "inTimeStamp" = $2::timestamptz',
      [F1, ev.record.inTimeStamp],
    );
    expect(rows.map((r) => r.id)).toEqual([results[1].time_id]);
    // Leave F1 as the other tests expect it (this open record removed).
    await app.platform.db.query('UPDATE time_record SET status = 3 WHERE id = $1', [results[1].time_id]);
  });

  it('applies the clock rules at the entered time and answers each event, refusals included', async () => {
    const first = inEvent(F2, ago(400));
    const dupIn = inEvent(F2, ago(380)); // 20 minutes after the first IN
    const tooSoon = outEvent(F2, new Date(Date.parse(first.record.inTimeStamp) + 30_000).toISOString());
    const out = outEvent(F2, ago(300));
    const orphanOut = outEvent(F2, ago(290)); // nothing open any more
    const res = await gabriel.post('/api/time/queue', { events: [first, dupIn, tooSoon, out, orphanOut] });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results[0]).toMatchObject({ status: 'recorded' });
    expect(results[1]).toEqual({
      clientEventId: dupIn.clientEventId,
      status: 'refused',
      statusCode: 409,
      message: CLOCK_MESSAGES.duplicateIn,
    });
    expect(results[2]).toMatchObject({
      status: 'refused',
      statusCode: 400,
      message: CLOCK_MESSAGES.minElapsed,
    });
    expect(results[3]).toMatchObject({ status: 'recorded', time_id: results[0].time_id });
    expect(results[4]).toMatchObject({ status: 'refused', statusCode: 409, message: NO_OPEN_RECORD });
    // A refused event is not stored: sent again it is judged again (still refused here).
    const retry = await gabriel.post('/api/time/queue', { events: [dupIn] });
    expect(retry.json().results[0]).toMatchObject({ status: 'refused', message: CLOCK_MESSAGES.duplicateIn });
    expect(await records(F2)).toHaveLength(1);
  });

  it('refuses a field employee clocking someone else, with the privilege message', async () => {
    const res = await fiona.post('/api/time/queue', { events: [inEvent(F2, ago(600))] });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      status: 'refused',
      statusCode: 403,
      message: 'Not authorized: clocking other employees in or out requires Time:Execute:ClockInOthers',
    });
    expect(await records(F2)).toHaveLength(1);
  });

  it('refuses another user replaying someone’s event id, without revealing the record', async () => {
    const ev = inEvent(F1, ago(700));
    expect((await fiona.post('/api/time/queue', { events: [ev] })).json().results[0].status).toBe('recorded');
    const res = await gabriel.post('/api/time/queue', {
      events: [{ ...ev, record: { ...ev.record, employee_id: F2 } }],
    });
    expect(res.json().results[0]).toEqual({
      clientEventId: ev.clientEventId,
      status: 'refused',
      statusCode: 409,
      message: QUEUE_MESSAGES.otherUser,
    });
  });

  it('refuses entered times more than 24 hours ahead and inside a closed pay period', async () => {
    const future = inEvent(F1, new Date(Date.now() + 25 * 3600_000).toISOString());
    const res = await fiona.post('/api/time/queue', { events: [future] });
    expect(res.json().results[0]).toMatchObject({
      status: 'refused',
      statusCode: 400,
      message: QUEUE_MESSAGES.future,
    });

    // A closed (approved) batch whose period ends 2 days ago closes everything before it.
    const demo = app.demo!;
    const end = new Date(Date.now() - 2 * 86400_000);
    const start = new Date(end.getTime() - 14 * 86400_000);
    await app.platform.db.query(
      `INSERT INTO time_batch (id, company_id, "batchId", employee_id, "payPeriodStartDate", "payPeriodEndDate",
          "payPeriodStart", "payPeriodEnd", "approvedTimeStamp", "approvedBy_id")
       VALUES ('test-queue-closed', $1, 991601, $2, $3::date, $4::date, $5::timestamptz, $6::timestamptz, now(), $2)`,
      [
        demo.companyId,
        demo.employeeIds.manager,
        start.toISOString().slice(0, 10),
        end.toISOString().slice(0, 10),
        start.toISOString(),
        end.toISOString(),
      ],
    );
    try {
      const old = inEvent(F1, new Date(end.getTime() - 3600_000).toISOString());
      const r2 = await fiona.post('/api/time/queue', { events: [old] });
      expect(r2.json().results[0]).toMatchObject({
        status: 'refused',
        statusCode: 400,
        message: QUEUE_MESSAGES.closedPeriod,
      });
    } finally {
      await app.platform.db.query("DELETE FROM time_batch WHERE id = 'test-queue-closed'");
    }
  });

  it('refuses bad events one by one and bad envelopes as a whole', async () => {
    const good = inEvent(F1, ago(900));
    const unknownField = inEvent(F1, ago(1000), { hourlyRate: 99 });
    const noTime = { clientEventId: eventId(), record: { employee_id: F1, location_id: L, task_id: T } };
    const garbageTime = inEvent(F1, 'yesterday at noon');
    const badLocation = inEvent(F1, ago(1100), { location_id: 'no-such-location' });
    const notAnObject = { clientEventId: eventId(), record: 'clock me in' };
    const res = await fiona.post('/api/time/queue', {
      events: [unknownField, noTime, garbageTime, badLocation, notAnObject, good],
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().results;
    expect(r[0]).toMatchObject({
      status: 'refused',
      statusCode: 400,
      message: 'record.hourlyRate: unknown field',
    });
    expect(r[1]).toMatchObject({ status: 'refused', statusCode: 400, message: QUEUE_MESSAGES.missingTime });
    expect(r[2]).toMatchObject({ status: 'refused', statusCode: 400, message: QUEUE_MESSAGES.missingTime });
    expect(r[3]).toMatchObject({ status: 'refused', statusCode: 400 });
    expect(r[3].message).toMatch(/no-such-location/);
    expect(r[4]).toMatchObject({ status: 'refused', statusCode: 400 });
    expect(r[4].message).toMatch(/^record:/);
    expect(r[5]).toMatchObject({ status: 'recorded' });

    for (const [body, message] of [
      [{}, /events/],
      [{ events: [] }, /At least one queued clock event is required/],
      [{ events: 'all of them' }, /events/],
      [{ events: [{ record: good.record }] }, /clientEventId/],
      [{ events: [{ ...good, clientEventId: 'spaces and ; quotes' }] }, /clientEventId/],
      [{ events: [good], extra: 1 }, /extra: unknown field/],
      [{ events: Array.from({ length: 501 }, () => good) }, /At most 500/],
    ] as const) {
      const bad = await fiona.post('/api/time/queue', body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.json().message).toMatch(message);
    }
  });

  it('needs a session and the X-Requested-With header', async () => {
    const anon = await client(app).post('/api/time/queue', { events: [inEvent(F1, ago(5))] });
    expect(anon.statusCode).toBe(401);
    const noHeader = await app.inject({
      method: 'POST',
      url: '/api/time/queue',
      headers: { cookie: fiona.cookie },
      payload: { events: [inEvent(F1, ago(5))] },
    });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('POST /api/time/queue across a server restart', () => {
  it('records every event once: what was answered before the stop is a duplicate after the restart', async () => {
    // A server of its own on a database that outlives it (a PGlite folder or a PostgreSQL schema).
    const root = mkdtempSync(join(tmpdir(), 'wm-queue-restart-'));
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const start = () =>
      DATABASE_URL
        ? buildServer({ databaseUrl: DATABASE_URL, schema, seedDemo: true, consoleDir: null })
        : buildServer({ dataDir: join(root, 'db'), seedDemo: true, consoleDir: null });
    if (!DATABASE_URL) cpSync(inject('pgliteTemplate'), join(root, 'db'), { recursive: true });
    let server = await start();
    try {
      const demo = server.demo!;
      const F = demo.employeeIds.field1;
      await server.platform.db.query('UPDATE time_record SET status = 3 WHERE employee_id = $1', [F]);
      const base = Date.now() - 3 * 86400_000;
      const events = Array.from({ length: 6 }, (_, i) => {
        const at = new Date(base + Math.floor(i / 2) * 2 * 3600_000 + (i % 2) * 3600_000).toISOString();
        return {
          clientEventId: `restart-${i}-${randomBytes(3).toString('hex')}`,
          record:
            i % 2 === 0
              ? {
                  employee_id: F,
                  location_id: demo.locationIds[0],
                  task_id: demo.taskIds[0],
                  inTimeStamp: at,
                }
              : { employee_id: F, outTimeStamp: at },
        };
      });
      // The first three arrive, then the server stops before the device hears back.
      const before = await (await signIn(server, 'fiona')).post('/api/time/queue', {
        events: events.slice(0, 3),
      });
      expect(before.json().results.map((r: { status: string }) => r.status)).toEqual([
        'recorded',
        'recorded',
        'recorded',
      ]);
      await server.close();
      server = await start();
      // The device still holds all six and sends them again.
      const after = await (await signIn(server, 'fiona')).post('/api/time/queue', { events });
      expect(after.statusCode).toBe(200);
      expect(after.json().results.map((r: { status: string }) => r.status)).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
        'recorded',
        'recorded',
        'recorded',
      ]);
      const rows = await server.platform.db.query<{ n: number; complete: number }>(
        `SELECT count(*)::int AS n, count("outTimeStamp")::int AS complete FROM time_record
          WHERE employee_id = $1 AND status = 1`,
        [F],
      );
      expect(rows[0]).toEqual({ n: 3, complete: 3 }); // three shifts, each recorded once
    } finally {
      await server.close();
      if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
