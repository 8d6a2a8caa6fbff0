import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  PRIORITY_LABELS,
  SCHEDULER,
  type SchedulerDrag,
  type ServiceStatusName,
  type ServiceTicket,
  snapToGrid,
  ticketLabel,
  toMillis,
  type Instant,
} from '@wm/domain';
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/cx';
import * as s from './SchedulerGrid.css';
import {
  dayHeaderFormatter,
  instantAt,
  type LayoutInputs,
  type PlacedTicket,
  type SchedulerLayout,
  shiftBy,
  UNASSIGNED_ROW,
  updateLayout,
  visibleInRange,
} from './schedulerLayout';

/** A technician row of the grid. */
export interface SchedulerGridRow {
  /** Employee id (the values of a ticket's `employeeIds`). */
  id: string;
  name: string;
}

/** A ticket the grid draws: the domain's ServiceTicket with its id. */
export type SchedulerGridTicket = ServiceTicket & { id: string };

/** Day view (hours across, 5-minute snap) or week view (days across, clickable day headers). */
export type SchedulerGridView = 'day' | 'week';

/**
 * A change the user asked for on the grid; the host applies it (`applyDrag` of @wm/domain) and saves.
 * `drag` is the domain's SchedulerDrag with instants snapped to 5 minutes. A ticket dragged from the
 * unscheduled tray arrives as a `move` of a ticket that has no scheduled time yet.
 */
export interface SchedulerGridChange {
  ticketId: string;
  drag: SchedulerDrag;
  /** True when the ticket came from the unscheduled tray (it has no scheduled time to keep). */
  fromTray?: boolean;
}

/** Strings of the grid (English defaults; the console passes translated ones). */
export interface SchedulerGridLabels {
  grid: string;
  technicians: string;
  unassigned: string;
  unscheduled: string;
  emptyTray: string;
  noTechnicians: string;
  /** Screen-reader instructions of a ticket box. */
  keyboardHint: string;
  previousPage: string;
  nextPage: string;
  /** '{from}-{to} of {total}' technicians of a page. */
  pageRange: string;
  statuses: Record<ServiceStatusName, string>;
  priorities: Record<1 | 2 | 3, string>;
}

/** English strings of the grid. */
export const defaultSchedulerGridLabels: SchedulerGridLabels = {
  grid: 'Scheduler',
  technicians: 'Technicians',
  unassigned: 'Unassigned',
  unscheduled: 'Unscheduled',
  emptyTray: 'No unscheduled tickets.',
  noTechnicians: 'No technicians to show.',
  keyboardHint:
    'Arrow Left or Right moves the ticket, Shift+Arrow changes its end, Alt+Arrow its start, Arrow Up or Down moves it to another technician, Ctrl+Arrow Up or Down copies it, Enter opens it.',
  previousPage: 'Previous technicians',
  nextPage: 'Next technicians',
  pageRange: '{from}-{to} of {total}',
  statuses: {
    notAccepted: 'Not accepted',
    accepted: 'Accepted',
    rejected: 'Rejected',
    inProgress: 'In progress',
    completed: 'Completed',
  },
  priorities: PRIORITY_LABELS,
};

/** The status icon of each service status (service spec 2: boxes carry a status icon). */
export const STATUS_ICONS: Record<ServiceStatusName, string> = {
  notAccepted: '○',
  accepted: '●',
  rejected: '✕',
  inProgress: '▶',
  completed: '✓',
};

export interface SchedulerGridProps {
  rows: ReadonlyArray<SchedulerGridRow>;
  tickets: ReadonlyArray<SchedulerGridTicket>;
  view: SchedulerGridView;
  /** Local dates 'YYYY-MM-DD' shown: one in the day view, seven in the week view. */
  days: ReadonlyArray<string>;
  /** Start of the first day and end of the last one (instants): the timeline spans [from, to). */
  from: Instant;
  to: Instant;
  /** IANA zone of the hour labels and times read out (the company's zone). */
  timeZone?: string;
  /** The current time (instant) for the shaded now-overlay; none draws no overlay. */
  now?: Instant;
  /** A drag, resize, copy or keyboard move; the host saves it (controlled: the grid moves nothing itself). */
  onChange?: (change: SchedulerGridChange) => void;
  /** A day header of the week view was clicked (local date). */
  onDayClick?: (date: string) => void;
  /** A ticket was clicked or Enter was pressed on it. */
  onOpen?: (ticketId: string) => void;
  /** Show the unassigned lane (scheduled tickets without employees). Default true. */
  showUnassigned?: boolean;
  /** Show the tray of unscheduled tickets to drag from. Default true. */
  showTray?: boolean;
  /** Technicians per page (the legacy 7); none (the default) scrolls all rows, virtualised. */
  pageSize?: number;
  /** Height of the scrolled grid, px. */
  height?: number;
  /** Row height, px (service spec 9: 80). */
  rowHeight?: number;
  /** Width of an hour in the day view and of a day in the week view, px. */
  hourWidth?: number;
  dayWidth?: number;
  nameWidth?: number;
  /**
   * BCP 47 locale of the week view's day headers ('Sun 22 Nov'; 'es-ES': 'dom 22 nov') and of the
   * day in the tickets' read-out text. Default 'en-GB'. Hours stay 24-hour 'HH:mm'.
   */
  locale?: string;
  labels?: Partial<SchedulerGridLabels>;
}

