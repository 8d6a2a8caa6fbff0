import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import {
  type PurchaseRequest,
  PurchaseRequestSchema,
  SignupComputeRequestSchema,
  SignupRequestSchema,
} from '@wm/api/schemas';
import {
  addMonths,
  checkDiscountCode,
  type ComputedAmounts,
  computeAmounts,
  type CurrentContract,
  isBillingPeriod,
  isDomainError,
  isoDateOf,
  LICENSE_TYPES,
  type LicenseType,
  licenseOptionFor,
  PERIOD_MONTHS,
  PRIV,
  PRODUCT_IDS,
  type Quantities,
  SIGNUP_MESSAGES,
} from '@wm/domain';
import type { FastifyInstance } from 'fastify';
import { newToken, tokenHash } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requireAuth, requirePrivilege } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { userNameTaken } from '../admin/users.js';
import { purchaseRequestFromQuery } from './computedAmounts.js';
import { discountCodeOf, pricingOf } from './partners.entities.js';
import { billingAccountOf } from './billing.account.js';
import { type PaymentAdapter, PAYMENTS_NOT_CONFIGURED, paymentsFromEnv } from './payments.js';

/** The payment adapter in use (tests swap it for one replaying recorded provider responses). */
export const payments: { adapter: PaymentAdapter } = { adapter: paymentsFromEnv() };

/** Requests per address and minute for the public price and discount checks. */
export const PUBLIC_CHECK_LIMIT = 60;
/** Sign-ups per address and hour. */
export const SIGNUP_LIMIT = 10;
/** Hours the new administrator's set-password link stays valid. */
const WELCOME_TOKEN_HOURS = 72;

const MODULE_OF: Record<LicenseType, string> = {
  time: 'Time',
  assets: 'Assets',
  forms: 'Forms',
  insight: 'Insight',
};

/** A partner row as the billing routes read it. */
export interface PartnerRow {
  id: string;
  name: string;
  status: number;
  data: Record<string, unknown>;
}

async function partnerByToken(db: Db, token: string): Promise<PartnerRow> {
  const rows = await db.query<PartnerRow>('SELECT id, name, status, data FROM partner WHERE token = $1', [
    token,
  ]);
  const p = rows[0];
  if (p?.status !== 1) throw notFound('This sign-up link is not valid.');
  return p;
}

/** The partner that prices a company (400 when it has none). */
export async function partnerById(db: Db, id: string | null): Promise<PartnerRow> {
  const rows = id
    ? await db.query<PartnerRow>('SELECT id, name, status, data FROM partner WHERE id = $1', [id])
    : [];
  if (!rows[0]) throw badRequest('The company has no partner pricing.');
  return rows[0];
}

