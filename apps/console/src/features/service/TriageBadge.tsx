import { useTriageTickets } from '@wm/api';
import { Badge } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The triage menu entry's count badge (service spec 2 'Triage list: ... with a count badge'): the
 * number of open tickets that are unassigned or overdue now (re-counted every minute and whenever
 * tickets change, live updates included). Nothing while loading, on error or at zero.
 */
export function TriageBadge() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  const { data } = useTriageTickets(now);
  const count = data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span title={t('service.triage.count', { count })} style={{ marginInlineStart: 6 }}>
      <Badge tone="warn" size="sm">
        {count}
      </Badge>
    </span>
  );
}
