import { Box, Button, MultiSelect, Select, Switch, useToast } from '@wm/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api.js';
import * as styles from './EditorPage.css.js';
import { type EditorFilters, NO_FILTERS, type UserDefinedFilters } from './editorPrefs.js';

type Option = { value: string; label: string };

export interface FilterPanelProps {
  value: EditorFilters;
  onChange: (next: EditorFilters) => void;
  locations: Option[];
  tasks: Option[];
  assets: Option[];
  /** The saved user-defined filters (my locations and assets). */
  mine: UserDefinedFilters;
  /** Saves the user-defined filters to EmployeePrefs. */
  onSaveMine: (next: UserDefinedFilters) => Promise<unknown>;
}

/**
 * The time editor's filter panel (time spec 2): Time (record state), Asset, Location and Task, each
 * applied by the server's query (GET /Time parameters), and the user-defined filters
 * filterMyLocations / filterMyAssets over the user's saved lists of locations and assets.
 */
export function FilterPanel({
  value,
  onChange,
  locations,
  tasks,
  assets,
  mine,
  onSaveMine,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [myLocationIds, setMyLocationIds] = useState<string[]>(mine.myLocationIds ?? []);
  const [myAssetIds, setMyAssetIds] = useState<string[]>(mine.myAssetIds ?? []);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setMyLocationIds(mine.myLocationIds ?? []);
    setMyAssetIds(mine.myAssetIds ?? []);
  }, [mine.myLocationIds, mine.myAssetIds]);
  const multi = {
    placeholder: t('timeeditor.filter.any'),
    selectedText: (count: number) => t('timeeditor.filter.selected', { count }),
    selectAllLabel: t('list.selectAll'),
    clearLabel: t('timeeditor.filter.clear'),
  };
  const set = (patch: Partial<EditorFilters>) => onChange({ ...value, ...patch });
  const toggleMine = async (key: 'filterMyLocations' | 'filterMyAssets', on: boolean) => {
    set(key === 'filterMyLocations' ? { myLocations: on } : { myAssets: on });
    try {
      await onSaveMine({ ...mine, [key]: on });
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const saveLists = async () => {
    setSaving(true);
    try {
      await onSaveMine({ ...mine, myLocationIds, myAssetIds });
      toast.success(t('timeeditor.filter.mineSaved'));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  const hasMyLocations = (mine.myLocationIds?.length ?? 0) > 0;
  const hasMyAssets = (mine.myAssetIds?.length ?? 0) > 0;
  return (
    <section
      className={styles.panel}
      aria-label={t('timeeditor.filter.title')}
      data-testid="time-filter-panel"
    >
      <div className={styles.filterGrid}>
        <Select
          label={t('timeeditor.filter.time')}
          value={value.state}
          onValueChange={(v) => set({ state: v as EditorFilters['state'] })}
          options={(['all', 'complete', 'incomplete', 'edited', 'unedited'] as const).map((s) => ({
            value: s,
            label: t(`timeeditor.filter.state.${s}`),
          }))}
        />
        <MultiSelect
          label={t('timeeditor.filter.asset')}
          options={assets}
          value={value.assetIds}
          onValueChange={(assetIds) => set({ assetIds })}
          {...multi}
        />
        <MultiSelect
          label={t('timeeditor.filter.location')}
          options={locations}
          value={value.locationIds}
          onValueChange={(locationIds) => set({ locationIds })}
          {...multi}
        />
        <MultiSelect
          label={t('timeeditor.filter.task')}
          options={tasks}
          value={value.taskIds}
          onValueChange={(taskIds) => set({ taskIds })}
          {...multi}
        />
      </div>
      <h3 className={styles.subheading}>{t('timeeditor.filter.mine')}</h3>
      <div className={styles.filterGrid}>
        <Switch
          label={t('timeeditor.filter.myLocations')}
          checked={value.myLocations}
          disabled={!hasMyLocations && !value.myLocations}
          description={hasMyLocations ? undefined : t('timeeditor.filter.noMine')}
          onCheckedChange={(on) => void toggleMine('filterMyLocations', on)}
        />
        <Switch
          label={t('timeeditor.filter.myAssets')}
          checked={value.myAssets}
          disabled={!hasMyAssets && !value.myAssets}
          description={hasMyAssets ? undefined : t('timeeditor.filter.noMine')}
          onCheckedChange={(on) => void toggleMine('filterMyAssets', on)}
        />
        <MultiSelect
          label={t('timeeditor.filter.myLocationIds')}
          options={locations}
          value={myLocationIds}
          onValueChange={setMyLocationIds}
          {...multi}
        />
        <MultiSelect
          label={t('timeeditor.filter.myAssetIds')}
          options={assets}
          value={myAssetIds}
          onValueChange={setMyAssetIds}
          {...multi}
        />
      </div>
      <Box display="flex" gap="sm" justifyContent="flex-end">
        <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>
          {t('timeeditor.filter.clear')}
        </Button>
        <Button variant="secondary" onClick={() => void saveLists()} loading={saving}>
          {t('timeeditor.filter.saveMine')}
        </Button>
      </Box>
    </section>
  );
}