const MINUTE = 60_000;
const HEADER = 40;

type DragData =
  | { kind: 'move' | 'resizeStart' | 'resizeEnd'; placed: PlacedTicket<SchedulerGridTicket> }
  | { kind: 'tray'; ticket: SchedulerGridTicket };

interface Preview {
  key: string;
  kind: 'resizeStart' | 'resizeEnd';
  dx: number;
}

/**
 * Renders of ticket boxes and tray tickets since the page loaded (a story checks that a drag draws
 * a handful of boxes, not every visible one). Not part of the package's exports.
 */
export const schedulerRenderCounts = { boxes: 0, trayTickets: 0 };

/** The id of the grid's one dnd-kit draggable (every box and tray ticket drags through it). */
const DRAG_ID = 'scheduler-drag';

/** What the grid's one draggable does for a box or tray ticket pressed with the pointer. */
interface DragSourceHandle {
  /** Makes `node` the dragged node and hands the pointerdown to dnd-kit's PointerSensor. */
  start: (node: HTMLElement, e: ReactPointerEvent<HTMLElement>) => void;
}

const keyOf = (ticketId: string, rowId: string) => `${ticketId}|${rowId}`;
/** The row id of a `keyOf` key. */
const rowOfKey = (key: string) => key.slice(key.lastIndexOf('|') + 1);

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
  } catch {
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });
  }
}

/**
 * The scheduler's resource timeline (service spec 2 'Timeline grid', 4 'Wizard and scheduler'): one
 * row per technician plus an unassigned lane, time across (day view: hours; week view: days with
 * clickable headers), ticket boxes coloured by priority with a status icon and the first 5 words of
 * the description, a shaded now-overlay and a tray of unscheduled tickets. Drag a box's body to move
 * it (onto another row to reassign; hold Ctrl to copy), either edge to resize; times snap to 5
 * minutes. Keyboard: see `labels.keyboardHint`. Virtualised in both directions (TanStack Virtual):
 * only the visible rows, the visible time columns (header cells and grid lines) and the boxes in the
 * visible time range are drawn, so hundreds of technicians over long days scroll smoothly.
 * Controlled: it reports `onChange` and draws what `tickets` says; the host saves and refreshes.
 */
