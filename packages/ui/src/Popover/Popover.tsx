import { Popover as RPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { overlayContent } from '../internal/field.css';
import { useThemeClass } from '../theme/ThemeProvider';
import * as styles from './Popover.css';

export type PopoverProps = {
  /** The element that toggles the popover (rendered via asChild: pass a Button). */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the popover panel (role dialog). */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Panel width in px; default fits the content. */
  width?: number;
  className?: string;
};

/**
 * Non-modal floating panel anchored to its trigger (Radix Popover): Escape or an outside click
 * closes it and focus returns to the trigger. For filters and small editors; use Dialog for tasks
 * that need the user's full attention.
 */
export function Popover({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  label,
  side = 'bottom',
  align = 'start',
  width,
  className,
}: PopoverProps) {
  const themeCls = useThemeClass();
  return (
    <RPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RPopover.Trigger asChild>{trigger}</RPopover.Trigger>
      <RPopover.Portal>
        <RPopover.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cx(themeCls, overlayContent, styles.content, className)}
          style={width ? { width } : undefined}
        >
          {children}
        </RPopover.Content>
      </RPopover.Portal>
    </RPopover.Root>
  );
}
