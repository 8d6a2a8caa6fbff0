-- time_audit is append-only and written only by the server with the session's company (Time entity
-- hooks and the payroll steps, which add ~10k rows per batching step). Like completed_shift (0202),
-- it drops the per-row foreign-key check to company, which made those bulk inserts 2-3x slower.
ALTER TABLE time_audit DROP CONSTRAINT time_audit_company_id_fkey;
