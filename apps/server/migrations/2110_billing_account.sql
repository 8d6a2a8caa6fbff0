-- A company's account with the payment provider (issue 13 section 3): its Stripe customer, created
-- once, and the card saved for renewals through a SetupIntent. Only provider ids and the card's
-- brand, last four digits and expiry are kept: never a card number. One row per company.
-- PostgreSQL 15 syntax.
CREATE TABLE billing_account (
  company_id text PRIMARY KEY REFERENCES company(id),
  stripe_customer_id text UNIQUE,
  payment_method_id text,
  card_brand text,
  card_last4 text,
  card_exp_month smallint,
  card_exp_year smallint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