export function SchedulerGrid({
  rows,
  tickets,
  view,
  days,
  from,
  to,
  timeZone = 'UTC',
  now,
  onChange,
  onDayClick,
  onOpen: onOpenIn,
  showUnassigned = true,
  showTray = true,
  pageSize,
  height = 600,
  rowHeight = 80,
  hourWidth = 80,
  dayWidth = 160,
  nameWidth = 180,
  locale = 'en-GB',
  labels: labelsIn,
}: SchedulerGridProps) {
  const labels = useMemo(() => ({ ...defaultSchedulerGridLabels, ...labelsIn }), [labelsIn]);
  const fromMs = toMillis(from);
  const toMs = toMillis(to);
  const spanMinutes = Math.max(1, (toMs - fromMs) / MINUTE);
  const timelineWidth = view === 'day' ? (spanMinutes / 60) * hourWidth : days.length * dayWidth;
  const pxPerMinute = timelineWidth / spanMinutes;
  const keyStep = view === 'day' ? SCHEDULER.snapMinutes : 60;

  const [page, setPage] = useState(0);
  const pageCount = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount - 1);
  const pageRows = useMemo(
    () => (pageSize ? rows.slice(currentPage * pageSize, (currentPage + 1) * pageSize) : rows),
    [rows, pageSize, currentPage],
  );
  const rowIds = useMemo(
    () => [...(showUnassigned ? [UNASSIGNED_ROW] : []), ...pageRows.map((r) => r.id)],
    [pageRows, showUnassigned],
  );
  const names = useMemo(() => new Map(rows.map((r) => [r.id, r.name])), [rows]);
  // Laid out again only where tickets changed (a drop replaces one ticket: its rows only).
  const lastLayout = useRef<LayoutInputs<SchedulerGridTicket> | null>(null);
  const layout = useMemo(() => {
    const next = updateLayout(lastLayout.current, tickets, rowIds, fromMs, toMs);
    lastLayout.current = { tickets, rowIds, from: fromMs, to: toMs, layout: next };
    return next;
  }, [tickets, rowIds, fromMs, toMs]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const maxLength = useMemo(() => {
    let max = 0;
    for (const list of layout.byRow.values()) for (const p of list) max = Math.max(max, p.end - p.start);
    return max;
  }, [layout]);

  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizerRef = useRef<{ scrollToIndex: (index: number) => void } | null>(null);

  // Drag state: Ctrl held (copy) and the live resize preview.
  const ctrl = useRef(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  useEffect(() => {
    const track = (e: globalThis.KeyboardEvent) => {
      ctrl.current = e.ctrlKey || e.metaKey;
    };
    window.addEventListener('keydown', track);
    window.addEventListener('keyup', track);
    return () => {
      window.removeEventListener('keydown', track);
      window.removeEventListener('keyup', track);
    };
  }, []);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  // The host's latest callbacks behind stable functions: a host passing new arrow functions on
  // every render (as after each saved drop) must not make every visible row draw again.
  const latest = useRef({ onChange, onOpen: onOpenIn });
  useLayoutEffect(() => {
    latest.current = { onChange, onOpen: onOpenIn };
  });
  const emit = useCallback((change: SchedulerGridChange) => latest.current.onChange?.(change), []);
  const hasOpen = onOpenIn !== undefined;
  const onOpen = useMemo(
    () => (hasOpen ? (id: string) => latest.current.onOpen?.(id) : undefined),
    [hasOpen],
  );

  // A resize moves the dragged edge itself, which dnd-kit subtracts from its delta; resizes read
  // the pointer (plus any auto-scroll) instead.
  const pointer = useRef({ startX: 0, x: 0, y: 0, scroll: 0 });
  useEffect(() => {
    const move = (e: PointerEvent) => {
      pointer.current.x = e.clientX;
      pointer.current.y = e.clientY;
    };
    window.addEventListener('pointermove', move, true);
    return () => window.removeEventListener('pointermove', move, true);
  }, []);
  const resizeDx = () =>
    pointer.current.x -
    pointer.current.startX +
    ((scrollerRef.current?.scrollLeft ?? 0) - pointer.current.scroll);
  // The row under the pointer (one drop target for the whole grid rather than one per row, so
  // rows mount and unmount cheaply while scrolling).
  const rowAt = (clientY: number): string | null => {
    const el = scrollerRef.current;
    if (!el) return null;
    const rect = el.getBoundingClientRect();
    if (clientY < rect.top + HEADER || clientY > rect.bottom) return null;
    const index = Math.floor((clientY - rect.top + el.scrollTop - HEADER) / rowHeight);
    return rowIds[index] ?? null;
  };
  // Which part of a box the drag started on: within 6 px of an edge (a quarter of a narrow box;
  // none under 16 px) resizes, elsewhere moves.
  const dragKind = useRef<'move' | 'resizeStart' | 'resizeEnd'>('move');
  const [overRow, setOverRow] = useState<string | null>(null);
  const [activeTray, setActiveTray] = useState<string | null>(null);
  // One draggable for the whole grid: a pointerdown on a box or tray ticket makes it the dragged
  // node, so a drag start or end draws the dragged box (and the target row) again, not every box
  // subscribed to dnd-kit's context. `dragData` is what is being dragged.
  const source = useRef<DragSourceHandle | null>(null);
  const dragData = useRef<DragData | null>(null);
  const follow = useRef(false);
  const onPointerDown = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    const target = e.target as Element | null;
    if (!target?.closest) return;
    const box = target.closest<HTMLElement>('[data-ticket-key]');
    const current = layoutRef.current;
    if (box) {
      const key = box.dataset.ticketKey ?? '';
      const placed = current.byRow.get(rowOfKey(key))?.find((p) => keyOf(p.ticket.id, p.rowId) === key);
      if (!placed) return;
      dragData.current = { kind: 'move', placed };
      source.current?.start(box, e);
      return;
    }
    const trayEl = target.closest<HTMLElement>('[data-tray-ticket]');
    if (!trayEl) return;
    const ticket = current.unscheduled.find((t) => t.id === trayEl.dataset.trayTicket);
    if (!ticket) return;
    dragData.current = { kind: 'tray', ticket };
    source.current?.start(trayEl, e);
  }, []);
  const onDragStart = (e: DragStartEvent) => {
    const ev = e.activatorEvent as PointerEvent;
    ctrl.current = Boolean(ev?.ctrlKey || ev?.metaKey);
    const x = typeof ev?.clientX === 'number' ? ev.clientX : 0;
    pointer.current = {
      startX: x,
      x: pointer.current.x || x,
      y: pointer.current.y || (ev?.clientY ?? 0),
      scroll: scrollerRef.current?.scrollLeft ?? 0,
    };
    const data = dragData.current;
    dragKind.current = 'move';
    follow.current = true;
    if (!data) return;
    if (data.kind === 'tray') {
      setActiveTray(data.ticket.id);
      return;
    }
    const key = keyOf(data.placed.ticket.id, data.placed.rowId);
    const el = scrollerRef.current?.querySelector<HTMLElement>(`[data-ticket-key="${CSS.escape(key)}"]`);
    if (el) {
      const r = el.getBoundingClientRect();
      const edge = r.width < 16 ? 0 : Math.min(6, r.width / 4);
      if (x - r.left <= edge) dragKind.current = 'resizeStart';
      else if (r.right - x <= edge) dragKind.current = 'resizeEnd';
    }
    follow.current = dragKind.current === 'move';
    setActiveKey(key);
    if (dragKind.current !== 'move') setPreview({ key, kind: dragKind.current, dx: 0 });
  };
  const onDragMove = (_e: DragMoveEvent) => {
    const data = dragData.current;
    if (!data) return;
    const kind = dragKind.current;
    if (data.kind !== 'tray' && kind !== 'move') {
      setPreview({ key: keyOf(data.placed.ticket.id, data.placed.rowId), kind, dx: resizeDx() });
      return;
    }
    const row = rowAt(pointer.current.y);
    setOverRow((prev) => (prev === row ? prev : row));
  };
  const onDragEnd = (e: DragEndEvent) => {
    setPreview(null);
    setActiveKey(null);
    setActiveTray(null);
    setOverRow(null);
    follow.current = false;
    const data = dragData.current;
    dragData.current = null;
    if (!data) return;
    const ev0 = e.activatorEvent as PointerEvent;
    const endRow = rowAt(pointer.current.y || (ev0?.clientY ?? 0) + e.delta.y);
    if (data.kind === 'tray') {
      if (!endRow) return;
      const lane = scrollerRef.current?.querySelector<HTMLElement>(`[data-lane="${endRow}"]`);
      const ev = e.activatorEvent as PointerEvent;
      if (!lane || typeof ev?.clientX !== 'number') return;
      const x = ev.clientX + e.delta.x - lane.getBoundingClientRect().left;
      emit({
        ticketId: data.ticket.id,
        fromTray: true,
        drag: {
          kind: 'move',
          start: new Date(instantAt(x, fromMs, pxPerMinute)).toISOString(),
          fromEmployeeId: null,
          toEmployeeId: endRow === UNASSIGNED_ROW ? null : endRow,
        },
      });
      return;
    }
    const { placed } = data;
    const id = placed.ticket.id;
    const kind = dragKind.current;
    dragKind.current = 'move';
    if (kind === 'resizeStart' || kind === 'resizeEnd') {
      const edge = kind === 'resizeStart' ? placed.start : placed.end;
      const at = shiftBy(edge, resizeDx(), pxPerMinute);
      if (at === edge) return;
      const iso = new Date(at).toISOString();
      emit({
        ticketId: id,
        drag: kind === 'resizeStart' ? { kind: 'resizeStart', start: iso } : { kind: 'resizeEnd', end: iso },
      });
      return;
    }
    const start = shiftBy(placed.start, e.delta.x, pxPerMinute);
    const copy = ctrl.current;
    const target = endRow && endRow !== UNASSIGNED_ROW && endRow !== placed.rowId ? endRow : null;
    if (!copy && !target && start === placed.start) return;
    emit({
      ticketId: id,
      drag: {
        kind: copy ? 'copy' : 'move',
        start: new Date(start).toISOString(),
        fromEmployeeId: placed.rowId === UNASSIGNED_ROW ? null : placed.rowId,
        toEmployeeId: target,
      },
    });
  };

  // Keyboard moves; focus follows the ticket to its new row once the host has redrawn it.
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    const el = scrollerRef.current?.querySelector<HTMLElement>(`[data-ticket-key="${CSS.escape(want)}"]`);
    if (el) {
      pendingFocus.current = null;
      if (document.activeElement !== el) el.focus();
    }
  });
  const onKey = useCallback(
    (e: KeyboardEvent<HTMLElement>, placed: PlacedTicket<SchedulerGridTicket>) => {
      const id = placed.ticket.id;
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onOpen?.(id);
        return;
      }
      const dir = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      const vdir = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
      if (!dir && !vdir) return;
      e.preventDefault();
      const step = dir * keyStep * MINUTE;
      if (dir) {
        if (e.shiftKey) {
          emit({
            ticketId: id,
            drag: { kind: 'resizeEnd', end: new Date(snapToGrid(placed.end + step)).toISOString() },
          });
        } else if (e.altKey) {
          emit({
            ticketId: id,
            drag: { kind: 'resizeStart', start: new Date(snapToGrid(placed.start + step)).toISOString() },
          });
        } else {
          emit({
            ticketId: id,
            drag: { kind: 'move', start: new Date(snapToGrid(placed.start + step)).toISOString() },
          });
        }
        pendingFocus.current = keyOf(id, placed.rowId);
        return;
      }
      const technicians = rowIds.filter((r) => r !== UNASSIGNED_ROW);
      const at = technicians.indexOf(placed.rowId);
      const next = technicians[at < 0 ? (vdir > 0 ? 0 : -1) : at + vdir];
      if (!next) return;
      const copy = e.ctrlKey || e.metaKey;
      emit({
        ticketId: id,
        drag: {
          kind: copy ? 'copy' : 'move',
          start: new Date(placed.start).toISOString(),
          fromEmployeeId: placed.rowId === UNASSIGNED_ROW ? null : placed.rowId,
          toEmployeeId: next,
        },
      });
      if (!copy) pendingFocus.current = keyOf(id, next);
      const index = rowIds.indexOf(next);
      if (index >= 0) virtualizerRef.current?.scrollToIndex(index);
    },
    [emit, keyStep, onOpen, rowIds],
  );

  const time = useMemo(
    () => formatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    [timeZone],
  );
  const dayHeader = useMemo(() => dayHeaderFormatter(locale), [locale]);
  const describe = useCallback(
    (p: PlacedTicket<SchedulerGridTicket>) => {
      const t = p.ticket;
      const prio = labels.priorities[(t.priority ?? 1) as 1 | 2 | 3] ?? '';
      const status = labels.statuses[t.serviceStatus ?? 'notAccepted'] ?? '';
      const range = `${time.format(p.start)}-${time.format(p.end)}`;
      const day =
        view === 'week'
          ? `${dayHeader(days[Math.floor((p.start - fromMs) / 86_400_000)] ?? days[0] ?? '')} `
          : '';
      return `${t.ticketNumber ? `#${t.ticketNumber} ` : ''}${ticketLabel(t)}, ${prio}, ${status}, ${day}${range}`;
    },
    [labels.priorities, labels.statuses, time, dayHeader, view, days, fromMs],
  );

  const columns = useMemo(() => {
    if (view === 'week') {
      return days.map((date, i) => ({
        key: date,
        x: i * dayWidth,
        width: dayWidth,
        date,
        text: dayHeader(date),
      }));
    }
    const hours = Math.round(spanMinutes / 60);
    return Array.from({ length: hours }, (_, i) => ({
      key: String(i),
      x: i * hourWidth,
      width: hourWidth,
      date: null as string | null,
      // Narrow hours show the hour only ('09'), wide ones 'HH:mm'.
      text:
        hourWidth < 50
          ? time.format(fromMs + i * 3_600_000).slice(0, 2)
          : time.format(fromMs + i * 3_600_000),
    }));
  }, [view, days, dayWidth, hourWidth, spanMinutes, fromMs, time, dayHeader]);

  const nowMs = now === undefined ? Number.NaN : toMillis(now);
  const nowX = nowMs >= fromMs && nowMs < toMs ? ((nowMs - fromMs) / MINUTE) * pxPerMinute : null;
  const width = nameWidth + timelineWidth;
  const hintId = useId();

  return (
    <div className={s.root} onPointerDown={onPointerDown}>
      <span id={hintId} className={s.srOnly}>
        {labels.keyboardHint}
      </span>
      <DndContext
        sensors={sensors}
        // Scroll sideways only when the pointer is right at the edge: a resize near the edge must
        // not run on by itself.
        autoScroll={{ threshold: { x: 0.04, y: 0.15 } }}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setPreview(null);
          setActiveKey(null);
          setActiveTray(null);
          setOverRow(null);
          dragKind.current = 'move';
          follow.current = false;
          dragData.current = null;
        }}
        accessibility={{ screenReaderInstructions: { draggable: labels.keyboardHint } }}
      >
        <DragSource handle={source} follow={follow} />
        {pageSize && rows.length > pageSize ? (
          <div className={s.hint}>
            <button
              type="button"
              className={s.dayButton}
              style={{ width: 'auto', padding: '0 8px' }}
              onClick={() => setPage(Math.max(0, currentPage - 1))}
              disabled={currentPage === 0}
            >
              ‹ {labels.previousPage}
            </button>
            <span>
              {labels.pageRange
                .replace('{from}', String(currentPage * pageSize + 1))
                .replace('{to}', String(Math.min(rows.length, (currentPage + 1) * pageSize)))
                .replace('{total}', String(rows.length))}
            </span>
            <button
              type="button"
              className={s.dayButton}
              style={{ width: 'auto', padding: '0 8px' }}
              onClick={() => setPage(Math.min(pageCount - 1, currentPage + 1))}
              disabled={currentPage >= pageCount - 1}
            >
              {labels.nextPage} ›
            </button>
          </div>
        ) : null}
        <GridBody
          scrollerRef={scrollerRef}
          virtualizerRef={virtualizerRef}
          rowIds={rowIds}
          names={names}
          labels={labels}
          layout={layout}
          maxLength={maxLength}
          columns={columns}
          width={width}
          nameWidth={nameWidth}
          timelineWidth={timelineWidth}
          rowHeight={rowHeight}
          height={height}
          view={view}
          fromMs={fromMs}
          pxPerMinute={pxPerMinute}
          nowX={nowX}
          overRow={overRow}
          preview={preview}
          activeKey={activeKey}
          describe={describe}
          hintId={hintId}
          onKey={onKey}
          onOpen={onOpen}
          onDayClick={onDayClick}
          empty={rowIds.length === (showUnassigned ? 1 : 0)}
        />
        {showTray ? (
          <section className={s.tray} role="group" aria-label={labels.unscheduled}>
            <span className={s.trayTitle}>{labels.unscheduled}</span>
            {layout.unscheduled.length === 0 ? <span className={s.hint}>{labels.emptyTray}</span> : null}
            {layout.unscheduled.map((t) => (
              <TrayTicket
                key={t.id}
                ticket={t}
                label={`${t.ticketNumber ? `#${t.ticketNumber} ` : ''}${ticketLabel(t)}`}
                onOpen={onOpen}
                hintId={hintId}
                statusLabel={labels.statuses[t.serviceStatus ?? 'notAccepted']}
                dragging={activeTray === t.id}
              />
            ))}
          </section>
        ) : null}
      </DndContext>
    </div>
  );
}

