import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

/** Hashes a password with argon2id (design.md section 3). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Checks a password against an argon2 hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random URL-safe token (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token or session id: its SHA-256, so a database leak yields no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
