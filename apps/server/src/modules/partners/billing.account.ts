import type { Db } from '../../platform/db/db.js';
import type { PaymentAdapter, SavedCard } from './payments.js';

/** A company's row of billing_account (migration 2110): provider ids and the card's visible facts. */
export interface BillingAccount {
  companyId: string;
  stripeCustomerId: string | null;
  paymentMethodId: string | null;
  card: {
    brand: string | null;
    last4: string | null;
    expMonth: number | null;
    expYear: number | null;
  } | null;
}

interface Row {
  company_id: string;
  stripe_customer_id: string | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}

/** The company's billing account, or null when it has none yet. */
export async function billingAccountOf(db: Db, companyId: string): Promise<BillingAccount | null> {
  const rows = await db.query<Row>('SELECT * FROM billing_account WHERE company_id = $1', [companyId]);
  const r = rows[0];
  if (!r) return null;
  return {
    companyId: r.company_id,
    stripeCustomerId: r.stripe_customer_id,
    paymentMethodId: r.payment_method_id,
    card: r.payment_method_id
      ? {
          brand: r.card_brand,
          last4: r.card_last4,
          expMonth: r.card_exp_month,
          expYear: r.card_exp_year,
        }
      : null,
  };
}

/**
 * The company's Stripe customer id, creating the customer once (idempotency key
 * `customer-{companyId}`, so two racing requests get the same customer from Stripe) and storing it
 * in billing_account. Throws the adapter's HttpError (409 not configured, 400/502 provider).
 */
export async function ensureCustomer(
  db: Db,
  adapter: PaymentAdapter,
  company: { id: string; name: string; email?: string | null },
): Promise<string> {
  const existing = await billingAccountOf(db, company.id);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const customerId = await adapter.createCustomer({
    companyId: company.id,
    name: company.name,
    email: company.email ?? null,
    idempotencyKey: `customer-${company.id}`,
  });
  const rows = await db.query<{ stripe_customer_id: string }>(
    `INSERT INTO billing_account (company_id, stripe_customer_id) VALUES ($1, $2)
     ON CONFLICT (company_id) DO UPDATE
       SET stripe_customer_id = COALESCE(billing_account.stripe_customer_id, EXCLUDED.stripe_customer_id),
           updated_at = now()
     RETURNING stripe_customer_id`,
    [company.id, customerId],
  );
  return rows[0]!.stripe_customer_id;
}

/** Stores the card a SetupIntent saved as the company's renewal method (replacing the previous one). */
export async function saveCard(db: Db, companyId: string, card: SavedCard): Promise<void> {
  await db.query(
    `UPDATE billing_account
        SET payment_method_id = $2, card_brand = $3, card_last4 = $4, card_exp_month = $5, card_exp_year = $6,
            updated_at = now()
      WHERE company_id = $1`,
    [companyId, card.paymentMethodId, card.brand, card.last4, card.expMonth, card.expYear],
  );
}