type Column = { key: string; x: number; width: number; date: string | null; text: string };

interface GridBodyProps {
  scrollerRef: RefObject<HTMLDivElement | null>;
  virtualizerRef: RefObject<{ scrollToIndex: (index: number) => void } | null>;
  rowIds: ReadonlyArray<string>;
  names: ReadonlyMap<string, string>;
  labels: SchedulerGridLabels;
  layout: SchedulerLayout<SchedulerGridTicket>;
  maxLength: number;
  columns: ReadonlyArray<Column>;
  width: number;
  nameWidth: number;
  timelineWidth: number;
  rowHeight: number;
  height: number;
  view: SchedulerGridView;
  fromMs: number;
  pxPerMinute: number;
  nowX: number | null;
  overRow: string | null;
  preview: Preview | null;
  activeKey: string | null;
  describe: (p: PlacedTicket<SchedulerGridTicket>) => string;
  hintId: string;
  onKey: (e: KeyboardEvent<HTMLElement>, p: PlacedTicket<SchedulerGridTicket>) => void;
  onOpen?: (id: string) => void;
  onDayClick?: (date: string) => void;
  empty: boolean;
}

/**
 * The scrolled part of the grid: header, now-overlay and the virtualised rows. It owns the
 * virtualiser and the scroll position, so scrolling re-renders only this (and new rows), never the
 * DndContext around it with its thousands of draggable boxes.
 */
