import { Box, Card, Spinner } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiClient } from '../../lib/api.js';
import { usePayrollTranslation } from '../payroll/i18n.js';

/**
 * The anonymous unsubscribe page /reports/optout?scheduledReport=..&subscriber=..&token=.. (time
 * spec 2, 7): posts the signed link to /api/report-optout and shows the report name and whether
 * unsubscribing worked. A failure shows no success (time spec 8).
 */
export function OptOutPage() {
  const { t } = usePayrollTranslation();
  const [search] = useSearchParams();
  const [state, setState] = useState<{ loading: boolean; name: string | null; success: boolean }>({
    loading: true,
    name: null,
    success: false,
  });
  useEffect(() => {
    let cancelled = false;
    apiClient.http
      .post<{ name: string | null; success: boolean }>('/report-optout', {
        scheduledReport: search.get('scheduledReport') ?? '',
        subscriber: search.get('subscriber') ?? '',
        token: search.get('token') ?? '',
      })
      .then((r) => !cancelled && setState({ loading: false, name: r.name, success: r.success }))
      .catch(() => !cancelled && setState({ loading: false, name: null, success: false }));
    return () => {
      cancelled = true;
    };
  }, [search]);
  return (
    <Box padding="xl" display="flex" justifyContent="center">
      <Card title={t('optout.title')}>
        {state.loading ? (
          <div role="status" aria-label={t('common.loading')}>
            <Spinner size="lg" />
          </div>
        ) : (
          <div role="status">
            {state.name ? <p>{t('optout.report', { name: state.name })}</p> : null}
            <p>{state.success ? t('optout.success') : t('optout.failure')}</p>
          </div>
        )}
      </Card>
    </Box>
  );
}
