import Stripe from 'stripe';
import { badRequest, HttpError } from '../../platform/errors.js';

/**
 * The payment provider adapter (issue 13 section 3), on Stripe's official SDK (`stripe`, Node >= 20).
 * The browser's hosted card field turns a card into a payment method id (pm_...) or confirms a
 * SetupIntent, so card numbers never reach this server or its database; the server charges the
 * amount IT computed with a PaymentIntent. A company's card is kept for renewals as a payment method
 * attached to its Stripe customer (created once; ids in billing_account, migration 2110), and a
 * renewal charges it off-session. Without STRIPE_SECRET_KEY the adapter reports 'not configured' and
 * a purchase is recorded as an invoice to be paid (paymentStatus 'due').
 */

/** The result of a charge. `failed` carries the provider's message (and the PaymentIntent, if any). */
export type ChargeResult =
  | { status: 'paid'; reference: string }
  | { status: 'due'; reference: null; reason: 'not configured' | 'no payment method' }
  | { status: 'failed'; message: string; reference?: string | null; code?: string | null };

/** A card kept for renewals, as the provider describes it (never its number). */
export interface SavedCard {
  paymentMethodId: string;
  /** 'visa', 'mastercard', ... (null when the method is not a card). */
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

export interface PaymentAdapter {
  /** True when a provider key is set. */
  readonly configured: boolean;
  /** Publishable key for the browser's hosted card field (null when not configured). */
  readonly publishableKey: string | null;
  /**
   * Charges `amountCents` (USD) to a payment method while the buyer is present. Without a key or a
   * method: status 'due'. `customerId` names the Stripe customer a saved method belongs to. A card or
   * provider error: status 'failed' with the provider's message.
   */
  charge(input: {
    amountCents: number;
    paymentMethodId?: string | undefined;
    customerId?: string | null | undefined;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /**
   * Charges a saved method with nobody present (a renewal: PaymentIntent with off_session and
   * confirm). Not configured or no method: 'due'; a decline or a card needing authentication:
   * 'failed' with the provider's message and the PaymentIntent id.
   */
  chargeOffSession(input: {
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /** Creates the Stripe customer of a company; returns its id (cus_...). Throws HttpError. */
  createCustomer(input: {
    companyId: string;
    name: string;
    email?: string | null;
    idempotencyKey: string;
  }): Promise<string>;
  /**
   * Creates a SetupIntent (usage off_session, card) for the customer; the browser confirms its
   * `clientSecret` with Stripe.js confirmCardSetup. Throws HttpError.
   */
  createSetupIntent(input: {
    customerId: string;
    companyId: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /**
   * The card a confirmed SetupIntent saved. 400 when the SetupIntent belongs to another customer
   * (answered like an unknown one) or has not succeeded. Throws HttpError.
   */
  savedCardOf(input: { setupIntentId: string; customerId: string }): Promise<SavedCard>;
}

/** Message of the 'not configured' state. */
export const PAYMENTS_NOT_CONFIGURED =
  'Card payments are not configured: purchases are recorded as invoices to be paid.';

/** HTTP status of the 'not configured' state on routes that need the provider. */
export const NOT_CONFIGURED_STATUS = 409;

/** An HttpError for the 'not configured' state. */
export const notConfigured = () => new HttpError(NOT_CONFIGURED_STATUS, PAYMENTS_NOT_CONFIGURED);

/** The provider's error as an HttpError: card 402, bad request 400, anything else 502. */
function providerHttpError(err: unknown): HttpError {
  if (err instanceof Stripe.errors.StripeCardError) return new HttpError(402, err.message);
  if (err instanceof Stripe.errors.StripeInvalidRequestError)
    return badRequest(`The payment provider refused the request: ${err.message}`);
  if (err instanceof Stripe.errors.StripeConnectionError)
    return new HttpError(502, 'The payment provider could not be reached.');
  return new HttpError(502, `The payment provider failed: ${(err as Error).message}`);
}

/** A charge failure from a provider error (a card error keeps its message and PaymentIntent id). */
function failedCharge(err: unknown): ChargeResult {
  if (err instanceof Stripe.errors.StripeError) {
    const raw = err.raw as { payment_intent?: { id?: string } } | undefined;
    const message =
      err instanceof Stripe.errors.StripeConnectionError
        ? 'The payment provider could not be reached.'
        : err.message || 'Payment failed.';
    return { status: 'failed', message, reference: raw?.payment_intent?.id ?? null, code: err.code ?? null };
  }
  return { status: 'failed', message: `The payment provider failed: ${(err as Error).message}` };
}

function intentResult(pi: Stripe.PaymentIntent): ChargeResult {
  if (pi.status === 'succeeded') return { status: 'paid', reference: pi.id };
  const message =
    pi.status === 'requires_action'
      ? 'The card needs the holder to authenticate the payment.'
      : `Payment not completed (${pi.status}).`;
  return { status: 'failed', message, reference: pi.id, code: pi.status };
}

/**
 * Stripe adapter on the official SDK. `httpClient` is injectable so tests replay recorded
 * provider responses (`Stripe.createFetchHttpClient(recordedFetch)`); no network is used then.
 * Network retries are off: every charge carries an idempotency key, and a caller retries itself.
 */
export function stripeAdapter(options: {
  secretKey?: string | undefined;
  publishableKey?: string | undefined;
  httpClient?: Stripe.HttpClient;
}): PaymentAdapter {
  const key = options.secretKey || null;
  const stripe = key
    ? new Stripe(key, {
        maxNetworkRetries: 0,
        timeout: 30_000,
        ...(options.httpClient ? { httpClient: options.httpClient } : {}),
      })
    : null;
  const need = (): Stripe => {
    if (!stripe) throw notConfigured();
    return stripe;
  };
  return {
    configured: stripe !== null,
    publishableKey: stripe ? (options.publishableKey ?? null) : null,

    async charge({ amountCents, paymentMethodId, customerId, description, idempotencyKey }) {
      if (!stripe) return { status: 'due', reference: null, reason: 'not configured' };
      if (amountCents === 0) return { status: 'paid', reference: 'zero-amount' };
      if (!paymentMethodId) return { status: 'due', reference: null, reason: 'no payment method' };
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethodId,
            ...(customerId ? { customer: customerId } : {}),
            confirm: true,
            description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
        return intentResult(pi);
      } catch (err) {
        return failedCharge(err);
      }
    },

    async chargeOffSession({ amountCents, customerId, paymentMethodId, description, idempotencyKey }) {
      if (!stripe) return { status: 'due', reference: null, reason: 'not configured' };
      if (amountCents === 0) return { status: 'paid', reference: 'zero-amount' };
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            description,
          },
          { idempotencyKey },
        );
        return intentResult(pi);
      } catch (err) {
        return failedCharge(err);
      }
    },

    async createCustomer({ companyId, name, email, idempotencyKey }) {
      try {
        const c = await need().customers.create(
          { name, ...(email ? { email } : {}), metadata: { companyId } },
          { idempotencyKey },
        );
        return c.id;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw providerHttpError(err);
      }
    },

    async createSetupIntent({ customerId, companyId }) {
      try {
        const si = await need().setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { companyId },
        });
        if (!si.client_secret) throw new HttpError(502, 'The payment provider gave no client secret.');
        return { id: si.id, clientSecret: si.client_secret };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw providerHttpError(err);
      }
    },

    async savedCardOf({ setupIntentId, customerId }) {
      let si: Stripe.SetupIntent;
      try {
        si = await need().setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw providerHttpError(err);
      }
      const owner = typeof si.customer === 'string' ? si.customer : (si.customer?.id ?? null);
      // Another company's SetupIntent is answered like an unknown one.
      if (owner !== customerId) throw badRequest(`setupIntentId: no such SetupIntent ${setupIntentId}.`);
      if (si.status !== 'succeeded')
        throw badRequest(`The card was not saved: the SetupIntent is ${si.status}.`);
      const pm = si.payment_method;
      if (!pm) throw badRequest('The card was not saved: the SetupIntent has no payment method.');
      if (typeof pm === 'string')
        return { paymentMethodId: pm, brand: null, last4: null, expMonth: null, expYear: null };
      return {
        paymentMethodId: pm.id,
        brand: pm.card?.brand ?? null,
        last4: pm.card?.last4 ?? null,
        expMonth: pm.card?.exp_month ?? null,
        expYear: pm.card?.exp_year ?? null,
      };
    },
  };
}

/** The adapter of this process, from STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY. */
export function paymentsFromEnv(): PaymentAdapter {
  return stripeAdapter({
    secretKey: process.env.STRIPE_SECRET_KEY,
    publishableKey: process.env.STRIPE_PUBLISHABLE_KEY,
  });
}
