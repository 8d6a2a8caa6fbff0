-- One-time download links of report exports (issue 12 §4): the console POSTs the criteria and gets
-- a short-lived link, then navigates to it so the browser streams the file to disk instead of
-- holding it whole in memory. Only the sha256 of the random token is kept, bound to the company and
-- user that asked; the row is deleted when the file is fetched, expired rows when the next link is made.
CREATE TABLE report_download (
  token_hash text PRIMARY KEY,
  company_id text NOT NULL REFERENCES company(id),
  user_id text NOT NULL,
  report_key text NOT NULL,
  format text NOT NULL,
  body jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX report_download_expires ON report_download (expires_at);
