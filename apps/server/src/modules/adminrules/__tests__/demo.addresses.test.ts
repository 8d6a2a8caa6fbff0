import { formatAddress } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signIn, testServer } from '../../../../test/helpers.js';

let app: FastifyInstance;
let admin: Client;

beforeAll(async () => {
  app = await testServer();
  admin = await signIn(app, 'admin');
});
afterAll(async () => {
  await app?.close();
});

describe('demo locations (issue 9: forms bind the location address)', () => {
  it('have full postal addresses, which the location.address binding prints on one line', async () => {
    const res = await admin.get('/api/Location?top=100');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; address?: Record<string, string> | null }[];
    const demo = list.filter((l) => l.address?.street);
    expect(demo.length).toBeGreaterThanOrEqual(6);
    for (const l of demo) {
      expect(l.address).toMatchObject({ city: expect.any(String), region: 'CO', country: 'US' });
      expect(l.address?.postalCode).toMatch(/^\d{5}$/);
    }
    const office = list.find((l) => l.name === 'Head Office');
    expect(formatAddress(office?.address)).toBe('1600 Broadway, Denver, CO 80202, US');
  });
});
