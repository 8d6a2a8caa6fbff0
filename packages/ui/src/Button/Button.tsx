import { type ButtonHTMLAttributes, forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import { button } from './Button.css';

/**
 * Props of a Button: every attribute of a `<button>` plus the look. The variant unions are spelled
 * out (rather than derived from the recipe) so the docs' props table lists them; passing them to
 * the recipe in Button keeps them in step with Button.css.ts.
 */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type'> & {
  /** primary: the one main action; secondary: the others; danger: destructive; ghost: toolbars. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Height 28, 34 or 42 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Fills the width of its container. */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button while true. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** 'button' never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** The label (a verb: 'Save', 'Close batch'). */
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
};

/**
 * A button. Variants: primary (the one main action), secondary (default), danger (destructive),
 * ghost (toolbar/low emphasis); sizes sm, md, lg. `type` defaults to "button" so it never submits
 * a form by accident.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    fullWidth = false,
    loading = false,
    icon,
    className,
    children,
    disabled = false,
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
