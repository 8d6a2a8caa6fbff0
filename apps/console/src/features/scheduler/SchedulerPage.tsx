import type { Ticket } from '@wm/api/schemas';
import {
  entityListKey,
  SERVICE_ENTITIES,
  ticketRangeQuery,
  useEntityList,
  useIdentity,
  useServerTimeOffset,
  useTechnicianPositions,
  useTicketMutations,
  useTickets,
} from '@wm/api';
import {
  PRIV,
  SERVICE_STATUSES,
  SchedulerView,
  schedulerWindow,
  stepSchedulerDate,
  ticketLabel,
} from '@wm/domain';
import { Box, Button, Checkbox, DatePicker, Dialog, TextField, useToast } from '@wm/ui';
import {
  DurationInput,
  FloatingWindow,
  type FloatingWindowLabels,
  SchedulerGrid,
  type SchedulerGridLabels,
  type SchedulerGridRow,
  SchedulerMap,
  type SchedulerMapLabels,
  STATUS_ICONS,
} from '@wm/widgets';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api.js';
import { useLocalDateField } from '../common/localDateField.js';
import { useMapConfig } from '../insight/useMapConfig.js';
import { TicketDialog } from '../service/TicketDialog.js';
import { type GridChange, messageKey, saveForChange, schedulerViewOf, todayIn } from './schedulerModel.js';

interface Named {
  id: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  status?: number | null;
}

const personName = (e: Named) =>
  e.fullName?.trim() || [e.firstName, e.lastName].filter(Boolean).join(' ') || e.id;
const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateOfIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y as number, (m as number) - 1, d as number);
};

/**
 * The Scheduler screen (service spec 2 'Scheduler screen', /tickets/schedules/): date selector
 * (arrows step a day or a week, the date field opens a calendar), day/week switch, filters
 * (technicians, scheduled, unscheduled, a name search), a legend by service status, a settings
 * dialog (7 technicians a page or all rows), the SchedulerGrid (day and week) or the GPS view (the
 * SchedulerMap: technicians' last GPS fixes as letter pins, the day's tickets at their locations by
 * priority, unassigned ones apart; a marker opens the ticket popup) and a ticket popup (FloatingWindow
 * 320x650) with the duration entry and an edit link that opens the ticket manager (TicketDialog)
 * over the scheduler. The view and day are the address's `?view=&date=`, so links to
 * /tickets/schedules/ switch the view in place. Every drag is saved at once; a refused one
 * (the drag rules of @wm/domain, or the server's 409 overlap) is undone and its message shown.
 */
