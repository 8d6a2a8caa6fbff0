/** Message for a password that breaks the rule of platform spec 2.2 / service spec 5. */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain a lowercase letter, an uppercase letter and a non-letter character.';

/**
 * Password rule (platform spec 2.2): at least one lowercase letter, one uppercase letter and one
 * non-letter character. Returns null when the password is acceptable, else the message. Letters are
 * Unicode letters, so 'Ñandú-1' passes.
 */
export function validatePassword(password: string): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Password is required.';
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const nonLetter = /[^\p{L}]/u.test(password);
  return lower && upper && nonLetter ? null : PASSWORD_RULE_MESSAGE;
}

/** 'Password confirmation must equal the named field' (platform spec 5.2). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
