import type { Meta, StoryObj } from '@storybook/react-vite';
import { applyDrag, localSchedule, scheduledInstant } from '@wm/domain';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { busyTickets, technicians, ticketAt } from './fixtures';
import { storyLabels } from '../../../../.storybook/storyArgs';
import {
  defaultSchedulerGridLabels,
  SchedulerGrid,
  type SchedulerGridChange,
  schedulerRenderCounts,
  type SchedulerGridProps,
  type SchedulerGridTicket,
} from './SchedulerGrid';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

const DAY = '2026-11-30';
const WEEK = [
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
];
const rows4 = technicians(4);
const dayWindow = {
  view: 'day' as const,
  days: [DAY],
  from: `${DAY}T00:00:00.000Z`,
  to: '2026-12-01T00:00:00.000Z',
};
const weekWindow = {
  view: 'week' as const,
  days: WEEK,
  from: `${WEEK[0]}T00:00:00.000Z`,
  to: '2026-12-06T00:00:00.000Z',
};

/**
 * A host as the console is one: applies each change with `applyDrag` of @wm/domain (copies get a new
 * id, tray tickets get their schedule) and shows the spec's message when a change is refused.
 */
function Host(props: SchedulerGridProps) {
  const [tickets, setTickets] = useState<SchedulerGridTicket[]>([...props.tickets]);
  const [message, setMessage] = useState('');
  const names = Object.fromEntries(props.rows.map((r) => [r.id, r.name]));
  const onChange = (change: SchedulerGridChange) => {
    props.onChange?.(change);
    let ticket = tickets.find((t) => t.id === change.ticketId);
    if (!ticket) return;
    const { drag } = change;
    if (change.fromTray && drag.kind === 'move') {
      ticket = {
        ...ticket,
        ...localSchedule(Date.parse(String(drag.start)), 'UTC'),
        scheduledTimeZone: 'UTC',
        estimatedDurationMinutes: ticket.estimatedDurationMinutes || 60,
        employeeIds: drag.toEmployeeId ? [drag.toEmployeeId] : [],
      };
      ticket.scheduledTimeStamp = scheduledInstant(ticket);
      const placed = ticket;
      setTickets((all) => all.map((t) => (t.id === placed.id ? placed : t)));
      setMessage('');
      return;
    }
    const others = tickets.filter((t) => drag.kind === 'copy' || t.id !== change.ticketId);
    const result = applyDrag(ticket, drag, others, names);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage('');
    const next = result.ticket;
    if (drag.kind === 'copy') setTickets((all) => [...all, { ...next, id: `copy${all.length + 1}` }]);
    else setTickets((all) => all.map((t) => (t.id === next.id ? next : t)));
  };
  return (
    <div>
      <SchedulerGrid {...props} tickets={tickets} onChange={onChange} />
      <p role="status">{message}</p>
    </div>
  );
}

const meta = {
  title: 'widgets/SchedulerGrid',
  component: SchedulerGrid,
  render: (args) => <Host {...args} />,
  args: {
    rows: rows4,
    tickets: [],
    ...dayWindow,
    height: 460,
    hourWidth: 30,
    onChange: fn(),
    onOpen: fn(),
    onDayClick: fn(),
  },
} satisfies Meta<typeof SchedulerGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lets React commit the last pointer event (dnd-kit reads the delta of the last render). */
const pause = () =>
  new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 30));

/** Drags `el` (or its `handle`) by dx, dy pixels with pointer events, as dnd-kit's PointerSensor reads them. */
async function drag(
  el: Element,
  dx: number,
  dy: number,
  init: PointerEventInit = {},
  at: 'body' | 'start' | 'end' = 'body',
) {
  const r = el.getBoundingClientRect();
  // A box's edges (6 px) resize it; elsewhere it moves.
  const x = at === 'start' ? r.left + 2 : at === 'end' ? r.right - 2 : r.left + Math.min(r.width / 2, 20);
  const y = r.top + r.height / 2;
  fireEvent.pointerDown(el, { clientX: x, clientY: y, button: 0, isPrimary: true, ...init });
  await pause();
  for (let i = 1; i <= 5; i++) {
    fireEvent.pointerMove(document, {
      clientX: x + (dx * i) / 5,
      clientY: y + (dy * i) / 5,
      isPrimary: true,
      ...init,
    });
    await pause();
  }
  await pause();
  fireEvent.pointerUp(document, { clientX: x + dx, clientY: y + dy, isPrimary: true, ...init });
  await pause();
}

