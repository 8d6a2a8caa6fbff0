-- Closed productivity periods (Insight:Execute:CloseProductivity): completed hours and units of a
-- location's task budgets count from its latest close on. PostgreSQL 15 syntax.
CREATE TABLE productivity_period (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  location_id text NOT NULL,
  "closedAt" timestamptz NOT NULL,
  "closedBy_id" text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX productivity_period_location ON productivity_period (company_id, location_id, "closedAt" DESC);
