/**
 * The payment provider adapter (issue 13 section 3). Stripe's REST API through fetch: the browser's
 * hosted card field turns the card into a payment method id (pm_...), so card numbers never reach
 * this server or its database; the server charges the amount IT computed with a PaymentIntent.
 * Without STRIPE_SECRET_KEY the adapter reports 'not configured' and a purchase is recorded as an
 * invoice to be paid (paymentStatus 'due').
 */

/** The result of a charge. */
export type ChargeResult =
  | { status: 'paid'; reference: string }
  | { status: 'due'; reference: null; reason: 'not configured' | 'no payment method' }
  | { status: 'failed'; message: string };

export interface PaymentAdapter {
  /** True when a provider key is set. */
  readonly configured: boolean;
  /** Publishable key for the browser's hosted card field (null when not configured). */
  readonly publishableKey: string | null;
  /**
   * Charges `amountCents` (USD) to a payment method. Without a key or a method: status 'due'. A
   * card or provider error: status 'failed' with the provider's first error message.
   */
  charge(input: {
    amountCents: number;
    paymentMethodId?: string | undefined;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
}

/** Message of the 'not configured' state. */
export const PAYMENTS_NOT_CONFIGURED =
  'Card payments are not configured: purchases are recorded as invoices to be paid.';

/**
 * Stripe adapter. `fetchImpl` is injectable so tests replay recorded provider responses.
 */
export function stripeAdapter(options: {
  secretKey?: string | undefined;
  publishableKey?: string | undefined;
  apiUrl?: string;
  fetchImpl?: typeof fetch;
}): PaymentAdapter {
  const key = options.secretKey || null;
  const apiUrl = options.apiUrl ?? 'https://api.stripe.com';
  const doFetch = options.fetchImpl ?? fetch;
  return {
    configured: key !== null,
    publishableKey: key ? (options.publishableKey ?? null) : null,
    async charge({ amountCents, paymentMethodId, description, idempotencyKey }) {
      if (!key) return { status: 'due', reference: null, reason: 'not configured' };
      if (amountCents === 0) return { status: 'paid', reference: 'zero-amount' };
      if (!paymentMethodId) return { status: 'due', reference: null, reason: 'no payment method' };
      const body = new URLSearchParams({
        amount: String(amountCents),
        currency: 'usd',
        payment_method: paymentMethodId,
        confirm: 'true',
        description,
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      });
      let res: Response;
      try {
        res = await doFetch(`${apiUrl}/v1/payment_intents`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': idempotencyKey,
          },
          body,
        });
      } catch (err) {
        return {
          status: 'failed',
          message: `The payment provider could not be reached (${(err as Error).message}).`,
        };
      }
      const json = (await res.json().catch(() => ({}))) as {
        id?: string;
        status?: string;
        error?: { message?: string };
      };
      if (!res.ok || json.error)
        return { status: 'failed', message: json.error?.message ?? `Payment failed (${res.status}).` };
      if (json.status !== 'succeeded')
        return { status: 'failed', message: `Payment not completed (${json.status ?? 'unknown'}).` };
      return { status: 'paid', reference: json.id ?? '' };
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