export function SchedulerPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { data: identity } = useIdentity();
  const zone = identity?.company?.timeZone || 'UTC';
  const offset = useServerTimeOffset();
  const now = Date.now() + offset;
  const canEdit = (identity?.privileges ?? []).includes(PRIV.TicketEdit);
  const durationMode = identity?.company?.settings?.timeFormat === 1 ? 2 : 0;

  // The view and the day live in the address, '?date=YYYY-MM-DD&view=day|week|gps' (service spec 2:
  // links to /tickets/schedules/ inside the scheduler switch its view without navigating away): a
  // link or Back changes them in place, and the view buttons, arrows and day headers write them.
  const [params, setParams] = useSearchParams();
  const view = schedulerViewOf(params.get('view'));
  const askedDate = params.get('date');
  const date = askedDate && /^\d{4}-\d{2}-\d{2}$/.test(askedDate) ? askedDate : todayIn(zone, now);
  const show = useCallback(
    (next: { view?: 'day' | 'week' | 'gps'; date?: string }) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next.view) p.set('view', next.view);
          if (next.date) p.set('date', next.date);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setView = (v: 'day' | 'week' | 'gps') => show({ view: v });
  const setDate = (d: string) => show({ date: d });
  const [showTechnicians, setShowTechnicians] = useState(true);
  const [showScheduled, setShowScheduled] = useState(true);
  const [showUnscheduled, setShowUnscheduled] = useState(true);
  const [search, setSearch] = useState('');
  const [paged, setPaged] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  // The ticket being edited in the ticket manager (the popup's edit action), over the scheduler.
  const [editing, setEditing] = useState<Ticket | null>(null);
  const [saving, setSaving] = useState(false);

  const viewValue =
    view === 'week' ? SchedulerView.Week : view === 'gps' ? SchedulerView.Gps : SchedulerView.Day;
  const win = useMemo(() => {
    try {
      return schedulerWindow(date, viewValue, zone);
    } catch {
      return schedulerWindow(todayIn(zone, now), SchedulerView.Day, zone);
    }
  }, [date, viewValue, zone, now]);
  const range = useMemo(() => ({ from: win.from, to: win.to }), [win.from, win.to]);
  const scheduled = useTickets(range);
  const unscheduled = useEntityList<Ticket>(showUnscheduled ? 'Ticket' : null, {
    filter: "scheduledTimeStamp eq null and serviceStatus ne 'completed'",
    orderby: 'callTimeStamp desc',
    top: 200,
  });
  const employees = useEntityList<Named>('Employee', {
    orderby: 'lastName',
    select: 'fullName,firstName,lastName,status',
  });
  // The GPS view: the technicians' last fixes up to the end of the day (or now), the locations' coordinates.
  const gps = view === 'gps';
  const fixesBefore = Math.min(Date.parse(win.to), Math.floor(now / 60_000) * 60_000);
  const positions = useTechnicianPositions(gps ? fixesBefore : null);
  const locations = useEntityList<{ id: string; lat?: number | null; lon?: number | null }>(
    gps ? 'Location' : null,
    { top: 10000, select: 'lat,lon' },
  );
  const mapConfig = useMapConfig();
  const { save, saveShown } = useTicketMutations();
  // The SWR key of the scheduled list: a drop's save puts the server's answer into it directly.
  const scheduledKey = useMemo(
    () => entityListKey(SERVICE_ENTITIES.ticket, ticketRangeQuery(range.from, range.to)),
    [range],
  );
  // The shown tickets by id and by employee, so a drop checks and saves one ticket without
  // scanning the whole week (issue 10 section 6: 15,000 tickets).
  const byEmployee = useMemo(() => {
    const map = new Map<string, Ticket[]>();
    for (const x of scheduled.data ?? []) {
      for (const e of x.employeeIds ?? []) {
        const list = map.get(e);
        if (list) list.push(x);
        else map.set(e, [x]);
      }
    }
    return map;
  }, [scheduled.data]);

  const names = useMemo(
    () => Object.fromEntries((employees.data ?? []).map((e) => [e.id, personName(e)])),
    [employees.data],
  );
  const tickets = useMemo(() => {
    const list: Ticket[] = [];
    if (showScheduled) list.push(...(scheduled.data ?? []));
    if (showUnscheduled) list.push(...(unscheduled.data ?? []).filter((x) => !x.scheduledTimeStamp));
    return list;
  }, [scheduled.data, unscheduled.data, showScheduled, showUnscheduled]) as (Ticket & { id: string })[];
  const rows: SchedulerGridRow[] = useMemo(() => {
    const busy = new Set(tickets.flatMap((x) => x.employeeIds ?? []));
    const needle = search.trim().toLowerCase();
    return (employees.data ?? [])
      .filter((e) => (e.status ?? 1) === 1)
      .map((e) => ({ id: e.id, name: personName(e) }))
      .filter((r) => (showTechnicians ? true : busy.has(r.id)))
      .filter((r) => !needle || r.name.toLowerCase().includes(needle));
  }, [employees.data, tickets, showTechnicians, search]);

  const mapTechnicians = useMemo(() => {
    const at = new Map((positions.data ?? []).map((p) => [p.employeeId, p]));
    return rows.map((r) => {
      const p = at.get(r.id);
      return { id: r.id, name: r.name, position: p ? { lat: p.lat, lng: p.lon, at: p.at } : null };
    });
  }, [rows, positions.data]);
  const mapTickets = useMemo(() => {
    if (!gps) return [];
    const where = new Map((locations.data ?? []).map((l) => [l.id, l]));
    return tickets.map((x) => {
      const l = x.location_id ? where.get(x.location_id) : undefined;
      return {
        id: x.id,
        title: `${x.ticketNumber ? `#${x.ticketNumber} ` : ''}${ticketLabel(x)}`,
        priority: x.priority ?? null,
        employeeIds: x.employeeIds ?? [],
        lat: l?.lat ?? null,
        lng: l?.lon ?? null,
      };
    });
  }, [gps, tickets, locations.data]);

  const say = useCallback(
    (message: string) => {
      const known = messageKey(message);
      toast.error(known ? t(known.key, known.values) : message);
    },
    [t, toast],
  );

  const byId = useMemo(() => new Map(tickets.map((x) => [x.id, x])), [tickets]);
  const onChange = useCallback(
    async (change: GridChange) => {
      const ticket = byId.get(change.ticketId);
      if (!ticket) return;
      // Only the shown tickets of the employees involved can overlap it.
      const involved = new Set(ticket.employeeIds ?? []);
      if ('toEmployeeId' in change.drag && change.drag.toEmployeeId) involved.add(change.drag.toEmployeeId);
      const candidates = [...new Set([...involved].flatMap((e) => byEmployee.get(e) ?? []))];
      const result = saveForChange(ticket, change, candidates, names, zone);
      if (!result.ok) {
        say(result.message);
        return;
      }
      setSaving(true);
      try {
        if (change.fromTray) {
          // From the tray to the grid: both lists change, reload them.
          await save(result.save);
        } else {
          // Shown at once; the server's answer replaces it (a refusal reloads the list).
          const previewId = result.preview.id;
          const replace = (list: Ticket[] | undefined, by: Ticket) =>
            change.drag.kind === 'copy' && !list?.some((x) => x.id === previewId)
              ? [...(list ?? []), by]
              : (list ?? []).map((x) => (x.id === previewId ? by : x));
          void scheduled.mutate((list) => replace(list, result.preview), { revalidate: false });
          const saved = await saveShown(result.save, scheduledKey);
          void scheduled.mutate((list) => replace(list, saved), { revalidate: false });
        }
      } catch (error) {
        say(errorMessage(error));
        void scheduled.mutate();
        void unscheduled.mutate();
      } finally {
        setSaving(false);
      }
    },
    [byId, byEmployee, scheduled, unscheduled, names, zone, save, saveShown, scheduledKey, say],
  );

  const gridLabels: Partial<SchedulerGridLabels> = useMemo(
    () => ({
      grid: t('scheduler.grid'),
      technicians: t('scheduler.technicians'),
      unassigned: t('scheduler.unassigned'),
      unscheduled: t('scheduler.unscheduled'),
      emptyTray: t('scheduler.emptyTray'),
      noTechnicians: t('scheduler.noTechnicians'),
      keyboardHint: t('scheduler.keyboardHint'),
      previousPage: t('scheduler.previousPage'),
      nextPage: t('scheduler.nextPage'),
      pageRange: t('scheduler.pageRange'),
      statuses: Object.fromEntries(
        SERVICE_STATUSES.map((s) => [s, t(`scheduler.status.${s}`)]),
      ) as SchedulerGridLabels['statuses'],
      priorities: {
        1: t('scheduler.priority.1'),
        2: t('scheduler.priority.2'),
        3: t('scheduler.priority.3'),
      },
    }),
    [t],
  );

  const windowLabels: FloatingWindowLabels = useMemo(
    () => ({
      minimize: t('scheduler.window.minimize'),
      restore: t('scheduler.window.restore'),
      fullscreen: t('scheduler.window.fullscreen'),
      exitFullscreen: t('scheduler.window.exitFullscreen'),
      popout: t('scheduler.window.popout'),
      close: t('scheduler.close'),
      poppedOut: t('scheduler.window.poppedOut'),
      moveHint: t('scheduler.window.moveHint'),
    }),
    [t],
  );

  const mapLabels: Partial<SchedulerMapLabels> = useMemo(
    () => ({
      map: t('scheduler.gps.map'),
      technicians: t('scheduler.technicians'),
      unassigned: t('scheduler.gps.unassigned'),
      noPosition: t('scheduler.gps.noPosition'),
      lastFix: (time: string) => t('scheduler.gps.lastFix', { time }),
      assignedTo: t('scheduler.field.employees'),
      priority: t('scheduler.field.priority'),
      priorities: {
        1: t('scheduler.priority.1'),
        2: t('scheduler.priority.2'),
        3: t('scheduler.priority.3'),
      },
      legend: t('scheduler.gps.legend'),
      open: t('scheduler.gps.open'),
      noUnassigned: t('scheduler.gps.noUnassigned'),
      close: t('scheduler.close'),
      offline: t('insight.map.offline'),
      notConfigured: t('insight.map.notConfigured'),
      skipped: (n: number) => t('insight.map.skipped', { count: n }),
    }),
    [t],
  );

  const locale = i18n.language === 'es' ? 'es-ES' : 'en-US';
  // The date field and the week's day headers follow the language (28/11/2026, 'dom 22 nov').
  const dateField = useLocalDateField();
  const dayText = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label =
    view !== 'week'
      ? dayText.format(Date.parse(`${date}T00:00:00Z`))
      : `${short.format(Date.parse(`${win.days[0]}T00:00:00Z`))} – ${short.format(Date.parse(`${win.days[win.days.length - 1]}T00:00:00Z`))}`;
  const step = (dir: -1 | 1) => setDate(stepSchedulerDate(date, viewValue, dir));
  const open = openId ? tickets.find((x) => x.id === openId) : undefined;
  const fixTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: zone });

  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1 style={{ margin: 0 }}>{t('scheduler.title')}</h1>
      <Box display="flex" gap="sm" alignItems="flex-end" flexWrap="wrap">
        <Button
          variant="secondary"
          onClick={() => step(-1)}
          aria-label={t(view === 'week' ? 'scheduler.prevWeek' : 'scheduler.prevDay')}
        >
          ‹
        </Button>
        <div style={{ minWidth: 170 }}>
          <DatePicker
            {...dateField}
            label={t('scheduler.date')}
            value={dateOfIso(date)}
            onValueChange={(d) => d && setDate(isoOf(d))}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => step(1)}
          aria-label={t(view === 'week' ? 'scheduler.nextWeek' : 'scheduler.nextDay')}
        >
          ›
        </Button>
        <Button variant="ghost" onClick={() => setDate(todayIn(zone, Date.now() + offset))}>
          {t('scheduler.today')}
        </Button>
        <strong data-testid="scheduler-range" style={{ alignSelf: 'center' }}>
          {label}
        </strong>
        <div
          role="group"
          aria-label={t('scheduler.view')}
          style={{ display: 'flex', gap: 4, marginLeft: 'auto' }}
        >
          {(['day', 'week', 'gps'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(`scheduler.view.${v}`)}
            </Button>
          ))}
        </div>
        <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
          {t('scheduler.settings')}
        </Button>
      </Box>
      <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
        <Checkbox
          label={t('scheduler.filter.technicians')}
          checked={showTechnicians}
          onCheckedChange={(c) => setShowTechnicians(c === true)}
        />
        <Checkbox
          label={t('scheduler.filter.scheduled')}
          checked={showScheduled}
          onCheckedChange={(c) => setShowScheduled(c === true)}
        />
        <Checkbox
          label={t('scheduler.filter.unscheduled')}
          checked={showUnscheduled}
          onCheckedChange={(c) => setShowUnscheduled(c === true)}
        />
        <div style={{ width: 220 }}>
          <TextField
            label={t('scheduler.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </div>
        <ul
          aria-label={t('scheduler.legend')}
          style={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' }}
        >
          {SERVICE_STATUSES.map((s) => (
            <li key={s}>
              <span aria-hidden="true">{STATUS_ICONS[s]}</span> {t(`scheduler.status.${s}`)}
            </li>
          ))}
        </ul>
        {saving ? <span role="status">{t('scheduler.saving')}</span> : null}
      </Box>
      {scheduled.error ? <p role="alert">{errorMessage(scheduled.error)}</p> : null}
      {gps ? (
        <SchedulerMap
          technicians={mapTechnicians}
          tickets={mapTickets}
          apiKey={mapConfig.apiKey}
          tiles={mapConfig.tiles}
          width={Math.max(300, Math.min(900, window.innerWidth - 420))}
          height={Math.round(Math.max(320, window.innerHeight * 0.65))}
          formatTime={(at) => fixTime.format(Date.parse(at))}
          onOpen={setOpenId}
          labels={mapLabels}
        />
      ) : (
        <SchedulerGrid
          rows={rows}
          tickets={tickets}
          view={view}
          days={win.days}
          from={win.from}
          to={win.to}
          timeZone={zone}
          now={now}
          onChange={canEdit ? (c) => void onChange(c) : undefined}
          onDayClick={(d) => show({ date: d, view: 'day' })}
          onOpen={setOpenId}
          showTray={showUnscheduled}
          pageSize={paged ? 7 : undefined}
          height={560}
          // Phones keep most of the width for the timeline.
          nameWidth={window.innerWidth < 600 ? 110 : 180}
          locale={i18n.language === 'es' ? 'es-ES' : 'en-GB'}
          labels={gridLabels}
        />
      )}
      <Dialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        title={t('scheduler.settings')}
        closeLabel={t('scheduler.close')}
        footer={<Button onClick={() => setSettingsOpen(false)}>{t('scheduler.close')}</Button>}
      >
        <Checkbox
          label={t('scheduler.paged')}
          checked={paged}
          onCheckedChange={(c) => setPaged(c === true)}
        />
      </Dialog>
      {open ? (
        <FloatingWindow
          key={open.id}
          title={`${open.ticketNumber ? `#${open.ticketNumber} ` : ''}${ticketLabel(open)}`}
          width={320}
          height={650}
          onClose={() => setOpenId(null)}
          initialPosition={{ x: 80, y: 120 }}
          labels={windowLabels}
        >
          <TicketSummary ticket={open} names={names} zone={zone} locale={locale} />
          <DurationInput
            label={t('scheduler.duration')}
            value={open.estimatedDurationMinutes ?? null}
            mode={durationMode}
            disabled={!canEdit}
            onChange={(minutes) => {
              if (minutes === null || minutes === open.estimatedDurationMinutes) return;
              setSaving(true);
              save({ id: open.id, estimatedDurationMinutes: minutes })
                .catch((error: unknown) => say(errorMessage(error)))
                .finally(() => setSaving(false));
            }}
          />
          <p>
            {/* The ticket manager opens over the scheduler (service spec 2: links to /tickets/tickets/
                inside the scheduler do not navigate); the address still opens it in a new tab. */}
            <Link
              to={`/tickets/tickets/?ticket=${encodeURIComponent(open.id)}`}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                setEditing(open);
              }}
            >
              {t('scheduler.edit')}
            </Link>
          </p>
        </FloatingWindow>
      ) : null}
      <TicketDialog ticket={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}

function TicketSummary({
  ticket,
  names,
  zone,
  locale,
}: {
  ticket: Ticket;
  names: Record<string, string>;
  zone: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const when = ticket.scheduledTimeStamp
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
        Date.parse(ticket.scheduledTimeStamp),
      )
    : t('scheduler.unscheduled');
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 8px', margin: 0 }}>
      <dt>{t('scheduler.field.status')}</dt>
      <dd style={{ margin: 0 }}>{t(`scheduler.status.${ticket.serviceStatus ?? 'notAccepted'}`)}</dd>
      <dt>{t('scheduler.field.priority')}</dt>
      <dd style={{ margin: 0 }}>{t(`scheduler.priority.${ticket.priority ?? 1}`)}</dd>
      <dt>{t('scheduler.field.start')}</dt>
      <dd style={{ margin: 0 }}>{when}</dd>
      <dt>{t('scheduler.field.employees')}</dt>
      <dd style={{ margin: 0 }}>
        {(ticket.employeeIds ?? []).map((id: string) => names[id] ?? id).join(', ') || '—'}
      </dd>
      <dt>{t('scheduler.field.location')}</dt>
      <dd style={{ margin: 0 }}>{(ticket as { locationLabel?: string }).locationLabel ?? '—'}</dd>
    </dl>
  );
}
