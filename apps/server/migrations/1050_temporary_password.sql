-- Issue 19: an administrator may set a temporary password that the user must change at the first
-- sign-in (platform spec 2.2 temporary access). While this is true, a logon with that password opens
-- no session; only POST /api/account/changetemppw (user name, temporary and new password) does.
ALTER TABLE app_user ADD COLUMN IF NOT EXISTS must_change_password boolean NOT NULL DEFAULT false;
