import type { ClockQueueSummary, QueuedClockEvent } from '@wm/domain';
import { Badge, Button, Card } from '@wm/ui';
import * as styles from './ClockQueueStatus.css';

/** Texts of ClockQueueStatus (English defaults; the console passes its translations). */
export interface ClockQueueLabels {
  banner: string;
  title: string;
  waiting: (count: number) => string;
  refused: (count: number) => string;
  lastSynced: (time: string) => string;
  neverSynced: string;
  lastError: (message: string) => string;
  empty: string;
  sendNow: string;
  dismiss: string;
  kindIn: string;
  kindOut: string;
}

export const defaultClockQueueLabels: ClockQueueLabels = {
  banner: 'No network: clock taps are saved on this device and sent when the network returns.',
  title: 'Waiting to send',
  waiting: (n) => `Waiting to send: ${n}`,
  refused: (n) => `Refused: ${n}`,
  lastSynced: (time) => `Last sent: ${time}`,
  neverSynced: 'Not sent yet',
  lastError: (message) => `Last attempt failed: ${message}`,
  empty: 'Nothing waiting: every clock tap reached the server.',
  sendNow: 'Send now',
  dismiss: 'Dismiss',
  kindIn: 'IN',
  kindOut: 'OUT',
};

export interface ClockQueueStatusProps {
  /** Whether the device has a network (navigator.onLine). */
  online: boolean;
  /** The user's queue counts, last sync and last error (clockQueueSummary of @wm/domain). */
  summary: ClockQueueSummary;
  /** The user's queued taps, in order (userClockEvents of @wm/domain). */
  events: readonly QueuedClockEvent[];
  /** An instant (ISO UTC) as the screen shows times. */
  formatTime: (iso: string) => string;
  /** An employee's name from its id. */
  employeeName: (id: string) => string;
  onSendNow?: () => void;
  onDismiss?: (clientEventId: string) => void;
  /** Only the offline banner, only the queue card, or both (default). */
  part?: 'banner' | 'card';
  labels?: Partial<ClockQueueLabels>;
}

/**
 * The offline clock queue's status (issue 16): without network a banner; the count of taps
 * 'Waiting to send' as a badge, refused taps with the server's message and Dismiss, the last sync
 * time, the last error, and 'Send now' when online. Hidden when there is nothing to tell (online,
 * never synced, nothing queued).
 */
export function ClockQueueStatus({
  online,
  summary,
  events,
  formatTime,
  employeeName,
  onSendNow,
  onDismiss,
  part,
  labels: labelsProp,
}: ClockQueueStatusProps) {
  const labels = { ...defaultClockQueueLabels, ...labelsProp };
  const shown = events.length > 0 || !online || summary.lastError || summary.lastSyncedAt;
  return (
    <div className={part ? styles.contents : styles.stack}>
      {online || part === 'card' ? null : (
        <div className={styles.banner} role="status" data-testid="offline-banner">
          {labels.banner}
        </div>
      )}
      {shown && part !== 'banner' ? (
        <Card title={labels.title}>
          <div className={styles.stack} data-testid="clock-queue">
            <div className={styles.row}>
              <Badge tone={summary.waiting > 0 ? 'warn' : 'neutral'}>
                <span data-testid="queue-waiting">{labels.waiting(summary.waiting)}</span>
              </Badge>
              {summary.refused > 0 ? <Badge tone="error">{labels.refused(summary.refused)}</Badge> : null}
            </div>
            <div className={styles.muted}>
              {summary.lastSyncedAt
                ? labels.lastSynced(formatTime(summary.lastSyncedAt))
                : labels.neverSynced}
            </div>
            {summary.lastError ? (
              <div className={styles.error}>{labels.lastError(summary.lastError)}</div>
            ) : null}
            {events.length === 0 ? <div className={styles.muted}>{labels.empty}</div> : null}
            <ul className={styles.list}>
              {events.map((e) => {
                const at = String(
                  (e.kind === 'in' ? e.record.inTimeStamp : e.record.outTimeStamp) ?? e.createdAt,
                );
                return (
                  <li key={e.clientEventId} className={styles.item} data-queue-state={e.state}>
                    <span>
                      <Badge tone={e.state === 'refused' ? 'error' : 'warn'}>
                        {e.kind === 'in' ? labels.kindIn : labels.kindOut}
                      </Badge>{' '}
                      {employeeName(e.employee_id)} · {formatTime(at)}
                      {e.refusal ? <div className={styles.error}>{e.refusal.message}</div> : null}
                    </span>
                    {e.state === 'refused' && onDismiss ? (
                      <Button size="sm" variant="secondary" onClick={() => onDismiss(e.clientEventId)}>
                        {labels.dismiss}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {summary.waiting > 0 && online && onSendNow ? (
              <div>
                <Button size="sm" variant="secondary" onClick={onSendNow}>
                  {labels.sendNow}
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
