import { expect, test } from '@playwright/test';

/**
 * Runs last (files run in name order, one worker): the server's Content Security Policy reports every
 * violation to /csp-report, and the suite fails when any page of any spec caused one (issue 15).
 */
test('no page of the suite violated the Content Security Policy', async ({ request }) => {
  const res = await request.get('/csp-report');
  expect(res.status()).toBe(200);
  const violations = (await res.json()) as {
    documentUri: string;
    violatedDirective: string;
    blockedUri: string;
  }[];
  expect(violations.map((v) => `${v.violatedDirective} blocked ${v.blockedUri} on ${v.documentUri}`)).toEqual(
    [],
  );
});

test('the console is served with the policy and cannot be framed', async ({ request }) => {
  const res = await request.get('/logon/', { headers: { accept: 'text/html' } });
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
