import type { Ticket } from '@wm/api/schemas';
import { Button, Dialog } from '@wm/ui';
import type { TicketEditorOptions } from '@wm/widgets';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import * as styles from './TicketPrint.css.js';
import { ticketPrintRows } from './ticketPrint.js';

export interface TicketPrintDialogProps {
  /** The ticket to print (the saved record, with its display fields), or null when closed. */
  ticket: (Partial<Ticket> & Record<string, unknown>) | null;
  /** The pickers' records: skill, problem and form names. */
  options: TicketEditorOptions;
  onClose: () => void;
}

/**
 * The ticket manager's printing popup (service spec 2 'Ticket manager'): the ticket as a sheet of
 * labelled lines in the user's language (ticketPrintRows), a Print button that opens the browser's
 * print dialog and Close. Empty lines are left out. The printed copy is a child of <body> (outside
 * the dialog's scrolling box), the only thing on paper.
 */
export function TicketPrintDialog({ ticket, options, onClose }: TicketPrintDialogProps) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(
    () =>
      ticket
        ? ticketPrintRows(
            ticket,
            { skills: options.skills, problems: options.problems, forms: options.forms },
            {
              locale: i18n.language === 'es' ? 'es' : 'en-US',
              status: (s) => t(`service.status.${s}`),
              priority: (p) => t(`service.priority.${p}`),
              minutes: (n) => t('service.print.minutes', { count: n }),
              filled: t('service.forms.filled'),
              notFilled: t('service.forms.notFilled'),
            },
          ).filter((r) => r.value !== '')
        : [],
    [ticket, options, t, i18n.language],
  );
  if (!ticket) return null;
  const title = t('service.tickets.editTitle', {
    number: ticket.ticketNumber ?? '',
    name: ticket.name ?? '',
  });
  const sheet = (
    <>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <dl className={styles.lines}>
        {rows.map((r) => (
          <div key={r.key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{t(r.key)}</dt>
            <dd className={styles.detail}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('service.print.title')}
      size="md"
      footer={
        <>
          <Button variant="primary" onClick={() => window.print()}>
            {t('service.print.print')}
          </Button>
          <Button onClick={onClose}>{t('service.print.close')}</Button>
        </>
      }
    >
      <div className={styles.sheet} data-testid="ticket-print-sheet">
        {sheet}
      </div>
      {createPortal(<div className={styles.paper}>{sheet}</div>, document.body)}
    </Dialog>
  );
}
