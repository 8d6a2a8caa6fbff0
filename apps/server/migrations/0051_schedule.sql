-- Schedule (recurrence; service spec 3): shared by tickets, batched form e-mails and other
-- scheduled work. The list fields are sums of powers of two (weeks needs 52 bits: double precision holds them exactly).
CREATE TABLE schedule (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  hours integer,
  "weekDays" integer,
  "monthDays" integer,
  months integer,
  weeks double precision,
  "timeZone" text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schedule_company_idx ON schedule (company_id, status);
