import { type ReactNode, useMemo } from 'react';
import * as controls from '../internal/controls.css';
import type { TileSource } from '../Map/mapGeometry';
import { MapView } from '../Map/MapView';
import * as styles from './SchedulerMap.css';
import {
  priorityPinColor,
  type SchedulerMapTechnician,
  type SchedulerMapTicket,
  schedulerMapPins,
} from './schedulerMapPins';

/** The priority (1 low, 2 medium, 3 high) a ticket is drawn with: anything else is medium. */
const priorityOf = (p: number | null | undefined) => (p === 1 || p === 3 ? p : 2) as 1 | 2 | 3;

/** Translated strings of the SchedulerMap (English defaults). */
export interface SchedulerMapLabels {
  map: string;
  technicians: string;
  unassigned: string;
  noPosition: string;
  /** 'Last GPS fix {time}' with the already formatted time. */
  lastFix: (time: string) => string;
  assignedTo: string;
  priority: string;
  priorities: Record<1 | 2 | 3, string>;
  /** Name of the legend of the ticket markers' priority colours. */
  legend: string;
  open: string;
  noUnassigned: string;
  close: string;
  offline: string;
  notConfigured: string;
  skipped: (n: number) => string;
}

export const defaultSchedulerMapLabels: SchedulerMapLabels = {
  map: 'Technicians and tickets map',
  technicians: 'Technicians',
  unassigned: 'Unassigned tickets',
  noPosition: 'No GPS position',
  lastFix: (time) => `Last GPS fix ${time}`,
  assignedTo: 'Assigned to',
  priority: 'Priority',
  priorities: { 1: 'Low', 2: 'Medium', 3: 'High' },
  legend: 'Ticket priority',
  open: 'Open ticket',
  noUnassigned: 'No unassigned tickets',
  close: 'Close',
  offline: 'Offline map',
  notConfigured: 'Map tiles are not configured',
  skipped: (n) => `${n} without coordinates`,
};

export interface SchedulerMapProps {
  /** The scheduler's rows in order (letters A, B, C... follow it), each with its last GPS fix. */
  technicians: readonly SchedulerMapTechnician[];
  /** Tickets at their location's coordinates. */
  tickets: readonly SchedulerMapTicket[];
  /** Google Maps key (else raster `tiles`, else the offline grid with its 'not configured' note). */
  apiKey?: string;
  tiles?: TileSource | null;
  width?: number;
  height?: number;
  /** Formats a fix instant (ISO 8601) for display; default the ISO text. */
  formatTime?: (iso: string) => string;
  /** Opens a ticket (the scheduler's ticket popup); without it the info windows have no open button. */
  onOpen?: (ticketId: string) => void;
  labels?: Partial<SchedulerMapLabels>;
}

/**
 * The scheduler's GPS view (service spec 2 'GPS view'): a MapView with the technicians as blue
 * letter pins A, B, C at their last GPS fix, tickets as square markers coloured by priority and
 * lettered with their technician, unassigned tickets as separate '?' markers, and an info window on
 * every marker (a ticket's has 'Open ticket'). Beside the map: the legend of the priority colours
 * (so colour is explained, and each ticket's info window names its priority), the technicians'
 * letters with their last fix time (or 'No GPS position') and the unassigned tickets as buttons,
 * each marked in its priority's colour with the priority read out. Controlled and
 * fetch-free: the host passes positions and tickets; strings come translated through `labels`.
 */
export function SchedulerMap({
  technicians,
  tickets,
  apiKey,
  tiles,
  width = 720,
  height = 480,
  formatTime = (iso) => iso,
  onOpen,
  labels: given,
}: SchedulerMapProps) {
  const labels = { ...defaultSchedulerMapLabels, ...given };
  const names = useMemo(() => new Map(technicians.map((t) => [t.id, t.name])), [technicians]);
  const { pins, kinds, letters } = useMemo(
    () => schedulerMapPins(technicians, tickets),
    [technicians, tickets],
  );
  const withContent = pins.map((p) => {
    const k = kinds.get(p.id);
    let content: ReactNode = null;
    if (k?.kind === 'technician') {
      content = k.technician.position?.at ? labels.lastFix(formatTime(k.technician.position.at)) : null;
    } else if (k) {
      const x = k.ticket;
      const who = (x.employeeIds ?? []).map((e) => names.get(e) ?? e).join(', ');
      const pr = priorityOf(x.priority);
      content = (
        <div className={styles.info}>
          <div>
            {labels.priority}: {labels.priorities[pr]}
          </div>
          <div>
            {labels.assignedTo}: {who || '—'}
          </div>
          {onOpen ? (
            <button type="button" className={controls.smallButton} onClick={() => onOpen(x.id)}>
              {labels.open}
            </button>
          ) : null}
        </div>
      );
    }
    return { ...p, content };
  });
  const unassigned = tickets.filter((x) => (x.employeeIds ?? []).length === 0);
  return (
    <div className={styles.root}>
      <MapView
        label={labels.map}
        pins={withContent}
        apiKey={apiKey}
        tiles={tiles}
        width={width}
        height={height}
        cluster={false}
        labels={{
          close: labels.close,
          offline: labels.offline,
          notConfigured: labels.notConfigured,
          skipped: labels.skipped,
        }}
      />
      <div className={styles.side}>
        <h3 className={styles.heading}>{labels.legend}</h3>
        <ul className={styles.legend} aria-label={labels.legend}>
          {([3, 2, 1] as const).map((pr) => (
            <li key={pr} className={styles.item} data-priority={pr}>
              <span
                className={`${styles.ticketMark} ${styles.ticketMarkColor[priorityPinColor(pr)]}`}
                aria-hidden="true"
              />
              {labels.priorities[pr]}
            </li>
          ))}
        </ul>
        <h3 className={styles.heading}>{labels.technicians}</h3>
        <ul className={styles.list} aria-label={labels.technicians}>
          {technicians.map((t) => (
            <li key={t.id} className={styles.item} data-technician={t.id}>
              <span className={styles.letter} aria-hidden="true">
                {letters.get(t.id)}
              </span>
              <span>
                {t.name}
                <span className={styles.muted}>
                  {t.position
                    ? t.position.at
                      ? ` · ${labels.lastFix(formatTime(t.position.at))}`
                      : ''
                    : ` · ${labels.noPosition}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <h3 className={styles.heading}>{labels.unassigned}</h3>
        {unassigned.length === 0 ? (
          <p className={styles.muted}>{labels.noUnassigned}</p>
        ) : (
          <ul className={styles.list} aria-label={labels.unassigned}>
            {unassigned.map((x) => (
              <li key={x.id} className={styles.item} data-priority={priorityOf(x.priority)}>
                <span
                  className={`${styles.ticketMark} ${styles.ticketMarkColor[priorityPinColor(x.priority)]}`}
                  aria-hidden="true"
                >
                  ?
                </span>
                <span className={controls.visuallyHidden}>
                  {labels.priority}: {labels.priorities[priorityOf(x.priority)]},
                </span>
                {onOpen ? (
                  <button type="button" className={styles.link} onClick={() => onOpen(x.id)}>
                    {x.title}
                  </button>
                ) : (
                  <span>{x.title}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
