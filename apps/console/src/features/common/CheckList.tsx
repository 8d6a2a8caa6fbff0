import { Checkbox, TextField } from '@wm/ui';
import { useId, useMemo, useState } from 'react';
import * as styles from './CheckList.css.js';

export type CheckListProps = {
  label: string;
  items: { id: string; label: string }[];
  selected: string[];
  onChange: (ids: string[]) => void;
  filterLabel: string;
  emptyText: string;
};

/**
 * Multi-select glue: a filter box over a scrolling list of checkboxes (until @wm/widgets has a
 * multi-select picker). Selected ids keep the order of `items`.
 */
export function CheckList({ label, items, selected, onChange, filterLabel, emptyText }: CheckListProps) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? items.filter((i) => i.label.toLowerCase().includes(f)) : items;
  }, [filter, items]);
  const chosen = new Set(selected);
  return (
    <fieldset
      className={styles.root}
      aria-labelledby={`${id}-legend`}
      style={{ border: 'none', padding: 0, margin: 0 }}
    >
      <span id={`${id}-legend`} className={styles.legend}>
        {label}
      </span>
      {items.length > 8 ? (
        <TextField
          label={filterLabel}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          type="search"
        />
      ) : null}
      <div className={styles.list}>
        {shown.length === 0 ? <span className={styles.muted}>{emptyText}</span> : null}
        {shown.map((item) => (
          <Checkbox
            key={item.id}
            label={item.label}
            checked={chosen.has(item.id)}
            onCheckedChange={(c) => {
              const next = new Set(chosen);
              if (c === true) next.add(item.id);
              else next.delete(item.id);
              onChange(items.filter((i) => next.has(i.id)).map((i) => i.id));
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