/** The host's message line (dnd-kit has its own live region with role status too). */
const message = (root: HTMLElement) => root.querySelector('p[role="status"]') as HTMLElement;

const box = (root: HTMLElement, id: string, row = 'e1') =>
  root.querySelector<HTMLElement>(`[data-ticket-key="${id}|${row}"]`) as HTMLElement;

/** The grid's page range text ('{from}-{to} of {total}' filled in). */
const pageRange = (text: string, from: number, to: number, total: number) =>
  text.replace('{from}', String(from)).replace('{to}', String(to)).replace('{total}', String(total));

export const EmptyDay: Story = {
  args: { hourWidth: 60 },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerGridLabels);
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: l.unassigned })).toBeInTheDocument();
    await expect(c.getByRole('group', { name: 'Ana Torres' })).toBeInTheDocument();
    await expect(c.getByText(l.emptyTray)).toBeInTheDocument();
    await expect(c.getByText('09:00')).toBeInTheDocument();
  },
};

const dayTickets = [
  ticketAt('1', DAY, '08:00', 90, ['e1'], { priority: 1, serviceStatus: 'accepted' }),
  ticketAt('2', DAY, '10:00', 60, ['e1'], { priority: 3, serviceStatus: 'inProgress' }),
  ticketAt('3', DAY, '09:00', 120, ['e2'], { priority: 2, serviceStatus: 'completed' }),
  ticketAt('4', DAY, '13:00', 60, [], { priority: 3, serviceStatus: 'notAccepted' }),
  ticketAt('5', DAY, '09:00', 60, ['e1'], {
    scheduledTimeStamp: null,
    scheduledDate: null,
    scheduledStartTime: null,
  }),
];

export const BusyDay: Story = {
  args: { tickets: dayTickets, now: `${DAY}T11:30:00.000Z` },
  play: async (context) => {
    const { canvasElement, args } = context;
    const l = storyLabels(context, defaultSchedulerGridLabels);
    const c = within(canvasElement);
    const b = box(canvasElement, '2');
    await expect(b).toHaveAttribute('data-priority', '3');
    await expect(b).toHaveAttribute('data-status', 'inProgress');
    await expect(b).toHaveAccessibleName(
      `#1002 Repair leaking valve under kitchen, ${l.priorities[3]}, ${l.statuses.inProgress}, 10:00-11:00`,
    );
    await expect(box(canvasElement, '4', '__unassigned__')).toBeInTheDocument();
    await expect(
      within(c.getByRole('group', { name: l.unscheduled })).getByText(/#1005/),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-testid="scheduler-now"]')).not.toBeNull();
    await userEvent.click(b);
    await expect(args.onOpen).toHaveBeenCalledWith('2');
  },
};

export const BusyWeek: Story = {
  args: {
    ...weekWindow,
    rows: technicians(12),
    tickets: busyTickets(technicians(12), WEEK[0] as string, 7, 3),
    dayWidth: 150,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Tue 1 Dec' }));
    await expect(args.onDayClick).toHaveBeenCalledWith('2026-12-01');
    await expect(canvasElement.querySelectorAll('[data-ticket-key]').length).toBeGreaterThan(20);
  },
};

/**
 * A Spanish console (toolbar language 'Español'): labels from the console's strings and the day
 * headers in Spanish ('dom 29 nov', locale 'es-ES'); a header still switches to its day.
 */
export const SpanishWeek: Story = {
  args: {
    ...weekWindow,
    rows: technicians(4),
    tickets: busyTickets(technicians(4), WEEK[0] as string, 7, 2),
  },
  globals: { locale: 'es' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'dom 29 nov' })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: 'Sun 29 Nov' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'mar 1 dic' }));
    await expect(args.onDayClick).toHaveBeenCalledWith('2026-12-01');
    await expect(c.getByRole('group', { name: 'Sin asignar' })).toBeInTheDocument();
  },
};

