import { type EntityRecord, idFilter } from '@wm/api';
import { type AllocatableRecord, checkAllocationSelection } from '@wm/domain';
import { Button, useToast } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '../../../lib/api.js';
import { useSession } from '../../shell/SessionContext.js';
import { canEditField } from './allocatorModel.js';
import { SegmentDialog } from './SegmentDialog.js';

/** Props of the time editor's Allocate button (time spec 4 Allocation). */
export interface AllocateButtonProps {
  /** The time records selected in the editor (ids). */
  selectedIds: readonly string[];
  /** Called after an allocation was saved, so the editor reloads its records. */
  onAllocated: () => void;
}

/** Records per id-filtered request (time spec 9: id-filter chunk 10). */
const ID_CHUNK = 10;

type Loaded = AllocatableRecord & EntityRecord;

/** Loads records by id in chunks of 10 (the server's current values, not the list's copy). */
async function loadRecords(ids: readonly string[]): Promise<Loaded[]> {
  const out: Loaded[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    out.push(...(await apiClient.list<Loaded>('Time', { filter: idFilter(chunk), top: ID_CHUNK })));
  }
  return out;
}

/**
 * The time editor's Allocate button (time spec 2 "Time editor", 4 "Allocation", 5 "Allocation,
 * close, process"); shown only with the access key 'allocator' (Time:Execute:AllocateRecords).
 * A click loads the selected records and checks them with @wm/domain's checkAllocationSelection: a
 * refusal is a warning toast with the spec's message ('All Time Entries must have the same Location
 * to create Time Allocation segments.', 'Inconsistent Time Zones', 'Time Records with incomplete time
 * entries cannot be allocated.', the 24-hour span), as is a selection whose times the user may not
 * edit (my-time/time/edit, others-time/time/edit); otherwise the segment dialog opens. After a save
 * it calls onAllocated.
 */
export function AllocateButton({ selectedIds, onAllocated }: AllocateButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { identity, can } = useSession();
  const [busy, setBusy] = useState(false);
  const [records, setRecords] = useState<Loaded[] | null>(null);
  if (!can('/time/editor/', 'allocator')) return null;
  const zone = identity.preferences?.defaultTimeZone || identity.company?.timeZone || 'UTC';

  const start = async () => {
    setBusy(true);
    try {
      const loaded = await loadRecords(selectedIds);
      const refusal = checkAllocationSelection(loaded);
      if (refusal) {
        toast.warn(t(`allocator.error.${refusal.code}`, { defaultValue: refusal.message }));
        return;
      }
      // Splitting changes the In/Out times: the time edit key for every employee (time spec 6).
      const who = [...new Set(loaded.map((r) => r.employee_id))];
      if (!canEditField(can, identity.employee?.id, who, 'time')) {
        toast.warn(t('allocator.error.NO_TIME_EDIT'));
        return;
      }
      setRecords(loaded);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={selectedIds.length === 0}
        loading={busy}
        onClick={() => void start()}
        data-testid="allocate-button"
      >
        {t('allocator.allocate')}
      </Button>
      <SegmentDialog
        records={records}
        fallbackZone={zone}
        onClose={() => setRecords(null)}
        onSaved={() => {
          setRecords(null);
          onAllocated();
        }}
      />
    </>
  );
}