async function codesOf(db: Db, partnerId: string) {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, status, code, "isSingleUse", "startTimeStamp", "endTimeStamp", "usedTimeStamp", data->'percentDiscount' AS "percentDiscount"
       FROM discount_code WHERE partner_id = $1 AND status = 1`,
    [partnerId],
  );
  return rows.map((r) =>
    discountCodeOf({
      ...r,
      startTimeStamp: r.startTimeStamp ? new Date(r.startTimeStamp as string).toISOString() : null,
      endTimeStamp: r.endTimeStamp ? new Date(r.endTimeStamp as string).toISOString() : null,
      usedTimeStamp: r.usedTimeStamp ? new Date(r.usedTimeStamp as string).toISOString() : null,
    }),
  );
}

/** The company's contract for pro-rating and the upgrade (null when it has no running contract). */
export async function contractOf(
  db: Db,
  companyId: string,
  partner: PartnerRow,
): Promise<CurrentContract | null> {
  const rows = await db.query<{ data: Record<string, unknown> }>('SELECT data FROM company WHERE id = $1', [
    companyId,
  ]);
  const data = rows[0]?.data ?? {};
  const period = data.licensePeriod;
  const expiryRaw = data.contractExpirationDate;
  if (!isBillingPeriod(period) || typeof expiryRaw !== 'string' || expiryRaw === '') return null;
  const expiry = expiryRaw.slice(0, 10);
  const seats = await db.query<{ module: string; seats: number }>(
    'SELECT module, seats FROM company_licence WHERE company_id = $1',
    [companyId],
  );
  const quantities: Quantities = {};
  let termAmount = 0;
  const { products } = pricingOf(partner.data);
  for (const t of LICENSE_TYPES) {
    const n = seats.find((s) => s.module === MODULE_OF[t])?.seats ?? 0;
    quantities[t] = n;
    termAmount += n * (licenseOptionFor(products, PRODUCT_IDS[t], period)?.price ?? 0);
  }
  return { period, start: addMonths(expiry, -PERIOD_MONTHS[period]), expiry, quantities, termAmount };
}

/**
 * Prices a purchase on the server from the partner's own pricing (service spec 3, 4): the browser's
 * prices are never read. A discount code that is not valid now is refused with 400.
 */
async function priceOf(
  db: Db,
  partner: PartnerRow,
  body: Omit<PurchaseRequest, 'paymentMethodId'>,
  today: string,
  now: string,
  contract: CurrentContract | null,
): Promise<{ amounts: ComputedAmounts; discountCode: string | null }> {
  const { products, packages, offers } = pricingOf(partner.data);
  let discountPercent = 0;
  let discountCode: string | null = null;
  if (body.discountCode) {
    const check = checkDiscountCode(await codesOf(db, partner.id), body.discountCode, now);
    if (!check.isValid) throw badRequest(`The discount code ${body.discountCode} is not valid.`);
    discountPercent = check.percentDiscount;
    discountCode = check.discountCode;
  }
  const pkg = body.packageId ? packages.find((p) => p.id === body.packageId) : null;
  if (body.packageId && !pkg) throw badRequest(`Unknown package ${body.packageId}.`);
  const quantities: Quantities = {};
  for (const l of body.licenses) quantities[l.ltype] = (quantities[l.ltype] ?? 0) + l.quantity;
  try {
    const amounts = computeAmounts({
      products,
      offers,
      period: body.period,
      quantities,
      offerLines: body.offers ?? [],
      pkg: pkg ?? null,
      discountPercent,
      today,
      contract,
    });
    return { amounts, discountCode };
  } catch (err) {
    if (isDomainError(err)) throw badRequest(err.message);
    throw err;
  }
}

/** Marks a single-use code spent (409 when another purchase spent it first). */
async function spendCode(db: Db, partnerId: string, code: string | null, now: string): Promise<void> {
  if (!code) return;
  const rows = await db.query<{ isSingleUse: boolean; usedTimeStamp: Date | null }>(
    `SELECT "isSingleUse", "usedTimeStamp" FROM discount_code WHERE partner_id = $1 AND lower(code) = lower($2) AND status = 1 FOR UPDATE`,
    [partnerId, code],
  );
  const row = rows[0];
  if (!row?.isSingleUse) return;
  if (row.usedTimeStamp) throw conflict(`The discount code ${code} is not valid.`);
  await db.query(
    `UPDATE discount_code SET "usedTimeStamp" = $3, updated_at = now() WHERE partner_id = $1 AND lower(code) = lower($2) AND status = 1`,
    [partnerId, code, now],
  );
}

function purchasedOffersOf(partner: PartnerRow, lines: readonly { itemId: string; quantity: number }[]) {
  const { offers } = pricingOf(partner.data);
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const o = offers.find((x) => x.id === l.itemId)!;
      return { itemId: l.itemId, name: o.name, price: o.pricePerItem, quantity: l.quantity };
    });
}

/** The licence lines of a billing record: seats per type at the partner's option price. */
export function licensesOf(partner: PartnerRow, period: number, quantities: Quantities) {
  const { products } = pricingOf(partner.data);
  return LICENSE_TYPES.filter((t) => (quantities[t] ?? 0) > 0).map((t) => {
    const option = licenseOptionFor(products, PRODUCT_IDS[t], period)!;
    return {
      ltype: t,
      quantity: quantities[t],
      productLicenseOption: { id: option.id, period, product_id: PRODUCT_IDS[t], price: option.price },
    };
  });
}

async function insertBilling(
  db: Db,
  companyId: string,
  amounts: ComputedAmounts,
  status: 'paid' | 'due',
  data: Record<string, unknown>,
  now: string,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO billing_record (id, company_id, amount, "createdTimeStamp", "paymentStatus", data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [id, companyId, amounts.billAmount, now, status, JSON.stringify({ ...data, computed: amounts })],
  );
  return id;
}

async function addSeats(db: Db, companyId: string, quantities: Quantities): Promise<void> {
  for (const t of LICENSE_TYPES) {
    const n = quantities[t] ?? 0;
    if (n <= 0) continue;
    await db.query(
      `INSERT INTO company_licence (company_id, module, seats) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, module) DO UPDATE SET seats = company_licence.seats + EXCLUDED.seats`,
      [companyId, MODULE_OF[t], n],
    );
  }
}

/**
 * Routes of partners, billing and sign-up (service spec 7 "Company, partner and billing"):
 *
 * Public, rate-limited per address (429 beyond PUBLIC_CHECK_LIMIT a minute / SIGNUP_LIMIT an hour):
 * - GET /api/DiscountCheck?partnerToken=&discountCode= -> {isValid, percentDiscount, discountCode}.
 * - GET /api/signup/partner?partnerToken= -> the partner's name, products, packages and offers
 *   (404 'This sign-up link is not valid.'; 400 'A token is required to visit this page.').
 * - POST /api/signup/compute {partnerToken, period, licenses, offers, packageId, discountCode}
 *   -> computed amounts (service spec 3), priced from the partner's pricing only.
 * - POST /api/signup {..., company, employee, paymentMethodId?} -> {success, companyId,
 *   billingRecordId, billAmount, paymentStatus}: the company under the token's partner, its
 *   administrator (e-mailed set-password link), its seats and a billing record. A card failure is 402
 *   {message, state:'errorWithCard'} and saves nothing.
 *
 * Signed in:
 * - GET /api/Payments/status -> {configured, publishableKey, message}.
 * - POST /api/Purchase/compute and POST /api/Purchase/process (Platform:Edit:Account, on the
 *   session's company or X-Company-Id): seats added mid-contract are prorated, a monthly contract
 *   moves to annual with a refund; process adds the seats, records the billing and charges the new
 *   card (paymentMethodId) or, without one, the card saved for renewals (billing.routes.ts).
 * - GET /api/ComputedAmounts (the spec's call shape, same computation as Purchase/compute; see
 *   purchaseRequestFromQuery; companyId, if named, must be the session's or X-Company-Id's company).
 * - POST /api/support/switch {companyId} (global and partner administrators): writes the support
 *   switch to the audit log (404 for a company outside the caller's customers).
 */
export function registerPartnerRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const nowIso = () => platform.clock.now().toISOString();

  void app.register(async (pub) => {
    await pub.register(rateLimit, {
      global: false,
      keyGenerator: (req) => req.ip,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: `Too many requests: try again in ${ctx.after}.`,
      }),
    });
    const checks = { rateLimit: { max: PUBLIC_CHECK_LIMIT, timeWindow: '1 minute' } };

    pub.get<{ Querystring: { partnerToken?: string; discountCode?: string } }>(
      '/DiscountCheck',
      { config: checks },
      async (req) => {
        const token = req.query.partnerToken;
        if (!token) throw badRequest(SIGNUP_MESSAGES.tokenRequired);
        const partner = await partnerByToken(db, token);
        return checkDiscountCode(
          await codesOf(db, partner.id),
          String(req.query.discountCode ?? ''),
          nowIso(),
        );
      },
    );

    pub.get<{ Querystring: { partnerToken?: string } }>(
      '/signup/partner',
      { config: checks },
      async (req) => {
        const token = req.query.partnerToken;
        if (!token) throw badRequest(SIGNUP_MESSAGES.tokenRequired);
        const partner = await partnerByToken(db, token);
        const { products, packages, offers } = pricingOf(partner.data);
        return {
          name: partner.name,
          products: products.filter((p) => p.status !== 2),
          packages: packages.filter((p) => p.status !== 2),
          offers: offers.filter((o) => o.status !== 2),
          payments: {
            configured: payments.adapter.configured,
            publishableKey: payments.adapter.publishableKey,
          },
        };
      },
    );

    pub.post('/signup/compute', { config: checks }, async (req) => {
      const body = parseBody(SignupComputeRequestSchema, req.body);
      const partner = await partnerByToken(db, body.partnerToken);
      const now = nowIso();
      return (await priceOf(db, partner, body, isoDateOf(now), now, null)).amounts;
    });

    pub.post(
      '/signup',
      { config: { rateLimit: { max: SIGNUP_LIMIT, timeWindow: '1 hour' } } },
      async (req, reply) => {
        const body = parseBody(SignupRequestSchema, req.body);
        const partner = await partnerByToken(db, body.partnerToken);
        const now = nowIso();
        const { amounts, discountCode } = await priceOf(db, partner, body, isoDateOf(now), now, null);
        const userName = body.employee.userName;
        if (
          (await db.query('SELECT 1 FROM app_user WHERE lower("userName") = lower($1)', [userName])).length >
          0
        )
          throw conflict(userNameTaken(userName));
        const companyId = randomUUID();
        const charge = await payments.adapter.charge({
          amountCents: amounts.billAmount,
          paymentMethodId: body.paymentMethodId,
          description: `Sign-up ${body.company.name} (${partner.name})`,
          idempotencyKey: `signup-${companyId}`,
        });
        if (charge.status === 'failed')
          return reply.code(402).send({ message: charge.message, state: 'errorWithCard' });
        const quantities: Quantities = {};
        for (const l of body.licenses) quantities[l.ltype] = (quantities[l.ltype] ?? 0) + l.quantity;
        const token = newToken();
        const billingId = await db.transaction(async (tx) => {
          await spendCode(tx, partner.id, discountCode, now);
          await tx.query(
            `INSERT INTO company (id, partner_id, name, "timeZone", data) VALUES ($1, $2, $3, $4, $5::jsonb)`,
            [
              companyId,
              partner.id,
              body.company.name,
              body.company.timeZone ?? 'America/Denver',
              JSON.stringify({
                licensePeriod: body.period,
                contractExpirationDate: amounts.contractExpiry,
                isCanceling: false,
                address: { country: 'US', ...(body.company.address ?? {}) },
              }),
            ],
          );
          await addSeats(tx, companyId, quantities);
          const userId = randomUUID();
          await tx.query('INSERT INTO app_user (id, company_id, "userName", email) VALUES ($1, $2, $3, $4)', [
            userId,
            companyId,
            userName,
            body.employee.email,
          ]);
          const { firstName, lastName, email } = body.employee;
          await tx.query(
            `INSERT INTO employee (id, company_id, user_id, "firstName", "lastName", "fullName", email, "isAdministrator")
             VALUES ($1, $2, $3, $4, $5, $6, $7, true)`,
            [randomUUID(), companyId, userId, firstName, lastName, `${firstName} ${lastName}`, email],
          );
          await tx.query(
            `INSERT INTO account_token (hash, kind, user_id, expires_at) VALUES ($1, 'reset', $2, now() + interval '${WELCOME_TOKEN_HOURS} hours')`,
            [tokenHash(token), userId],
          );
          await platform.mail.send(
            {
              to: email,
              companyId,
              subject: 'Welcome: set your password',
              body: `Hello ${firstName} ${lastName},\n\nYour company ${body.company.name} is ready (user name: ${userName}).\nOpen this link within ${WELCOME_TOKEN_HOURS} hours to choose your password:\n${platform.publicUrl}/logon/reset-password/${token}\n`,
            },
            { db: tx },
          );
          return insertBilling(
            tx,
            companyId,
            amounts,
            charge.status,
            {
              licenses: licensesOf(partner, body.period, quantities),
              purchasedOffers: purchasedOffersOf(partner, body.offers ?? []),
              discountCode,
              packageId: body.packageId ?? null,
              paymentReference: charge.status === 'paid' ? charge.reference : null,
              kind: 'signup',
            },
            now,
          );
        });
        return {
          success: true,
          companyId,
          billingRecordId: billingId,
          billAmount: amounts.billAmount,
          paymentStatus: charge.status,
          message: SIGNUP_MESSAGES.purchaseCompleted,
        };
      },
    );
  });

  app.get('/Payments/status', { preHandler: requireAuth }, async () => ({
    configured: payments.adapter.configured,
    publishableKey: payments.adapter.publishableKey,
    message: payments.adapter.configured ? null : PAYMENTS_NOT_CONFIGURED,
  }));

  async function companyPurchase(companyId: string, body: PurchaseRequest) {
    const rows = await db.query<{ partner_id: string | null; name: string }>(
      'SELECT partner_id, name FROM company WHERE id = $1',
      [companyId],
    );
    if (!rows[0]) throw notFound('Company not found');
    const partner = await partnerById(db, rows[0].partner_id);
    const now = nowIso();
    const contract = await contractOf(db, companyId, partner);
    const priced = await priceOf(db, partner, body, isoDateOf(now), now, contract);
    return { partner, contract, now, companyName: rows[0].name, ...priced };
  }

  app.post('/Purchase/compute', { preHandler: requirePrivilege(PRIV.AccountEdit) }, async (req) => {
    const auth = authOf(req);
    const body = parseBody(PurchaseRequestSchema, req.body);
    return (await companyPurchase(auth.companyId!, body)).amounts;
  });

  app.get<{ Querystring: Record<string, unknown> }>(
    '/ComputedAmounts',
    { preHandler: requirePrivilege(PRIV.AccountEdit) },
    async (req) => {
      const auth = authOf(req);
      const companyId = auth.companyId!;
      const named = req.query.companyId;
      if (named !== undefined && named !== '' && named !== companyId) throw notFound('Company not found');
      const rows = await db.query<{ period: unknown }>(
        `SELECT data->'licensePeriod' AS period FROM company WHERE id = $1`,
        [companyId],
      );
      const period = rows[0]?.period;
      const body = parseBody(
        PurchaseRequestSchema,
        purchaseRequestFromQuery(req.query, typeof period === 'number' ? period : null),
      );
      return (await companyPurchase(companyId, body)).amounts;
    },
  );

  app.post('/Purchase/process', { preHandler: requirePrivilege(PRIV.AccountEdit) }, async (req, reply) => {
    const auth = authOf(req);
    const companyId = auth.companyId!;
    const body = parseBody(PurchaseRequestSchema, req.body);
    const { partner, contract, now, companyName, amounts, discountCode } = await companyPurchase(
      companyId,
      body,
    );
    const billingId = randomUUID();
    // No new card (the field left empty, the spec's masked number): the card saved for renewals.
    const saved = body.paymentMethodId ? null : await billingAccountOf(db, companyId);
    const charge = await payments.adapter.charge({
      amountCents: amounts.billAmount,
      paymentMethodId: body.paymentMethodId ?? saved?.paymentMethodId ?? undefined,
      customerId: saved?.paymentMethodId ? saved.stripeCustomerId : null,
      description: `Purchase ${companyName}`,
      idempotencyKey: `purchase-${billingId}`,
    });
    if (charge.status === 'failed')
      return reply.code(402).send({ message: charge.message, state: 'errorWithCard' });
    const quantities: Quantities = {};
    for (const l of body.licenses) quantities[l.ltype] = (quantities[l.ltype] ?? 0) + l.quantity;
    const newContract = !contract || amounts.monthlyToAnnual;
    const id = await db.transaction(async (tx) => {
      await spendCode(tx, partner.id, discountCode, now);
      await addSeats(tx, companyId, quantities);
      if (newContract)
        await tx.query(`UPDATE company SET data = data || $2::jsonb, updated_at = now() WHERE id = $1`, [
          companyId,
          JSON.stringify({ licensePeriod: body.period, contractExpirationDate: amounts.contractExpiry }),
        ]);
      return insertBilling(
        tx,
        companyId,
        amounts,
        charge.status,
        {
          licenses: licensesOf(partner, body.period, quantities),
          purchasedOffers: purchasedOffersOf(partner, body.offers ?? []),
          discountCode,
          packageId: body.packageId ?? null,
          paymentReference: charge.status === 'paid' ? charge.reference : null,
          kind: amounts.monthlyToAnnual ? 'upgrade' : amounts.isProRated ? 'prorated' : 'purchase',
          byUserId: auth.userId,
        },
        now,
      );
    });
    return {
      success: true,
      billingRecordId: id,
      billAmount: amounts.billAmount,
      paymentStatus: charge.status,
      message: amounts.monthlyToAnnual ? SIGNUP_MESSAGES.upgradedToAnnual : SIGNUP_MESSAGES.purchaseCompleted,
      amounts,
    };
  });

  app.post<{ Body: { companyId?: unknown } }>('/support/switch', { preHandler: requireAuth }, async (req) => {
    const auth = authOf(req);
    if (!auth.isGlobal && !auth.isPartner)
      throw forbidden('Not authorized: only global and partner administrators support customers');
    const companyId = req.body?.companyId;
    if (typeof companyId !== 'string' || companyId.length > 64)
      throw badRequest('companyId: a company id is required');
    const rows = await db.query<{ name: string }>(
      auth.isGlobal
        ? 'SELECT name FROM company WHERE id = $1'
        : 'SELECT name FROM company WHERE id = $1 AND partner_id = $2',
      auth.isGlobal ? [companyId] : [companyId, auth.partnerId],
    );
    if (!rows[0]) throw notFound(`Company ${companyId} not found`);
    await db.query('INSERT INTO support_switch_log (id, user_id, company_id) VALUES ($1, $2, $3)', [
      randomUUID(),
      auth.userId,
      companyId,
    ]);
    return { companyId, name: rows[0].name };
  });
}
