import { DropdownMenu as RMenu } from 'radix-ui';
import { type PointerEvent, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { CheckIcon } from '../internal/icons';
import { useThemeClass } from '../theme/ThemeProvider';
import * as styles from './DropdownMenu.css';

/** Hover delays of drop-down menus (spec platform 9 / service 9: 150 ms open, 800 ms close). */
export const DROPDOWN_HOVER_OPEN_MS = 150;
export const DROPDOWN_HOVER_CLOSE_MS = 800;

/** One entry of a DropdownMenu. */
export type DropdownMenuEntry =
  | {
      type?: 'item';
      id: string;
      label: ReactNode;
      onSelect: () => void;
      disabled?: boolean;
      danger?: boolean;
      icon?: ReactNode;
    }
  | { type: 'separator'; id: string }
  | { type: 'label'; id: string; label: ReactNode }
  | {
      type: 'checkbox';
      id: string;
      label: ReactNode;
      checked: boolean;
      onCheckedChange: (checked: boolean) => void;
    }
  | {
      type: 'radio';
      id: string;
      value: string;
      onValueChange: (value: string) => void;
      options: { value: string; label: ReactNode }[];
    };

export type DropdownMenuProps = {
  /** The button that opens the menu (rendered via asChild). */
  trigger: ReactElement;
  items: DropdownMenuEntry[];
  /** Open on pointer hover after `hoverOpenDelay`, close `hoverCloseDelay` after leaving; default true. */
  openOnHover?: boolean;
  hoverOpenDelay?: number;
  hoverCloseDelay?: number;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A menu of actions and settings (Radix DropdownMenu: arrows, typeahead, Enter, Escape). Besides
 * click and keyboard it opens when the pointer rests on the trigger for 150 ms and closes 800 ms
 * after the pointer leaves trigger and menu. Items: action, separator, label, checkbox, radio group.
 */
export function DropdownMenu({
  trigger,
  items,
  openOnHover = true,
  hoverOpenDelay = DROPDOWN_HOVER_OPEN_MS,
  hoverCloseDelay = DROPDOWN_HOVER_CLOSE_MS,
  align = 'start',
  open: openProp,
  onOpenChange,
}: DropdownMenuProps) {
  const themeCls = useThemeClass();
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setOpen = (next: boolean) => {
    clearTimeout(timer.current);
    setOpenState(next);
    onOpenChange?.(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean, delay: number) => {
    if (!openOnHover) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const hover = openOnHover
    ? {
        onPointerEnter: (e: PointerEvent) => {
          if (e.pointerType === 'mouse') schedule(true, hoverOpenDelay);
        },
        onPointerLeave: (e: PointerEvent) => {
          if (e.pointerType === 'mouse') schedule(false, hoverCloseDelay);
        },
      }
    : {};
  const keepOpen = openOnHover
    ? {
        onPointerEnter: () => clearTimeout(timer.current),
        onPointerLeave: (e: PointerEvent) => {
          if (e.pointerType === 'mouse') schedule(false, hoverCloseDelay);
        },
      }
    : {};

  return (
    <RMenu.Root open={open} onOpenChange={setOpen} modal={!openOnHover}>
      <RMenu.Trigger asChild {...hover}>
        {trigger}
      </RMenu.Trigger>
      <RMenu.Portal>
        <RMenu.Content align={align} sideOffset={4} className={cx(themeCls, styles.content)} {...keepOpen}>
          {items.map((entry) => {
            switch (entry.type) {
              case 'separator':
                return <RMenu.Separator key={entry.id} className={styles.separator} />;
              case 'label':
                return (
                  <RMenu.Label key={entry.id} className={styles.label}>
                    {entry.label}
                  </RMenu.Label>
                );
              case 'checkbox':
                return (
                  <RMenu.CheckboxItem
                    key={entry.id}
                    className={styles.item}
                    checked={entry.checked}
                    onCheckedChange={entry.onCheckedChange}
                    onSelect={(e) => e.preventDefault()}
                  >
                    <span className={styles.indicator}>
                      <RMenu.ItemIndicator>
                        <CheckIcon />
                      </RMenu.ItemIndicator>
                    </span>
                    {entry.label}
                  </RMenu.CheckboxItem>
                );
              case 'radio':
                return (
                  <RMenu.RadioGroup key={entry.id} value={entry.value} onValueChange={entry.onValueChange}>
                    {entry.options.map((o) => (
                      <RMenu.RadioItem key={o.value} value={o.value} className={styles.item}>
                        <span className={styles.indicator}>
                          <RMenu.ItemIndicator>
                            <CheckIcon />
                          </RMenu.ItemIndicator>
                        </span>
                        {o.label}
                      </RMenu.RadioItem>
                    ))}
                  </RMenu.RadioGroup>
                );
              default:
                return (
                  <RMenu.Item
                    key={entry.id}
                    className={cx(styles.item, entry.danger && styles.danger)}
                    disabled={entry.disabled}
                    onSelect={entry.onSelect}
                  >
                    {entry.icon ? <span className={styles.indicator}>{entry.icon}</span> : null}
                    {entry.label}
                  </RMenu.Item>
                );
            }
          })}
        </RMenu.Content>
      </RMenu.Portal>
    </RMenu.Root>
  );
}
