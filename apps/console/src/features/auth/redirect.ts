/**
 * The in-app path to go to after sign-in: the `redirect` query value when it is a local path
 * ('/time/clock/?x=1'), else '/'. Absolute URLs, protocol-relative '//host' and logon paths are
 * refused so a crafted link cannot send the user elsewhere or back to sign-in.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/^\/(logon|logoff)(\/|$|\?)/i.test(value)) return '/';
  return value;
}

/** The login states of /logon/{loginState?}/{token?} (service spec 2, platform spec 2.2). */
export type LoginState =
  | 'sign-in'
  | 'forgot-password'
  | 'reset-password'
  | 'temporary-access'
  | 'reset-expired';

/**
 * Reads the route parameters: no state is normal sign-in; 'reset-password' and 'temporary-access'
 * without a token, and unknown states, answer `{redirect: '/logon/'}` (platform spec 8 "Missing token").
 */
export function parseLoginState(
  loginState: string | undefined,
  token: string | undefined,
): { state: LoginState; token?: string } | { redirect: string } {
  if (!loginState) return { state: 'sign-in' };
  switch (loginState) {
    case 'forgot-password':
    case 'reset-expired':
      return { state: loginState };
    case 'reset-password':
    case 'temporary-access':
      return token ? { state: loginState, token } : { redirect: '/logon/' };
    default:
      return { redirect: '/logon/' };
  }
}
