import type { RecycleBinEntry } from '@wm/api/schemas';
import { Box, Button, ConfirmDialog, Select, useToast } from '@wm/ui';
import { ListView, type ListViewColumn } from '@wm/widgets';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useListLabels } from '../../common/useListLabels.js';
import { useSession } from '../../shell/SessionContext.js';
import * as styles from '../integrations/Integrations.css.js';
import { hasDeletedChildren, idsByEntity } from '../integrations/model.js';

const ALL = '__all__';
const KEY = 'recyclebin';

/** Splits an entity name for display when it has no translation ('PayGroup' -> 'Pay Group'). */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * /settings/recycle-bin/ (service spec 2 "Other admin screens", 4 "Entity status"; platform spec 8):
 * every soft-deleted (status 3) record of every entity the user may read (GET /api/recyclebin),
 * filterable by entity. Restore (POST /api/recyclebin/restore) brings back the records and the
 * children deleted with them; Delete permanently (POST /api/recyclebin/purge) asks first: 'Are you
 * sure you want to delete this {entity}?' / 'these N {entity}(s)?', or for a parent 'Deleting this
 * parent {entity} will also delete all children. Are you sure you want to proceed?'. Both need the
 * access key '/settings/recycle-bin/execute'.
 */
export function RecycleBinPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { can } = useSession();
  const canExecute = can('/settings/recycle-bin/', 'execute');
  const listLabels = useListLabels();
  const bin = useSWR(KEY, () => apiClient.http.get<RecycleBinEntry[]>('/recyclebin'), {
    revalidateOnFocus: false,
  });
  const [entity, setEntity] = useState(ALL);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [confirmPurge, setConfirmPurge] = useState(false);
  const [busy, setBusy] = useState(false);
  const all = bin.data ?? [];
  const entityName = (name: string, plural = false) => {
    const key = `recycleBin.entity.${name}${plural ? '_plural' : ''}`;
    return i18n.exists(key) ? t(key) : spaced(name);
  };
  const entities = useMemo(() => [...new Set(all.map((e) => e.entity))].sort(), [all]);
  const rows = entity === ALL ? all : all.filter((e) => e.entity === entity);
  const rowKey = (e: RecycleBinEntry) => `${e.entity}:${e.id}`;
  const selected = rows.filter((e) => selectedIds.includes(rowKey(e)));
  const names = useMemo(() => new Map(all.map((e) => [`${e.entity}:${e.id}`, e.name])), [all]);
  const word = (() => {
    const kinds = new Set(selected.map((e) => e.entity));
    return kinds.size === 1 ? entityName([...kinds][0]!).toLowerCase() : t('recycleBin.record');
  })();
  const parent = selected.some((e) => hasDeletedChildren(e, all));

  const act = async (kind: 'restore' | 'purge') => {
    setBusy(true);
    let count = 0;
    try {
      for (const [name, ids] of idsByEntity(selected)) {
        const r = await apiClient.http.post<{ restored?: string[]; purged?: string[] }>(
          `/recyclebin/${kind}`,
          {
            entity: name,
            ids,
          },
        );
        count += (kind === 'restore' ? r.restored : r.purged)?.length ?? 0;
        apiClient.lookups.invalidate(name);
      }
      toast.success(
        kind === 'restore' ? t('recycleBin.restored', { count }) : t('recycleBin.purged', { count }),
      );
      setSelectedIds([]);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
      void bin.mutate();
    }
  };

  const columns: ListViewColumn<RecycleBinEntry>[] = [
    { id: 'name', header: t('recycleBin.col.name'), value: (r) => r.name, width: 240 },
    { id: 'entity', header: t('recycleBin.col.entity'), value: (r) => entityName(r.entity), width: 150 },
    {
      id: 'deletedOn',
      header: t('recycleBin.col.deletedOn'),
      value: (r) => new Date(r.deletedOn),
      width: 180,
    },
    {
      id: 'deletedBy',
      header: t('recycleBin.col.deletedBy'),
      value: (r) => r.deletedByName ?? '',
      width: 140,
    },
    {
      id: 'deletedWith',
      header: t('recycleBin.col.deletedWith'),
      // A parent deleted with it, or the action that deleted it (a reversed time batch).
      value: (r) =>
        r.deletedWith
          ? (names.get(`${r.entity}:${r.deletedWith}`) ?? r.deletedWith)
          : r.deletedVia
            ? t(`recycleBin.via.${r.deletedVia}`, { defaultValue: r.deletedVia })
            : '',
      width: 200,
    },
  ];

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <div className={styles.header}>
        <h1>{t('menu.settings.recycleBin')}</h1>
      </div>
      <p className={styles.hint}>{t('recycleBin.intro')}</p>
      <div className={styles.toolbar}>
        <div className={styles.selectBox}>
          <Select
            label={t('recycleBin.entityFilter')}
            value={entity}
            onValueChange={(v) => {
              setEntity(v);
              setSelectedIds([]);
            }}
            options={[
              { value: ALL, label: t('recycleBin.allEntities') },
              ...entities.map((e) => ({ value: e, label: entityName(e) })),
            ]}
          />
        </div>
        <span className={styles.spacer} />
        <Button variant="secondary" onClick={() => void bin.mutate()} loading={bin.isValidating}>
          {t('common.refresh')}
        </Button>
        {canExecute ? (
          <>
            <Button disabled={selected.length === 0 || busy} onClick={() => void act('restore')}>
              {t('recycleBin.restore')}
            </Button>
            <Button
              variant="danger"
              disabled={selected.length === 0 || busy}
              onClick={() => setConfirmPurge(true)}
            >
              {t('recycleBin.purge')}
            </Button>
          </>
        ) : null}
      </div>
      {bin.error ? <p role="alert">{errorMessage(bin.error)}</p> : null}
      <ListView<RecycleBinEntry>
        data={rows}
        columns={columns}
        getRowId={rowKey}
        getRowLabel={(r) => r.name}
        label={t('menu.settings.recycleBin')}
        selectable={canExecute}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        pageSize={0}
        height={520}
        showColumnFilters
        labels={listLabels}
      />
      <ConfirmDialog
        open={confirmPurge}
        onOpenChange={setConfirmPurge}
        variant="delete"
        count={selected.length || 1}
        entity={word}
        title={t('confirm.deleteTitle')}
        message={
          parent
            ? t('recycleBin.parentWarning', { entity: word })
            : selected.length === 1
              ? t('confirm.deleteOne', { entity: word })
              : t('confirm.deleteMany', { count: selected.length, entity: word })
        }
        confirmLabel={t('confirm.yesDelete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => act('purge')}
      />
    </Box>
  );
}
