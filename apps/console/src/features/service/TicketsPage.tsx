import { SERVICE_ENTITIES, useEntityList, useTicket } from '@wm/api';
import type { Ticket } from '@wm/api/schemas';
import { Box, Button, Select } from '@wm/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api.js';
import { TicketDialog } from './TicketDialog.js';
import { TicketTable } from './TicketTable.js';
import { isOpenTicket } from './ticketModel.js';
import { useTicketEditorSetup } from './useTicketEditorSetup.js';

/**
 * /tickets/tickets/ (service spec 2 'Ticket viewer'): the company's tickets (a field employee's
 * own only: the server scopes them), open ones by default, in a sortable, filterable table of 10 a
 * page; 'New ticket' (Service:Execute:CreateTicket) opens the wizard and a row opens the ticket.
 * `?ticket={id}` (the scheduler popup's edit link, opened in a new tab) opens that ticket once read. Without
 * Service:Edit:Ticket (a field employee) the page says the list is the user's own and read-only.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const setup = useTicketEditorSetup();
  const [show, setShow] = useState<'open' | 'all'>('open');
  const list = useEntityList<Ticket>(SERVICE_ENTITIES.ticket, {
    orderby: 'ticketNumber desc',
    top: 10000,
  });
  const rows = useMemo(
    () => (list.data ?? []).filter((r) => show === 'all' || isOpenTicket(r)),
    [list.data, show],
  );
  const [open, setOpen] = useState<Ticket | 'new' | null>(null);
  const [params, setParams] = useSearchParams();
  const linked = useTicket(params.get('ticket'));
  useEffect(() => {
    if (linked.data) setOpen(linked.data);
  }, [linked.data]);
  const close = () => {
    setOpen(null);
    if (params.has('ticket')) {
      const next = new URLSearchParams(params);
      next.delete('ticket');
      setParams(next, { replace: true });
    }
  };
  const title = t('service.tickets.title');
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{title}</h1>
      {setup.canEdit ? null : <p>{t('service.tickets.ownOnly')}</p>}
      <Box display="flex" gap="sm" alignItems="flex-end" flexWrap="wrap">
        <Select
          label={t('service.tickets.filter.label')}
          options={[
            { value: 'open', label: t('service.tickets.filter.open') },
            { value: 'all', label: t('service.tickets.filter.all') },
          ]}
          value={show}
          onValueChange={(v) => setShow(v === 'all' ? 'all' : 'open')}
        />
        {setup.canCreate ? (
          <Button variant="primary" onClick={() => setOpen('new')}>
            {t('service.tickets.new')}
          </Button>
        ) : null}
      </Box>
      {list.error ? (
        <p role="alert">{t('service.tickets.loadError', { message: errorMessage(list.error) })}</p>
      ) : null}
      <TicketTable tickets={rows} label={title} onOpen={(r) => setOpen(r)} />
      <TicketDialog ticket={open} onClose={close} />
    </Box>
  );
}
