import { Progress } from 'radix-ui';
import { useEffect, useState } from 'react';
import * as styles from './ProgressBar.css';

/** Milliseconds a finished bar stays visible (spec service 9: "Progress bar hides after 600 ms"). */
export const PROGRESS_HIDE_DELAY_MS = 600;

export type ProgressBarProps = {
  /** Work done, 0..max. Values outside are clamped; NaN is treated as 0. */
  value: number;
  /** Total work; default 100. Must be > 0. */
  max?: number;
  /** Visible and accessible label, e.g. 'Uploading'. */
  label: string;
  /** Show the percentage next to the label; default true. */
  showValue?: boolean;
  /** Hide this many ms after value reaches max; default 600. */
  hideDelay?: number;
  /** Called once the finished bar has hidden. */
  onHidden?: () => void;
};

/**
 * A determinate progress bar (Radix Progress, role progressbar). When the value reaches `max` the
 * bar hides after 600 ms; it shows again if the value drops below max.
 * Throws 'ProgressBar max must be greater than 0.' for max <= 0.
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  showValue = true,
  hideDelay = PROGRESS_HIDE_DELAY_MS,
  onHidden,
}: ProgressBarProps) {
  if (!(max > 0)) throw new Error('ProgressBar max must be greater than 0.');
  const v = Number.isNaN(value) ? 0 : Math.min(max, Math.max(0, value));
  const complete = v >= max;
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!complete) {
      setHidden(false);
      return;
    }
    const t = setTimeout(() => {
      setHidden(true);
      onHidden?.();
    }, hideDelay);
    return () => clearTimeout(t);
  }, [complete, hideDelay, onHidden]);
  if (hidden) return null;
  const percent = Math.round((v / max) * 100);
  return (
    <div className={styles.wrapper}>
      <div className={styles.labelRow}>
        <span>{label}</span>
        {showValue ? <span aria-hidden="true">{percent}%</span> : null}
      </div>
      <Progress.Root className={styles.root} value={v} max={max} aria-label={label}>
        <Progress.Indicator className={styles.indicator} style={{ width: `${percent}%` }} />
      </Progress.Root>
    </div>
  );
}
