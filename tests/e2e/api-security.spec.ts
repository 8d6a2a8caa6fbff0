import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './helpers';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

async function logon(request: APIRequestContext, userName: string) {
  const r = await request.post('/api/account/logon', {
    headers: XRW,
    data: { userName, password: PASSWORD },
  });
  expect(r.status()).toBe(200);
}

test.describe('API guards seen from a browser session', () => {
  test('a state-changing request without the routing header is refused (CSRF defence)', async ({
    request,
  }) => {
    const r = await request.post('/api/account/logon', { data: { userName: 'admin', password: PASSWORD } });
    expect(r.status()).toBe(403);
    expect((await r.json()).message).toMatch(/X-Requested-With/);
  });

  test('tenancy: the second company cannot read or change the demo company records', async ({
    playwright,
    baseURL,
  }) => {
    const demo = await playwright.request.newContext({ baseURL });
    await logon(demo, 'admin');
    const locations = await (await demo.get('/api/Location')).json();
    expect(locations.length).toBeGreaterThan(0);
    const target = locations[0];

    const other = await playwright.request.newContext({ baseURL });
    await logon(other, 'admin2');
    expect((await other.get(`/api/Location/${target.id}`)).status()).toBe(404);
    const theirs = await (await other.get('/api/Location')).json();
    expect(theirs.map((l: { id: string }) => l.id)).not.toContain(target.id);
    const write = await other.post('/api/Location', { headers: XRW, data: { ...target, name: 'Hijacked' } });
    expect([403, 404]).toContain(write.status());
    expect((await (await demo.get(`/api/Location/${target.id}`)).json()).name).toBe(target.name);
    await demo.dispose();
    await other.dispose();
  });

  test('filter injection and unknown fields are 400s that name the problem, never data', async ({
    request,
  }) => {
    await logon(request, 'admin');
    const cases = [
      ["name eq 'x' or 1 eq 1 --'", /./],
      ["name eq 'x'' or ''1''=''1'", null],
      ['passwordHash eq 1', /Unknown field 'passwordHash'/],
      ["name eq 'x') or (1 eq 1", /./],
      ['name eq', /./],
    ] as const;
    for (const [filter, message] of cases) {
      const r = await request.get(`/api/Location?filter=${encodeURIComponent(filter)}`);
      if (message === null) {
        // A quote escaped inside a string literal is just text: no rows match it.
        expect(r.status()).toBe(200);
        expect(await r.json()).toEqual([]);
      } else {
        expect(r.status()).toBe(400);
        expect((await r.json()).message).toMatch(message);
      }
    }
  });
});
