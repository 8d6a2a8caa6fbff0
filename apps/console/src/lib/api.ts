import { createRedirectOn401, getDefaultApiClient } from '@wm/api';

/** The console's API client (base '/api', same origin; the dev server proxies it). */
export const apiClient = getDefaultApiClient();

/**
 * Registers the 401 handler of platform spec 7: go to '/?redirect=<current path>' unless on a
 * logon/logoff path. `navigate` is the router's (client-side) navigation.
 */
export function installUnauthorizedRedirect(navigate: (to: string) => void): void {
  apiClient.setUnauthorizedHandler(
    createRedirectOn401({
      getLocation: () => `${window.location.pathname}${window.location.search}`,
      navigate,
    }),
  );
}

/** Message of any thrown value (ApiError carries the server's message). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
