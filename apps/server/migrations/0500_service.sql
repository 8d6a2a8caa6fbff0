-- Service (issue 10; service spec 3): category problems, tickets and the per-company ticket number
-- sequence. Skill, Part and ServiceStatus live in 0300_admin.sql. The array fields of a ticket are
-- jsonb columns so the overlap check and a field employee's scope can use the ? / ?| operators.
CREATE TABLE service_category_problem (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  name text NOT NULL,
  priority smallint,
  "isRequired" boolean NOT NULL DEFAULT false,
  "estimatedDurationMinutes" integer,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_category_problem_company ON service_category_problem (company_id, status);

CREATE TABLE ticket_counter (
  company_id text PRIMARY KEY REFERENCES company(id),
  last bigint NOT NULL
);

CREATE TABLE ticket (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  status smallint NOT NULL DEFAULT 1,
  "ticketNumber" integer NOT NULL,
  name text,
  location_id text,
  "serviceStatus" text,
  priority smallint,
  "estimatedDurationMinutes" integer,
  "scheduledTimeStamp" timestamptz,
  "scheduledEndTimeStamp" timestamptz,
  "scheduledDate" text,
  "scheduledTimeZone" text,
  "callTimeStamp" timestamptz,
  "actualStartTimeStamp" timestamptz,
  "actualEndTimeStamp" timestamptz,
  "employeeIds" jsonb NOT NULL DEFAULT '[]',
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, "ticketNumber")
);
CREATE INDEX ticket_company_time ON ticket (company_id, status, "scheduledTimeStamp");
CREATE INDEX ticket_employees ON ticket USING gin ("employeeIds");
