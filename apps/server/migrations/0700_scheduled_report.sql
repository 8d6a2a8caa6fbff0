-- Scheduled reports (issue 12): a registered report with its criteria, sent on a schedule
-- (schedule_id -> schedule) as an e-mail attachment to its subscribers. subscribers is
-- [{email, employee_id, optedOut}]; nextRunAt is the next due instant (nextOccurrence).
CREATE TABLE scheduled_report (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  owner_id text NOT NULL REFERENCES app_user(id),
  name text NOT NULL,
  "reportKey" text NOT NULL,
  format text NOT NULL CHECK (format IN ('pdf', 'csv', 'xlsx')),
  "dateSpan" text NOT NULL,
  lang text NOT NULL DEFAULT 'en',
  schedule_id text NOT NULL REFERENCES schedule(id),
  criteria jsonb NOT NULL DEFAULT '{}',
  subscribers jsonb NOT NULL DEFAULT '[]',
  "nextRunAt" timestamptz,
  "lastRunAt" timestamptz,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduled_report_company ON scheduled_report (company_id, status);
CREATE INDEX scheduled_report_due ON scheduled_report ("nextRunAt") WHERE status = 1;