const GridBody = memo(function GridBody(props: GridBodyProps) {
  const {
    scrollerRef,
    virtualizerRef,
    rowIds,
    names,
    labels,
    layout,
    maxLength,
    columns,
    width,
    nameWidth,
    timelineWidth,
    rowHeight,
    height,
    view,
    fromMs,
    pxPerMinute,
    nowX,
    overRow,
    preview,
    activeKey,
    describe,
    hintId,
    onKey,
    onOpen,
    onDayClick,
    empty,
  } = props;
  const virtualizer = useVirtualizer({
    count: rowIds.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollPaddingStart: HEADER,
  });

  // Time columns are virtualised sideways too: only the header cells and grid lines of the visible
  // columns (plus 2 each side) are in the DOM, so a long day of narrow hours or many days stay light.
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (i) => columns[i]?.width ?? 80,
    paddingStart: nameWidth,
    overscan: 2,
    initialRect: { width: 2000, height },
  });
  const columnItems = columnVirtualizer.getVirtualItems();
  const firstColumn = columnItems[0]?.index ?? 0;
  const lastColumn = columnItems[columnItems.length - 1]?.index ?? -1;
  const visibleColumns = useMemo(
    () => columns.slice(firstColumn, lastColumn + 1),
    [columns, firstColumn, lastColumn],
  );

  // Visible time range (sideways virtualisation), updated once per frame while scrolling.
  const [scrollX, setScrollX] = useState({ left: 0, width: 2000 });
  const frame = useRef(0);
  const onScroll = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = scrollerRef.current;
      if (el)
        setScrollX((prev) =>
          prev.left === el.scrollLeft && prev.width === el.clientWidth
            ? prev
            : { left: el.scrollLeft, width: el.clientWidth },
        );
    });
  }, [scrollerRef]);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (el) setScrollX({ left: el.scrollLeft, width: el.clientWidth || 2000 });
  }, [scrollerRef]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const margin = 300;
  const visFrom = fromMs + ((scrollX.left - margin) / pxPerMinute) * MINUTE;
  const visTo = fromMs + ((scrollX.left + scrollX.width + margin) / pxPerMinute) * MINUTE;

  virtualizerRef.current = virtualizer;
  const totalHeight = virtualizer.getTotalSize();
  return (
    <div
      ref={scrollerRef}
      className={s.scroller}
      style={{ height }}
      onScroll={onScroll}
      role="group"
      aria-label={labels.grid}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard
      tabIndex={0}
      data-view={view}
    >
      <div style={{ position: 'relative', width, height: HEADER + totalHeight }}>
        <div className={s.header} style={{ width, height: HEADER }}>
          <div className={s.corner} style={{ width: nameWidth }}>
            {labels.technicians}
          </div>
          {visibleColumns.length > 0 ? (
            <div aria-hidden="true" style={{ flex: 'none', width: (visibleColumns[0] as Column).x }} />
          ) : null}
          {visibleColumns.map((c) => (
            <div key={c.key} className={s.column} style={{ width: c.width }} data-column={c.key}>
              {c.date && onDayClick ? (
                <button type="button" className={s.dayButton} onClick={() => onDayClick(c.date as string)}>
                  {c.text}
                </button>
              ) : (
                c.text
              )}
            </div>
          ))}
        </div>
        {nowX !== null ? (
          <>
            <div
              className={s.now}
              style={{ left: nameWidth, top: HEADER, width: nowX, height: totalHeight }}
            />
            <div
              className={s.nowLine}
              style={{ left: nameWidth + nowX, top: HEADER, height: totalHeight }}
              data-testid="scheduler-now"
            />
          </>
        ) : null}
        {virtualizer.getVirtualItems().map((vr) => {
          const rowId = rowIds[vr.index] as string;
          const placed = layout.byRow.get(rowId) ?? [];
          return (
            <GridRow
              key={rowId}
              rowId={rowId}
              name={rowId === UNASSIGNED_ROW ? labels.unassigned : (names.get(rowId) ?? rowId)}
              top={HEADER + vr.start}
              height={rowHeight}
              width={width}
              nameWidth={nameWidth}
              timelineWidth={timelineWidth}
              columns={visibleColumns}
              placed={placed}
              visFrom={visFrom}
              visTo={visTo}
              maxLength={maxLength}
              isOver={overRow === rowId}
              fromMs={fromMs}
              pxPerMinute={pxPerMinute}
              // Only the row of the dragged box gets the drag state, so a drag start or drop
              // draws that row again, not every visible one.
              preview={preview && rowOfKey(preview.key) === rowId ? preview : null}
              activeKey={activeKey && rowOfKey(activeKey) === rowId ? activeKey : null}
              describe={describe}
              hintId={hintId}
              onKey={onKey}
              onOpen={onOpen}
            />
          );
        })}
      </div>
      {empty ? (
        <p className={s.hint} style={{ padding: 8 }}>
          {labels.noTechnicians}
        </p>
      ) : null}
    </div>
  );
});

