import { Card, Select } from '@wm/ui';
import * as styles from './DashboardCards.css';

/** A device not synced within the flagged hours (dashboard-device). */
export interface FlaggedDevice {
  id: string;
  name: string;
  /** Last sync instant, ISO UTC; null: never synced. */
  lastSyncTimeStamp: string | null;
}

/** Texts of FlaggedDevicesCard (English defaults; the console passes its translations). */
export interface FlaggedDevicesCardLabels {
  title: string;
  flaggedHours: string;
  hours: (n: number) => string;
  empty: string;
  never: string;
}
export const defaultFlaggedDevicesCardLabels: FlaggedDevicesCardLabels = {
  title: 'Flagged devices',
  flaggedHours: 'Flagged hours',
  hours: (n) => (n === 1 ? '1 hour' : `${n} hours`),
  empty: 'Every device synced recently.',
  never: 'Never',
};

/** Flagged-hours choices (time spec 9: 1 to 24, default 1). */
export const FLAGGED_HOURS_CHOICES: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);

export interface FlaggedDevicesCardProps {
  devices: readonly FlaggedDevice[];
  /** The threshold in whole hours (1-24). */
  flaggedHours: number;
  onFlaggedHoursChange: (hours: number) => void;
  /** Where a device's name links to (e.g. the devices screen). */
  hrefOf: (device: FlaggedDevice) => string;
  /** A sync instant (ISO UTC) as shown. */
  formatTime: (iso: string) => string;
  labels?: Partial<FlaggedDevicesCardLabels>;
}

/**
 * The dashboard's flagged-devices card (time spec 2 "Insight maps and dashboard", 9): devices not
 * synced within the chosen hours (1-24) with their last sync time ('Never' when they never
 * synced), and the hours picker in the card's header (data-testid flagged-devices on the list).
 */
export function FlaggedDevicesCard({
  devices,
  flaggedHours,
  onFlaggedHoursChange,
  hrefOf,
  formatTime,
  labels,
}: FlaggedDevicesCardProps) {
  const l = { ...defaultFlaggedDevicesCardLabels, ...labels };
  return (
    <Card
      title={l.title}
      actions={
        <Select
          label={l.flaggedHours}
          value={String(flaggedHours)}
          options={FLAGGED_HOURS_CHOICES.map((h) => ({ value: String(h), label: l.hours(h) }))}
          onValueChange={(v) => onFlaggedHoursChange(Number(v))}
        />
      }
    >
      {devices.length === 0 ? (
        <p className={styles.muted}>{l.empty}</p>
      ) : (
        <ul className={styles.list} data-testid="flagged-devices">
          {devices.map((d) => (
            <li key={d.id}>
              <a href={hrefOf(d)}>{d.name}</a>{' '}
              <span className={styles.muted}>
                {d.lastSyncTimeStamp ? formatTime(d.lastSyncTimeStamp) : l.never}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
