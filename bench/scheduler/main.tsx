import { ThemeProvider } from '@wm/ui';
import { SchedulerGrid, type SchedulerGridTicket } from '@wm/widgets';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataSet, Timeline } from 'vis-timeline/standalone';
import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import { technicians } from '../../packages/widgets/src/SchedulerGrid/fixtures';

/**
 * The same technicians and tickets drawn by our SchedulerGrid (?lib=ours) or by vis-timeline
 * (?lib=vis): `rows` technicians over `days` days from 2026-11-29 (UTC), `tickets` tickets spread
 * evenly and back to back (never overlapping). Sets window.firstPaintMs once the first frame with
 * the boxes is painted.
 */
const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'ours';
const rowCount = Number(params.get('rows') ?? 300);
const dayCount = Number(params.get('days') ?? 14);
const ticketCount = Number(params.get('tickets') ?? 15000);
const FIRST = Date.parse('2026-11-29T00:00:00Z');
const rows = technicians(rowCount);
const perRow = Math.ceil(ticketCount / rowCount);
const perDay = Math.ceil(perRow / dayCount);
const tickets: SchedulerGridTicket[] = [];
for (let r = 0; r < rowCount && tickets.length < ticketCount; r++) {
  for (let k = 0; k < perRow && tickets.length < ticketCount; k++) {
    const day = Math.floor(k / perDay);
    const slot = k % perDay;
    const start = FIRST + day * 86_400_000 + (7 * 60 + slot * 100) * 60_000;
    const iso = new Date(start).toISOString();
    const n = tickets.length;
    tickets.push({
      id: `t${n}`,
      ticketNumber: n + 1,
      description: `Job ${n} replace filter and test`,
      priority: ((n % 3) + 1) as 1 | 2 | 3,
      serviceStatus: (['notAccepted', 'accepted', 'inProgress', 'completed'] as const)[n % 4],
      employeeIds: [rows[r]?.id as string],
      scheduledTimeZone: 'UTC',
      scheduledDate: iso.slice(0, 10),
      scheduledStartTime: iso.slice(11, 16),
      scheduledTimeStamp: iso,
      estimatedDurationMinutes: 90,
    });
  }
}
const days = Array.from({ length: dayCount }, (_, i) =>
  new Date(FIRST + i * 86_400_000).toISOString().slice(0, 10),
);
const to = new Date(FIRST + dayCount * 86_400_000).toISOString();
declare global {
  interface Window {
    firstPaintMs?: number;
    ticketCount?: number;
    /** ms from each drop (pointerup) to the first painted frame after the save was answered. */
    saves?: number[];
    /** Per saved drop, ms from the drop: the save request sent, its answer read, the frame painted. */
    saveParts?: { sent: number; answered: number; painted: number }[];
    lastDrop?: number;
  }
}
window.saves = [];
window.saveParts = [];
window.addEventListener(
  'pointerup',
  () => {
    window.lastDrop = performance.now();
  },
  true,
);
/**
 * The host's save of a drop: POST ./save (the bench relays it to the real server as the console's
 * save of a drag), then `apply` and record the ms from the drop to the next painted frame. A
 * refused save is not applied nor recorded (the bench counts it as a miss).
 */
const saveDrop = (body: unknown, apply: () => void) => {
  const t0 = window.lastDrop ?? performance.now();
  const sent = performance.now() - t0;
  void fetch('./save', { method: 'POST', body: JSON.stringify(body) })
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`save answered ${r.status}`))))
    .then(() => {
      const answered = performance.now() - t0;
      apply();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const painted = performance.now() - t0;
          window.saveParts?.push({ sent, answered, painted });
          window.saves?.push(painted);
        }, 0),
      );
    })
    .catch((e: unknown) => console.warn('bench: drop not saved', e));
};
window.ticketCount = tickets.length;
const root = document.getElementById('root') as HTMLElement;
const painted = (t0: number) =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      window.firstPaintMs = performance.now() - t0;
    }, 0),
  );

const t0 = performance.now();
if (lib === 'vis') {
  const groups = new DataSet(rows.map((r) => ({ id: r.id, content: r.name })));
  const items = new DataSet(
    tickets.map((t) => ({
      id: t.id,
      group: (t.employeeIds as string[])[0],
      content: `#${t.ticketNumber} ${t.description}`,
      start: new Date(t.scheduledTimeStamp as string),
      end: new Date(Date.parse(t.scheduledTimeStamp as string) + 90 * 60_000),
      className: `p${t.priority}`,
    })),
  );
  const el = document.createElement('div');
  el.id = 'vis';
  root.appendChild(el);
  new Timeline(el, items, groups, {
    start: new Date(FIRST),
    end: new Date(to),
    stack: false,
    editable: true,
    // Drag a box at once, as in our grid (vis-timeline otherwise wants a click to select it first).
    itemsAlwaysDraggable: { item: true, range: true },
    height: '800px',
    maxHeight: 800,
    verticalScroll: true,
    horizontalScroll: false,
    zoomKey: 'ctrlKey',
    groupHeightMode: 'fixed',
    snap: (date: Date) => new Date(Math.round(date.getTime() / 300_000) * 300_000),
    onMove: (item: unknown, callback: (item: unknown) => void) => saveDrop(item, () => callback(item)),
  });
  painted(t0);
} else {
  /** Holds the tickets and saves every move (as the console's scheduler page does). */
  function Host() {
    const [list, setList] = useState(tickets);
    return (
      <SchedulerGrid
        rows={rows}
        tickets={list}
        view="week"
        days={days}
        from={new Date(FIRST).toISOString()}
        to={to}
        timeZone="UTC"
        dayWidth={120}
        height={800}
        showTray={false}
        onChange={(change) => {
          const { drag } = change;
          if (drag.kind !== 'move') return;
          saveDrop(change, () =>
            setList((all) =>
              all.map((t) => {
                if (t.id !== change.ticketId) return t;
                const iso = new Date(drag.start).toISOString();
                return {
                  ...t,
                  scheduledTimeStamp: iso,
                  scheduledDate: iso.slice(0, 10),
                  scheduledStartTime: iso.slice(11, 16),
                  employeeIds: drag.toEmployeeId ? [drag.toEmployeeId] : t.employeeIds,
                };
              }),
            ),
          );
        }}
      />
    );
  }
  createRoot(root).render(
    <ThemeProvider theme="light">
      <Host />
    </ThemeProvider>,
  );
  painted(t0);
}
