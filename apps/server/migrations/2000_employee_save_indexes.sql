-- Issue 18 section 3: the cost of saving an employee does not grow with the company.
-- The code uniqueness check of every employee save (lower(code) among the company's live employees).
CREATE INDEX IF NOT EXISTS employee_code ON employee (company_id, lower(code)) WHERE status <> 3;
-- Counting a module's seat holders (role -> its users) when a user newly takes a seat.
CREATE INDEX IF NOT EXISTS user_role_role ON user_role (role_id, user_id);
-- Active administrators of a company (they hold a seat in every licensed module).
CREATE INDEX IF NOT EXISTS employee_administrator ON employee (company_id, user_id)
  WHERE "isAdministrator" AND status <> 3 AND user_id IS NOT NULL;
