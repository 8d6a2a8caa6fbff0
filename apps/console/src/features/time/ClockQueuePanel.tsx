import { ClockQueueStatus } from '@wm/widgets';
import { useTranslation } from 'react-i18next';
import type { ClockQueueView } from './useClockQueue.js';
import { formatInZone } from './zones.js';

/**
 * The clock's offline queue (issue 16) through the ClockQueueStatus widget, with the console's
 * translations: `part` 'banner' (top of the screen) or 'card' (beside the clock). Times in `timeZone`.
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
  return (
    <ClockQueueStatus
      part={part}
      online={queue.online}
      summary={queue.summary}
      events={queue.events}
      formatTime={(iso) => formatInZone(iso, timeZone)}
      employeeName={employeeName}
      onSendNow={() => void queue.sync()}
      onDismiss={(id) => void queue.dismiss(id)}
      labels={{
        banner: t('offline.banner'),
        title: t('offline.queueTitle'),
        waiting: (count) => t('offline.waiting', { count }),
        refused: (count) => t('offline.refused', { count }),
        lastSynced: (time) => t('offline.lastSynced', { time }),
        neverSynced: t('offline.neverSynced'),
        lastError: (message) => t('offline.lastError', { message }),
        empty: t('offline.empty'),
        sendNow: t('offline.sendNow'),
        dismiss: t('offline.dismiss'),
        kindIn: t('offline.kindIn'),
        kindOut: t('offline.kindOut'),
      }}
    />
  );
}
