import { Button, ConfirmDialog } from '@wm/ui';
import { useState } from 'react';
import { cx } from '../internal/cx';
import * as controls from '../internal/controls.css';
import * as styles from './LabelEditor.css';
import { type LabelEntry, useLabelEditorState } from './useLabelEditorState';

export interface LabelEditorLabels {
  filter: string;
  key: string;
  default: string;
  custom: string;
  reset: (key: string) => string;
  edit: (key: string) => string;
  save: string;
  discard: string;
  confirmTitle: string;
  confirmMessage: string;
  /** Buttons of the confirmation. */
  confirmLabel: string;
  cancelLabel: string;
  changed: (n: number) => string;
}

export const defaultLabelEditorLabels: LabelEditorLabels = {
  filter: 'Filter labels',
  key: 'Key',
  default: 'Default',
  custom: 'Company label',
  reset: (k) => `Use the default for ${k}`,
  edit: (k) => `Label for ${k}`,
  save: 'Save',
  discard: 'Discard',
  confirmTitle: 'Change labels',
  confirmMessage: 'These labels change for every user of the company. Proceed?',
  confirmLabel: 'Ok',
  cancelLabel: 'Cancel',
  changed: (n) => `${n} changed`,
};

export interface LabelEditorProps {
  labels: ReadonlyArray<LabelEntry>;
  /**
   * Saves the changed labels ({key, value}; value '' means back to the default), after the
   * system-wide confirmation. The host upserts each Resource and reloads the company.
   */
  onSave: (changes: { key: string; value: string }[]) => void | Promise<void>;
  /** Ask before saving (system-wide label change confirmation); default true. */
  confirm?: boolean;
  text?: Partial<LabelEditorLabels>;
}

/**
 * Label editor (service spec 2 "Label editor", 7 "Labels"): lists each customisable label with
 * its default text and the company's text, filters them, and saves only the changed ones after a
 * confirmation that the change applies to everyone in the company.
 */
export function LabelEditor({ labels, onSave, confirm = true, text }: LabelEditorProps) {
  const t = { ...defaultLabelEditorLabels, ...text };
  const s = useLabelEditorState(labels);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(s.changes);
      s.discard();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <input
          type="search"
          className={controls.input}
          aria-label={t.filter}
          placeholder={t.filter}
          value={s.filter}
          onChange={(e) => s.setFilter(e.target.value)}
        />
        <span className={styles.grow} aria-live="polite">
          {s.changes.length ? t.changed(s.changes.length) : ''}
        </span>
        <Button onClick={s.discard} disabled={s.changes.length === 0}>
          {t.discard}
        </Button>
        <Button
          variant="primary"
          loading={saving}
          disabled={s.changes.length === 0}
          onClick={() => (confirm ? setAsking(true) : void save())}
        >
          {t.save}
        </Button>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.th}>{t.key}</th>
            <th className={styles.th}>{t.default}</th>
            <th className={styles.th}>{t.custom}</th>
            <th className={styles.th}>
              <span className={controls.visuallyHidden}>{t.reset('')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {s.shown.map((l) => {
            const value = s.textOf(l);
            const dirty = s.changes.some((c) => c.key === l.key);
            return (
              <tr key={l.key} className={cx(dirty && styles.changed)}>
                <td className={cx(styles.td, styles.key)}>{l.key}</td>
                <td className={styles.td}>{l.defaultValue}</td>
                <td className={styles.td}>
                  <input
                    className={controls.input}
                    aria-label={t.edit(l.key)}
                    value={value}
                    placeholder={l.defaultValue}
                    onChange={(e) => s.edit(l.key, e.target.value)}
                  />
                </td>
                <td className={styles.td}>
                  <button
                    type="button"
                    className={controls.smallButton}
                    aria-label={t.reset(l.key)}
                    disabled={!value}
                    onClick={() => s.reset(l.key)}
                  >
                    ↺
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.confirmLabel}
        cancelLabel={t.cancelLabel}
        onConfirm={save}
      />
    </div>
  );
}
