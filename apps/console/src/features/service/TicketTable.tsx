import type { Ticket } from '@wm/api/schemas';
import { ListView, type RowTag } from '@wm/widgets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLabels } from '../common/useListLabels.js';
import { dateTimeColumn } from '../common/dateColumn.js';

export interface TicketTableProps {
  tickets: readonly Ticket[];
  label: string;
  onOpen: (ticket: Ticket) => void;
  /** Rows per page (service spec 2 'Ticket viewer': 10). */
  pageSize?: number;
}

/**
 * The ticket table (service spec 2 'Ticket viewer'): number, name, location, employees, service
 * status, priority, scheduled and call times, duration; sortable and filterable columns, a search,
 * 10 a page; overdue, unassigned and flagged tickets carry a tag. A row click opens the ticket.
 */
export function TicketTable({ tickets, label, onOpen, pageSize = 10 }: TicketTableProps) {
  const { t } = useTranslation();
  const listLabels = useListLabels();
  const columns = useMemo(
    () => [
      {
        id: 'ticketNumber',
        header: t('service.col.number'),
        value: (r: Ticket) => r.ticketNumber,
        width: 80,
        align: 'end' as const,
      },
      { id: 'name', header: t('service.col.name'), value: (r: Ticket) => r.name ?? '', width: 200 },
      {
        id: 'location',
        header: t('service.col.location'),
        value: (r: Ticket) => r.locationLabel ?? '',
        width: 170,
      },
      {
        id: 'employees',
        header: t('service.col.employees'),
        value: (r: Ticket) => r.employeesLabel ?? '',
        width: 170,
      },
      {
        id: 'serviceStatus',
        header: t('service.col.status'),
        value: (r: Ticket) => (r.serviceStatus ? t(`service.status.${r.serviceStatus}`) : ''),
        width: 130,
      },
      {
        id: 'priority',
        header: t('service.col.priority'),
        value: (r: Ticket) => r.priority ?? 1,
        cell: (r: Ticket) => t(`service.priority.${r.priority ?? 1}`),
        filterText: (r: Ticket) => t(`service.priority.${r.priority ?? 1}`),
        width: 100,
      },
      dateTimeColumn('scheduled', t('service.col.scheduled'), (r: Ticket) => r.scheduledTimeStamp, {
        width: 170,
      }),
      dateTimeColumn('call', t('service.col.call'), (r: Ticket) => r.callTimeStamp, {
        width: 170,
        hidden: true,
      }),
    ],
    [t],
  );
  const tags = (r: Ticket): RowTag[] => {
    const out: RowTag[] = [];
    if (r.overdue) out.push({ id: 'overdue', label: t('service.tag.overdue'), tone: 'error' });
    if (r.flagged) out.push({ id: 'flagged', label: t('service.tag.flagged'), tone: 'warn' });
    else if (r.unassigned) out.push({ id: 'unassigned', label: t('service.tag.unassigned'), tone: 'info' });
    return out;
  };
  return (
    <ListView<Ticket>
      data={tickets}
      columns={columns}
      getRowId={(r) => r.id}
      getRowLabel={(r) => `#${r.ticketNumber} ${r.name ?? ''}`}
      getRowTags={tags}
      tagsWidth={110}
      label={label}
      showSearch
      showColumnFilters
      pageSize={pageSize}
      labels={listLabels}
      onRowClick={onOpen}
      cardColumns={['ticketNumber', 'name', 'serviceStatus', 'scheduled']}
    />
  );
}
