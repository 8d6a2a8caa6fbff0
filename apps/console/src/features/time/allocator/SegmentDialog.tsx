import { type EntityRecord, useEntityList, useLookup, useTimeAllocation } from '@wm/api';
import {
  type AllocatableRecord,
  addSegment,
  allocationSpanOf,
  initialSegments,
  limitToAllowed,
  type DraftSegment,
  draftSegmentsToAllocation,
  removeSegment,
  SEGMENT_STEP_MINUTES,
  segmentMarks,
  segmentStartMinute,
  unallocatedMinutes,
  updateSegment,
  validateSegments,
} from '@wm/domain';
import { Badge, Button, Dialog, MultiSelect, NumberField, Select, useToast } from '@wm/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.js';
import { useAllowedIds } from '../../common/useAllowedIds.js';
import { useSession } from '../../shell/SessionContext.js';
import { type EmployeeRow, employeeName } from '../records.js';
import { formatInZone, guessTimeZone } from '../zones.js';
import * as styles from './Allocator.css.js';
import {
  allocationMessageKey,
  applyThumbs,
  canEditField,
  formatMinutes,
  markLabelKey,
  segmentEmployeeIds,
  segmentInstants,
  segmentTracksUnits,
  sliderMax,
  thumbValues,
  unitShares,
} from './allocatorModel.js';
import { SegmentSlider } from './SegmentSlider.js';

/** Value of the task choice "each record keeps its task". */
const KEEP = '__keep__';

type TaskRow = EntityRecord & { name?: string; code?: string; productivityUnitTracking?: string };
type NamedRecord = EntityRecord & { name?: string; code?: string };
const nameOf = (x: NamedRecord) => x.name || x.code || x.id;
/** Time-zone rendering of the dialog (time spec 2: the allocator's settings have time-zone rendering). */
type ZoneRendering = 'records' | 'mine' | 'browser';

export interface SegmentDialogProps {
  /** The selected records, already accepted by checkAllocationSelection; null = closed. */
  records: readonly (AllocatableRecord & { location_id?: string | null; source?: string | null })[] | null;
  /** The user's zone (default zone, else company zone): used when the records carry none, and for
   * the "my time zone" rendering. */
  fallbackZone: string;
  onClose: () => void;
  /** Called with the saved records after a successful save. */
  onSaved: (saved: EntityRecord[]) => void;
}

/** Ids the segments already use (kept in the pickers even when no longer permitted). */
function chosenIds(
  segments: readonly DraftSegment[],
  pick: (x: DraftSegment) => readonly (string | null | undefined)[],
): string[] {
  return segments.flatMap(pick).filter((x): x is string => !!x);
}

/** Time of day of an instant in `zone` ('12:00 PM'). */
function timeOf(iso: string, zone: string): string {
  return formatInZone(iso, zone).split(' ').slice(1).join(' ');
}

/**
 * The allocator's segment dialog (time spec 2 "Time editor", 4 "Allocation", 5 "Shift and segment
 * edit"): the selected records' overall span as a slider whose handles are the segment ends (1-minute
 * step, marks at 8 AM, 12 PM, 5 PM and 12 AM), the segments in order with their employees, task and
 * units (units only for a task that tracks them; the preview shows each employee's share), and the
 * unallocated rest. Add splits off the unallocated time (or halves the last segment); Remove extends
 * the next segment back. The segment rules of @wm/domain are checked before Save, which posts
 * TimeAllocation, toasts 'Saved' and reports the saved records.
 */
