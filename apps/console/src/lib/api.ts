import { createRedirectOn401, getDefaultApiClient, IDENTITY_KEY, isLogonOrLogoffPath } from '@wm/api';
import { mutate } from 'swr';

/** The console's API client (base '/api', same origin; the dev server proxies it). */
export const apiClient = getDefaultApiClient();

/**
 * Registers the 401 handler of platform spec 7: go to '/?redirect=<current path>' unless on a
 * logon/logoff path, and re-check the identity so the signed-in frame notices the ended session
 * (it then sends the user to /logon/ keeping the redirect). `navigate` is the router's navigation.
 */
export function installUnauthorizedRedirect(navigate: (to: string) => void): void {
  const redirect = createRedirectOn401({
    getLocation: () => `${window.location.pathname}${window.location.search}`,
    navigate,
  });
  apiClient.setUnauthorizedHandler((info) => {
    redirect(info);
    const onLogonPage = isLogonOrLogoffPath(window.location.pathname);
    if (!onLogonPage && !isLogonOrLogoffPath(info.requestPath) && info.requestPath !== IDENTITY_KEY) {
      void mutate(IDENTITY_KEY);
    }
  });
}

/** Message of any thrown value (ApiError carries the server's message). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