interface GridRowProps {
  rowId: string;
  name: string;
  top: number;
  height: number;
  width: number;
  nameWidth: number;
  timelineWidth: number;
  /** The visible columns only (sideways virtualisation): their grid lines are drawn. */
  columns: ReadonlyArray<{ key: string; x: number }>;
  placed: PlacedTicket<SchedulerGridTicket>[];
  visFrom: number;
  visTo: number;
  maxLength: number;
  isOver: boolean;
  fromMs: number;
  pxPerMinute: number;
  preview: Preview | null;
  activeKey: string | null;
  describe: (p: PlacedTicket<SchedulerGridTicket>) => string;
  hintId: string;
  onKey: (e: KeyboardEvent<HTMLElement>, p: PlacedTicket<SchedulerGridTicket>) => void;
  onOpen?: (id: string) => void;
}

/** One technician row: the sticky name and its lane of ticket boxes (memoised: scrolling re-renders only new rows). */
const GridRow = memo(function GridRow(props: GridRowProps) {
  const {
    rowId,
    name,
    top,
    height,
    width,
    nameWidth,
    timelineWidth,
    columns,
    placed,
    visFrom,
    visTo,
    maxLength,
  } = props;
  // Only the boxes in the visible time range (plus a margin) are drawn.
  const boxes = useMemo(
    () => visibleInRange(placed, visFrom, visTo, maxLength),
    [placed, visFrom, visTo, maxLength],
  );
  return (
    <div className={s.row} style={{ top, height, width }} role="group" aria-label={name} data-row={rowId}>
      <div
        className={cx(s.rowName, rowId === UNASSIGNED_ROW && s.unassignedName)}
        style={{ width: nameWidth }}
      >
        {name}
      </div>
      <div
        className={cx(s.lane, props.isOver && s.laneOver)}
        style={{ width: timelineWidth }}
        data-lane={rowId}
      >
        {columns.map((c) => (
          <div key={c.key} className={s.gridLine} style={{ left: c.x }} />
        ))}
        {boxes.map((p) => (
          <TicketBox
            key={p.ticket.id}
            placed={p}
            height={height}
            fromMs={props.fromMs}
            pxPerMinute={props.pxPerMinute}
            preview={props.preview && props.preview.key === keyOf(p.ticket.id, rowId) ? props.preview : null}
            active={props.activeKey === keyOf(p.ticket.id, rowId)}
            describe={props.describe}
            hintId={props.hintId}
            onKey={props.onKey}
            onOpen={props.onOpen}
          />
        ))}
      </div>
    </div>
  );
});

