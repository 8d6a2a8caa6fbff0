import { randomUUID } from 'node:crypto';
import { validatePassword } from '@wm/domain';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/db.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { assertSeats, seatsHeldBy } from './licences.js';

/** 409 message when a user name is taken (user names are unique across the platform). */
export const userNameTaken = (name: string) => `User name ${name} is already taken`;

/** Creates a user of a company; the password (optional) must pass the password rule. */
export async function createUser(
  db: Db,
  companyId: string,
  input: { userName: string; email?: string | null; password?: string | undefined },
): Promise<string> {
  const taken = await db.query('SELECT 1 FROM app_user WHERE lower("userName") = lower($1)', [
    input.userName,
  ]);
  if (taken.length > 0) throw conflict(userNameTaken(input.userName));
  const id = randomUUID();
  const hash = input.password !== undefined ? await checkedHash(input.password) : null;
  await db.query(
    'INSERT INTO app_user (id, company_id, "userName", email, password_hash) VALUES ($1, $2, $3, $4, $5)',
    [id, companyId, input.userName, input.email ?? null, hash],
  );
  return id;
}

/** argon2id hash of a password that passes validatePassword, else 400 with the rule's message. */
export async function checkedHash(password: string): Promise<string> {
  const problem = validatePassword(password);
  if (problem) throw badRequest(problem);
  return hashPassword(password);
}

/**
 * Sets a user's password (rule enforced). `temporary` marks it as one the user must change at the
 * next sign-in (the logon then opens no session until POST /account/changetemppw); any other
 * password set clears that mark.
 */
export async function setPassword(
  db: Db,
  userId: string,
  password: string,
  { temporary = false }: { temporary?: boolean } = {},
): Promise<void> {
  await db.query(
    'UPDATE app_user SET password_hash = $2, must_change_password = $3, updated_at = now() WHERE id = $1',
    [userId, await checkedHash(password), temporary],
  );
}

/** Renames a user (unique, case-insensitive). */
export async function renameUser(db: Db, userId: string, userName: string): Promise<void> {
  const taken = await db.query('SELECT 1 FROM app_user WHERE lower("userName") = lower($1) AND id <> $2', [
    userName,
    userId,
  ]);
  if (taken.length > 0) throw conflict(userNameTaken(userName));
  await db.query('UPDATE app_user SET "userName" = $2, updated_at = now() WHERE id = $1', [userId, userName]);
}

/** Role ids of users, keyed by user id. */
export async function roleIdsOf(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (userIds.length === 0) return out;
  const rows = await db.query<{ user_id: string; role_id: string }>(
    'SELECT user_id, role_id FROM user_role WHERE user_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY role_id',
    [JSON.stringify(userIds)],
  );
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.role_id]);
  return out;
}

/**
 * Replaces the roles of a user with `roleIds` (roles of the same company only: 400 otherwise),
 * refusing with 409 'Not enough licenses.' when a module has no free seat.
 */
export async function setRoles(db: Db, companyId: string, userId: string, roleIds: string[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const found = await db.query<{ id: string }>(
    'SELECT id FROM role WHERE company_id = $1 AND status <> 3 AND id IN (SELECT jsonb_array_elements_text($2::jsonb))',
    [companyId, JSON.stringify(unique)],
  );
  const known = new Set(found.map((r) => r.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing) throw badRequest(`Role ${missing} not found`);
  const before = await seatsHeldBy(db, companyId, userId);
  await db.query('DELETE FROM user_role WHERE user_id = $1 AND company_id = $2', [userId, companyId]);
  for (const roleId of unique) {
    await db.query('INSERT INTO user_role (company_id, user_id, role_id) VALUES ($1, $2, $3)', [
      companyId,
      userId,
      roleId,
    ]);
  }
  await assertSeats(db, companyId, userId, before);
}
