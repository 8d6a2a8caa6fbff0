import { Tooltip as RTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useTheme } from '../theme/ThemeProvider';
import { themeClass } from '../theme/themes.css';
import * as styles from './Tooltip.css';

export type TooltipProps = {
  /** The tip text. Keep it short; it must not hold the only copy of essential information. */
  content: ReactNode;
  /** One focusable element (a Button or IconButton): the tip shows on hover and on keyboard focus. */
  children: ReactElement;
  /** Delay before showing on hover, ms; default 300. */
  delay?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A short hint on hover/focus (Radix Tooltip; Escape hides it). Carries its own provider. */
export function Tooltip({
  content,
  children,
  delay = 300,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const themeCls = themeClass[useTheme()];
  return (
    <RTooltip.Provider delayDuration={delay}>
      <RTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RTooltip.Trigger asChild>{children}</RTooltip.Trigger>
        <RTooltip.Portal>
          <RTooltip.Content side={side} sideOffset={6} className={cx(themeCls, styles.content)}>
            {content}
            <RTooltip.Arrow className={styles.arrow} />
          </RTooltip.Content>
        </RTooltip.Portal>
      </RTooltip.Root>
    </RTooltip.Provider>
  );
}
