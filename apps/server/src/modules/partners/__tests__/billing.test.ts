import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signIn, testServer } from '../../../../test/helpers.js';
import { DEMO_COMPANY_ID, DEMO_SECOND_COMPANY_ID } from '../../../seed/demo.js';
import { RENEWAL_MESSAGES } from '../billing.routes.js';
import { payments } from '../partners.routes.js';
import { PAYMENTS_NOT_CONFIGURED } from '../payments.js';
import { recordedStripe } from './recordedStripe.js';

// The card kept for renewals (SetupIntent) and renewals charged off-session (issue 13 section 3),
// against recorded Stripe responses (stripe-recorded/): the real SDK, no network.

let app: FastifyInstance;
let global: Client;
let partner: Client;
let partner2: Client;
let admin: Client;
let admin2: Client;
let employee: Client;
let manager: Client;
const originalAdapter = payments.adapter;
const NW = DEMO_COMPANY_ID;
const card = (id = NW) => `/api/Billing/${id}/card`;
const setup = (id = NW) => `/api/Billing/${id}/setup-intent`;
const renew = (id = NW) => `/api/Billing/${id}/renew`;

const setContract = (id: string, period: number, expiry: string) =>
  app.platform.db.query(
    `UPDATE company SET data = data || jsonb_build_object('licensePeriod', $2::int, 'contractExpirationDate', $3::text, 'isCanceling', false) WHERE id = $1`,
    [id, period, expiry],
  );
const expiryOf = async (id: string) =>
  (
    await app.platform.db.query<{ e: string }>(
      `SELECT data->>'contractExpirationDate' AS e FROM company WHERE id = $1`,
      [id],
    )
  )[0]!.e;
const billsOf = (id: string) =>
  app.platform.db.query<{ amount: number; paymentStatus: string; data: Record<string, unknown> }>(
    `SELECT amount, "paymentStatus", data FROM billing_record WHERE company_id = $1 ORDER BY "createdTimeStamp" DESC, created_at DESC`,
    [id],
  );
/** One year of Northwind's seats at Summit's annual prices (what a renewal bills). */
const annualTermOf = async (id: string) => {
  const seats = await app.platform.db.query<{ module: string; seats: number }>(
    'SELECT module, seats FROM company_licence WHERE company_id = $1',
    [id],
  );
  const products = ((await partner.get('/api/Partner')).json() as { products: unknown[] }[])[0]!.products as {
    productId: string;
    licenseOptions: { period: number; price: number }[];
  }[];
  let total = 0;
  for (const s of seats) {
    const p = products.find((x) => x.productId === `system-${s.module}`);
    total += s.seats * (p?.licenseOptions.find((o) => o.period === 2)?.price ?? 0);
  }
  return total;
};

beforeAll(async () => {
  app = await testServer();
  const users = ['global', 'partner', 'partner2', 'admin', 'admin2', 'employee', 'manager'];
  [global, partner, partner2, admin, admin2, employee, manager] = (await Promise.all(
    users.map((u) => signIn(app, u)),
  )) as Client[] as [Client, Client, Client, Client, Client, Client, Client];
  app.platform.clock.set(new Date('2026-07-01T12:00:00Z'));
  await setContract(NW, 2, '2027-01-01');
  await setContract(DEMO_SECOND_COMPANY_ID, 1, '2026-07-16');
});
afterAll(async () => {
  payments.adapter = originalAdapter;
  await app?.close();
});
afterEach(() => {
  payments.adapter = originalAdapter;
});

