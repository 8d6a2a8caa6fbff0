export {
  defaultSchedulerGridLabels,
  SchedulerGrid,
  type SchedulerGridChange,
  type SchedulerGridLabels,
  type SchedulerGridProps,
  type SchedulerGridRow,
  type SchedulerGridTicket,
  type SchedulerGridView,
  STATUS_ICONS,
} from './SchedulerGrid';
export { layoutTickets, type PlacedTicket, UNASSIGNED_ROW, visibleInRange } from './schedulerLayout';
export {
  defaultSchedulerMapLabels,
  SchedulerMap,
  type SchedulerMapLabels,
  type SchedulerMapProps,
} from './SchedulerMap';
export {
  priorityPinColor,
  type SchedulerMapPinKind,
  type SchedulerMapTechnician,
  type SchedulerMapTicket,
  schedulerMapPins,
} from './schedulerMapPins';