export function SegmentDialog({ records, fallbackZone, onClose, onSaved }: SegmentDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const allocate = useTimeAllocation();
  const { identity, can } = useSession();
  const span = useMemo(() => (records ? allocationSpanOf(records) : null), [records]);
  const zone = span?.timeZone ?? fallbackZone;
  const [rendering, setRendering] = useState<ZoneRendering>('records');
  // Times are shown (and the marks placed) in the chosen zone; segments are saved in the records' zone.
  const browserZone = useMemo(() => guessTimeZone(), []);
  const shownZone =
    rendering === 'mine' ? fallbackZone : rendering === 'browser' && browserZone ? browserZone : zone;
  const zoneChoices = [
    { value: 'records', label: t('allocator.zoneRecords', { zone }) },
    ...(fallbackZone !== zone
      ? [{ value: 'mine', label: t('allocator.zoneMine', { zone: fallbackZone }) }]
      : []),
    ...(browserZone && browserZone !== zone && browserZone !== fallbackZone
      ? [{ value: 'browser', label: t('allocator.zoneBrowser', { zone: browserZone }) }]
      : []),
  ];
  const keyRef = useRef(0);
  const nextKey = () => `s${++keyRef.current}`;
  const [segments, setSegments] = useState<readonly DraftSegment[]>([]);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    setSegments(records && span ? initialSegments(records, span, () => `s${++keyRef.current}`) : []);
    setTried(false);
  }, [records, span]);

  const employeeIds = useMemo(() => [...new Set((records ?? []).map((r) => r.employee_id))], [records]);
  const employees = useLookup<EmployeeRow & EntityRecord>('Employee', employeeIds);
  const self = identity.employee?.id;
  const editable = {
    task: canEditField(can, self, employeeIds, 'task'),
    location: canEditField(can, self, employeeIds, 'location'),
    asset: canEditField(can, self, employeeIds, 'asset'),
    units: canEditField(can, self, employeeIds, 'misc'),
  };
  // Pickers offer what the selected employees' permission sets allow (intersection; service spec 6).
  const allowed = useAllowedIds(records ? employeeIds : []);

  const tasks = useEntityList<TaskRow>(records ? 'Task' : null, { orderby: 'name asc', top: 1000 });
  const taskById = useMemo(() => new Map((tasks.data ?? []).map((x) => [x.id, x])), [tasks.data]);
  const locations = useEntityList<NamedRecord>(records ? 'Location' : null, {
    orderby: 'name asc',
    top: 1000,
  });
  const assets = useEntityList<NamedRecord>(records ? 'Asset' : null, { orderby: 'name asc', top: 1000 });
  const locationOptions = useMemo(
    () => [
      { value: KEEP, label: t('allocator.keepLocation') },
      ...limitToAllowed(
        locations.data ?? [],
        allowed.data?.locationIds,
        chosenIds(segments, (x) => [x.location_id]),
      ).map((x) => ({ value: x.id, label: nameOf(x) })),
    ],
    [locations.data, allowed.data, segments, t],
  );
  const assetOptions = useMemo(
    () =>
      limitToAllowed(
        assets.data ?? [],
        allowed.data?.assetIds,
        chosenIds(segments, (x) => x.assetIds ?? []),
      ).map((x) => ({
        value: x.id,
        label: nameOf(x),
      })),
    [assets.data, allowed.data, segments],
  );
  const taskOptions = useMemo(
    () => [
      { value: KEEP, label: t('allocator.keepTask') },
      ...limitToAllowed(
        tasks.data ?? [],
        allowed.data?.taskIds,
        chosenIds(segments, (x) => [x.task_id]),
      ).map((x) => ({
        value: x.id,
        label: nameOf(x),
      })),
    ],
    [tasks.data, allowed.data, segments, t],
  );

  if (!records || !span) return null;

  const allocation = draftSegmentsToAllocation(segments, span, zone);
  const problem = validateSegments(allocation, span);
  const problemText = problem
    ? t(`allocator.error.${problem.code}`, { defaultValue: problem.message })
    : null;
  const free = unallocatedMinutes(segments, span);
  const max = sliderMax(span);
  const name = (id: string) => employeeName(employees.data?.get(id)) || id;
  const marks = segmentMarks({ ...span, timeZone: shownZone }).map((m) => ({
    value: m.minute,
    label: t(markLabelKey(m.hour)),
  }));
  const blocks = segments.map((s, i) => ({
    start: segmentStartMinute(segments, i),
    end: s.endMinute,
    tone: i,
  }));

  const save = async () => {
    setTried(true);
    if (problem) return;
    setSaving(true);
    try {
      const saved = await allocate({
        originalRecords: records.map((r) => ({
          id: r.id,
          inTimeStamp: r.inTimeStamp,
          outTimeStamp: r.outTimeStamp,
        })),
        allocatedRecords: allocation.map((a) => ({ ...a, assetIds: a.assetIds ?? undefined })),
      });
      toast.success(t('common.saved'));
      onSaved(saved);
    } catch (e) {
      const text = errorMessage(e);
      const key = allocationMessageKey(text);
      toast.error(key ? t(key, { defaultValue: text }) : text);
    } finally {
      setSaving(false);
    }
  };

  const startIso = new Date(span.startMs).toISOString();
  const endIso = new Date(span.endMs).toISOString();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      size="lg"
      title={t('allocator.title')}
      description={t('allocator.summary', {
        from: formatInZone(startIso, shownZone),
        to: formatInZone(endIso, shownZone, true),
        total: formatMinutes(span.totalMinutes),
        count: records.length,
        employees: employeeIds.length,
      })}
      closeLabel={t('common.close', { defaultValue: 'Close' })}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={saving} data-testid="allocator-save">
            {t('allocator.save')}
          </Button>
        </div>
      }
    >
      <div className={styles.body} data-testid="allocator-dialog">
        {zoneChoices.length > 1 ? (
          <div className={styles.settings}>
            <Select
              label={t('allocator.zoneRendering')}
              options={zoneChoices}
              value={rendering}
              onValueChange={(v) => setRendering(v === 'mine' || v === 'browser' ? v : 'records')}
            />
          </div>
        ) : null}
        <div>
          <div className={styles.ends}>
            <span>{formatInZone(startIso, shownZone)}</span>
            <span>{formatInZone(endIso, shownZone)}</span>
          </div>
          <SegmentSlider
            label={t('allocator.sliderLabel')}
            value={thumbValues(segments, span)}
            onValueChange={(values) => setSegments((prev) => applyThumbs(prev, values, span))}
            max={max}
            step={SEGMENT_STEP_MINUTES}
            blocks={blocks}
            marks={marks}
            thumbLabel={(i) => t('allocator.thumbLabel', { n: i + 1 })}
            valueText={(v) =>
              timeOf(new Date(Math.min(span.endMs, span.startMs + v * 60_000)).toISOString(), shownZone)
            }
          />
        </div>
        <ol className={styles.list} aria-label={t('allocator.segments')}>
          {segments.map((s, i) => {
            const when = segmentInstants(segments, i, span);
            const who = segmentEmployeeIds(records, segments, i, span);
            const tracked = segmentTracksUnits(records, segments, i, span, taskById);
            const unitsOn = tracked && editable.units;
            const shares = unitShares(s.units, who.length);
            return (
              <li key={s.key} className={styles.segment} data-testid="allocator-segment">
                <div className={styles.segmentHead}>
                  <span className={styles.segmentTitle}>
                    <span className={styles.swatch[String(i % styles.toneCount)]} aria-hidden="true" />
                    {t('allocator.segmentTitle', { n: i + 1 })}
                    <Badge tone={s.saved ? 'success' : 'info'} size="sm">
                      {s.saved ? t('allocator.saved') : t('allocator.unsaved')}
                    </Badge>
                  </span>
                  <span>
                    {timeOf(when.start, shownZone)} – {timeOf(when.end, shownZone)} (
                    {formatMinutes(when.minutes)})
                  </span>
                  <span className={styles.muted}>
                    {who.length ? who.map(name).join(', ') : t('allocator.noEmployees')}
                  </span>
                  <span>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setSegments((prev) => removeSegment(prev, i))}
                      aria-label={t('allocator.removeLabel', { n: i + 1 })}
                    >
                      {t('allocator.remove')}
                    </Button>
                  </span>
                </div>
                <div className={styles.taskField}>
                  <Select
                    label={t('allocator.task')}
                    disabled={!editable.task}
                    options={taskOptions}
                    value={s.task_id ?? KEEP}
                    onValueChange={(v) =>
                      setSegments((prev) => {
                        const next = updateSegment(prev, i, { task_id: v === KEEP ? null : v });
                        const tracked = segmentTracksUnits(records, next, i, span, taskById);
                        return tracked ? next : updateSegment(next, i, { units: null });
                      })
                    }
                  />
                </div>
                <div className={styles.locationField}>
                  <Select
                    label={t('allocator.location')}
                    disabled={!editable.location}
                    options={locationOptions}
                    value={s.location_id ?? KEEP}
                    onValueChange={(v) =>
                      setSegments((prev) => updateSegment(prev, i, { location_id: v === KEEP ? null : v }))
                    }
                  />
                </div>
                <div className={styles.assetsField}>
                  <MultiSelect
                    label={t('allocator.assets')}
                    disabled={!editable.asset}
                    options={assetOptions}
                    value={s.assetIds ?? []}
                    placeholder={t('allocator.keepAssets')}
                    onValueChange={(ids) =>
                      setSegments((prev) => updateSegment(prev, i, { assetIds: ids.length ? ids : null }))
                    }
                  />
                </div>
                <div className={styles.unitsField}>
                  <NumberField
                    label={t('allocator.units')}
                    value={s.units === null || s.units === undefined ? '' : String(s.units)}
                    disabled={!unitsOn}
                    description={
                      !tracked
                        ? t('allocator.unitsNotTracked')
                        : !editable.units
                          ? t('allocator.unitsNotAllowed')
                          : shares.length
                            ? t('allocator.unitsEach', { shares: shares.join(' / ') })
                            : undefined
                    }
                    onValueChange={(_text, value) =>
                      setSegments((prev) => updateSegment(prev, i, { units: value }))
                    }
                  />
                </div>
              </li>
            );
          })}
          {free > 0 ? (
            <li className={styles.unallocated} data-testid="allocator-unallocated">
              {t('allocator.unallocated', {
                from: timeOf(new Date(span.endMs - free * 60_000).toISOString(), shownZone),
                to: timeOf(endIso, shownZone),
                total: formatMinutes(free),
              })}
            </li>
          ) : null}
        </ol>
        <div>
          <Button
            variant="secondary"
            onClick={() => setSegments((prev) => addSegment(prev, span, nextKey()))}
            data-testid="allocator-add"
          >
            {t('allocator.add')}
          </Button>
        </div>
        {problemText && (tried || free > 0) ? (
          <p className={styles.error} role="alert">
            {problemText}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
