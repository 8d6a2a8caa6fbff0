import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, testServer } from '../../../../test/helpers.js';
import {
  configuredAllowances,
  cspAllow,
  cspDirectives,
  liveSocketSources,
  registerSecurityHeaders,
} from '../headers.js';

let app: FastifyInstance;
beforeAll(async () => {
  process.env.WM_TEST_ROUTES = '1';
  app = await testServer();
  delete process.env.WM_TEST_ROUTES;
});
afterAll(async () => app?.close());

describe('security headers (@fastify/helmet)', () => {
  it('every response carries the CSP, frame-ancestors none, nosniff, no-referrer; no HSTS over http', async () => {
    for (const url of ['/api/health', '/api/Employee', '/nowhere']) {
      const res = await client(app).get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("connect-src allows the live-update WebSocket of the same host (ws:/wss:), and no other host's", async () => {
    const res = await app.inject({ url: '/api/health', headers: { host: 'console.example:3000' } });
    const connect = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self' ws://console.example:3000 wss://console.example:3000");
    expect(liveSocketSources('console.example', true)).toBe('wss://console.example');
    expect(liveSocketSources('[::1]:3000', false)).toBe('ws://[::1]:3000 wss://[::1]:3000');
    // A Host header that is not a plain host cannot write into the policy.
    expect(liveSocketSources("evil; script-src 'unsafe-inline'", false)).toBe("'self'");
    expect(liveSocketSources(undefined, false)).toBe("'self'");
  });

  it('sends HSTS when the cookies are secure (COOKIE_SECURE=1)', async () => {
    const f = Fastify();
    await registerSecurityHeaders(f, { secure: true });
    f.get('/', async () => 'ok');
    const res = await f.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await f.close();
  });

  it('allows Stripe.js and its card frames only when STRIPE_PUBLISHABLE_KEY is set', () => {
    configuredAllowances({});
    expect(cspDirectives().scriptSrc).toEqual(["'self'"]);
    expect(cspDirectives().frameSrc).not.toContain('https://js.stripe.com');
    configuredAllowances({ STRIPE_PUBLISHABLE_KEY: 'pk_test_recorded' });
    expect(cspDirectives().scriptSrc).toEqual(["'self'", 'https://js.stripe.com']);
    expect(cspDirectives().frameSrc).toEqual([
      "'self'",
      'blob:',
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(cspDirectives().connectSrc).toContain('https://api.stripe.com');
    configuredAllowances({});
    expect(cspDirectives().scriptSrc).toEqual(["'self'"]);
    expect(cspDirectives().connectSrc).not.toContain('https://api.stripe.com');
  });

  it('allows third-party origins by name only, https only', () => {
    expect(cspDirectives().imgSrc).not.toContain('https://tile.example.org');
    cspAllow('test-tiles', 'imgSrc', 'https://tile.example.org');
    expect(cspDirectives().imgSrc).toContain('https://tile.example.org');
    cspAllow('test-tiles', 'imgSrc');
    expect(cspDirectives().imgSrc).not.toContain('https://tile.example.org');
    expect(() => cspAllow('bad', 'scriptSrc', "'unsafe-eval'")).toThrow(/not an https origin/);
    expect(() => cspAllow('bad', 'scriptSrc', 'http://x.org')).toThrow(/not an https origin/);
  });
});

describe('CSP violation reports', () => {
  it('takes the browser report at /csp-report (no routing header needed) and lists it for tests', async () => {
    expect(String((await client(app).get('/api/health')).headers['content-security-policy'])).toContain(
      'report-uri /csp-report',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://127.0.0.1/time/editor/',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    });
    expect(res.statusCode).toBe(204);
    const list = (await app.inject({ url: '/csp-report' })).json();
    expect(list[0]).toMatchObject({
      violatedDirective: 'script-src-elem',
      blockedUri: 'https://evil.example/x.js',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: 'not json',
    });
    expect(bad.statusCode).toBe(400);
  });
});
