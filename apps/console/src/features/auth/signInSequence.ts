import type { ApiClient, Identity } from '@wm/api';

/** Steps the sign-in sequence needs from the screen. */
export interface SignInDeps {
  client: ApiClient;
  /** Shows the EULA dialog; resolves true when the user agrees. */
  askEula: (identity: Identity) => Promise<boolean>;
  /** Success toast ('EULA Agreement successfully processed.'). */
  notifyEulaAccepted: () => void;
  /** Applies the loaded identity (language, labels, SWR cache). */
  applyIdentity: (identity: Identity) => Promise<void> | void;
}

/** The user must agree to the EULA: not a global or partner administrator and not agreed yet. */
export function needsEula(identity: Identity): boolean {
  if (identity.adminInfo?.isGlobal || identity.adminInfo?.isPartner) return false;
  return !identity.eula?.accepted;
}

/** What the sequence ended with: signed in (go on), or declined the EULA (signed off again). */
export type SignInOutcome =
  | { status: 'signed-in'; identity: Identity }
  | { status: 'eula-declined' }
  /** The password is temporary: no session yet; the user chooses a new one (signInWithNewPassword). */
  | { status: 'must-change-password' };

/**
 * The steps after the session exists (platform spec 2.2, service spec 4 "Login" 3-6): verify the
 * identity, ask for the EULA when needed (accepting stores the date and shows the success message;
 * declining logs off), apply preferences and company data, ping with isNewSession. Errors of any
 * call propagate (ApiError with the server's message).
 */
export async function completeSignIn(deps: SignInDeps): Promise<SignInOutcome> {
  const { client } = deps;
  let identity = await client.account.identity();
  if (needsEula(identity)) {
    const agreed = await deps.askEula(identity);
    if (!agreed) {
      await client.account.logoff().catch(() => undefined);
      return { status: 'eula-declined' };
    }
    await client.account.acceptEula();
    deps.notifyEulaAccepted();
    identity = await client.account.identity();
  }
  await deps.applyIdentity(identity);
  await client.account.ping(true);
  return { status: 'signed-in', identity };
}

/**
 * Full sign-in with user name and password (platform spec 2.2): log off any existing session (its
 * errors ignored), log on (a refused logon throws ApiError with the server's message; an answer of
 * `success:false` throws an Error with its message, empty when it has none, for the screen to word),
 * then `completeSignIn`.
 */
export async function signIn(deps: SignInDeps, userName: string, password: string): Promise<SignInOutcome> {
  await deps.client.account.logoff().catch(() => undefined);
  const result = await deps.client.account.logon(userName, password);
  if (result?.mustChangePassword) return { status: 'must-change-password' };
  if (!result?.success) throw new Error(result?.message ?? '');
  return completeSignIn(deps);
}

/**
 * Sign-in with a temporary password (issue 19, platform spec 2.2 temporary access): sets the new
 * password, which opens the session, then `completeSignIn`. Errors propagate as ApiError (400 the
 * password rule or 'The new password must differ from the temporary one.', 401 wrong password).
 */
export async function signInWithNewPassword(
  deps: SignInDeps,
  userName: string,
  temporaryPassword: string,
  newPassword: string,
): Promise<SignInOutcome> {
  await deps.client.account.logoff().catch(() => undefined);
  const result = await deps.client.account.changeTemporaryPassword(userName, temporaryPassword, newPassword);
  if (!result?.success) throw new Error(result?.message ?? '');
  return completeSignIn(deps);
}