interface TicketBoxProps {
  placed: PlacedTicket<SchedulerGridTicket>;
  height: number;
  fromMs: number;
  pxPerMinute: number;
  preview: Preview | null;
  active: boolean;
  describe: (p: PlacedTicket<SchedulerGridTicket>) => string;
  hintId: string;
  onKey: (e: KeyboardEvent<HTMLElement>, p: PlacedTicket<SchedulerGridTicket>) => void;
  onOpen?: (id: string) => void;
}

/** A ticket box (memoised: during a drag only the dragged box gets new props). */
const TicketBox = memo(function TicketBox({
  placed,
  height,
  fromMs,
  pxPerMinute,
  preview,
  active,
  describe,
  hintId,
  onKey,
  onOpen,
}: TicketBoxProps) {
  schedulerRenderCounts.boxes++;
  const key = keyOf(placed.ticket.id, placed.rowId);
  let left = ((placed.start - fromMs) / MINUTE) * pxPerMinute;
  let w = ((placed.end - placed.start) / MINUTE) * pxPerMinute;
  if (preview && preview.key === key) {
    if (preview.kind === 'resizeStart') {
      left += preview.dx;
      w -= preview.dx;
    } else w += preview.dx;
  }
  const inner = height - 8;
  const laneHeight = inner / placed.lanes;
  const t = placed.ticket;
  const prio = ((t.priority ?? 1) >= 3 ? 3 : (t.priority ?? 1) <= 1 ? 1 : 2) as 1 | 2 | 3;
  const status = t.serviceStatus ?? 'notAccepted';
  const label = ticketLabel(t);
  const width = Math.max(4, w);
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="ticket"
      aria-label={describe(placed)}
      aria-describedby={hintId}
      className={cx(s.ticket, s.priority[prio], active && s.dragging)}
      style={{
        left,
        width,
        top: 4 + placed.lane * laneHeight,
        height: Math.max(8, laneHeight - 2),
      }}
      title={describe(placed)}
      data-ticket-key={key}
      data-ticket-id={t.id}
      data-priority={prio}
      data-status={status}
      onKeyDown={(e) => onKey(e, placed)}
      onClick={() => onOpen?.(t.id)}
    >
      {width >= 14 ? (
        <span className={s.statusIcon} aria-hidden="true">
          {STATUS_ICONS[status] ?? ''}
        </span>
      ) : null}
      {width >= 40 ? (
        <span className={s.ticketText}>
          {t.ticketNumber ? `#${t.ticketNumber} ` : ''}
          {label}
        </span>
      ) : null}
    </div>
  );
});