describe('billing routes: privileges and tenancy', () => {
  it('a field employee and a manager get 403; not signed in 401', async () => {
    for (const c of [employee, manager]) {
      expect((await c.get(card())).statusCode).toBe(403);
      expect((await c.post(setup(), {})).statusCode).toBe(403);
      expect((await c.post(card(), { setupIntentId: 'seti_1X' })).statusCode).toBe(403);
      expect((await c.post(renew(), {})).statusCode).toBe(403);
    }
    expect((await client(app).get(card())).statusCode).toBe(401);
    expect((await client(app).post(setup(), {})).statusCode).toBe(401);
  });

  it("another company's or another partner's customer id is a 404", async () => {
    // admin is Northwind's administrator: Bluebird is not its company
    expect((await admin.get(card(DEMO_SECOND_COMPANY_ID))).statusCode).toBe(404);
    expect((await admin.post(setup(DEMO_SECOND_COMPANY_ID), {})).statusCode).toBe(404);
    expect((await admin2.post(card(NW), { setupIntentId: 'seti_1X' })).statusCode).toBe(404);
    // Coastal (partner2) has no demo customers; Summit's are 404 on every route
    for (const [m, url] of [
      ['get', card()],
      ['post', setup()],
      ['post', card()],
      ['post', renew()],
    ] as const) {
      const r =
        m === 'get' ? await partner2.get(url) : await partner2.post(url, { setupIntentId: 'seti_1X' });
      expect(r.statusCode, url).toBe(404);
    }
    expect((await global.get(card('no-such-company'))).statusCode).toBe(404);
    expect((await partner.get(card('x'.repeat(80)))).statusCode).toBe(404);
    // the owning partner, the operator and the company's own administrator may
    for (const c of [partner, global, admin]) expect((await c.get(card())).statusCode).toBe(200);
  });

  it('only global and partner administrators renew (a company administrator gets 403)', async () => {
    const r = await admin.post(renew(), {});
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Not authorized: only global and partner administrators renew contracts');
  });
});

describe("without STRIPE_SECRET_KEY: 'not configured'", () => {
  it('shows no card, refuses a SetupIntent with the message, and renewals become invoices to be paid', async () => {
    expect((await admin.get(card())).json()).toEqual({
      configured: false,
      publishableKey: null,
      message: PAYMENTS_NOT_CONFIGURED,
      card: null,
    });
    const s = await admin.post(setup(), {});
    expect(s.statusCode).toBe(409);
    expect(s.json().message).toBe(PAYMENTS_NOT_CONFIGURED);
    const c = await partner.post(card(), { setupIntentId: 'seti_1RecSetupNorthwind' });
    expect(c.statusCode).toBe(409);
    expect(c.json().message).toBe(PAYMENTS_NOT_CONFIGURED);
    expect(
      (await app.platform.db.query('SELECT 1 FROM billing_account WHERE company_id = $1', [NW])).length,
    ).toBe(0);
  });
});

