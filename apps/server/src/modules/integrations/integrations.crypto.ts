import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';

const PREFIX = 'enc:v1:';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The AES-256 key of encrypted integration values: sha256 of INTEGRATION_SECRET_KEY when set, else
 * of a random secret generated once per database (table integration_secret) so replicas agree.
 */
export function integrationKey(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const fromEnv = env.INTEGRATION_SECRET_KEY;
  if (fromEnv) return Promise.resolve(createHash('sha256').update(fromEnv).digest());
  let cached = keys.get(db);
  if (!cached) {
    cached = (async () => {
      await db.query(
        'INSERT INTO integration_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
        [randomBytes(32).toString('base64url')],
      );
      const rows = await db.query<{ secret: string }>('SELECT secret FROM integration_secret WHERE id = 1');
      return createHash('sha256').update(rows[0]!.secret).digest();
    })();
    cached.catch(() => keys.delete(db));
    keys.set(db, cached);
  }
  return cached;
}

/** 'enc:v1:' + base64url(iv 12 | tag 16 | ciphertext), AES-256-GCM. */
export function encryptValue(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url');
}

/** The plain value of encryptValue's output; null when it is not one or does not decrypt. */
export function decryptValue(stored: string, key: Buffer): string | null {
  if (!stored.startsWith(PREFIX)) return null;
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const isEncrypted = (v: unknown): v is string => typeof v === 'string' && v.startsWith(PREFIX);
