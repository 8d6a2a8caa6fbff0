-- Batching steps of the payroll module are audited on time records too (time spec 4 "Time record
-- lifecycle": batch, process, approve, reopen).
ALTER TABLE time_audit DROP CONSTRAINT time_audit_action_check;
ALTER TABLE time_audit ADD CONSTRAINT time_audit_action_check
  CHECK (action IN ('clock-in', 'clock-out', 'create', 'update', 'delete', 'batch', 'process', 'approve', 'reopen'));
