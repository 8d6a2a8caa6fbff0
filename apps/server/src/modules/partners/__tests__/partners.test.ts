import { computeAmounts, daysBetween, shareOf } from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signIn, testServer } from '../../../../test/helpers.js';
import {
  DEMO_COMPANY_ID,
  DEMO_PARTNER_ID,
  DEMO_SECOND_COMPANY_ID,
  DEMO_SECOND_PARTNER_ID,
} from '../../../seed/demo.js';
import { purchaseRequestFromQuery } from '../computedAmounts.js';
import { payments, SIGNUP_LIMIT } from '../partners.routes.js';
import { recordedStripe } from './recordedStripe.js';

type Rec = Record<string, unknown> & { id: string };
let app: FastifyInstance;
let global: Client;
let partner: Client;
let partner2: Client;
let admin: Client;
let admin2: Client;
let employee: Client;
let manager: Client;
const anon = () => client(app);
const NW = { 'x-company-id': DEMO_COMPANY_ID };
const originalAdapter = payments.adapter;

beforeAll(async () => {
  app = await testServer();
  const users = ['global', 'partner', 'partner2', 'admin', 'admin2', 'employee', 'manager'];
  const c = await Promise.all(users.map((u) => signIn(app, u)));
  [global, partner, partner2, admin, admin2, employee, manager] = c as [
    Client,
    Client,
    Client,
    Client,
    Client,
    Client,
    Client,
  ];
  app.platform.clock.set(new Date('2026-07-01T12:00:00Z'));
  // Northwind: an annual contract 2026-01-01 .. 2027-01-01; Bluebird: monthly to 2026-07-16 (as of
  // the pinned clock; written directly, the API takes renewal dates from tomorrow of the real date).
  for (const [id, period, expiry] of [
    [DEMO_COMPANY_ID, 2, '2027-01-01'],
    [DEMO_SECOND_COMPANY_ID, 1, '2026-07-16'],
  ] as const)
    await app.platform.db.query(
      `UPDATE company SET data = data || jsonb_build_object('licensePeriod', $2::int, 'contractExpirationDate', $3::text) WHERE id = $1`,
      [id, period, expiry],
    );
});
afterAll(async () => {
  payments.adapter = originalAdapter;
  await app?.close();
});
afterEach(() => {
  payments.adapter = originalAdapter;
});

const seatsOf = async (companyId: string, module: string) =>
  (
    await app.platform.db.query<{ seats: number }>(
      'SELECT seats FROM company_licence WHERE company_id = $1 AND module = $2',
      [companyId, module],
    )
  )[0]?.seats ?? 0;
