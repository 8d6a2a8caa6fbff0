import { randomUUID } from 'node:crypto';
import { SaveCardRequestSchema } from '@wm/api/schemas';
import {
  addMonths,
  isBillingPeriod,
  isoDateOf,
  LICENSE_TYPES,
  PERIOD_MONTHS,
  PRIV,
  type Quantities,
} from '@wm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { authOf, parseBody, requireAuth } from '../../platform/http.js';
import type { Platform } from '../../platform/module.js';
import { billingAccountOf, ensureCustomer, saveCard } from './billing.account.js';
import { type ChargeResult, notConfigured, PAYMENTS_NOT_CONFIGURED } from './payments.js';
import { contractOf, licensesOf, partnerById, payments } from './partners.routes.js';

/** Job kind of one company's renewal. */
export const RENEWAL_JOB = 'partners.renewal';
/** Periodic task that enqueues the renewals due. */
export const RENEWAL_TASK = 'partners.renewals';

/** Messages of a renewal (English; the console shows them by `messageKey`). */
export const RENEWAL_MESSAGES = {
  paid: 'The contract was renewed and the saved card was charged.',
  notConfigured: 'The contract was renewed. Card payments are not configured: the invoice is to be paid.',
  noCard: 'The contract was renewed. No card is saved: the invoice is to be paid.',
  declined: (reason: string) => `The renewal payment was declined (${reason}): the invoice is unpaid.`,
} as const;

/** What a renewal answers (and records in the billing record's data). */
export interface RenewalResult {
  billingRecordId: string;
  amount: number;
  /** 'paid', 'due' (no provider or no saved card) or 'unpaid' (the saved card was declined). */
  paymentStatus: 'paid' | 'due' | 'unpaid';
  message: string;
  messageKey: string;
  /** The provider's reason when the saved card was declined. */
  declineReason?: string;
  contractExpiry: string;
}

/**
 * The company a billing route acts on, by the id in its path: a global administrator any company, a
 * partner administrator only its own customers, a company user only its own company and only with
 * Platform:Edit:Account (403 first). Any other id is a 404, as in company tenancy.
 */
async function billingCompany(
  db: Db,
  auth: Auth,
  companyId: string,
  options: { operatorsOnly?: boolean } = {},
): Promise<{ id: string; name: string; email: string | null }> {
  const operator = auth.isGlobal || auth.isPartner;
  if (!operator) {
    if (options.operatorsOnly)
      throw forbidden('Not authorized: only global and partner administrators renew contracts');
    if (!auth.privileges.has(PRIV.AccountEdit))
      throw forbidden(`Not authorized: requires ${PRIV.AccountEdit}`);
  }
  if (companyId.length > 64) throw notFound(`Company ${companyId.slice(0, 64)}… not found`);
  const rows = await db.query<{ id: string; name: string; partner_id: string | null; email: string | null }>(
    `SELECT id, name, partner_id, data->'paymentContact'->>'email' AS email FROM company WHERE id = $1`,
    [companyId],
  );
  const c = rows[0];
  const mine = auth.isGlobal
    ? true
    : auth.isPartner
      ? c?.partner_id === auth.partnerId
      : companyId === auth.homeCompanyId;
  if (!c || !mine) throw notFound(`Company ${companyId} not found`);
  return { id: c.id, name: c.name, email: c.email };
}

const cardView = (a: Awaited<ReturnType<typeof billingAccountOf>>) => a?.card ?? null;

/**
 * Renews a company's contract when it is due (expiry on or before today, UTC): bills one more term of
 * the seats it holds at its partner's current option prices (discount codes and packages applied to
 * the purchase they came with, not to renewals), moves contractExpirationDate on by the period, and
 * charges the saved card off-session (Stripe PaymentIntent, off_session + confirm; idempotency key
 * renewal-{companyId}-{old expiry}). A decline still renews and records the invoice as 'unpaid' with
 * the provider's reason; no provider or no saved card records it 'due'. Errors: 409 no running
 * contract / not yet due / no seats; 400 no partner pricing.
 */
