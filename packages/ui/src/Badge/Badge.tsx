import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import { type BadgeVariants, badge, remove } from './Badge.css';

export type BadgeProps = BadgeVariants & { children: ReactNode; className?: string };

/** A small status label (tone neutral, info, success, warn, error; size sm, md). */
export function Badge({ tone, size, children, className }: BadgeProps) {
  return <span className={cx(badge({ tone, size }), className)}>{children}</span>;
}

export type TagProps = BadgeProps & {
  /** When given, the tag shows a remove (x) button. */
  onRemove?: () => void;
  /** Accessible label of the remove button; default 'Remove'. The tag text is appended. */
  removeLabel?: string;
};

/** A Badge that can be removed (chips of a MultiSelect, active filters). */
export function Tag({ onRemove, removeLabel = 'Remove', children, ...rest }: TagProps) {
  return (
    <Badge {...rest}>
      {children}
      {onRemove ? (
        <button
          type="button"
          className={remove}
          aria-label={`${removeLabel} ${typeof children === 'string' ? children : ''}`.trim()}
          onClick={onRemove}
        >
          <CloseIcon size={10} />
        </button>
      ) : null}
    </Badge>
  );
}
