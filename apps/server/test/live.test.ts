import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
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

let address: string | null = null;
/** The test server on a free port (started once), and its live-update socket URL. */
const listening = async () => {
  address ??= await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, url: `${address.replace(/^http/, 'ws')}/api/live` };
};

/** Resolves with the socket once open; rejects with the refusal ('Unexpected server response: 401'). */
const opened = (ws: WebSocket) =>
  new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
const closed = (ws: WebSocket) =>
  new Promise((r) => (ws.readyState === ws.CLOSED ? r(null) : ws.once('close', r)));

/** Waits (up to 2 s) until no socket of either company is subscribed any more. */
async function unsubscribed() {
  const end = Date.now() + 2000;
  while (app.live.subscriberCount(company) + app.live.subscriberCount(second) > 0 && Date.now() < end)
    await new Promise((r) => setTimeout(r, 25));
}

/** The text messages a socket receives, with a wait for a condition on them. */
function listen(socket: WebSocket) {
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(String(data)));
  const until = async (pred: (m: string[]) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!pred(messages) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return messages;
  };
  return { socket, messages, until };
}

beforeAll(async () => {
  app = await testServer({ liveRecheckMs: 200 });
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

  it('GET /api/live needs a session, a WebSocket handshake and a same-origin page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/live' });
    expect(res.statusCode).toBe(401);
    const plain = await app.inject({
      method: 'GET',
      url: '/api/live',
      headers: { cookie: dispatcher.cookie },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('GET /api/live needs a WebSocket handshake');
    const { address, url } = await listening();
    await expect(opened(new WebSocket(url))).rejects.toThrow('Unexpected server response: 401');
    await expect(
      opened(new WebSocket(url, { headers: { cookie: 'wm_session=not-a-session' } })),
    ).rejects.toThrow('Unexpected server response: 401');
    await expect(
      opened(new WebSocket(url, { headers: { cookie: dispatcher.cookie }, origin: 'https://evil.example' })),
    ).rejects.toThrow('Unexpected server response: 403');
    // The console's own page (Origin = the host it talks to) is let in.
    const own = await opened(new WebSocket(url, { headers: { cookie: dispatcher.cookie }, origin: address }));
    own.close();
  });

  it('a global administrator names the supported company with ?company= (a WebSocket sends no X-Company-Id)', async () => {
    const global = await signIn(app, 'global');
    const { url } = await listening();
    const headers = { cookie: global.cookie };
    await expect(opened(new WebSocket(url, { headers }))).rejects.toThrow('Unexpected server response: 403');
    await expect(opened(new WebSocket(`${url}?company=${'x'.repeat(65)}`, { headers }))).rejects.toThrow(
      'Unexpected server response: 400',
    );
    await unsubscribed();
    const socket = await opened(new WebSocket(`${url}?company=${second}`, { headers }));
    expect(app.live.subscriberCount(second)).toBe(1);
    expect(app.live.subscriberCount(company)).toBe(0);
    socket.close();
    await closed(socket);
    // A company user cannot pick another company that way: the socket stays with their own.
    const own = await opened(
      new WebSocket(`${url}?company=${second}`, { headers: { cookie: dispatcher.cookie } }),
    );
    expect(app.live.subscriberCount(company)).toBe(1);
    expect(app.live.subscriberCount(second)).toBe(0);
    own.close();
    await closed(own);
    await unsubscribed();
  });

  it('closes a socket with 4401 once its session ended (signed off elsewhere)', async () => {
    const session = await signIn(app, 'dispatcher');
    const { url } = await listening();
    const socket = await opened(new WebSocket(url, { headers: { cookie: session.cookie } }));
    const code = new Promise<number>((r) => socket.once('close', (c: number) => r(c)));
    expect((await session.post('/api/account/logoff', {})).statusCode).toBe(200);
    expect(await code).toBe(4401);
    await unsubscribed();
  });

  it("pushes change events over a signed-in console's socket, and nothing to another company's", async () => {
    const { url } = await listening();
    await unsubscribed();
    const theirs = listen(await opened(new WebSocket(url, { headers: { cookie: admin2.cookie } })));
    const mine = listen(await opened(new WebSocket(url, { headers: { cookie: dispatcher.cookie } })));
    // Both sockets are subscribed by the time they are open (the handler runs at the upgrade).
    expect(app.live.subscriberCount(company)).toBe(1);
    expect(app.live.subscriberCount(second)).toBe(1);
    const res = await dispatcher.post('/api/Ticket', { ...ticket('Live B'), skillSetIds: [await skill()] });
    const id = res.json().id as string;
    const got = await mine.until((m) => m.some((x) => x.includes(id)));
    expect(got.map((m) => JSON.parse(m))).toContainEqual({
      type: 'change',
      entity: 'Ticket',
      ids: [id],
      op: 'save',
    });
    // The other company's socket stays quiet.
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.messages).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
    await Promise.all([closed(mine.socket), closed(theirs.socket)]);
    // Closing a socket drops its subscription.
    await unsubscribed();
    expect(app.live.subscriberCount(company)).toBe(0);
    expect(app.live.subscriberCount(second)).toBe(0);
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
