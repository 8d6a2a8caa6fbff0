import { cx } from '../internal/cx';
import { type SpinnerVariants, spinner } from './Spinner.css';

export type SpinnerProps = SpinnerVariants & {
  /** Text for screen readers; default 'Loading'. An empty string hides the spinner from them (decorative). */
  label?: string;
  className?: string;
};

/** An indeterminate busy indicator (role="status"). Sizes sm, md, lg. */
export function Spinner({ size, label = 'Loading', className }: SpinnerProps) {
  if (label === '') return <span aria-hidden="true" className={cx(spinner({ size }), className)} />;
  return <span role="status" aria-label={label} className={cx(spinner({ size }), className)} />;
}