export async function renewCompany(platform: Platform, companyId: string, now: Date): Promise<RenewalResult> {
  const { db } = platform;
  const rows = await db.query<{ partner_id: string | null; name: string }>(
    'SELECT partner_id, name FROM company WHERE id = $1',
    [companyId],
  );
  if (!rows[0]) throw notFound(`Company ${companyId} not found`);
  const partner = await partnerById(db, rows[0].partner_id);
  const contract = await contractOf(db, companyId, partner);
  if (!contract) throw conflict('The company has no running contract to renew.');
  const today = isoDateOf(now.toISOString());
  if (contract.expiry > today)
    throw conflict(`Nothing to renew yet: the contract runs to ${contract.expiry}.`);
  const amount = contract.termAmount;
  if (amount <= 0) throw conflict('The company holds no seats to renew.');
  if (!isBillingPeriod(contract.period)) throw conflict('The company has no running contract to renew.');
  const newExpiry = addMonths(contract.expiry, PERIOD_MONTHS[contract.period]);
  const account = await billingAccountOf(db, companyId);
  const adapter = payments.adapter;
  let charge: ChargeResult;
  if (!adapter.configured) charge = { status: 'due', reference: null, reason: 'not configured' };
  else if (!account?.paymentMethodId || !account.stripeCustomerId)
    charge = { status: 'due', reference: null, reason: 'no payment method' };
  else
    charge = await adapter.chargeOffSession({
      amountCents: amount,
      customerId: account.stripeCustomerId,
      paymentMethodId: account.paymentMethodId,
      description: `Renewal ${rows[0].name} to ${newExpiry}`,
      idempotencyKey: `renewal-${companyId}-${contract.expiry}`,
    });
  const paymentStatus = charge.status === 'failed' ? 'unpaid' : charge.status;
  const [message, messageKey] =
    charge.status === 'paid'
      ? [RENEWAL_MESSAGES.paid, 'billing.renewal.paid']
      : charge.status === 'failed'
        ? [RENEWAL_MESSAGES.declined(charge.message), 'billing.renewal.declined']
        : charge.reason === 'not configured'
          ? [RENEWAL_MESSAGES.notConfigured, 'billing.renewal.notConfigured']
          : [RENEWAL_MESSAGES.noCard, 'billing.renewal.noCard'];
  const quantities: Quantities = {};
  for (const t of LICENSE_TYPES) quantities[t] = contract.quantities[t] ?? 0;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // Guarded on the old expiry: a second renewal of the same term changes nothing.
    const moved = await tx.query(
      `UPDATE company SET data = data || jsonb_build_object('contractExpirationDate', $3::text), updated_at = now()
        WHERE id = $1 AND data->>'contractExpirationDate' LIKE $2 || '%' RETURNING id`,
      [companyId, contract.expiry, newExpiry],
    );
    if (moved.length === 0) throw conflict('The contract was renewed already.');
    await tx.query(
      `INSERT INTO billing_record (id, company_id, amount, "createdTimeStamp", "paymentStatus", data)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [
        id,
        companyId,
        amount,
        now.toISOString(),
        paymentStatus,
        JSON.stringify({
          kind: 'renewal',
          licenses: licensesOf(partner, contract.period, quantities),
          purchasedOffers: [],
          contractStart: contract.expiry,
          contractExpiry: newExpiry,
          paymentReference: charge.status === 'due' ? null : (charge.reference ?? null),
          paymentMessage: message,
          paymentMessageKey: messageKey,
          ...(charge.status === 'failed' ? { declineReason: charge.message } : {}),
        }),
      ],
    );
  });
  return {
    billingRecordId: id,
    amount,
    paymentStatus,
    message,
    messageKey,
    ...(charge.status === 'failed' ? { declineReason: charge.message } : {}),
    contractExpiry: newExpiry,
  };
}

/** Companies whose contract is due to renew on `today` (ISO date) or before, not cancelling. */
async function dueRenewals(db: Db, today: string): Promise<{ id: string; expiry: string }[]> {
  return db.query<{ id: string; expiry: string }>(
    `SELECT id, left(data->>'contractExpirationDate', 10) AS expiry FROM company
      WHERE status = 1 AND partner_id IS NOT NULL
        AND coalesce(data->>'contractExpirationDate', '') <> ''
        AND left(data->>'contractExpirationDate', 10) <= $1
        AND coalesce((data->>'isCanceling')::boolean, false) = false`,
    [today],
  );
}

/**
 * Routes of the card kept for renewals and of renewals (issue 13 section 3). `{companyId}` is
 * the customer company; see billingCompany for who may act on it (others get 404).
 *
 * - GET /api/Billing/{companyId}/card -> {configured, publishableKey, message, card: {brand, last4,
 *   expMonth, expYear} | null}.
 * - POST /api/Billing/{companyId}/setup-intent -> {setupIntentId, clientSecret, publishableKey}:
 *   creates the company's Stripe customer once, then a SetupIntent (usage off_session) that the
 *   browser confirms with Stripe.js confirmCardSetup. 409 PAYMENTS_NOT_CONFIGURED without a key.
 * - POST /api/Billing/{companyId}/card {setupIntentId} -> {card}: keeps the card of a succeeded
 *   SetupIntent of this company's customer (400 for another customer's or an unconfirmed one).
 * - POST /api/Billing/{companyId}/renew (global and partner administrators) -> RenewalResult when the
 *   contract is due (renewCompany). The periodic task RENEWAL_TASK does the same hourly for every
 *   due company, once per term (job dedupe key renewal:{companyId}:{expiry}).
 */
export function registerBillingRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const companyOf = (req: FastifyRequest<{ Params: { companyId: string } }>, operatorsOnly = false) =>
    billingCompany(db, authOf(req), req.params.companyId, { operatorsOnly });

  app.get<{ Params: { companyId: string } }>(
    '/Billing/:companyId/card',
    { preHandler: requireAuth },
    async (req) => {
      const company = await companyOf(req);
      const a = payments.adapter;
      return {
        configured: a.configured,
        publishableKey: a.publishableKey,
        message: a.configured ? null : PAYMENTS_NOT_CONFIGURED,
        card: cardView(await billingAccountOf(db, company.id)),
      };
    },
  );

  app.post<{ Params: { companyId: string } }>(
    '/Billing/:companyId/setup-intent',
    { preHandler: requireAuth },
    async (req) => {
      const company = await companyOf(req);
      const a = payments.adapter;
      if (!a.configured) throw notConfigured();
      const customerId = await ensureCustomer(db, a, company);
      const si = await a.createSetupIntent({ customerId, companyId: company.id });
      return { setupIntentId: si.id, clientSecret: si.clientSecret, publishableKey: a.publishableKey };
    },
  );

  app.post<{ Params: { companyId: string } }>(
    '/Billing/:companyId/card',
    { preHandler: requireAuth },
    async (req) => {
      const company = await companyOf(req);
      const body = parseBody(SaveCardRequestSchema, req.body ?? {});
      const a = payments.adapter;
      if (!a.configured) throw notConfigured();
      const account = await billingAccountOf(db, company.id);
      if (!account?.stripeCustomerId)
        throw badRequest(`setupIntentId: no such SetupIntent ${body.setupIntentId}.`);
      const card = await a.savedCardOf({
        setupIntentId: body.setupIntentId,
        customerId: account.stripeCustomerId,
      });
      await saveCard(db, company.id, card);
      return { card: cardView(await billingAccountOf(db, company.id)) };
    },
  );

  app.post<{ Params: { companyId: string } }>(
    '/Billing/:companyId/renew',
    { preHandler: requireAuth },
    async (req) => {
      const company = await companyOf(req, true);
      return renewCompany(platform, company.id, platform.clock.now());
    },
  );

  platform.jobs.handle<{ companyId: string; expiry: string }>(RENEWAL_JOB, async (job, ctx) => {
    try {
      await renewCompany(platform, job.payload.companyId, ctx.now);
    } catch (err) {
      // Renewed already, cancelled or seats gone since the job was queued: nothing left to do.
      if ((err as { statusCode?: number }).statusCode === 409) return;
      throw err;
    }
  });
  platform.jobs.every(RENEWAL_TASK, 60 * 60_000, async (now) => {
    for (const c of await dueRenewals(db, isoDateOf(now.toISOString())))
      await platform.jobs.enqueue(
        RENEWAL_JOB,
        { companyId: c.id, expiry: c.expiry },
        { companyId: c.id, dedupeKey: `renewal:${c.id}:${c.expiry}` },
      );
  });
}
