import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/platform/jobs/clock.js';
import { Jobs } from '../src/platform/jobs/jobs.js';
import { registerTestRoutes } from '../src/platform/jobs/test.routes.js';
import { Mailer, type MailMessage } from '../src/platform/mail/mailer.js';
import { pdfCompanyHeader, renderPdf } from '../src/platform/pdf/pdf.js';
import { type Client, signIn, testServer } from './helpers.js';

let app: FastifyInstance;
let admin: Client;
let admin2: Client;
let manager: Client;
let employee: Client;
beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
  admin2 = await signIn(app, 'admin2');
  manager = await signIn(app, 'manager');
  employee = await signIn(app, 'employee');
});
afterAll(async () => {
  await app?.close();
});

const silent = { log: () => {} };
const T0 = new Date('2026-11-24T08:00:00.000Z');

/** Two schedulers on one database, as two server processes would be. */
function twoWorkers(kindPrefix: string) {
  const clock = systemClock();
  clock.set(T0);
  const a = new Jobs(app.platform.db, clock, { workerId: `${kindPrefix}-a`, ...silent });
  const b = new Jobs(app.platform.db, clock, { workerId: `${kindPrefix}-b`, ...silent });
  return { clock, a, b };
}

describe('jobs', () => {
  it('runs a due job once even when two workers run at the same time', async () => {
    const { a, b } = twoWorkers('once');
    const seen: string[] = [];
    const handler = async (job: { payload: { n: number } }) => {
      seen.push(`n${job.payload.n}`);
      await new Promise((r) => setTimeout(r, 20));
    };
    a.handle('test.once', handler);
    b.handle('test.once', handler);
    for (let n = 0; n < 6; n++) await a.enqueue('test.once', { n }, { runAt: T0 });
    const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ra.done + rb.done).toBe(6);
    expect(seen.sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
    // Nothing left to run.
    expect(await a.runDue()).toEqual({ done: 0, failed: 0 });
  });

  it('makes a repeated dedupe key a no-op and leaves a future job until it is due', async () => {
    const { clock, a } = twoWorkers('dedupe');
    const seen: unknown[] = [];
    a.handle('test.dedupe', async (job) => {
      seen.push(job.payload);
    });
    const later = new Date(T0.getTime() + 3600_000);
    const id = await a.enqueue(
      'test.dedupe',
      { x: 1 },
      { runAt: later, dedupeKey: 'report:r1:2026-11-24T09' },
    );
    expect(id).toEqual(expect.any(String));
    expect(
      await a.enqueue('test.dedupe', { x: 2 }, { runAt: later, dedupeKey: 'report:r1:2026-11-24T09' }),
    ).toBeNull();
    expect((await a.runDue()).done).toBe(0);
    clock.set(later);
    expect((await a.runDue()).done).toBe(1);
    expect(seen).toEqual([{ x: 1 }]);
  });

  it('runs a periodic task once per tick across workers, and again after the interval', async () => {
    const { clock, a, b } = twoWorkers('tick');
    const ticks: string[] = [];
    a.every('test.tick', 60_000, async (now) => {
      ticks.push(`a@${now.toISOString()}`);
    });
    b.every('test.tick', 60_000, async (now) => {
      ticks.push(`b@${now.toISOString()}`);
    });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ticks).toHaveLength(1);
    await b.runDue();
    expect(ticks).toHaveLength(1);
    clock.set(new Date(T0.getTime() + 60_000));
    await Promise.all([b.runDue(), a.runDue()]);
    expect(ticks).toHaveLength(2);
  });

  it('retries a failing job with back-off and marks it failed after its last attempt', async () => {
    const { clock, a } = twoWorkers('retry');
    let calls = 0;
    a.handle('test.fail', async () => {
      calls++;
      throw new Error('SMTP down');
    });
    const id = await a.enqueue('test.fail', {}, { runAt: T0, maxAttempts: 2 });
    expect(await a.runDue()).toEqual({ done: 0, failed: 1 });
    // Back-off: not again at once.
    expect(await a.runDue()).toEqual({ done: 0, failed: 0 });
    clock.set(new Date(T0.getTime() + 61_000));
    expect(await a.runDue()).toEqual({ done: 0, failed: 1 });
    expect(calls).toBe(2);
    const [row] = await app.platform.db.query<{ state: string; last_error: string; attempts: number }>(
      'SELECT state, last_error, attempts FROM job WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ state: 'failed', last_error: 'SMTP down', attempts: 2 });
  });

  it('takes over a job whose worker died once its lease has ended', async () => {
    const clock = systemClock();
    clock.set(T0);
    const dead = new Jobs(app.platform.db, clock, { workerId: 'dead', leaseMs: 60_000, ...silent });
    const alive = new Jobs(app.platform.db, clock, { workerId: 'alive', leaseMs: 60_000, ...silent });
    let ran = 0;
    alive.handle('test.lease', async () => {
      ran++;
    });
    const id = await alive.enqueue('test.lease', {}, { runAt: T0 });
    // The dead worker claimed it (as a crash right after the claim would leave it).
    await app.platform.db.query(
      "UPDATE job SET state = 'running', locked_by = 'dead', locked_until = $2, attempts = 1 WHERE id = $1",
      [id, new Date(T0.getTime() + 60_000).toISOString()],
    );
    expect((await alive.runDue()).done).toBe(0);
    clock.set(new Date(T0.getTime() + 61_000));
    expect((await alive.runDue()).done).toBe(1);
    expect(ran).toBe(1);
    await dead.stop();
  });
});

