import { useEffect, useId, useRef, useState } from 'react';
import * as controls from '../internal/controls.css';
import type { ColumnLayout } from './columnLayout';
import * as styles from './ListView.css';
import type { ListViewLabels } from './types';

export interface ColumnOrganiserProps {
  columns: readonly { id: string; header: string; hideable?: boolean }[];
  layout: ColumnLayout;
  onMove: (id: string, delta: number) => void;
  onHiddenChange: (id: string, hidden: boolean) => void;
  labels: Pick<ListViewLabels, 'organiser' | 'show' | 'moveLeft' | 'moveRight'>;
}

/**
 * The column organiser: a disclosure listing every column in its current order, with a checkbox
 * to show or hide it and buttons to move it left or right. Escape or a click outside closes it.
 */
export function ColumnOrganiser({ columns, layout, onMove, onHiddenChange, labels }: ColumnOrganiserProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const byId = new Map(columns.map((c) => [c.id, c]));
  return (
    <div className={styles.organiser} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={controls.smallButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {labels.organiser}
      </button>
      {open ? (
        <ul id={panelId} className={styles.organiserPanel} aria-label={labels.organiser}>
          {layout.order.map((id, i) => {
            const c = byId.get(id);
            if (!c) return null;
            const hidden = layout.hidden.includes(id);
            const inputId = `${panelId}-${i}`;
            return (
              <li key={id} className={styles.organiserItem}>
                <span className={styles.organiserName}>
                  <input
                    id={inputId}
                    type="checkbox"
                    className={controls.nativeCheckbox}
                    checked={!hidden}
                    disabled={c.hideable === false}
                    onChange={(e) => onHiddenChange(id, !e.target.checked)}
                  />
                  <label htmlFor={inputId}>{c.header}</label>
                </span>
                <button
                  type="button"
                  className={controls.smallButton}
                  aria-label={labels.moveLeft(c.header)}
                  disabled={i === 0}
                  onClick={() => onMove(id, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={controls.smallButton}
                  aria-label={labels.moveRight(c.header)}
                  disabled={i === layout.order.length - 1}
                  onClick={() => onMove(id, 1)}
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
