import { Badge, Button, Card } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ClockPage.css.js';
import type { ClockQueueView } from './useClockQueue.js';
import { formatInZone } from './zones.js';

/**
 * The clock's offline queue (issue 16): an offline banner without network; the count of taps
 * waiting to send (badge), refused ones with the server's message and a Dismiss button, the last
 * sync time and the last error, and 'Send now'. Times show in `timeZone`. `part` draws only the
 * banner (top of the screen) or only the queue card (beside the clock); both by default.
 */
export function ClockQueuePanel({
  queue,
  timeZone,
  employeeName,
  part,
}: {
  part?: 'banner' | 'card';
  queue: ClockQueueView;
  timeZone: string;
  /** The name of an employee id (for taps made for others). */
  employeeName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const { summary, events, online } = queue;
  const shown = events.length > 0 || !online || summary.lastError || summary.lastSyncedAt;
  return (
    <>
      {online || part === 'card' ? null : (
        <div className={styles.offlineBanner} role="status" data-testid="offline-banner">
          {t('offline.banner')}
        </div>
      )}
      {shown && part !== 'banner' ? (
        <Card title={t('offline.queueTitle')}>
          <div className={styles.stack} data-testid="clock-queue">
            <div className={styles.buttons}>
              <Badge tone={summary.waiting > 0 ? 'warn' : 'neutral'}>
                <span data-testid="queue-waiting">{t('offline.waiting', { count: summary.waiting })}</span>
              </Badge>
              {summary.refused > 0 ? (
                <Badge tone="error">{t('offline.refused', { count: summary.refused })}</Badge>
              ) : null}
            </div>
            <div className={styles.muted}>
              {summary.lastSyncedAt
                ? t('offline.lastSynced', { time: formatInZone(summary.lastSyncedAt, timeZone) })
                : t('offline.neverSynced')}
            </div>
            {summary.lastError ? (
              <div className={styles.refusedMessage}>
                {t('offline.lastError', { message: summary.lastError })}
              </div>
            ) : null}
            {events.length === 0 ? <div className={styles.muted}>{t('offline.empty')}</div> : null}
            <ul className={styles.statusList}>
              {events.map((e) => {
                const at = String(
                  (e.kind === 'in' ? e.record.inTimeStamp : e.record.outTimeStamp) ?? e.createdAt,
                );
                return (
                  <li key={e.clientEventId} className={styles.refusedRow} data-queue-state={e.state}>
                    <span>
                      <Badge tone={e.state === 'refused' ? 'error' : 'warn'}>
                        {e.kind === 'in' ? t('offline.kindIn') : t('offline.kindOut')}
                      </Badge>{' '}
                      {employeeName(e.employee_id)} · {formatInZone(at, timeZone)}
                      {e.refusal ? <div className={styles.refusedMessage}>{e.refusal.message}</div> : null}
                    </span>
                    {e.state === 'refused' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => void queue.dismiss(e.clientEventId)}
                      >
                        {t('offline.dismiss')}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {summary.waiting > 0 && online ? (
              <div>
                <Button size="sm" variant="secondary" onClick={() => void queue.sync()}>
                  {t('offline.sendNow')}
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
      ) : null}
    </>
  );
}
