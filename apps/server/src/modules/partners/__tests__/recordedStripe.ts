import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { type PaymentAdapter, stripeAdapter } from '../payments.js';

/** One request the Stripe SDK made: method, path, form fields and the headers that matter. */
export interface StripeCall {
  method: string;
  path: string;
  /** The form body decoded ('metadata[companyId]' keys stay bracketed, as Stripe reads them). */
  form: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

/** A recorded response: status and a JSON file of stripe-recorded/ (Stripe's real response shapes). */
export interface Recorded {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path with query removed, e.g. '/v1/setup_intents/seti_1RecSetupNorthwind'. */
  path: string;
  status?: number;
  fixture: string;
}

/** Reads a recorded response body. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./stripe-recorded/${name}`, import.meta.url), 'utf8'));
}

const header = (headers: unknown, name: string): string | null => {
  const list: [string, string][] = Array.isArray(headers)
    ? (headers as [string, string][])
    : Object.entries((headers ?? {}) as Record<string, string>);
  return list.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
};

/**
 * A Stripe adapter on the real SDK whose HTTP client replays recorded responses in the given order
 * (Stripe.createFetchHttpClient with a fake fetch): no network is used. A request that does not
 * match the next recording gets a 400 invalid_request_error naming it, so the test fails loudly.
 * `calls` lists every request the SDK made.
 */
export function recordedStripe(
  recordings: Recorded[],
  keys: { secretKey?: string; publishableKey?: string } = {},
): { adapter: PaymentAdapter; calls: StripeCall[]; pending: () => Recorded[] } {
  const queue = [...recordings];
  const calls: StripeCall[] = [];
  const fakeFetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({
      method,
      path: url.pathname,
      form: Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : '')),
      query: Object.fromEntries(url.searchParams),
      idempotencyKey: header(init?.headers, 'Idempotency-Key'),
      authorization: header(init?.headers, 'Authorization'),
    });
    const next = queue[0];
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', 'request-id': `req_Rec${calls.length}` },
      });
    if (!next || next.method !== method || next.path !== url.pathname)
      return json(400, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecorded Stripe request ${method} ${url.pathname} (expected ${next ? `${next.method} ${next.path}` : 'none'})`,
        },
      });
    queue.shift();
    return json(next.status ?? 200, fixture(next.fixture));
  }) as typeof fetch;
  const adapter = stripeAdapter({
    secretKey: keys.secretKey ?? 'sk_test_recorded',
    publishableKey: keys.publishableKey ?? 'pk_test_recorded',
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
  });
  return { adapter, calls, pending: () => [...queue] };
}
