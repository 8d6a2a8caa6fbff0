import { useEntityList } from '@wm/api';
import { Button, Checkbox, ConfirmDialog, Select, TextField, useToast } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import * as styles from './company.css.js';
import { EditorBar } from './EditorBar.js';
import {
  CUSTOM_FIELD_KINDS,
  CUSTOM_FIELD_LIMIT,
  type CustomFieldDraft,
  type CustomFieldKind,
  type CustomFieldSet,
  type CustomFieldSetDraft,
  type CustomFieldSetType,
  keyFromLabel,
  moveField,
  newField,
  type SetProblem,
  setProblem,
  toDraft,
  toSetPayload,
} from './customFieldSets.js';

/**
 * The company's custom field set of one type (service spec 2 "Employees" custom fields tab, 7
 * CustomFieldSet): name, active or inactive, and its fields (key, label, kind, required, options
 * of a list) added, removed and reordered. The employee detail shows the active employee set as
 * typed inputs. Editing needs the modules or the settings edit key; the server checks again and
 * answers a bad set with a message naming the problem.
 */
export function CustomFieldSetEditor({ type, canEdit }: { type: CustomFieldSetType; canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const sets = useEntityList<CustomFieldSet>('CustomFieldSet', {
    filter: `type eq '${type}'`,
    includeInactiveData: true,
  });
  // The active set, else the last one made inactive, else a new one.
  const stored = sets.data?.find((s) => s.status === 1) ?? sets.data?.[0] ?? null;
  const [draft, setDraft] = useState<CustomFieldSetDraft | null>(null);
  const [problem, setProblemState] = useState<SetProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const defaultName = t(`company.cf.defaultName.${type}`);

  useEffect(() => {
    if (sets.data) setDraft(toDraft(stored, type, defaultName));
  }, [sets.data, stored, type, defaultName]);

  if (sets.error) return <p role="alert">{errorMessage(sets.error)}</p>;
  if (!draft) return <p className={styles.hint}>{t('common.loading')}</p>;

  const patch = (p: Partial<CustomFieldSetDraft>) => {
    setProblemState(null);
    setDraft((d) => (d ? { ...d, ...p } : d));
  };
  const patchField = (i: number, p: Partial<CustomFieldDraft>) => {
    setProblemState(null);
    setDraft((d) => (d ? { ...d, fields: d.fields.map((f, j) => (j === i ? { ...f, ...p } : f)) } : d));
  };
  const say = (p: SetProblem) => t(p.key, p.values);

  const save = async () => {
    const p = setProblem(draft);
    if (p) {
      setProblemState(p);
      toast.error(say(p));
      return;
    }
    setSaving(true);
    try {
      await apiClient.upsert<CustomFieldSet>('CustomFieldSet', toSetPayload(draft));
      toast.success(t('common.saved'));
      await sets.mutate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const rowError = (i: number) => (problem?.row === i ? say(problem) : null);

  return (
    <section className={styles.pane} aria-label={t('company.lists.customFields')}>
      <div className={styles.bar}>
        <h3 style={{ margin: 0 }}>{t('company.lists.customFields')}</h3>
      </div>
      <p className={styles.hint}>{t(`company.cf.hint.${type}`, { count: CUSTOM_FIELD_LIMIT })}</p>
      <fieldset disabled={!canEdit} className={styles.fieldset}>
        <div className={styles.row}>
          <TextField
            label={t('company.cf.setName')}
            value={draft.name}
            error={problem?.key === 'company.cf.msg.nameRequired' ? say(problem) : undefined}
            onChange={(e) => patch({ name: e.target.value })}
          />
          <Select
            label={t('company.lists.status')}
            value={String(draft.status ?? 1)}
            options={[
              { value: '1', label: t('status.1') },
              { value: '2', label: t('status.2') },
            ]}
            onValueChange={(v) => patch({ status: Number(v) })}
          />
        </div>
        {draft.fields.length === 0 ? <p className={styles.hint}>{t('company.cf.noFields')}</p> : null}
        {draft.fields.length > 0 ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('company.cf.label')}</th>
                <th>{t('company.cf.key')}</th>
                <th>{t('company.cf.kind')}</th>
                <th>{t('company.cf.required')}</th>
                <th>{t('company.cf.options')}</th>
                <th aria-label={t('company.cf.actions')} />
              </tr>
            </thead>
            <tbody>
              {draft.fields.map((f, i) => {
                const err = rowError(i);
                return (
                  <tr key={i} aria-invalid={err ? true : undefined}>
                    <td>
                      <input
                        className={styles.cellInput}
                        aria-label={t('company.cf.labelOf', { n: i + 1 })}
                        value={f.label}
                        onChange={(e) => patchField(i, { label: e.target.value })}
                        onBlur={() => {
                          // A field's key follows its first label until someone types a key.
                          if (/^field\d+$/.test(f.key) && f.label.trim())
                            patchField(i, { key: uniqueKey(draft.fields, i, keyFromLabel(f.label)) });
                        }}
                      />
                      {err ? (
                        <span role="alert" className={styles.hint} style={{ color: 'inherit' }}>
                          {err}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <input
                        className={styles.cellInput}
                        aria-label={t('company.cf.keyOf', { n: i + 1 })}
                        value={f.key}
                        onChange={(e) => patchField(i, { key: e.target.value })}
                      />
                    </td>
                    <td>
                      <select
                        className={styles.cellInput}
                        aria-label={t('company.cf.kindOf', { n: i + 1 })}
                        value={f.kind}
                        onChange={(e) => patchField(i, { kind: e.target.value as CustomFieldKind })}
                      >
                        {CUSTOM_FIELD_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {t(`company.cf.kind.${k}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <Checkbox
                        label={t('company.cf.requiredOf', { n: i + 1 })}
                        hideLabel
                        checked={f.required === true}
                        onCheckedChange={(c) => patchField(i, { required: c === true })}
                      />
                    </td>
                    <td>
                      {f.kind === 'list' ? (
                        <input
                          className={styles.cellInput}
                          aria-label={t('company.cf.optionsOf', { n: i + 1 })}
                          placeholder={t('company.cf.optionsPlaceholder')}
                          value={f.optionsText}
                          onChange={(e) => patchField(i, { optionsText: e.target.value })}
                        />
                      ) : (
                        <span className={styles.hint}>—</span>
                      )}
                    </td>
                    <td style={{ whiteSpace: 'nowrap', width: 1 }}>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('company.cf.moveUp', { n: i + 1 })}
                        disabled={i === 0}
                        onClick={() => patch({ fields: moveField(draft.fields, i, -1) })}
                      >
                        ↑
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('company.cf.moveDown', { n: i + 1 })}
                        disabled={i === draft.fields.length - 1}
                        onClick={() => patch({ fields: moveField(draft.fields, i, 1) })}
                      >
                        ↓
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('company.cf.removeOf', { n: i + 1 })}
                        onClick={() => setConfirm(i)}
                      >
                        {t('common.delete')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        <div>
          <Button
            size="sm"
            disabled={draft.fields.length >= CUSTOM_FIELD_LIMIT}
            onClick={() => patch({ fields: [...draft.fields, newField(draft)] })}
          >
            {t('company.cf.addField')}
          </Button>
        </div>
      </fieldset>
      {canEdit ? (
        <EditorBar
          saving={saving}
          onCancel={() => setDraft(toDraft(stored, type, defaultName))}
          onSave={() => void save()}
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => (o ? undefined : setConfirm(null))}
        variant="delete"
        title={t('company.confirm.deleteTitle')}
        message={t('company.cf.confirmRemove', { label: draft.fields[confirm ?? 0]?.label || '' })}
        confirmLabel={t('company.confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          if (confirm !== null) patch({ fields: draft.fields.filter((_, j) => j !== confirm) });
          setConfirm(null);
        }}
      />
    </section>
  );
}

/** `key`, or `key2`, `key3`... when another row already uses it. */
function uniqueKey(fields: readonly CustomFieldDraft[], row: number, key: string): string {
  const used = new Set(fields.filter((_, j) => j !== row).map((f) => f.key.toLowerCase()));
  let out = key;
  for (let n = 2; used.has(out.toLowerCase()); n++) out = `${key}${n}`;
  return out;
}
