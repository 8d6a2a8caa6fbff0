import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of a signed download URL in seconds (service spec 9: "Signed file URL valid 3600 s"). */
export const SIGNED_URL_TTL_SECONDS = 3600;

/** HMAC-SHA256 over `{fileId}.{expires}`, base64url without padding. */
function signature(fileId: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${fileId}.${expires}`).digest('base64url');
}

/**
 * A signed download URL for a file: `/api/file/{id}?expires={unix seconds}&sig={hmac}`, valid for
 * `ttlSeconds` (default 3600) from `nowSeconds` (unix seconds, UTC).
 */
export function signFileUrl(
  fileId: string,
  secret: string,
  nowSeconds: number,
  ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
): { url: string; expires: number; sig: string } {
  const expires = Math.floor(nowSeconds) + ttlSeconds;
  const sig = signature(fileId, expires, secret);
  return { url: `/api/file/${encodeURIComponent(fileId)}?expires=${expires}&sig=${sig}`, expires, sig };
}

/** Result of checking a signed URL. */
export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Checks the `expires` and `sig` query values of a signed URL for `fileId` at `nowSeconds` (unix s).
 * 'invalid' when either is missing or malformed, when the signature does not match (constant-time
 * compare), or when `expires` lies further ahead than one TTL (never issued by us); 'expired' when
 * `expires` has passed; else 'valid'.
 */
export function verifyFileSignature(
  fileId: string,
  expires: unknown,
  sig: unknown,
  secret: string,
  nowSeconds: number,
  ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
): SignatureCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
  const exp = Number(expires);
  const expected = Buffer.from(signature(fileId, exp, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (exp > Math.floor(nowSeconds) + ttlSeconds) return 'invalid';
  if (exp < nowSeconds) return 'expired';
  return 'valid';
}
