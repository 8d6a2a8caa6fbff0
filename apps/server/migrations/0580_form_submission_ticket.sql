-- A form submission may be filled for a service ticket (issue 10: the ticket shows which of its
-- attached forms were filled).
ALTER TABLE form_submission ADD COLUMN IF NOT EXISTS ticket_id text;
CREATE INDEX IF NOT EXISTS form_submission_ticket_idx ON form_submission (company_id, ticket_id);
