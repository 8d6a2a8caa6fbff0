-- Issue 18 section 1 (docs/scaling.md "Past one PostgreSQL server"): a unique key of a table that a
-- distributed engine (Citus) would shard by company_id must contain company_id. A user belongs to
-- one company (admin.entities checks it on link), so "one employee per user" is the same rule keyed
-- by company; user_id keeps an index of its own for the sign-in look-up.
DROP INDEX IF EXISTS employee_user;
CREATE UNIQUE INDEX employee_user ON employee (company_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS employee_by_user ON employee (user_id) WHERE user_id IS NOT NULL;
