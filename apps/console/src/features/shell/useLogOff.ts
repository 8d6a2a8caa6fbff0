import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { apiClient } from '../../lib/api.js';
import { clearSessionStorageKeys } from '../../lib/storage.js';
import { applyCompanyLabels } from '../../i18n/labels.js';
import { clearDrafts } from './formDrafts.js';

/**
 * Log off and clean up (platform spec 2.3): ends the session on the server (errors ignored: the
 * user is leaving anyway), clears remembered date ranges, sort and trending states and stored
 * preferences, empties the SWR cache, the lookup cache and the service worker's kept API answers
 * (issue 16: the next user of the device must not see them offline), drops the company labels,
 * goes to /logon/. A deliberate log off also drops kept form drafts; a timed one (`returnTo` given,
 * issue 21) keeps them and comes back to `returnTo` after the next sign-in.
 */
export function useLogOff(): (options?: { returnTo?: string }) => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { i18n } = useTranslation();
  return useCallback(
    async (options?: { returnTo?: string }) => {
      await apiClient.account.logoff().catch(() => undefined);
      clearSessionStorageKeys();
      if (!options?.returnTo) clearDrafts();
      apiClient.lookups.invalidate();
      if (typeof caches !== 'undefined') await caches.delete('wm-api').catch(() => false);
      await mutate(() => true, undefined, { revalidate: false });
      applyCompanyLabels(i18n, null);
      const back = options?.returnTo;
      navigate(back && back !== '/' ? `/logon/?redirect=${encodeURIComponent(back)}` : '/logon/', {
        replace: true,
      });
    },
    [i18n, mutate, navigate],
  );
}
