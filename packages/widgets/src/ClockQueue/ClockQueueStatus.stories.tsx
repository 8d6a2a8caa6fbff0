import type { Meta, StoryObj } from '@storybook/react-vite';
import { type QueuedClockEvent, clockQueueSummary, emptyClockQueue, enqueueClockEvents } from '@wm/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultClockQueueLabels, ClockQueueStatus } from './ClockQueueStatus';

const T0 = '2026-03-02T15:00:00.000Z';
const names: Record<string, string> = { e1: 'Gabriel Garcia', e2: 'Fiona Fields' };
let queue = enqueueClockEvents(emptyClockQueue(), [
  {
    clientEventId: 'a',
    userId: 'u1',
    createdAt: T0,
    kind: 'in',
    employee_id: 'e1',
    record: { employee_id: 'e1', inTimeStamp: T0 },
  },
  {
    clientEventId: 'b',
    userId: 'u1',
    createdAt: '2026-03-02T23:30:00.000Z',
    kind: 'out',
    employee_id: 'e1',
    record: { employee_id: 'e1', outTimeStamp: '2026-03-02T23:30:00.000Z' },
  },
]);
queue = {
  ...queue,
  events: queue.events.map(
    (e): QueuedClockEvent =>
      e.clientEventId === 'a'
        ? {
            ...e,
            state: 'refused',
            refusal: { statusCode: 409, message: 'This employee already clocked IN within the last hour.' },
          }
        : e,
  ),
  lastSyncedAt: { u1: '2026-03-02T23:40:00.000Z' },
};
const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

const meta = {
  title: 'widgets/ClockQueueStatus',
  component: ClockQueueStatus,
  args: {
    online: false,
    summary: clockQueueSummary(queue, 'u1'),
    events: queue.events,
    formatTime,
    employeeName: (id: string) => names[id] ?? id,
    onSendNow: fn(),
    onDismiss: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The offline clock queue's status (issue 16): an offline banner, the 'Waiting to send' count, refused " +
          'taps with the server message and Dismiss, the last sync and the last error. Feed it the domain ' +
          "queue's summary and the user's events; do pass translated labels.",
      },
    },
  },
} satisfies Meta<typeof ClockQueueStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline with a queued OUT and a refused IN. */
export const Offline: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultClockQueueLabels);
    const c = within(canvasElement);
    await expect(c.getByTestId('offline-banner')).toHaveTextContent(l.banner);
    await expect(c.getByTestId('queue-waiting')).toHaveTextContent(l.waiting(1));
    await expect(c.getByText(l.refused(1))).toBeVisible();
    await expect(c.getByText('This employee already clocked IN within the last hour.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: l.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
    // No network: nothing to send now.
    await expect(c.queryByRole('button', { name: l.sendNow })).toBeNull();
  },
};

/** Back online after a failed attempt, in Spanish. */
export const OnlineWithError: Story = {
  args: {
    online: true,
    summary: { ...clockQueueSummary(queue, 'u1'), lastError: 'Network error: Failed to fetch' },
    labels: {
      title: 'Pendientes de envío',
      waiting: (n) => `Pendientes de envío: ${n}`,
      refused: (n) => `Rechazadas: ${n}`,
      lastSynced: (t) => `Último envío: ${t}`,
      lastError: (m) => `El último intento falló: ${m}`,
      sendNow: 'Enviar ahora',
      dismiss: 'Descartar',
      kindIn: 'ENTRADA',
      kindOut: 'SALIDA',
    },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultClockQueueLabels);
    const c = within(canvasElement);
    await expect(c.queryByTestId('offline-banner')).toBeNull();
    await expect(c.getByText(l.lastError('Network error: Failed to fetch'))).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: l.sendNow }));
    await expect(args.onSendNow).toHaveBeenCalled();
  },
};

/** Online, never synced, nothing queued: nothing is drawn. */
export const Nothing: Story = {
  args: {
    online: true,
    events: [],
    summary: { waiting: 0, refused: 0, lastSyncedAt: null, lastError: null },
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('clock-queue')).toBeNull();
  },
};
