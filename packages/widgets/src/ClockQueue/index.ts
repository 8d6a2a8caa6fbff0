export {
  ClockQueueStatus,
  type ClockQueueLabels,
  type ClockQueueStatusProps,
  defaultClockQueueLabels,
} from './ClockQueueStatus';
