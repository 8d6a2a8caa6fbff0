import { useEntityList, useServerTimeOffset, useTimeRecords } from '@wm/api';
import { limitToAllowed, QUEUED_RECORD_PREFIX, withQueuedTaps } from '@wm/domain';
import type { TimeRecord } from '@wm/domain';
import { Badge, Box, Button, Card, Dialog, MultiSelect, Select, TextField, useToast } from '@wm/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { useAllowedIds } from '../common/useAllowedIds.js';
import { useDomainMessage } from '../common/useDomainMessage.js';
import { useClockForms, withClockForms } from '../forms/ClockForms.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './ClockPage.css.js';
import { type ClockRefusal, planClockIn, planClockOut } from './clockPlan.js';
import {
  clockEmployeeChoices,
  type EmployeeRow,
  employeeName,
  hoursBefore,
  type NamedRow,
  openRecordsOf,
  recordName,
} from './records.js';
import { formatInZone, guessTimeZone, timeZoneChoices } from './zones.js';
import { ClockQueuePanel } from './ClockQueuePanel.js';
import { enqueueClockTaps, grantedPosition, isNetworkFailure, syncClockQueue } from './clockQueueStore.js';
import { useClockQueue } from './useClockQueue.js';

/** A client event id for a queued tap (the server's idempotency key). */
function newClientEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const NONE = '__none__';

/** The current server time (ms), ticking every second (time spec 9: clock display refresh 1 s). */
function useTickingNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const id = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(id);
  }, [offset]);
  return now;
}

type OutStep =
  | { step: 'idle' }
  | { step: 'disclaimer' }
  | { step: 'info'; disclaimerAccepted: boolean; info: Record<string, string> };

/**
 * The time clock /time/clock/ (time spec 2 "Time clock screen", 5 "Clock in/out", 7): choose
 * employees (self, or others with clockInOthers/execute), location, task, assets and time zone
 * (browser guess by default), see the server time tick, and Clock IN / Clock OUT with the spec's
 * validations, disclaimer and additional-information steps and messages.
 */
