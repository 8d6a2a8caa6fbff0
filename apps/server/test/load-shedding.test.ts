import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE, loadSheddingFromEnv, registerLoadShedding } from '../src/platform/load.js';
import { testServer } from './helpers.js';

/**
 * Load shedding (issue 18, section 3; platform/load.ts): a pressured server answers /api calls with
 * 503 + Retry-After at once. Pressure is made deterministic (no timing): a utilisation limit no
 * busy loop stays under, or one request held in flight against a limit of one.
 */
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('load shedding', () => {
  it('reads its settings from the environment; LOAD_SHEDDING=0 turns it off', () => {
    expect(loadSheddingFromEnv({ LOAD_SHEDDING: '0' })).toBeNull();
    expect(loadSheddingFromEnv({})).toEqual({});
    expect(
      loadSheddingFromEnv({
        LOAD_MAX_IN_FLIGHT: '64',
        LOAD_RETRY_AFTER_S: '5',
        LOAD_MAX_EVENT_LOOP_DELAY_MS: 'x',
      }),
    ).toEqual({ maxInFlight: 64, retryAfterSeconds: 5 });
    expect(loadSheddingFromEnv({ LOAD_MAX_MEDIAN_MS: '500' })).toEqual({ maxMedianLatencyMs: 500 });
  });

  it('answers 503 with Retry-After when the event loop is over its limit (under-pressure), but not /api/health', async () => {
    app = await testServer({
      // Any work at all exceeds a utilisation of 1e-9 over a sample.
      loadShedding: {
        maxEventLoopUtilization: 1e-9,
        maxEventLoopDelayMs: 0,
        retryAfterSeconds: 3,
        sampleIntervalMs: 10,
      },
    });
    await app.ready();
    const busy = app as unknown as { isUnderPressure(): boolean };
    for (let i = 0; i < 500 && !busy.isUnderPressure(); i++) {
      let x = 0;
      for (let j = 0; j < 1e5; j++) x += j;
      await new Promise((r) => setTimeout(r, 5 + (x % 1)));
    }
    expect(busy.isUnderPressure()).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/api/account/me' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toEqual({ message: SERVER_BUSY_MESSAGE });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After past the in-flight limit and serves again once the held request ends', async () => {
    const { default: Fastify } = await import('fastify');
    app = Fastify();
    await registerLoadShedding(app, { maxInFlight: 1, maxEventLoopDelayMs: 0 });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let entered!: () => void;
    const inside = new Promise<void>((r) => {
      entered = r;
    });
    app.get('/api/slow', async () => {
      entered();
      await held;
      return { ok: true };
    });
    app.get('/api/fast', async () => ({ ok: true }));
    const slow = app.inject({ method: 'GET', url: '/api/slow' });
    await inside;
    const shed = await app.inject({ method: 'GET', url: '/api/fast' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json().message).toBe(SERVER_BUSY_MESSAGE);
    release();
    expect((await slow).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/fast' })).statusCode).toBe(200);
  });

  it('answers 503 when the median answer of the window is over its limit', async () => {
    const { default: Fastify } = await import('fastify');
    app = Fastify();
    await registerLoadShedding(app, {
      maxInFlight: 0,
      maxEventLoopDelayMs: 0,
      maxMedianLatencyMs: 5,
      latencyWindowMs: 60_000,
    });
    // Each answer takes at least 20 ms: over the 5 ms limit whatever the machine.
    app.get('/api/slow', async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { ok: true };
    });
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ method: 'GET', url: '/api/slow' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 60)); // the verdict is refreshed at most every 50 ms
    const shed = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
  });

  it('never cuts an open live-update socket nor counts it in flight; a new one may be refused', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: websocket } = await import('@fastify/websocket');
    const server = Fastify();
    app = server;
    await registerLoadShedding(server, { maxInFlight: 1, maxEventLoopDelayMs: 0, maxMedianLatencyMs: 0 });
    await server.register(websocket);
    const sockets: { send(s: string): void }[] = [];
    server.get('/api/live', { websocket: true }, (socket) => {
      sockets.push(socket);
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let entered!: () => void;
    const inside = new Promise<void>((r) => {
      entered = r;
    });
    server.get('/api/slow', async () => {
      entered();
      await held;
      return { ok: true };
    });
    server.get('/api/fast', async () => ({ ok: true }));
    await server.ready();
    const open = await server.injectWS('/api/live');
    const got: string[] = [];
    open.on('message', (m) => got.push(String(m)));
    // Open sockets are not requests in flight: with a limit of one, calls still pass.
    expect((await server.inject({ method: 'GET', url: '/api/fast' })).statusCode).toBe(200);
    const slow = server.inject({ method: 'GET', url: '/api/slow' });
    await inside;
    expect((await server.inject({ method: 'GET', url: '/api/fast' })).statusCode).toBe(503);
    await expect(server.injectWS('/api/live')).rejects.toThrow('Unexpected server response: 503');
    // The socket opened before the pressure is still open and still delivers.
    sockets[0]!.send('still here');
    for (let i = 0; i < 100 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual(['still here']);
    expect(open.readyState).toBe(open.OPEN);
    release();
    expect((await slow).statusCode).toBe(200);
    const again = await server.injectWS('/api/live');
    expect(again.readyState).toBe(again.OPEN);
    open.terminate();
    again.terminate();
  });
});
