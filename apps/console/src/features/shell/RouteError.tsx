import { Box, Button, Card } from '@wm/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { apiClient } from '../../lib/api.js';
import { clientErrorReport } from './routeError.js';

/**
 * The error boundary of every route (issue 15): instead of React Router's developer screen, a
 * translated message with a Reload action and a link home. The error is reported once to the
 * server's log (POST /api/client-errors, which limits size and rate); a failed report is ignored.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    if (isRouteErrorResponse(error) && error.status === 404) return;
    apiClient.http.post('/client-errors', clientErrorReport(error, pathname)).catch(() => undefined);
  }, [error, pathname]);
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md" role="alert" data-testid="route-error">
      <h1>{t('routeError.title')}</h1>
      <Card>
        <p>{t('routeError.message')}</p>
        <Box display="flex" gap="sm">
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button onClick={() => window.location.assign('/')}>{t('routeError.home')}</Button>
        </Box>
      </Card>
    </Box>
  );
}
