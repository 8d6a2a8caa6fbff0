import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import { type ButtonVariants, button } from './Button.css';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> &
  ButtonVariants & {
    /** Shows a spinner, sets aria-busy and disables the button while true. */
    loading?: boolean;
    /** Icon before the label. */
    icon?: ReactNode;
  };

/**
 * A button. Variants: primary (the one main action), secondary (default), danger (destructive),
 * ghost (toolbar/low emphasis); sizes sm, md, lg. `type` defaults to "button" so it never submits
 * a form by accident.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    icon,
    className,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </button>
  );
});
