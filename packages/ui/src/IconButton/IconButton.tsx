import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { type ButtonVariants, button, iconOnly } from '../Button/Button.css';
import { cx } from '../internal/cx';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> &
  Omit<ButtonVariants, 'fullWidth'> & {
    /** Accessible name (required: the button shows only an icon); also used as the tooltip title. */
    label: string;
    /** The icon (an inline SVG or a glyph). */
    icon: ReactNode;
  };

/**
 * A square button that shows only an icon. `label` is required and becomes aria-label and title.
 * Same variants as Button (default ghost). Throws 'IconButton needs a non-empty label.' without one.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size, className, type = 'button', ...rest },
  ref,
) {
  if (!label?.trim()) throw new Error('IconButton needs a non-empty label.');
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx(button({ variant, size }), iconOnly({ size }), className)}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});
