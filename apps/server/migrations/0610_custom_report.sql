-- Custom report definitions (issue 11 "Custom reports", /insight/customreport/): entity, columns,
-- filters, grouping and aggregates, checked on save by customReportProblems of @wm/domain.
-- PostgreSQL 15 syntax.
CREATE TABLE custom_report (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  name text NOT NULL,
  entity text NOT NULL,
  definition jsonb NOT NULL DEFAULT '{}',
  "createdBy_id" text,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_report_company ON custom_report (company_id, status, lower(name));