export function ClockPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const domainMessage = useDomainMessage();
  const { identity, can } = useSession();
  const canOthers = can('/time/clock/', 'clockInOthers/execute');
  const self = identity.employee;
  // The offline queue belongs to the signed-in user of this company (issue 16).
  const owner = identity.company && identity.user ? `${identity.company.id}:${identity.user.id}` : null;
  const queue = useClockQueue(owner);

  // Only time-tracking employees are selectable (time spec 6); the server lists them.
  const employees = useSWR<EmployeeRow[]>(
    '/time/employees',
    () => apiClient.http.get<EmployeeRow[]>('/time/employees'),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const locations = useEntityList<NamedRow>('Location', { orderby: 'name' });
  const tasks = useEntityList<NamedRow>('Task', { orderby: 'name' });
  const hasAssets = identity.licensedModules?.includes('Assets');
  const assets = useEntityList<NamedRow>(
    hasAssets ? 'Asset' : null,
    { orderby: 'name' },
    { shouldRetryOnError: false },
  );

  const offset = useServerTimeOffset();
  const now = useTickingNow(offset);
  const [range, setRange] = useState(() => ({
    from: hoursBefore(Date.now(), 24),
    to: hoursBefore(Date.now(), -1),
  }));
  const recent = useTimeRecords<TimeRecord>(range);

  const guessed = guessTimeZone();
  const zones = useMemo(
    () => timeZoneChoices(identity.preferences?.defaultTimeZone, guessed),
    [identity.preferences?.defaultTimeZone, guessed],
  );
  // The user's time zone preference (My Profile) first, then the browser's, then the company's.
  const [timeZone, setTimeZone] = useState<string>(
    identity.preferences?.defaultTimeZone || guessed || identity.company?.timeZone || 'UTC',
  );
  const [selectedIds, setSelectedIds] = useState<string[]>(() => (self ? [self.id] : []));
  const [locationId, setLocationId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [assetIds, setAssetIds] = useState<string[]>([]);
  const [busy, setBusy] = useState<'in' | 'out' | null>(null);
  const [outStep, setOutStep] = useState<OutStep>({ step: 'idle' });

  // Back on the clock page with a shift open: its location and task are the clock-out's (issue 19).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !recent.data || !self) return;
    prefilled.current = true;
    const open = openRecordsOf(recent.data, self.id)[0];
    if (!open) return;
    setLocationId((cur) => cur ?? open.location_id ?? null);
    setTaskId((cur) => cur ?? open.task_id ?? null);
  }, [recent.data, self]);

  const employeeRows: EmployeeRow[] = useMemo(
    () => clockEmployeeChoices(employees.data, self as EmployeeRow | null),
    [employees.data, self],
  );
  const selected = employeeRows.filter((e) => selectedIds.includes(e.id));
  // Choices limited by the selected employees' permission sets (time spec 6; the server checks too).
  const allowed = useAllowedIds(selectedIds).data;
  const locationChoices = limitToAllowed(
    locations.data ?? [],
    allowed?.locationIds,
    locationId ? [locationId] : [],
  );
  const taskChoices = limitToAllowed(tasks.data ?? [], allowed?.taskIds, taskId ? [taskId] : []);
  const assetChoices = limitToAllowed(assets.data ?? [], allowed?.assetIds, assetIds);

  const refusal = useCallback(
    (r: ClockRefusal) => {
      const message =
        r.error.code === 'NOT_CLOCKED_IN'
          ? t('clock.notClockedIn')
          : domainMessage(r.error.code, r.error.message);
      const title = r.error.title ? domainMessage(`${r.error.code}.title`, r.error.title) : null;
      const who = r.employee ? `${employeeName(r.employee)}: ` : '';
      toast.error(`${title ? `${title}. ` : ''}${who}${message}`);
    },
    [domainMessage, t, toast],
  );

  const refreshRecent = useCallback(async () => {
    const next = { from: hoursBefore(Date.now(), 24), to: hoursBefore(Date.now(), -1) };
    setRange(next);
    await recent.mutate();
  }, [recent]);

  /** True when taps must go through the offline queue: no network, or earlier taps still wait (order). */
  const viaQueue = () => !navigator.onLine || queue.summary.waiting > 0;

  /** The server's records plus the user's queued taps (the clock's checks while offline). */
  const withQueue = (records: TimeRecord[]) =>
    owner ? withQueuedTaps(records, queue.state, owner) : records;

  /** Saves taps in the device's queue (IndexedDB) and sends them at once when there is a network. */
  const queueTaps = async (kind: 'in' | 'out', records: Record<string, unknown>[], at: string) => {
    if (!owner) throw new Error(t('clock.noEmployee'));
    // The position goes with the tap when the user has granted it (never asked here).
    const pos = await grantedPosition();
    const [latKey, lonKey] = kind === 'in' ? ['inLat', 'inLon'] : ['outLat', 'outLon'];
    await enqueueClockTaps(
      records.map((record) => ({
        clientEventId: newClientEventId(),
        userId: owner,
        createdAt: at,
        kind,
        employee_id: String(record.employee_id),
        record: pos ? { ...record, [latKey]: pos.lat, [lonKey]: pos.lon } : record,
        gpsAccuracy: pos?.accuracy ?? null,
      })),
    );
    if (navigator.onLine) void syncClockQueue(owner).then(() => refreshRecent());
  };

  const clockForms = useClockForms();
  const formPeople = (records: { employee_id: string; location_id?: string | null }[]) =>
    records.map((r) => ({
      employeeId: r.employee_id,
      employeeName: (() => {
        const e = employeeRows.find((x) => x.id === r.employee_id);
        return e ? employeeName(e) : r.employee_id;
      })(),
      locationId: r.location_id ?? null,
    }));

  const clockIn = async () => {
    setBusy('in');
    try {
      const nowIso = new Date(Date.now() + offset).toISOString();
      // Duplicate check: the employees' INs of the last hour (time spec 7 "GET Time from, to (last hour)").
      let lastHour: TimeRecord[] | null = null;
      if (!viaQueue()) {
        try {
          lastHour = await apiClient.time.list<TimeRecord>({
            from: hoursBefore(Date.parse(nowIso), 1),
            to: nowIso,
          });
        } catch (e) {
          if (!isNetworkFailure(e)) throw e;
        }
      }
      const plan = planClockIn({
        employees: selected,
        location_id: locationId,
        task_id: taskId,
        assetIds,
        timeZone,
        now: nowIso,
        recent: withQueue(lastHour ?? recent.data ?? []),
      });
      if ('refusal' in plan) {
        refusal(plan.refusal);
        return;
      }
      // Forms required at clock IN are filled first and sent with the records (online only: a
      // queued tap without a required form is refused when it reaches the server, and shown so).
      const inForms = lastHour ? await clockForms.collect('in', formPeople(plan.records)) : {};
      if (!inForms) return;
      const records = withClockForms(plan.records, 'in', inForms);
      if (lastHour) {
        try {
          await apiClient.time.real(records);
          toast.success(t('clock.inSuccess'));
          await refreshRecent();
          return;
        } catch (e) {
          if (!isNetworkFailure(e)) throw e;
        }
      }
      await queueTaps('in', records as unknown as Record<string, unknown>[], nowIso);
      toast.info(t('offline.savedIn'));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  /** Checks the OUT rules against fresh records; returns the plan or null after showing the refusal. */
  const checkOut = async (info: Record<string, string> = {}, disclaimerAccepted = false) => {
    const nowIso = new Date(Date.now() + offset).toISOString();
    let fresh: TimeRecord[] | null = null;
    if (!viaQueue()) {
      try {
        fresh = await apiClient.time.list<TimeRecord>({
          from: hoursBefore(Date.parse(nowIso), 24),
          to: nowIso,
        });
      } catch (e) {
        if (!isNetworkFailure(e)) throw e;
      }
    }
    const plan = planClockOut(
      {
        employees: selected,
        location_id: locationId,
        task_id: taskId,
        assetIds,
        timeZone,
        now: nowIso,
        recent: withQueue(fresh ?? recent.data ?? []),
      },
      info,
      disclaimerAccepted,
    );
    if ('refusal' in plan) {
      refusal(plan.refusal);
      return null;
    }
    return { ...plan, queued: fresh === null, at: nowIso };
  };

  const startClockOut = async () => {
    setBusy('out');
    try {
      const plan = await checkOut();
      if (!plan) return;
      if (identity.company?.settings?.timeDisclaimer) setOutStep({ step: 'disclaimer' });
      else setOutStep({ step: 'info', disclaimerAccepted: false, info: {} });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const finishClockOut = async (info: Record<string, string>, disclaimerAccepted: boolean) => {
    setBusy('out');
    try {
      const plan = await checkOut(info, disclaimerAccepted);
      if (!plan) return;
      let sent = false;
      if (!plan.queued) {
        // Forms required at clock OUT (at the open shift's location) are filled first.
        setOutStep({ step: 'idle' });
        const outForms = await clockForms.collect('out', formPeople(plan.records));
        if (!outForms) return;
        try {
          await apiClient.time.real(withClockForms(plan.records, 'out', outForms));
          sent = true;
        } catch (e) {
          if (!isNetworkFailure(e)) throw e;
        }
      }
      if (!sent) {
        // Offline: only what the OUT itself carries; the open record's id when the server made it.
        const outs = plan.records.map((r) => {
          const {
            id,
            employee_id,
            outTimeStamp,
            outTimeZone,
            outLat,
            outLon,
            disclaimerAccepted,
            outAdditionalInfo,
          } = r as unknown as Record<string, unknown>;
          return {
            ...(typeof id === 'string' && !id.startsWith(QUEUED_RECORD_PREFIX) ? { id } : {}),
            employee_id,
            outTimeStamp,
            outTimeZone,
            outLat,
            outLon,
            disclaimerAccepted,
            ...(outAdditionalInfo ? { outAdditionalInfo } : {}),
          };
        });
        await queueTaps('out', outs, plan.at);
        toast.info(t('offline.savedOut'));
        setOutStep({ step: 'idle' });
        return;
      }
      const result = await apiClient.time.clockOut(plan.request);
      if (result?.status !== 'success') {
        toast.error(result?.message || t('clock.outFailure'));
      } else {
        toast.success(t('clock.outSuccess'));
      }
      setOutStep({ step: 'idle' });
      await refreshRecent();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const timeText = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(now));
  const dateText = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(now));

  const multiLabels = {
    selectedText: (n: number) => t('multi.selected', { count: n }),
    selectAllLabel: t('multi.selectAll'),
    clearLabel: t('multi.clear'),
    removeLabel: t('multi.remove'),
  };
  const locationName = (id: string | null | undefined) =>
    recordName(locations.data?.find((l) => l.id === id)) || '';
  const recentRecords = withQueue(recent.data ?? []);
  const nameOf = (id: string) => {
    const e = employeeRows.find((x) => x.id === id) ?? (self?.id === id ? self : null);
    return e ? employeeName(e as EmployeeRow) : '';
  };

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="lg">
      <h1>{t('menu.time.clock')}</h1>
      <ClockQueuePanel part="banner" queue={queue} timeZone={timeZone} employeeName={nameOf} />
      <div className={styles.layout}>
        <Card title={t('clock.selection')}>
          <div className={styles.stack}>
            {canOthers ? (
              <MultiSelect
                label={t('clock.employees')}
                options={employeeRows.map((e) => ({ value: e.id, label: employeeName(e) }))}
                value={selectedIds}
                onValueChange={setSelectedIds}
                {...multiLabels}
                placeholder={employees.isLoading ? t('common.loading') : t('clock.selectEmployees')}
              />
            ) : (
              <div className={styles.infoRow}>
                <span className={styles.muted}>{t('clock.employee')}</span>
                <strong>{self ? employeeName(self) : t('clock.noEmployee')}</strong>
              </div>
            )}
            <Select
              label={t('clock.location')}
              required
              options={locationChoices.map((l) => ({ value: l.id, label: recordName(l) }))}
              value={locationId ?? undefined}
              onValueChange={(v) => setLocationId(v)}
              placeholder={t('clock.selectLocation')}
            />
            <Select
              label={t('clock.task')}
              options={[
                { value: NONE, label: t('common.none') },
                ...taskChoices.map((x) => ({ value: x.id, label: recordName(x) })),
              ]}
              value={taskId ?? NONE}
              onValueChange={(v) => setTaskId(v === NONE ? null : v)}
            />
            {hasAssets && !assets.error && assetChoices.length > 0 ? (
              <MultiSelect
                label={t('clock.assets')}
                options={assetChoices.map((a) => ({ value: a.id, label: recordName(a) }))}
                value={assetIds}
                onValueChange={setAssetIds}
                {...multiLabels}
                placeholder={t('clock.selectAssets')}
              />
            ) : null}
            <Select
              label={t('clock.timeZone')}
              options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
              value={timeZone}
              onValueChange={setTimeZone}
            />
          </div>
        </Card>
        <div className={styles.stack}>
          <Card title={t('clock.currentTime')}>
            <div className={styles.stack}>
              <div>
                <div className={styles.clock} aria-live="off" data-testid="clock-time">
                  {timeText}
                </div>
                <div className={styles.muted}>
                  {dateText} · {timeZone.replace(/_/g, ' ')}
                </div>
              </div>
              <div className={styles.buttons}>
                <Button
                  size="lg"
                  variant="primary"
                  loading={busy === 'in'}
                  disabled={busy !== null}
                  onClick={() => void clockIn()}
                >
                  {t('clock.in')}
                </Button>
                <Button
                  size="lg"
                  variant="secondary"
                  loading={busy === 'out' && outStep.step === 'idle'}
                  disabled={busy !== null}
                  onClick={() => void startClockOut()}
                >
                  {t('clock.out')}
                </Button>
              </div>
            </div>
          </Card>
          <Card title={t('clock.status')}>
            {selected.length === 0 ? (
              <p className={styles.muted}>{t('clock.noneSelected')}</p>
            ) : (
              <ul className={styles.statusList}>
                {selected.map((e) => {
                  const open = openRecordsOf(recentRecords, e.id)[0];
                  return (
                    <li key={e.id} className={styles.statusRow}>
                      <span>{employeeName(e)}</span>
                      {open ? (
                        <span>
                          <Badge tone="success">{t('clock.statusIn')}</Badge>{' '}
                          <span className={styles.muted}>
                            {t('clock.since', {
                              time: formatInZone(open.inTimeStamp, open.inTimeZone ?? timeZone),
                              location: locationName(open.location_id),
                            })}
                          </span>
                        </span>
                      ) : (
                        <Badge>{t('clock.statusOut')}</Badge>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
          <ClockQueuePanel part="card" queue={queue} timeZone={timeZone} employeeName={nameOf} />
        </div>
      </div>

      <Dialog
        open={outStep.step === 'disclaimer'}
        onOpenChange={(o) => {
          if (!o) setOutStep({ step: 'idle' });
        }}
        title={t('clock.disclaimerTitle')}
        role="alertdialog"
        hideClose
        footer={
          <>
            <Button variant="secondary" onClick={() => setOutStep({ step: 'idle' })}>
              {t('clock.disagree')}
            </Button>
            <Button
              variant="primary"
              onClick={() => setOutStep({ step: 'info', disclaimerAccepted: true, info: {} })}
            >
              {t('clock.agree')}
            </Button>
          </>
        }
      >
        <p className={styles.disclaimer}>{identity.company?.settings?.timeDisclaimer ?? ''}</p>
      </Dialog>

      <Dialog
        open={outStep.step === 'info'}
        onOpenChange={(o) => {
          if (!o && busy === null) setOutStep({ step: 'idle' });
        }}
        title={t('clock.additionalInfoTitle')}
        description={t('clock.additionalInfoText')}
        footer={
          <>
            <Button variant="secondary" disabled={busy !== null} onClick={() => setOutStep({ step: 'idle' })}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy === 'out'}
              onClick={() => {
                if (outStep.step === 'info') void finishClockOut(outStep.info, outStep.disclaimerAccepted);
              }}
            >
              {t('common.ok')}
            </Button>
          </>
        }
      >
        <div className={styles.stack}>
          {outStep.step === 'info'
            ? selected.map((e) => (
                <TextField
                  key={e.id}
                  label={employeeName(e)}
                  value={outStep.info[e.id] ?? ''}
                  maxLength={500}
                  onChange={(ev) =>
                    setOutStep({ ...outStep, info: { ...outStep.info, [e.id]: ev.target.value } })
                  }
                />
              ))
            : null}
        </div>
      </Dialog>
      {clockForms.dialog}
    </Box>
  );
}
