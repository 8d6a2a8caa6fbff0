import { Box, Button, Card, Spinner } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../../lib/api.js';
import * as styles from './company.css.js';

/** One stored e-mail of GET /api/Outbox. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  state: string;
  error: string | null;
  createdOn: string;
  sentOn: string | null;
  attachments: { id: string; fileName: string; contentType: string; size: number }[];
}

/** The download URL of an outbox attachment (administrators' session). */
export const attachmentUrl = (messageId: string, attachmentId: string) =>
  `/api/Outbox/${encodeURIComponent(messageId)}/attachment/${encodeURIComponent(attachmentId)}`;

/**
 * The outbox (issue 15 section 4), for administrators: every e-mail the server stored for the
 * company (sent through SMTP or, without SMTP, only kept here): recipient, subject, time and state,
 * newest first; choosing one shows its body and its attachments to download. Without SMTP this is
 * where password-reset and invitation links can be read.
 */
export function OutboxTab() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR<OutboxMessage[]>('/Outbox', () =>
    apiClient.http.get<OutboxMessage[]>('/Outbox'),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  const list = data ?? [];
  const open = list.find((m) => m.id === selected) ?? null;
  return (
    <div className={styles.split}>
      <div className={styles.pane}>
        <div className={styles.bar}>
          <p className={styles.hint}>{t('outbox.hint')}</p>
          <span className={styles.spacer} />
          <Button size="sm" onClick={() => void mutate()}>
            {t('outbox.refresh')}
          </Button>
        </div>
        {list.length === 0 ? (
          <p>{t('outbox.empty')}</p>
        ) : (
          <table className={styles.table} aria-label={t('outbox.title')}>
            <thead>
              <tr>
                <th>{t('outbox.to')}</th>
                <th>{t('outbox.subject')}</th>
                <th>{t('outbox.time')}</th>
                <th>{t('outbox.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((m) => (
                <tr key={m.id} aria-selected={m.id === selected}>
                  <td>{m.to}</td>
                  <td>
                    <button type="button" className={styles.listButton} onClick={() => setSelected(m.id)}>
                      {m.subject || t('outbox.noSubject')}
                    </button>
                  </td>
                  <td>{when(m.createdOn)}</td>
                  <td>{t(`outbox.stateName.${m.state}`, { defaultValue: m.state })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className={styles.pane}>
        {open ? (
          <Card title={open.subject || t('outbox.noSubject')} headingLevel={2}>
            <Box display="flex" flexDirection="column" gap="sm">
              <p className={styles.hint}>
                {t('outbox.to')}: {open.to} · {when(open.createdOn)}
                {open.sentOn ? ` · ${t('outbox.sentOn', { time: when(open.sentOn) })}` : ''}
              </p>
              {open.error ? <p role="alert">{open.error}</p> : null}
              <pre data-testid="outbox-body" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {open.body}
              </pre>
              {open.attachments.length > 0 ? (
                <div>
                  <strong>{t('outbox.attachments')}</strong>
                  <ul>
                    {open.attachments.map((a) => (
                      <li key={a.id}>
                        <a href={attachmentUrl(open.id, a.id)} download={a.fileName}>
                          {a.fileName}
                        </a>{' '}
                        ({Math.max(1, Math.round(a.size / 1024))} KB)
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </Box>
          </Card>
        ) : (
          <p className={styles.hint}>{t('outbox.choose')}</p>
        )}
      </div>
    </div>
  );
}
