import type { ListViewColumn } from '@wm/widgets';
import { formatLocal } from '../time/zones.js';

/**
 * A ListView column of an ISO instant: it sorts by time (the value is a Date, missing last) and
 * shows and filters as the user's language writes it in the viewer's zone ('12/24/2026 3:30 PM',
 * '24/12/2026 15:30', or only the date with `dateOnly`; formatLocal), not the browser locale's
 * text with seconds.
 */
export function dateTimeColumn<T>(
  id: string,
  header: string,
  instant: (row: T) => string | null | undefined,
  options: Omit<ListViewColumn<T>, 'id' | 'header' | 'value' | 'cell' | 'filterText'> & {
    /** Show only the date. */
    dateOnly?: boolean;
  } = {},
): ListViewColumn<T> {
  const { dateOnly = false, ...rest } = options;
  const text = (row: T) => formatLocal(instant(row), dateOnly);
  return {
    id,
    header,
    value: (row) => {
      const iso = instant(row);
      const ms = iso ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(ms) ? null : new Date(ms);
    },
    cell: text,
    filterText: text,
    ...rest,
  };
}