export const Overlaps: Story = {
  args: {
    tickets: [
      ticketAt('1', DAY, '09:00', 120, ['e1']),
      ticketAt('2', DAY, '10:00', 60, ['e1'], { priority: 3 }),
      ticketAt('3', DAY, '10:30', 60, ['e1'], { priority: 1 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const heights = ['1', '2', '3'].map((id) => box(canvasElement, id).getBoundingClientRect());
    // Three overlapping boxes take three lanes of the row.
    await expect(new Set(heights.map((r) => Math.round(r.top))).size).toBe(3);
  },
};

export const DragMove: Story = {
  args: { tickets: dayTickets },
  play: async ({ canvasElement, args }) => {
    // 30 px an hour: +31 px is one hour later (snapped), +160 px down is two technicians lower.
    await drag(box(canvasElement, '1'), 31, 160);
    await expect(args.onChange).toHaveBeenCalledWith({
      ticketId: '1',
      drag: { kind: 'move', start: `${DAY}T09:00:00.000Z`, fromEmployeeId: 'e1', toEmployeeId: 'e3' },
    });
    await waitFor(() => expect(box(canvasElement, '1', 'e3')).toBeInTheDocument());
    await expect(box(canvasElement, '1', 'e3')).toHaveAccessibleName(/09:00-10:30/);
  },
};

/**
 * A drag draws the dragged box again, not every visible one (issue 10 section 6: redrawing all
 * boxes at the drag's start and end took the CPU from the save): a move over two rows of a busy week
 * renders at most a handful of boxes and no tray ticket. The grid alone (no host applying the
 * change), so the count is the drag's own.
 */
export const DragDrawsFewBoxes: Story = {
  render: (args) => <SchedulerGrid {...args} />,
  // A count, not a look (BusyWeek has the picture).
  parameters: { screenshot: { disable: true } },
  args: {
    ...weekWindow,
    rows: technicians(12),
    tickets: [
      ...busyTickets(technicians(12), WEEK[0] as string, 7, 3),
      ticketAt('tray1', DAY, '09:00', 60, [], {
        scheduledTimeStamp: null,
        scheduledDate: null,
        scheduledStartTime: null,
      }),
    ],
    dayWidth: 150,
  },
  play: async ({ canvasElement, args }) => {
    const boxes = canvasElement.querySelectorAll<HTMLElement>('[data-ticket-key]');
    await expect(boxes.length).toBeGreaterThan(40);
    const first = boxes[0] as HTMLElement;
    schedulerRenderCounts.boxes = 0;
    schedulerRenderCounts.trayTickets = 0;
    await drag(first, 40, 160);
    await expect(args.onChange).toHaveBeenCalled();
    await expect(schedulerRenderCounts.boxes).toBeLessThanOrEqual(4);
    await expect(schedulerRenderCounts.trayTickets).toBe(0);
    // The box is back in place (the host saved nothing) without the drag's transform.
    await expect(first.style.transform).toBe('');
  },
};

export const DragResize: Story = {
  args: { tickets: dayTickets },
  play: async ({ canvasElement, args }) => {
    const b = box(canvasElement, '3', 'e2');
    await drag(b, 15, 0, {}, 'end');
    await expect(args.onChange).toHaveBeenCalledWith({
      ticketId: '3',
      drag: { kind: 'resizeEnd', end: `${DAY}T11:30:00.000Z` },
    });
    await waitFor(() => expect(box(canvasElement, '3', 'e2')).toHaveAccessibleName(/09:00-11:30/));
    await drag(box(canvasElement, '3', 'e2'), 15, 0, {}, 'start');
    await waitFor(() => expect(box(canvasElement, '3', 'e2')).toHaveAccessibleName(/09:30-11:30/));
    // The left edge past the right one is refused with the spec's message.
    await drag(box(canvasElement, '3', 'e2'), 100, 0, {}, 'start');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ticketId: '3',
      drag: { kind: 'resizeStart', start: `${DAY}T12:50:00.000Z` },
    });
    await waitFor(() =>
      expect(message(canvasElement)).toHaveTextContent('Start Time must be earlier than End Time'),
    );
  },
};

export const DragCopy: Story = {
  args: { tickets: dayTickets },
  play: async ({ canvasElement, args }) => {
    await drag(box(canvasElement, '3', 'e2'), 0, 80, { ctrlKey: true });
    await expect(args.onChange).toHaveBeenCalledWith({
      ticketId: '3',
      drag: { kind: 'copy', start: `${DAY}T09:00:00.000Z`, fromEmployeeId: 'e2', toEmployeeId: 'e3' },
    });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-ticket-id="copy6"]').length).toBe(1));
    await expect(box(canvasElement, '3', 'e2')).toBeInTheDocument();
  },
};

export const DragRefusedOverlap: Story = {
  args: { tickets: dayTickets },
  play: async ({ canvasElement }) => {
    // Ticket 3 (09:00-11:00) onto Ana Torres, who has 08:00-09:30: refused.
    await drag(box(canvasElement, '3', 'e2'), 0, -80);
    await waitFor(() =>
      expect(message(canvasElement)).toHaveTextContent(
        'There is a time overlap with the following employees: Ana Torres',
      ),
    );
    await expect(box(canvasElement, '3', 'e2')).toBeInTheDocument();
  },
};