/** An unscheduled ticket of the tray (memoised like the boxes; dragged through the grid's one draggable). */
const TrayTicket = memo(function TrayTicket({
  ticket,
  label,
  statusLabel,
  hintId,
  onOpen,
  dragging,
}: {
  ticket: SchedulerGridTicket;
  label: string;
  statusLabel: string;
  hintId: string;
  onOpen?: (id: string) => void;
  dragging: boolean;
}) {
  schedulerRenderCounts.trayTickets++;
  const prio = ((ticket.priority ?? 1) >= 3 ? 3 : (ticket.priority ?? 1) <= 1 ? 1 : 2) as 1 | 2 | 3;
  const status = ticket.serviceStatus ?? 'notAccepted';
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription="ticket"
      aria-label={`${label}, ${statusLabel}`}
      aria-describedby={hintId}
      className={cx(s.trayTicket, s.priority[prio], dragging && s.dragging)}
      data-tray-ticket={ticket.id}
      onClick={() => onOpen?.(ticket.id)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen?.(ticket.id);
        }
      }}
    >
      <span className={s.statusIcon} aria-hidden="true">
        {STATUS_ICONS[status]}
      </span>
      <span className={s.ticketText}>{label}</span>
    </div>
  );
});

/**
 * The grid's one dnd-kit draggable. It draws nothing: `handle.start` makes the pressed box or tray
 * ticket its node and hands the pointerdown to dnd-kit, and while `follow` is set (a move, not a
 * resize) it moves that node with the pointer by setting its transform directly, so only this
 * component renders on each pointer move. The transform is cleared when the drag ends.
 */
function DragSource({
  handle,
  follow,
}: {
  handle: RefObject<DragSourceHandle | null>;
  follow: RefObject<boolean>;
}) {
  const { setNodeRef, listeners, node, transform } = useDraggable({ id: DRAG_ID });
  handle.current = {
    start: (el, e) => {
      setNodeRef(el);
      listeners?.onPointerDown?.(e);
    },
  };
  const x = transform?.x ?? null;
  const y = transform?.y ?? 0;
  useLayoutEffect(() => {
    const el = node.current;
    if (!el) return;
    el.style.transform = x !== null && follow.current ? `translate3d(${x}px, ${y}px, 0)` : '';
  }, [x, y, node, follow]);
  return null;
}
