-- Partners, discount codes and billing records (issue 13; service spec 3 "Licences and billing",
-- "Partner"). Partner pricing (products with licence options, packages, offers) lives in
-- partner.data; amounts are integer cents; percentDiscount is in data. PostgreSQL 15 syntax.

CREATE TABLE discount_code (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partner(id),
  status smallint NOT NULL DEFAULT 1,
  code text NOT NULL,
  "isSingleUse" boolean NOT NULL DEFAULT false,
  "startTimeStamp" timestamptz,
  "endTimeStamp" timestamptz,
  "usedTimeStamp" timestamptz,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A code is unique per partner among codes not deleted ('[code] already exist.').
CREATE UNIQUE INDEX discount_code_unique ON discount_code (partner_id, lower(code)) WHERE status <> 3;

CREATE TABLE billing_record (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  amount integer NOT NULL DEFAULT 0,
  "createdTimeStamp" timestamptz NOT NULL DEFAULT now(),
  "paymentStatus" text NOT NULL DEFAULT 'due',
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_record_company ON billing_record (company_id, "createdTimeStamp");

-- Who opened which customer's console to support it (global and partner administrators).
CREATE TABLE support_switch_log (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES app_user(id),
  company_id text NOT NULL REFERENCES company(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
