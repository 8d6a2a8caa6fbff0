-- Payroll (service spec 3 "Payroll and service configuration", time spec 3 "Completed shift" and
-- "Time batch"). pay_period and pay_group are the platform's tables (0001). Rule details (shifts,
-- levels, pay codes) are JSON inside data; fields that filters, joins and reports use are columns.
-- PostgreSQL 15 syntax.

CREATE TABLE pay_code_rule (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pay_code_rule_company ON pay_code_rule (company_id, status);

CREATE TABLE overtime_rule (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX overtime_rule_company ON overtime_rule (company_id, status);

-- A main rule has "parentId" NULL; its daily children (one per weekday, "type" 0-6) point at it.
CREATE TABLE shift_rule (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text,
  "parentId" text,
  type smallint,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shift_rule_company ON shift_rule (company_id, status);
CREATE INDEX shift_rule_parent ON shift_rule (company_id, "parentId");

-- One batch per employee and pay period instance; "batchId" is the number shown to people.
CREATE TABLE time_batch (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  "batchId" integer NOT NULL,
  employee_id text NOT NULL,
  "payPeriod_id" text,
  "payPeriodStartDate" date NOT NULL,
  "payPeriodEndDate" date NOT NULL,
  "payPeriodStart" timestamptz NOT NULL,
  "payPeriodEnd" timestamptz NOT NULL,
  "payGroup_id" text,
  "processedTimestamp" timestamptz,
  "approvedBy_id" text,
  "approvedTimeStamp" timestamptz,
  "createdTimeStamp" timestamptz NOT NULL DEFAULT now(),
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX time_batch_company_period ON time_batch (company_id, "payPeriodStartDate", "payPeriodEndDate");
CREATE INDEX time_batch_company_employee ON time_batch (company_id, employee_id, "payPeriodStart");
CREATE UNIQUE INDEX time_batch_number ON time_batch (company_id, "batchId");

-- Processed time: rows of the overtime engine (system) or entered by people (wasManuallyEdited).
CREATE TABLE completed_shift (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  "timeRecord_id" text,
  employee_id text NOT NULL,
  "timeBatch_id" text NOT NULL,
  "payType" smallint NOT NULL,
  "wasManuallyEdited" boolean NOT NULL DEFAULT false,
  "isLunchDeduction" boolean NOT NULL DEFAULT false,
  "approvedBy_id" text,
  "approvedTimeStamp" timestamptz,
  "inTimeStamp" timestamptz,
  "outTimeStamp" timestamptz,
  "inTimeZone" text,
  "outTimeZone" text,
  "totalSeconds" integer NOT NULL DEFAULT 0,
  workday date,
  location_id text,
  task_id text,
  "payCode" text,
  rate double precision,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX completed_shift_batch ON completed_shift (company_id, "timeBatch_id");
CREATE INDEX completed_shift_in ON completed_shift (company_id, "inTimeStamp");

-- Batching looks records up by batch (performance only; the table is the time module's).
CREATE INDEX IF NOT EXISTS time_record_batch ON time_record (company_id, "timeBatch_id")
  WHERE "timeBatch_id" IS NOT NULL;
