// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern makes the month table a grid
// biome-ignore-all lint/a11y/useFocusableInteractive: focus sits on the day button inside each gridcell (roving tabindex)
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { addDays, addMonths, compareDays, isSameDay, monthGrid, startOfDay } from '../internal/date';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import * as styles from './Calendar.css';

export type CalendarProps = {
  /** The chosen day (local date), or null. */
  value: Date | null;
  onSelect: (date: Date) => void;
  /** Earliest / latest selectable day (inclusive). */
  min?: Date | null;
  max?: Date | null;
  /** Extra rule for unselectable days (e.g. only the 1st of a month). */
  isDateDisabled?: (date: Date) => boolean;
  /** The day marked as today; default the current date. Stories pass a fixed one. */
  today?: Date;
  /** Highlight days between these two (range pickers). */
  rangeStart?: Date | null;
  rangeEnd?: Date | null;
  /** BCP 47 locale for month and weekday names; default 'en-US'. */
  locale?: string;
  /** First day of the week, 0 Sunday .. 6 Saturday; default 0. */
  weekStartsOn?: number;
  /** Focus the active day when mounted (used when the calendar opens in a popover). */
  autoFocus?: boolean;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
};

/** The day a navigation key moves to, or null for other keys. `dow` is the column of `active`. */
function keyTarget(key: string, active: Date, dow: number): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(active, -1);
    case 'ArrowRight':
      return addDays(active, 1);
    case 'ArrowUp':
      return addDays(active, -7);
    case 'ArrowDown':
      return addDays(active, 7);
    case 'PageUp':
      return addMonths(active, -1);
    case 'PageDown':
      return addMonths(active, 1);
    case 'Home':
      return addDays(active, -dow);
    case 'End':
      return addDays(active, 6 - dow);
    default:
      return null;
  }
}

/**
 * A month grid (WAI-ARIA date grid): arrows move by day/week, PageUp/PageDown by month,
 * Home/End to the week's ends, Enter or Space choose. Days are local calendar dates.
 */
export function Calendar({
  value,
  onSelect,
  min,
  max,
  isDateDisabled,
  today = new Date(),
  rangeStart,
  rangeEnd,
  locale = 'en-US',
  weekStartsOn = 0,
  autoFocus = false,
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
}: CalendarProps) {
  const [active, setActive] = useState<Date>(() => startOfDay(value ?? today));
  const gridRef = useRef<HTMLTableElement>(null);
  const focusOnRender = useRef(autoFocus);
  const titleId = useId();

  useEffect(() => {
    if (!focusOnRender.current) return;
    focusOnRender.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });

  const disabled = (d: Date) =>
    (!!min && compareDays(d, min) < 0) || (!!max && compareDays(d, max) > 0) || !!isDateDisabled?.(d);

  const moveTo = (d: Date) => {
    focusOnRender.current = true;
    setActive(d);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const dow = (active.getDay() - weekStartsOn + 7) % 7;
    const target = keyTarget(e.key, active, dow);
    if (target) {
      e.preventDefault();
      moveTo(target);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!disabled(active)) onSelect(active);
    }
  };

  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(active);
  const weekdayFmt = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const longFmt = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const weeks = monthGrid(active, weekStartsOn);
  const inRange = (d: Date) =>
    !!rangeStart && !!rangeEnd && compareDays(d, rangeStart) >= 0 && compareDays(d, rangeEnd) <= 0;

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <IconButton
          label={previousMonthLabel}
          icon={<ChevronLeftIcon />}
          size="sm"
          onClick={() => setActive(addMonths(active, -1))}
        />
        <span id={titleId} className={styles.title} aria-live="polite">
          {monthTitle}
        </span>
        <IconButton
          label={nextMonthLabel}
          icon={<ChevronRightIcon />}
          size="sm"
          onClick={() => setActive(addMonths(active, 1))}
        />
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th
                key={d.getDay()}
                scope="col"
                abbr={new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(d)}
                className={styles.weekday}
              >
                {weekdayFmt.format(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toDateString()}>
              {week.map((d) => {
                const isActive = isSameDay(d, active);
                const off = disabled(d);
                return (
                  <td
                    key={d.toDateString()}
                    role="gridcell"
                    className={styles.cell}
                    aria-selected={isSameDay(d, value)}
                  >
                    <button
                      type="button"
                      className={styles.day}
                      tabIndex={isActive ? 0 : -1}
                      aria-label={longFmt.format(d)}
                      data-selected={isSameDay(d, value) ? '' : undefined}
                      aria-disabled={off || undefined}
                      aria-current={isSameDay(d, today) ? 'date' : undefined}
                      data-today={isSameDay(d, today) ? '' : undefined}
                      data-outside={d.getMonth() !== active.getMonth() ? '' : undefined}
                      data-in-range={inRange(d) ? '' : undefined}
                      onClick={() => {
                        setActive(d);
                        if (!off) onSelect(d);
                      }}
                    >
                      {d.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