export const DragFromTray: Story = {
  args: { tickets: dayTickets },
  play: async ({ canvasElement, args }) => {
    const chip = canvasElement.querySelector('[data-tray-ticket="5"]') as HTMLElement;
    const lane = canvasElement.querySelector('[data-lane="e3"]') as HTMLElement;
    const from = chip.getBoundingClientRect();
    const to = lane.getBoundingClientRect();
    // Drop 12:00 on the third technician's lane (30 px an hour).
    const x = to.left + 12 * 30 + 1;
    const y = to.top + to.height / 2;
    await drag(chip, x - (from.left + Math.min(from.width / 2, 20)), y - (from.top + from.height / 2));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        ticketId: '5',
        fromTray: true,
        drag: expect.objectContaining({ toEmployeeId: 'e3' }),
      }),
    );
    await waitFor(() => expect(box(canvasElement, '5', 'e3')).toBeInTheDocument());
  },
};

export const KeyboardMoves: Story = {
  args: { tickets: dayTickets },
  play: async ({ canvasElement, args }) => {
    box(canvasElement, '3', 'e2').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ticketId: '3',
      drag: { kind: 'move', start: `${DAY}T09:05:00.000Z` },
    });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/09:05-11:05/));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/09:05-11:10/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(box(canvasElement, '3', 'e3')).toBeInTheDocument());
    await expect(document.activeElement).toBe(box(canvasElement, '3', 'e3'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('3');
  },
};

const big = technicians(300);
const bigWindow = {
  view: 'week' as const,
  days: Array.from({ length: 14 }, (_, i) =>
    new Date(Date.parse(`${WEEK[0]}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  ),
  from: `${WEEK[0]}T00:00:00.000Z`,
  to: '2026-12-13T00:00:00.000Z',
};

/** 300 technicians x 14 days, about 15,000 tickets: only the visible rows and boxes are in the DOM. */
export const Large300x14Days: Story = {
  args: {
    rows: big,
    tickets: busyTickets(big, WEEK[0] as string, 14, 3),
    ...bigWindow,
    dayWidth: 120,
    showTray: false,
  },
  parameters: { a11y: { test: 'off' } },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerGridLabels);
    await expect(canvasElement.querySelectorAll('[data-row]').length).toBeLessThan(20);
    await expect(canvasElement.querySelectorAll('[data-ticket-key]').length).toBeLessThan(500);
    const scroller = within(canvasElement).getByRole('group', { name: l.grid });
    scroller.scrollTop = 80 * 250;
    await waitFor(() => expect(canvasElement.querySelector('[data-row="e255"]')).not.toBeNull());
  },
};

/**
 * Sideways virtualisation: a day of wide hours (24 x 200 px) renders only the visible hour columns
 * (header cells and each row's grid lines); scrolling to the evening swaps them.
 */
export const WideDayColumnsVirtualised: Story = {
  args: { tickets: dayTickets, hourWidth: 200, rows: technicians(6) },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerGridLabels);
    const headers = () =>
      [...canvasElement.querySelectorAll('[data-column]')].map((el) => el.getAttribute('data-column'));
    await waitFor(() => expect(headers()).toContain('0'));
    await expect(headers().length).toBeLessThan(12);
    await expect(headers()).not.toContain('23');
    const lines = canvasElement.querySelector('[data-lane="e1"]')?.children.length ?? 0;
    await expect(lines).toBeLessThan(12 + 3);
    const scroller = within(canvasElement).getByRole('group', { name: l.grid });
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(headers()).toContain('23'));
    await expect(headers()).not.toContain('0');
    await expect(within(canvasElement).getByText('23:00')).toBeInTheDocument();
  },
};

export const Paged: Story = {
  args: { rows: technicians(10), tickets: dayTickets, pageSize: 7 },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerGridLabels);
    const c = within(canvasElement);
    await expect(c.getByText(pageRange(l.pageRange, 1, 7, 10))).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: (n) => n.startsWith(l.nextPage) }));
    await expect(c.getByText(pageRange(l.pageRange, 8, 10, 10))).toBeInTheDocument();
    await expect(c.getByRole('group', { name: 'Hugo Torres' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  args: { tickets: dayTickets, height: 200, now: `${DAY}T11:30:00.000Z` },
};

/** At phone size: the page does not scroll sideways; the grid scrolls inside its own frame. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  args: { tickets: dayTickets },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, '2')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};
