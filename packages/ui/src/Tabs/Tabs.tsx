import { Tabs as RTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 'automatic' (arrow keys also activate) or 'manual' (Enter/Space activates); default automatic. */
  activationMode?: 'automatic' | 'manual';
};

/**
 * Switches between views of one subject (Radix Tabs: arrows move between tabs, Home/End jump).
 * Throws 'Tabs need at least one item.' when `items` is empty.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, activationMode }: TabsProps) {
  if (items.length === 0) throw new Error('Tabs need at least one item.');
  return (
    <RTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]!.value) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RTabs.List aria-label={label} className={styles.list}>
        {items.map((t) => (
          <RTabs.Trigger key={t.value} value={t.value} disabled={t.disabled} className={styles.trigger}>
            {t.label}
          </RTabs.Trigger>
        ))}
      </RTabs.List>
      {items.map((t) => (
        <RTabs.Content key={t.value} value={t.value} className={styles.panel}>
          {t.content}
        </RTabs.Content>
      ))}
    </RTabs.Root>
  );
}
