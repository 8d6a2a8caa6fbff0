import { useTriageTickets } from '@wm/api';
import type { Ticket } from '@wm/api/schemas';
import { Badge, Box, Tabs } from '@wm/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api.js';
import { TicketDialog } from './TicketDialog.js';
import { TicketTable } from './TicketTable.js';
import { parseTriageView, TRIAGE_VIEWS, triageView } from './triageModel.js';

/** "Now" for overdue, moved on every minute so a ticket turns overdue while the screen is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * /tickets/triage/ (service spec 2 'Triage list', 4): the open tickets that are unassigned or
 * overdue, by priority then newest call time, with their count; views narrow it to unassigned,
 * overdue or flagged (rejected with employees) tickets (`?view=`). A row opens the ticket.
 */
export function TriagePage() {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const [params, setParams] = useSearchParams();
  const view = parseTriageView(params.get('view'));
  const triage = useTriageTickets(now);
  const rows = useMemo(() => triageView(triage.data ?? [], view, now), [triage.data, view, now]);
  const [open, setOpen] = useState<Ticket | null>(null);
  const title = t('service.triage.title');
  const count = triage.data?.length ?? 0;
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <Box display="flex" gap="sm" alignItems="center">
        <h1>{title}</h1>
        {triage.data ? <Badge tone={count > 0 ? 'warn' : 'neutral'}>{count}</Badge> : null}
      </Box>
      <p role="status">{triage.data ? t('service.triage.count', { count }) : ''}</p>
      {triage.error ? (
        <p role="alert">{t('service.tickets.loadError', { message: errorMessage(triage.error) })}</p>
      ) : null}
      <Tabs
        label={title}
        value={view}
        onValueChange={(v) => setParams(v === 'all' ? {} : { view: v }, { replace: true })}
        items={TRIAGE_VIEWS.map((v) => ({
          value: v,
          label: t(`service.triage.view.${v}`),
          content:
            v !== view ? null : triage.data && rows.length === 0 ? (
              <p>{t('service.triage.empty')}</p>
            ) : (
              <TicketTable tickets={rows} label={title} onOpen={setOpen} />
            ),
        }))}
      />
      <TicketDialog ticket={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
