import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveEvent, liveChannel } from '../src/platform/live/live.js';
import { buildServer } from '../src/server.js';
import { type Client, DATABASE_URL, signIn, testServer } from './helpers.js';

let app: FastifyInstance;
let dispatcher: Client;
let admin2: Client;
let company: string;
let second: string;

/** A complete ticket far in the future (no demo ticket there), for the first demo company. */
const ticket = (name: string) => ({
  name,
  serviceStatus: 'notAccepted',
  location_id: app.demo!.locationIds[0],
  callTimeZone: 'America/Denver',
  skillSetIds: [],
  priority: 1,
  estimatedDurationMinutes: 30,
  scheduledDate: '2031-03-03',
  scheduledStartTime: '10:00',
  scheduledTimeZone: 'America/Denver',
  jobInstructions: 'Live update test',
});

/** Events of one company until `count` arrived (or the time runs out). */
function collect(server: FastifyInstance, companyId: string) {
  const events: LiveEvent[] = [];
  const stop = server.live.subscribe(companyId, (e) => events.push(e));
  const until = async (pred: (e: LiveEvent[]) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!pred(events) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return events;
  };
  return { events, stop, until };
}

beforeAll(async () => {
  app = await testServer();
  company = app.demo!.companyId;
  second = app.demo!.secondCompanyId;
  dispatcher = await signIn(app, 'dispatcher');
  admin2 = await signIn(app, 'admin2');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const skill = async () => {
  const skills = (await dispatcher.get('/api/Skill')).json() as { id: string }[];
  return skills[0]!.id;
};

describe('live updates (design.md "Live updates")', () => {
  it("a saved ticket reaches its company's subscribers once committed, never another company's", async () => {
    const mine = collect(app, company);
    const theirs = collect(app, second);
    const res = await dispatcher.post('/api/Ticket', { ...ticket('Live A'), skillSetIds: [await skill()] });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    const got = await mine.until((e) => e.some((x) => x.entity === 'Ticket' && x.ids.includes(id)));
    expect(got.find((x) => x.ids.includes(id))).toMatchObject({
      companyId: company,
      entity: 'Ticket',
      op: 'save',
    });
    const del = await dispatcher.del(`/api/Ticket/${id}`);
    expect(del.statusCode).toBe(200);
    await mine.until((e) => e.some((x) => x.op === 'remove' && x.ids.includes(id)));
    expect(mine.events.some((x) => x.op === 'remove' && x.ids.includes(id))).toBe(true);
    expect(theirs.events).toEqual([]);
    mine.stop();
    theirs.stop();
    expect(app.live.subscriberCount(company)).toBe(0);
  });

  it('a refused save announces nothing (the transaction rolled back)', async () => {
    const mine = collect(app, company);
    const res = await dispatcher.post('/api/Ticket', { ...ticket(''), skillSetIds: [await skill()] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ticket name is required.');
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.events.filter((e) => e.entity === 'Ticket')).toEqual([]);
    mine.stop();
  });

  it('GET /api/live needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/live' });
    expect(res.statusCode).toBe(401);
  });

  it('streams change events to a signed-in console (server-sent events), scoped to its company', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const stream = await fetch(`${address}/api/live`, {
      headers: { cookie: admin2.cookie },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const own = await fetch(`${address}/api/live`, {
      headers: { cookie: dispatcher.cookie },
      signal: abort.signal,
    });
    const reader = own.body!.getReader();
    const otherReader = stream.body!.getReader();
    // Wait until both streams are subscribed, then change a ticket of the first company.
    const wait = Date.now() + 5000;
    while (
      (app.live.subscriberCount(company) < 1 || app.live.subscriberCount(second) < 1) &&
      Date.now() < wait
    )
      await new Promise((r) => setTimeout(r, 25));
    const res = await dispatcher.post('/api/Ticket', { ...ticket('Live B'), skillSetIds: [await skill()] });
    const id = res.json().id as string;
    let text = '';
    const end = Date.now() + 5000;
    while (!text.includes(id) && Date.now() < end) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('event: change');
    expect(text).toContain(`"entity":"Ticket","ids":["${id}"],"op":"save"`);
    // The other company's stream got its opening line only.
    const first = new TextDecoder().decode((await otherReader.read()).value);
    expect(first).toBe('retry: 3000\n\n');
    const race = await Promise.race([
      otherReader.read().then(() => 'data'),
      new Promise((r) => setTimeout(() => r('quiet'), 300)),
    ]);
    expect(race).toBe('quiet');
    abort.abort();
    await dispatcher.del(`/api/Ticket/${id}`);
  });

  it.runIf(DATABASE_URL)('reaches a second server process on the same PostgreSQL database', async () => {
    const schema = app.platform.db.namespace;
    expect(liveChannel(app.platform.db)).toBe(`wm_live_${schema}`);
    const other = await buildServer({ databaseUrl: DATABASE_URL, schema, seedDemo: false, consoleDir: null });
    try {
      const there = collect(other, company);
      const res = await dispatcher.post('/api/Ticket', { ...ticket('Live C'), skillSetIds: [await skill()] });
      const id = res.json().id as string;
      const got = await there.until((e) => e.some((x) => x.ids.includes(id)));
      expect(got.some((x) => x.entity === 'Ticket' && x.ids.includes(id))).toBe(true);
      there.stop();
      await dispatcher.del(`/api/Ticket/${id}`);
    } finally {
      await other.close();
    }
  });
});