const count = async (sql: string, params: unknown[] = []) =>
  (await app.platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe('Partner: tenancy and privileges', () => {
  it('the global administrator sees every partner, a partner only itself', async () => {
    const all = (await global.get('/api/Partner')).json() as Rec[];
    expect(all.map((p) => p.name)).toEqual(['Coastal Resellers', 'Summit Channel Partners']);
    const own = (await partner.get('/api/Partner')).json() as Rec[];
    expect(own.map((p) => p.id)).toEqual([DEMO_PARTNER_ID]);
    expect(own[0]!.products).toHaveLength(4);
    expect((own[0]!.discountCodes as Rec[]).map((c) => c.code)).toEqual([
      'FIRSTYEAR25',
      'SPRING2026',
      'WELCOME10',
    ]);
    expect((own[0]!.singleUseDiscounts as Rec[]).map((c) => c.code)).toEqual(['FIRSTYEAR25']);
    expect((own[0]!.timedDiscounts as Rec[]).map((c) => c.code)).toEqual(['SPRING2026']);
  });

  it("another partner's id is a 404; company users (admin, field employee) get 403", async () => {
    expect((await partner2.get(`/api/Partner/${DEMO_PARTNER_ID}`)).statusCode).toBe(404);
    expect((await partner2.post('/api/Partner', { id: DEMO_PARTNER_ID, name: 'Mine now' })).statusCode).toBe(
      404,
    );
    for (const c of [admin, employee, manager]) {
      expect((await c.get('/api/Partner')).statusCode).toBe(403);
      expect((await c.get('/api/DiscountCode')).statusCode).toBe(403);
      expect((await c.post('/api/Partner', { name: 'Sneaky' })).statusCode).toBe(403);
    }
  });

  it('a new partner starts active with a token and country US; only the global administrator creates one', async () => {
    const r = await global.post('/api/Partner', { name: 'Prairie IT', contactEmail: 'hi@prairie.example' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, address: { country: 'US' } });
    expect(String(r.json().token)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await partner.post('/api/Partner', { name: 'Sub partner' })).statusCode).toBe(403);
  });

  it('a partner edits its own profile but not its status or token; unknown fields and bad prices are refused', async () => {
    const r = await partner.post('/api/Partner', {
      id: DEMO_PARTNER_ID,
      name: 'Summit Partners',
      status: 2,
      token: 'stolen',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ name: 'Summit Partners', status: 1, token: 'summit-demo' });
    const bad = await partner.post('/api/Partner', { id: DEMO_PARTNER_ID, margin: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('margin: unknown field of Partner');
    const frac = await partner.post('/api/Partner', {
      id: DEMO_PARTNER_ID,
      offers: [{ id: 'x', name: 'Half cent', pricePerItem: 10.5 }],
    });
    expect(frac.statusCode).toBe(400);
    expect(frac.json().message).toContain('Prices are whole cents.');
    await partner.post('/api/Partner', { id: DEMO_PARTNER_ID, name: 'Summit Channel Partners' });
  });
});

describe('DiscountCode', () => {
  it('gives the spec messages: both dates, start after end, already exist', async () => {
    const both = await partner.post('/api/DiscountCode', {
      code: 'HALF',
      percentDiscount: 50,
      startTimeStamp: '2026-07-01T00:00:00Z',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Please provide both the start date and end date for HALF');
    const order = await partner.post('/api/DiscountCode', {
      code: 'HALF',
      percentDiscount: 50,
      startTimeStamp: '2026-08-01T00:00:00Z',
      endTimeStamp: '2026-07-01T00:00:00Z',
    });
    expect(order.json().message).toBe('Invalid start date and end date for HALF');
    const dup = await partner.post('/api/DiscountCode', { code: 'welcome10', percentDiscount: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('welcome10 already exist.');
    expect((await partner.post('/api/DiscountCode', { code: 'X', percentDiscount: 101 })).statusCode).toBe(
      400,
    );
  });

  it('a partner creates, deactivates and deletes its codes (status 2, status 3 filtered out)', async () => {
    const r = await partner.post('/api/DiscountCode', {
      code: 'TEMP5',
      percentDiscount: 5,
      partner_id: DEMO_SECOND_PARTNER_ID,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ partner_id: DEMO_PARTNER_ID, isSingleUse: false, percentDiscount: 5 });
    const id = r.json().id as string;
    expect((await partner.post('/api/DiscountCode', { id, status: 2 })).json().status).toBe(2);
    expect((await partner.del(`/api/DiscountCode/${id}`)).statusCode).toBe(200);
    const list = (await partner.get('/api/DiscountCode?includeInactiveData=true')).json() as Rec[];
    expect(list.map((c) => c.code)).not.toContain('TEMP5');
    // deleted, its code may be used again
    expect((await partner.post('/api/DiscountCode', { code: 'TEMP5', percentDiscount: 5 })).statusCode).toBe(
      200,
    );
  });

  it("another partner's code is a 404; the global administrator names the partner", async () => {
    const summitCode = ((await partner.get('/api/DiscountCode')).json() as Rec[])[0]!;
    expect((await partner2.get(`/api/DiscountCode/${summitCode.id}`)).statusCode).toBe(404);
    expect((await partner2.del(`/api/DiscountCode/${summitCode.id}`)).statusCode).toBe(404);
    expect(
      (await partner2.post('/api/DiscountCode', { id: summitCode.id, percentDiscount: 99, code: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await global.post('/api/DiscountCode', { code: 'OPS1', percentDiscount: 1 })).json().message,
    ).toBe('partner_id: an existing partner is required');
    const g = await global.post('/api/DiscountCode', {
      code: 'OPS1',
      percentDiscount: 1,
      partner_id: DEMO_SECOND_PARTNER_ID,
    });
    expect(g.statusCode).toBe(200);
    expect(((await partner2.get('/api/DiscountCode')).json() as Rec[]).map((c) => c.code)).toContain('OPS1');
  });
});

describe('public discount check and sign-up prices', () => {
  it('checks a code against the token partner only', async () => {
    expect(
      (await anon().get('/api/DiscountCheck?partnerToken=summit-demo&discountCode=welcome10')).json(),
    ).toEqual({
      isValid: true,
      percentDiscount: 10,
      discountCode: 'WELCOME10',
    });
    expect(
      (await anon().get('/api/DiscountCheck?partnerToken=summit-demo&discountCode=WAVE20')).json().isValid,
    ).toBe(false);
    const none = await anon().get('/api/DiscountCheck?discountCode=WELCOME10');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('A token is required to visit this page.');
    expect((await anon().get('/api/DiscountCheck?partnerToken=nope&discountCode=X')).statusCode).toBe(404);
  });

  it('computes from the partner pricing; a price sent by the browser is ignored', async () => {
    const body = {
      partnerToken: 'coastal-demo',
      period: 2,
      discountCode: 'WAVE20',
      packageId: 'crew',
      licenses: [
        { ltype: 'time', quantity: 10, price: 1 },
        { ltype: 'assets', quantity: 2 },
      ],
      offers: [{ itemId: 'setup', quantity: 1 }],
    };
    const r = await anon().post('/api/signup/compute', body);
    expect(r.statusCode, r.body).toBe(200);
    // time 10 x 9000 = 90000, -12.5 % = 78750, -20 % = 63000; assets 2 x 5500 = 11000 -> 9625 -> 7700;
    // setup 9900 -20 % = 7920
    expect(r.json()).toMatchObject({
      timeTotal: 90000,
      discountedTimeTotal: 63000,
      discountedAssetsTotal: 7700,
      offersTotal: 9900,
      subTotal: 110900,
      grandTotal: 78620,
      billAmount: 78620,
      contractExpiry: '2027-07-01',
    });
    const q = await anon().post('/api/signup/compute', { ...body, licenses: [], offers: [] });
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe('Quantity is required.');
    const bad = await anon().post('/api/signup/compute', { ...body, grandTotal: 1 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await anon().post('/api/signup/compute', { ...body, discountCode: 'WELCOME10' })).json().message,
    ).toBe('The discount code WELCOME10 is not valid.');
  });
});

const signupBody = (over: Record<string, unknown> = {}) => ({
  partnerToken: 'coastal-demo',
  period: 2,
  discountCode: 'WAVE20',
  licenses: [
    { ltype: 'time', quantity: 3 },
    { ltype: 'forms', quantity: 2 },
  ],
  offers: [],
  company: { name: 'Harbor Electric' },
  employee: { firstName: 'Hal', lastName: 'Harbor', email: 'hal@harbor.example', userName: 'hal.harbor' },
  ...over,
});

describe('sign-up', () => {
  it('creates the company under the partner with its administrator, seats and a billing record to be paid', async () => {
    const r = await anon().post('/api/signup', signupBody());
    expect(r.statusCode, r.body).toBe(200);
    const { companyId, billAmount, paymentStatus } = r.json();
    // 3 x 9000 + 2 x 4500 = 36000, -20 % = 28800
    expect(billAmount).toBe(28800);
    expect(paymentStatus).toBe('due');
    expect(await seatsOf(companyId, 'Time')).toBe(3);
    expect(await seatsOf(companyId, 'Forms')).toBe(2);
    const mail = await app.platform.db.query<{ body: string }>('SELECT body FROM outbox WHERE "to" = $1', [
      'hal@harbor.example',
    ]);
    expect(mail[0]?.body).toContain('/logon/reset-password/');
    // the partner sees the customer and its purchase; the other partner gets 404
    const customers = (await partner2.get('/api/Company')).json() as Rec[];
    expect(customers.map((c) => c.name)).toEqual(['Harbor Electric']);
    expect(customers[0]).toMatchObject({ licensePeriod: 2, contractExpirationDate: '2027-07-01' });
    expect((await partner.get(`/api/Company/${companyId}`)).statusCode).toBe(404);
    const bills = (await partner2.get('/api/BillingRecord', { 'x-company-id': companyId })).json() as Rec[];
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ amount: 28800, paymentStatus: 'due', discountCode: 'WAVE20' });
    expect((await partner.get('/api/BillingRecord', { 'x-company-id': companyId })).statusCode).toBe(403);
    // seats bind role assignment at once: the administrator holds one of each licensed module
    const audit = (await partner2.get(`/api/LicenseAudit?companyId=${companyId}`)).json();
    expect(audit['system-Time']).toMatchObject({ quantity: 3, used: 1 });
  });

  it('refuses a taken user name, a bad token and a spent single-use code, saving nothing', async () => {
    const before = await count('company');
    const taken = await anon().post(
      '/api/signup',
      signupBody({ employee: { firstName: 'A', lastName: 'B', email: 'a@b.example', userName: 'admin' } }),
    );
    expect(taken.statusCode).toBe(409);
    expect((await anon().post('/api/signup', signupBody({ partnerToken: 'nope' }))).statusCode).toBe(404);
    const once = (n: number) =>
      anon().post(
        '/api/signup',
        signupBody({
          partnerToken: 'summit-demo',
          discountCode: 'FIRSTYEAR25',
          company: { name: `Once ${n}` },
          employee: { firstName: 'O', lastName: 'N', email: `once${n}@x.example`, userName: `once${n}` },
        }),
      );
    expect((await once(1)).statusCode).toBe(200);
    const second = await once(2);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('The discount code FIRSTYEAR25 is not valid.');
    expect(await count('company')).toBe(before + 1);
  });

  it('charges through the Stripe SDK with recorded responses; a declined card is errorWithCard and saves nothing', async () => {
    const declinedStripe = recordedStripe([
      { method: 'POST', path: '/v1/payment_intents', status: 402, fixture: 'error.card_declined.json' },
    ]);
    payments.adapter = declinedStripe.adapter;
    const before = await count('company');
    const declined = await anon().post(
      '/api/signup',
      signupBody({
        paymentMethodId: 'pm_card_visa_chargeDeclined',
        company: { name: 'Declined Co' },
        employee: { firstName: 'D', lastName: 'C', email: 'd@c.example', userName: 'declined' },
      }),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.', state: 'errorWithCard' });
    expect(await count('company')).toBe(before);
    const paidStripe = recordedStripe([
      { method: 'POST', path: '/v1/payment_intents', fixture: 'payment_intent.purchase_succeeded.json' },
    ]);
    payments.adapter = paidStripe.adapter;
    const ok = await anon().post(
      '/api/signup',
      signupBody({
        paymentMethodId: 'pm_card_visa',
        company: { name: 'Paid Co' },
        employee: { firstName: 'P', lastName: 'C', email: 'p@c.example', userName: 'paidco' },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().paymentStatus).toBe('paid');
    expect(paidStripe.pending()).toEqual([]);
    const call = paidStripe.calls[0]!;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: 'Bearer sk_test_recorded',
    });
    expect(call.form).toMatchObject({
      amount: '28800',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect(call.idempotencyKey).toMatch(/^signup-/);
    const bill = await app.platform.db.query<{ data: { paymentReference: string } }>(
      `SELECT data FROM billing_record WHERE company_id = $1`,
      [ok.json().companyId],
    );
    expect(bill[0]!.data.paymentReference).toBe('pi_3RecPurchasePaid');
  });

  it("says 'not configured' without a provider key", async () => {
    const s = (await admin.get('/api/Payments/status')).json();
    expect(s).toMatchObject({ configured: false, publishableKey: null });
    expect(s.message).toContain('not configured');
  });
});

describe('company purchases', () => {
  it('prorates seats added mid-contract to the day and bills that amount', async () => {
    const before = await seatsOf(DEMO_COMPANY_ID, 'Time');
    const body = { period: 2, licenses: [{ ltype: 'time', quantity: 5 }] };
    const c = await admin.post('/api/Purchase/compute', body);
    expect(c.statusCode, c.body).toBe(200);
    // 5 x 8000 = 40000 a year; 184 of 365 days remain (2026-07-01 .. 2027-01-01)
    const expected = shareOf(40000, daysBetween('2026-07-01', '2027-01-01'), 365);
    expect(c.json()).toMatchObject({ isProRated: true, proratedTimeTotal: expected, billAmount: expected });
    const p = await admin.post('/api/Purchase/process', body);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({
      billAmount: expected,
      message: 'Purchase completed.',
      paymentStatus: 'due',
    });
    expect(await seatsOf(DEMO_COMPANY_ID, 'Time')).toBe(before + 5);
    const bills = (await admin.get('/api/BillingRecord')).json() as Rec[];
    expect(bills[0]).toMatchObject({ amount: expected, kind: 'prorated' });
    // the partner sees the purchase of its customer
    expect(((await partner.get('/api/BillingRecord', NW)).json() as Rec[]).map((b) => b.amount)).toContain(
      expected,
    );
  });

  it('upgrades a monthly contract to annual with a refund of the unused days', async () => {
    const r = await admin2.post('/api/Purchase/process', { period: 2, licenses: [] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Your account has been upgraded to Annual');
    const a = r.json().amounts;
    // Bluebird: 5 Time and 3 Forms seats at Summit's prices; month 2026-06-16 .. 2026-07-16
    const expected = computeAmounts({
      products: (await partner.get('/api/Partner')).json()[0].products,
      period: 2,
      quantities: {},
      today: '2026-07-01',
      contract: {
        period: 1,
        start: '2026-06-16',
        expiry: '2026-07-16',
        quantities: { time: 5, forms: 3 },
        termAmount: 5 * 800 + 3 * 400,
      },
    });
    expect(a).toEqual(expected);
    expect(a.refundTotal).toBe(shareOf(5200, 15, 30));
    const company = (await admin2.get(`/api/Company/${DEMO_SECOND_COMPANY_ID}`)).json();
    expect(company).toMatchObject({ licensePeriod: 2, contractExpirationDate: '2027-07-01' });
  });

  it('needs Platform:Edit:Account: a field employee and a manager get 403, another partner too', async () => {
    const body = { period: 2, licenses: [{ ltype: 'time', quantity: 1 }] };
    for (const c of [employee, manager]) {
      expect((await c.post('/api/Purchase/process', body)).statusCode).toBe(403);
      expect((await c.post('/api/Purchase/compute', body)).statusCode).toBe(403);
      expect((await c.get('/api/BillingRecord')).statusCode).toBe(403);
    }
    expect((await partner2.post('/api/Purchase/process', body, NW)).statusCode).toBe(403);
    expect((await partner.post('/api/Purchase/compute', body, NW)).statusCode).toBe(200);
    expect((await admin.post('/api/BillingRecord', { amount: 1 })).statusCode).toBe(403);
    const bill = ((await admin.get('/api/BillingRecord')).json() as Rec[])[0]!;
    expect((await admin.del(`/api/BillingRecord/${bill.id}`)).statusCode).toBe(403);
    expect(
      (await admin.post('/api/Purchase/process', { period: 2, licenses: [{ ltype: 'time', quantity: -1 }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/Purchase/process', { period: 1, licenses: [{ ltype: 'time', quantity: 1 }] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('company contract', () => {
  it('a company administrator cannot type a contract; cancelling clears the expiry and un-ticking restores it', async () => {
    const c2 = { 'x-company-id': DEMO_SECOND_COMPANY_ID };
    const own = await admin2.post('/api/Company', {
      id: DEMO_SECOND_COMPANY_ID,
      contractExpirationDate: '2099-01-01',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('contractExpirationDate');
    expect(
      (await admin2.post('/api/Company', { id: DEMO_SECOND_COMPANY_ID, isCanceling: true })).statusCode,
    ).toBe(403);
    const before = (await partner.get(`/api/Company/${DEMO_SECOND_COMPANY_ID}`)).json()
      .contractExpirationDate;
    expect(before).toBeTruthy();
    const cancel = await partner.post('/api/Company', { id: DEMO_SECOND_COMPANY_ID, isCanceling: true }, c2);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ isCanceling: true, contractExpirationDate: null });
    const back = await partner.post('/api/Company', { id: DEMO_SECOND_COMPANY_ID, isCanceling: false }, c2);
    expect(back.json()).toMatchObject({ isCanceling: false, contractExpirationDate: before });
    const nw = { 'x-company-id': DEMO_COMPANY_ID };
    const past = await global.post(
      '/api/Company',
      { id: DEMO_COMPANY_ID, contractExpirationDate: '2020-01-01' },
      nw,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('contractExpirationDate: The renewal date must be tomorrow or later.');
    const mid = await global.post(
      '/api/Company',
      { id: DEMO_COMPANY_ID, licensePeriod: 1, contractExpirationDate: '2030-03-15' },
      nw,
    );
    expect(mid.json().message).toBe('contractExpirationDate: Monthly licences renew on the 1st of a month.');
    const ok = await global.post(
      '/api/Company',
      { id: DEMO_COMPANY_ID, contractExpirationDate: '2030-03-15' },
      nw,
    );
    expect(ok.json().contractExpirationDate).toBe('2030-03-15');
    // a round trip of the record as read is not a change
    const rec = (await admin2.get(`/api/Company/${DEMO_SECOND_COMPANY_ID}`)).json();
    expect(
      (
        await admin2.post('/api/Company', {
          id: rec.id,
          name: rec.name,
          isCanceling: rec.isCanceling,
          contractExpirationDate: rec.contractExpirationDate,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('support switch', () => {
  it('is logged for the caller’s customers only', async () => {
    const r = await partner.post('/api/support/switch', { companyId: DEMO_COMPANY_ID });
    expect(r.json()).toEqual({ companyId: DEMO_COMPANY_ID, name: 'Northwind Field Services' });
    expect(await count('support_switch_log WHERE company_id = $1', [DEMO_COMPANY_ID])).toBe(1);
    expect((await partner2.post('/api/support/switch', { companyId: DEMO_COMPANY_ID })).statusCode).toBe(404);
    expect((await admin.post('/api/support/switch', { companyId: DEMO_COMPANY_ID })).statusCode).toBe(403);
    expect((await global.post('/api/support/switch', { companyId: DEMO_SECOND_COMPANY_ID })).statusCode).toBe(
      200,
    );
  });
});

describe('rate limit', () => {
  it(`allows ${SIGNUP_LIMIT} sign-ups an hour per address, then 429`, async () => {
    let last = 0;
    for (let i = 0; i <= SIGNUP_LIMIT; i++) last = (await anon().post('/api/signup', {})).statusCode;
    expect(last).toBe(429);
  });
});

describe('customer settings tab', () => {
  it("a partner saves its customer's settings with the same rules; others get 404 or 403", async () => {
    const nw = { 'x-company-id': DEMO_COMPANY_ID };
    const rec = (await partner.get(`/api/v2.0/Company/${DEMO_COMPANY_ID}`, nw)).json();
    expect(rec.id).toBe(DEMO_COMPANY_ID);
    const settings = { ...(rec.settings ?? {}), recognitionThreshold: 55, pinDigitLength: 6 };
    const ok = await partner.post('/api/v2.0/Company', { id: DEMO_COMPANY_ID, name: rec.name, settings }, nw);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await admin.get(`/api/v2.0/Company/${DEMO_COMPANY_ID}`)).json();
    expect(after.settings).toMatchObject({ recognitionThreshold: 55, pinDigitLength: 6 });
    const bad = await partner.post(
      '/api/v2.0/Company',
      { id: DEMO_COMPANY_ID, settings: { ...settings, recognitionThreshold: 5 } },
      nw,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('settings.recognitionThreshold: Threshold must be between 10 and 100.');
    expect(
      (await admin.get(`/api/v2.0/Company/${DEMO_COMPANY_ID}`)).json().settings.recognitionThreshold,
    ).toBe(55);
    const other = await partner2.post('/api/v2.0/Company', { id: DEMO_COMPANY_ID, settings }, nw);
    expect(other.statusCode).toBe(404);
    expect((await partner2.get(`/api/v2.0/Company/${DEMO_COMPANY_ID}`, nw)).statusCode).toBe(404);
    const field = await employee.post('/api/v2.0/Company', { id: DEMO_COMPANY_ID, settings }, nw);
    expect(field.statusCode).toBe(403);
  });
});

describe('payment contact', () => {
  it('is saved on the company by its partner and checked; unknown fields, another partner and a field employee are refused', async () => {
    const nw = { 'x-company-id': DEMO_COMPANY_ID };
    const contact = { name: 'Pat Payer', email: 'pat@northwind.example', phone: '555-0100' };
    const ok = await partner.post('/api/Company', { id: DEMO_COMPANY_ID, paymentContact: contact }, nw);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await admin.get(`/api/Company/${DEMO_COMPANY_ID}`)).json().paymentContact).toEqual(contact);
    const badEmail = await partner.post(
      '/api/Company',
      { id: DEMO_COMPANY_ID, paymentContact: { ...contact, email: 'not-an-address' } },
      nw,
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Invalid e-mail address.');
    const noName = await partner.post(
      '/api/Company',
      { id: DEMO_COMPANY_ID, paymentContact: { ...contact, name: ' ' } },
      nw,
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Name is required.');
    const extra = await partner.post(
      '/api/Company',
      { id: DEMO_COMPANY_ID, paymentContact: { ...contact, cardNumber: '4242424242424242' } },
      nw,
    );
    expect(extra.statusCode).toBe(400);
    expect((await admin.get(`/api/Company/${DEMO_COMPANY_ID}`)).json().paymentContact).toEqual(contact);
    expect(
      (await partner2.post('/api/Company', { id: DEMO_COMPANY_ID, paymentContact: contact }, nw)).statusCode,
    ).toBe(404);
    expect(
      (await employee.post('/api/Company', { id: DEMO_COMPANY_ID, paymentContact: contact })).statusCode,
    ).toBe(403);
  });
});

describe('GET ComputedAmounts (the spec call shape)', () => {
  it('maps the query onto the purchase body; bad values are named', () => {
    expect(
      purchaseRequestFromQuery(
        {
          singleGrab: 'true',
          timeLicenseId: 'opt-1',
          timeQuantity: '5',
          formsQuantity: '0',
          totalOffers: 'o1:2,o2',
        },
        1,
      ),
    ).toEqual({
      period: 1,
      licenses: [
        { ltype: 'time', quantity: 5, productLicenseOptionId: 'opt-1' },
        { ltype: 'forms', quantity: 0 },
      ],
      offers: [
        { itemId: 'o1', quantity: 2 },
        { itemId: 'o2', quantity: 1 },
      ],
    });
    expect(purchaseRequestFromQuery({ monthlyToAnnual: 'true' }, 1).period).toBe(2);
    expect(purchaseRequestFromQuery({}, null).period).toBe(2);
    expect(() => purchaseRequestFromQuery({ timeQuantity: '2.5' }, 2)).toThrow(
      'timeQuantity: Quantity must be a whole number.',
    );
    expect(() => purchaseRequestFromQuery({ period: '9' }, 2)).toThrow('period: must be 1, 2, 3 or 4.');
    expect(() => purchaseRequestFromQuery({ monthlyToAnnual: 'yes' }, 2)).toThrow(
      'monthlyToAnnual: must be true or false.',
    );
  });

  it('answers like POST Purchase/compute; tenancy and privileges as the purchase', async () => {
    const body = {
      period: 2,
      licenses: [
        { ltype: 'time', quantity: 5 },
        { ltype: 'assets', quantity: 2 },
      ],
    };
    const posted = await admin.post('/api/Purchase/compute', body);
    expect(posted.statusCode, posted.body).toBe(200);
    const q = `/api/ComputedAmounts?singleGrab=true&companyId=${DEMO_COMPANY_ID}&timeQuantity=5&assetsQuantity=2&period=2&isIncludeDeleted=false`;
    const got = await admin.get(q);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toEqual(posted.json());
    expect(got.json().billAmount).toBeGreaterThan(0);
    // a partner on its customer, with X-Company-Id; a browser price is not part of the call at all
    expect((await partner.get(q, NW)).json()).toEqual(posted.json());
    // the same answer as the purchase calls give another partner (the platform refuses the X-Company-Id)
    expect((await partner2.get(q, NW)).statusCode).toBe(403);
    expect((await admin2.get(q)).statusCode).toBe(404);
    const bad = await admin.get('/api/ComputedAmounts?timeQuantity=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('timeQuantity: Quantity must be a whole number.');
    expect((await employee.get(q)).statusCode).toBe(403);
    expect((await manager.get(q)).statusCode).toBe(403);
    expect((await anon().get(q)).statusCode).toBe(401);
  });
});