describe('bad input', () => {
  it('names the problem of a SetupIntent id with 400', async () => {
    payments.adapter = recordedStripe([]).adapter;
    for (const body of [{}, { setupIntentId: 'pm_1Card' }, { setupIntentId: 7 }]) {
      const r = await admin.post(card(), body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().message).toBe('setupIntentId: A SetupIntent id (seti_...) is required.');
    }
    const extra = await admin.post(card(), { setupIntentId: 'seti_1X', cardNumber: '4242424242424242' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('cardNumber: unknown field');
    // no customer yet: no SetupIntent can be this company's
    const none = await admin.post(card(), { setupIntentId: 'seti_1RecSetupNorthwind' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('setupIntentId: no such SetupIntent seti_1RecSetupNorthwind.');
  });

  it('renewal: 409 when nothing is due yet or there is no running contract', async () => {
    const early = await partner.post(renew(), {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Nothing to renew yet: the contract runs to 2027-01-01.');
    await app.platform.db.query(
      `UPDATE company SET data = data || '{"contractExpirationDate": null}'::jsonb WHERE id = $1`,
      [DEMO_SECOND_COMPANY_ID],
    );
    const none = await global.post(renew(DEMO_SECOND_COMPANY_ID), {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('The company has no running contract to renew.');
    await setContract(DEMO_SECOND_COMPANY_ID, 1, '2026-07-16');
  });
});

describe('SetupIntent: a card saved for renewals', () => {
  it('creates the Stripe customer once, then SetupIntents for it', async () => {
    const stripe = recordedStripe([
      { method: 'POST', path: '/v1/customers', fixture: 'customer.created.json' },
      { method: 'POST', path: '/v1/setup_intents', fixture: 'setup_intent.created.json' },
      { method: 'POST', path: '/v1/setup_intents', fixture: 'setup_intent.created.json' },
    ]);
    payments.adapter = stripe.adapter;
    const r = await admin.post(setup(), {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      setupIntentId: 'seti_1RecSetupNorthwind',
      clientSecret: 'seti_1RecSetupNorthwind_secret_RecClientSecret0001',
      publishableKey: 'pk_test_recorded',
    });
    // a partner administrator acting on its customer: the same customer, no second one
    expect((await partner.post(setup(), {})).statusCode).toBe(200);
    expect(stripe.pending()).toEqual([]);
    const [customer, si1, si2] = stripe.calls;
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      idempotencyKey: `customer-${NW}`,
      authorization: 'Bearer sk_test_recorded',
    });
    expect(customer!.form).toMatchObject({ name: 'Northwind Field Services', 'metadata[companyId]': NW });
    for (const si of [si1!, si2!]) {
      expect(si.path).toBe('/v1/setup_intents');
      expect(si.form).toMatchObject({
        customer: 'cus_RecNorthwind01',
        usage: 'off_session',
        'allowed_payment_method_types[0]': 'card',
      });
    }
    const rows = await app.platform.db.query<Record<string, unknown>>(
      'SELECT stripe_customer_id, payment_method_id FROM billing_account WHERE company_id = $1',
      [NW],
    );
    expect(rows).toEqual([{ stripe_customer_id: 'cus_RecNorthwind01', payment_method_id: null }]);
  });

  it("keeps a confirmed SetupIntent's card (brand and last four only); refuses another customer's or an unconfirmed one", async () => {
    const stripe = recordedStripe([
      {
        method: 'GET',
        path: '/v1/setup_intents/seti_1RecSetupOther',
        fixture: 'setup_intent.other_customer.json',
      },
      {
        method: 'GET',
        path: '/v1/setup_intents/seti_1RecSetupNorthwind',
        fixture: 'setup_intent.requires_payment_method.json',
      },
      {
        method: 'GET',
        path: '/v1/setup_intents/seti_1RecMissing',
        status: 404,
        fixture: 'error.setup_intent_missing.json',
      },
      {
        method: 'GET',
        path: '/v1/setup_intents/seti_1RecSetupNorthwind',
        fixture: 'setup_intent.succeeded.json',
      },
    ]);
    payments.adapter = stripe.adapter;
    const other = await admin.post(card(), { setupIntentId: 'seti_1RecSetupOther' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('setupIntentId: no such SetupIntent seti_1RecSetupOther.');
    const pending = await admin.post(card(), { setupIntentId: 'seti_1RecSetupNorthwind' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(
      'The card was not saved: the SetupIntent is requires_payment_method.',
    );
    const missing = await admin.post(card(), { setupIntentId: 'seti_1RecMissing' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      "The payment provider refused the request: No such setupintent: 'seti_1RecMissing'",
    );
    const ok = await admin.post(card(), { setupIntentId: 'seti_1RecSetupNorthwind' });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
    expect(ok.json()).toEqual({ card: saved });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/setup_intents/seti_1RecSetupNorthwind',
      query: { 'expand[0]': 'payment_method' },
    });
    expect((await partner.get(card())).json()).toMatchObject({ configured: true, card: saved });
    const row = (
      await app.platform.db.query<Record<string, unknown>>(
        'SELECT * FROM billing_account WHERE company_id = $1',
        [NW],
      )
    )[0]!;
    expect(row).toMatchObject({ payment_method_id: 'pm_1RecVisa4242Saved', card_last4: '4242' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('a purchase without a new card (the masked number) charges the saved card', async () => {
    const stripe = recordedStripe([
      { method: 'POST', path: '/v1/payment_intents', fixture: 'payment_intent.purchase_succeeded.json' },
    ]);
    payments.adapter = stripe.adapter;
    const r = await admin.post('/api/Purchase/process', {
      period: 2,
      licenses: [{ ltype: 'time', quantity: 1 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().paymentStatus).toBe('paid');
    expect(stripe.calls[0]!.form).toMatchObject({
      amount: String(r.json().billAmount),
      customer: 'cus_RecNorthwind01',
      payment_method: 'pm_1RecVisa4242Saved',
      confirm: 'true',
    });
  });
});

describe('renewals charge the saved card off-session', () => {
  it('bills one more term, moves the expiry and charges with off_session + confirm', async () => {
    app.platform.clock.set(new Date('2027-01-01T09:00:00Z'));
    const stripe = recordedStripe([
      { method: 'POST', path: '/v1/payment_intents', fixture: 'payment_intent.renewal_succeeded.json' },
    ]);
    payments.adapter = stripe.adapter;
    const term = await annualTermOf(NW);
    expect(term).toBeGreaterThan(0);
    const r = await partner.post(renew(), {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      amount: term,
      paymentStatus: 'paid',
      message: RENEWAL_MESSAGES.paid,
      contractExpiry: '2028-01-01',
    });
    const call = stripe.calls[0]!;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `renewal-${NW}-2027-01-01`,
    });
    expect(call.form).toMatchObject({
      amount: String(term),
      currency: 'usd',
      customer: 'cus_RecNorthwind01',
      payment_method: 'pm_1RecVisa4242Saved',
      off_session: 'true',
      confirm: 'true',
    });
    expect(await expiryOf(NW)).toBe('2028-01-01');
    const bill = (await billsOf(NW))[0]!;
    expect(bill).toMatchObject({ amount: term, paymentStatus: 'paid' });
    expect(bill.data).toMatchObject({
      kind: 'renewal',
      contractStart: '2027-01-01',
      contractExpiry: '2028-01-01',
      paymentReference: 'pi_3RecRenewalPaid',
    });
    // the same term again: nothing is due
    expect((await partner.post(renew(), {})).statusCode).toBe(409);
    expect(stripe.calls).toHaveLength(1);
  });

  it('a declined renewal records the invoice as unpaid with the reason', async () => {
    app.platform.clock.set(new Date('2028-01-01T09:00:00Z'));
    const stripe = recordedStripe([
      { method: 'POST', path: '/v1/payment_intents', status: 402, fixture: 'error.renewal_declined.json' },
    ]);
    payments.adapter = stripe.adapter;
    const r = await global.post(renew(), {});
    expect(r.statusCode, r.body).toBe(200);
    const message =
      'The renewal payment was declined (Your card has insufficient funds.): the invoice is unpaid.';
    expect(r.json()).toMatchObject({
      paymentStatus: 'unpaid',
      message,
      messageKey: 'billing.renewal.declined',
      declineReason: 'Your card has insufficient funds.',
    });
    expect(await expiryOf(NW)).toBe('2029-01-01');
    const bill = (await billsOf(NW))[0]!;
    expect(bill.paymentStatus).toBe('unpaid');
    expect(bill.data).toMatchObject({
      kind: 'renewal',
      paymentMessage: message,
      declineReason: 'Your card has insufficient funds.',
      paymentReference: 'pi_3RecRenewalDeclined',
    });
    // the partner reads it through the billing history
    const history = (await partner.get('/api/BillingRecord', { 'x-company-id': NW })).json() as Record<
      string,
      unknown
    >[];
    expect(history[0]).toMatchObject({ paymentStatus: 'unpaid', kind: 'renewal', paymentMessage: message });
  });

  it('the hourly task renews every due company once; without a key the invoices are to be paid', async () => {
    app.platform.clock.set(new Date('2029-01-01T09:00:00Z'));
    await setContract(DEMO_SECOND_COMPANY_ID, 1, '2029-01-01');
    const before = (await billsOf(DEMO_SECOND_COMPANY_ID)).length;
    await app.platform.jobs.runDue();
    expect(await expiryOf(NW)).toBe('2030-01-01');
    expect(await expiryOf(DEMO_SECOND_COMPANY_ID)).toBe('2029-02-01');
    expect((await billsOf(NW))[0]).toMatchObject({
      paymentStatus: 'due',
      data: expect.objectContaining({ paymentMessage: RENEWAL_MESSAGES.notConfigured }),
    });
    expect(await billsOf(DEMO_SECOND_COMPANY_ID)).toHaveLength(before + 1);
    // run again in the same hour: nothing more
    await app.platform.jobs.runDue();
    expect(await billsOf(DEMO_SECOND_COMPANY_ID)).toHaveLength(before + 1);
  });
});
