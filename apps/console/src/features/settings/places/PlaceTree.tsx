import { Button } from '@wm/ui';
import { buildTree } from '@wm/widgets';
import { TreePicker, TreeView } from '../../common/pickers.js';
import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as styles from './Places.css.js';
import { parentChoices, type TreeRecord } from './placesModel.js';
import type { PlaceEditor } from './usePlaceEditor.js';

const labelOf = (r: TreeRecord) => (r.code ? `${r.name ?? ''} (${r.code})` : (r.name ?? ''));

/** The tree of an editor's records (PlaceTree); choosing a node opens its record. */
export function EditorTree<T extends TreeRecord>({
  label,
  editor,
}: {
  label: string;
  editor: PlaceEditor<T>;
}) {
  return (
    <PlaceTree
      label={label}
      records={editor.records}
      selectedId={editor.selection?.record.id ?? null}
      onSelect={(id) => {
        const r = editor.records.find((x) => x.id === id);
        if (r) editor.open({ record: r, isNew: false });
      }}
    />
  );
}

/** 'New {entity}' (a root record) and 'New child' (under the open, saved record) of a tree screen. */
export function TreeNewButtons<T extends TreeRecord>({
  entity,
  editor,
  onCreate,
}: {
  entity: string;
  editor: PlaceEditor<T>;
  onCreate: (parentId: string | null) => void;
}) {
  const { t } = useTranslation();
  const sel = editor.selection;
  return (
    <>
      <Button variant="primary" onClick={() => onCreate(null)}>
        {t('places.new', { entity })}
      </Button>
      <Button variant="secondary" disabled={!sel || sel.isNew} onClick={() => sel && onCreate(sel.record.id)}>
        {t('places.newChild', { entity })}
      </Button>
    </>
  );
}

/**
 * The records of a tree entity in a TreeView (service spec 3 "Tree entities"; 9: 10 roots a page),
 * every parent expanded; selecting a node opens it.
 */
export function PlaceTree({
  label,
  records,
  selectedId,
  onSelect,
}: {
  label: string;
  records: readonly TreeRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const nodes = useMemo(
    () =>
      buildTree(
        records,
        (r) => r.id,
        (r) => r.parent_id,
        labelOf,
        (r) => r.status,
      ),
    [records],
  );
  const parents = useMemo(
    () => [...new Set(records.map((r) => r.parent_id).filter((p): p is string => !!p))],
    [records],
  );
  return (
    <TreeView
      // Re-mount when parents change, so a new child's parent opens.
      key={parents.join(',')}
      label={label}
      nodes={nodes}
      selectedIds={selectedId ? [selectedId] : []}
      onSelectionChange={(ids) => {
        if (ids[0]) onSelect(ids[0]);
      }}
      defaultExpandedIds={parents}
      emptyText={t('common.noRecords')}
      expandLabel={(l) => t('places.expand', { label: l })}
      unavailableText={t('places.unavailable')}
    />
  );
}

/** The parent of a tree record, chosen in a TreePicker (itself and its descendants left out). */
export function ParentF({
  label,
  records,
  selfId,
  disabled,
}: {
  label: string;
  records: readonly TreeRecord[];
  selfId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const nodes = useMemo(
    () =>
      buildTree(
        parentChoices(records, selfId),
        (r) => r.id,
        (r) => r.parent_id,
        labelOf,
        (r) => r.status,
      ),
    [records, selfId],
  );
  return (
    <Field<string | null> name="parent_id">
      {({ input }) => (
        <div className={styles.pane}>
          <span className={styles.fieldLabel}>{label}</span>
          <div className={styles.toolbar}>
            <TreePicker
              label={label}
              nodes={nodes}
              selectedIds={input.value ? [input.value] : []}
              onSelectionChange={(ids) => input.onChange(ids[0] ?? null)}
              placeholder={t('places.noParent')}
              emptyText={t('common.noRecords')}
              expandLabel={(l) => t('places.expand', { label: l })}
              unavailableText={t('places.unavailable')}
            />
            {input.value && !disabled ? (
              <button type="button" className={styles.linkButton} onClick={() => input.onChange(null)}>
                {t('places.clearParent')}
              </button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
