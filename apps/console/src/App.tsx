import { ThemeProvider, ToastProvider } from '@wm/ui';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { loadAreas } from './i18n/i18n.js';
import { useI18nInstance } from './i18n/useI18nInstance.js';
import { installUnauthorizedRedirect } from './lib/api.js';
import { buildRoutes } from './routes.js';

function Providers() {
  const { t } = useTranslation();
  const i18n = useI18nInstance();
  const router = useMemo(() => {
    const r = createBrowserRouter(buildRoutes((areas) => loadAreas(i18n, areas)));
    installUnauthorizedRedirect((to) => void r.navigate(to));
    return r;
  }, [i18n]);
  return (
    <ThemeProvider>
      <ToastProvider
        typeLabels={{
          error: t('toast.error'),
          success: t('toast.success'),
          info: t('toast.info'),
          warn: t('toast.warn'),
        }}
        regionLabel={t('toast.region')}
        dismissHint={t('toast.dismiss')}
        dismissLabel={t('toast.dismissLabel')}
      >
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>
  );
}

/** The console root: i18n, theme, toasts, SWR and the router. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Providers />
    </I18nextProvider>
  );
}