describe('mail with attachments', () => {
  it('stores attachments, keeps a dedupe key once, and lists them in the Outbox for administrators only', async () => {
    const pdf = Buffer.from('%PDF-1.4 test');
    const companyId = app.demo!.companyId;
    const msg = {
      to: 'office@example.com',
      subject: 'Daily report',
      body: 'Attached.',
      companyId,
      attachments: [{ fileName: 'report.pdf', contentType: 'application/pdf', content: pdf }],
    };
    const id = await app.platform.mail.send(msg, { dedupeKey: 'test:daily:1' });
    expect(id).toEqual(expect.any(String));
    expect(await app.platform.mail.send(msg, { dedupeKey: 'test:daily:1' })).toBeNull();

    const res = await admin.get('/api/Outbox');
    expect(res.statusCode).toBe(200);
    const mine = (
      res.json() as { id: string; attachments: { id: string; fileName: string; size: number }[] }[]
    ).filter((m) => m.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.attachments).toEqual([
      { id: expect.any(String), fileName: 'report.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const attId = mine[0]!.attachments[0]!.id;
    const file = await admin.get(`/api/Outbox/${id}/attachment/${attId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    expect((await admin2.get(`/api/Outbox/${id}/attachment/${attId}`)).statusCode).toBe(404);
    expect((await manager.get('/api/Outbox')).statusCode).toBe(403);
    expect((await employee.get(`/api/Outbox/${id}/attachment/${attId}`)).statusCode).toBe(403);
  });

  it('writes a message in the caller transaction and delivers it over SMTP after commit, by a job', async () => {
    const sent: MailMessage[] = [];
    const clock = systemClock();
    const jobs = new Jobs(app.platform.db, clock, { workerId: 'mail', ...silent });
    const mailer = new Mailer(app.platform.db, async (m) => void sent.push(m), jobs);
    const companyId = app.demo!.companyId;
    // Rolled back: nothing stored, nothing sent.
    await expect(
      app.platform.db.transaction(async (tx) => {
        await mailer.send({ to: 'a@example.com', subject: 'lost', body: '', companyId }, { db: tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const id = await app.platform.db.transaction((tx) =>
      mailer.send(
        {
          to: 'b@example.com',
          subject: 'kept',
          body: 'x',
          companyId,
          attachments: [{ fileName: 'a.csv', contentType: 'text/csv', content: Buffer.from('a,b\n') }],
        },
        { db: tx },
      ),
    );
    expect(sent).toHaveLength(0);
    expect(await jobs.runDue()).toEqual({ done: 1, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(['kept']);
    expect(sent[0]!.attachments?.[0]?.content.toString()).toBe('a,b\n');
    const rows = await app.platform.db.query<{ subject: string; state: string }>(
      "SELECT subject, state FROM outbox WHERE subject IN ('lost', 'kept') OR id = $1",
      [id],
    );
    expect(rows).toEqual([{ subject: 'kept', state: 'sent' }]);
  });
});

describe('test routes', () => {
  it('pin the clock and run due jobs (registered only when asked)', async () => {
    expect((await admin.post('/api/test/clock', { now: T0.toISOString() })).statusCode).toBe(404);
    const extra = (await import('fastify')).default();
    const platform = { ...app.platform, clock: systemClock() };
    registerTestRoutes(extra, platform);
    const res = await extra.inject({
      method: 'POST',
      url: '/test/clock',
      payload: { now: T0.toISOString() },
    });
    expect(res.json()).toEqual({ now: T0.toISOString() });
    expect(platform.clock.now().toISOString()).toBe(T0.toISOString());
    const bad = await extra.inject({ method: 'POST', url: '/test/clock', payload: { now: 'tomorrow' } });
    expect(bad.statusCode).toBe(400);
    await extra.close();
  });
});

describe('Schedule entity', () => {
  it('saves a schedule, refuses one that selects no dates or has a wrong field, and lets only editors save', async () => {
    const ok = await admin.post('/api/Schedule', { type: 2, weekDays: 2 + 32, timeZone: 'America/Denver' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ type: 2, weekDays: 34, status: 1 });
    const none = await admin.post('/api/Schedule', { type: 1, hours: 0, weekDays: 127 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('The schedule selects no dates.');
    const wrong = await admin.post('/api/Schedule', { type: 4, weekDays: 2 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Schedule type must be 1, 2 or 3.');
    const big = await admin.post('/api/Schedule', { type: 2, weekDays: 128 });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('weekDays has a value beyond its 7 options');
    expect((await employee.post('/api/Schedule', { type: 2, weekDays: 2 })).statusCode).toBe(403);
    const id = (ok.json() as { id: string }).id;
    expect((await employee.get(`/api/Schedule/${id}`)).statusCode).toBe(200);
    expect((await admin2.get(`/api/Schedule/${id}`)).statusCode).toBe(404);
  });
});

describe('renderPdf', () => {
  it('renders a document with the company header to PDF bytes and refuses remote images', async () => {
    const pdf = await renderPdf({
      content: [
        pdfCompanyHeader({ name: 'Demo Co', lines: ['1600 Broadway', null] }, 'Daily report'),
        'Body',
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(500);
    await expect(renderPdf({ content: [{ image: 'https://example.com/logo.png' }] })).rejects.toThrow();
  });
});
