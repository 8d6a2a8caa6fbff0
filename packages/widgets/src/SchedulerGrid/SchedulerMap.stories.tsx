import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultSchedulerMapLabels, SchedulerMap } from './SchedulerMap';

const technicians = [
  { id: 'e1', name: 'Ann Archer', position: { lat: 39.7392, lng: -104.9903, at: '08:05' } },
  { id: 'e2', name: 'Ben Baker', position: { lat: 39.7527, lng: -105.0001, at: '07:40' } },
  { id: 'e3', name: 'Cy Cole', position: null },
  { id: 'e4', name: 'Dee Dunn', position: { lat: 39.7047, lng: -105.0814, at: '09:12' } },
];
const tickets = [
  { id: 't1', title: '#101 Boiler makes noise', priority: 3, employeeIds: ['e1'], lat: 39.745, lng: -104.98 },
  { id: 't2', title: '#102 Replace filter', priority: 1, employeeIds: ['e2'], lat: 39.76, lng: -105.02 },
  { id: 't3', title: '#103 Leak under sink', priority: 2, employeeIds: [], lat: 39.72, lng: -105.04 },
  {
    id: 't4',
    title: '#104 No heat upstairs',
    priority: 2,
    employeeIds: ['e4', 'e1'],
    lat: 39.69,
    lng: -105.06,
  },
  { id: 't5', title: '#105 Thermostat', priority: 1, employeeIds: [], lat: null, lng: null },
];

const meta = {
  title: 'widgets/SchedulerMap',
  component: SchedulerMap,
  args: { technicians, tickets, width: 560, height: 360, onOpen: fn() },
} satisfies Meta<typeof SchedulerMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Technicians A, B, D at their last fix (C has none), tickets by priority, unassigned '?'. */
export const Day: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerMapLabels);
    const c = within(canvasElement);
    const pins = c.getAllByRole('button').filter((b) => b.hasAttribute('data-pin'));
    await expect(pins.map((p) => p.getAttribute('data-pin'))).toEqual(['A', 'B', 'D', 'A', 'B', '?', 'D']);
    await expect(c.getByRole('button', { name: 'A: Ann Archer' })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'D: #104 No heat upstairs' })).toBeInTheDocument();
    const list = c.getByRole('list', { name: l.technicians });
    await expect(list).toHaveTextContent(`Cy Cole · ${l.noPosition}`);
    await expect(list).toHaveTextContent(`Ann Archer · ${l.lastFix('08:05')}`);
    // One ticket has no coordinates.
    await expect(c.getByTestId('map-note')).toHaveTextContent(l.skipped(1));
    // The legend explains the markers' priority colours.
    const legend = c.getByRole('list', { name: l.legend });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([l.priorities[3], l.priorities[2], l.priorities[1]]);
  },
};

/** A marker's info window opens the ticket (the scheduler's popup). */
export const OpenTicket: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const l = storyLabels(context, defaultSchedulerMapLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'A: #101 Boiler makes noise' }));
    const info = c.getByRole('dialog', { name: '#101 Boiler makes noise' });
    await expect(info).toHaveTextContent(`${l.priority}: ${l.priorities[3]}`);
    await expect(info).toHaveTextContent(`${l.assignedTo}: Ann Archer`);
    await userEvent.click(within(info).getByRole('button', { name: l.open }));
    await expect(args.onOpen).toHaveBeenCalledWith('t1');
  },
};

/** Unassigned tickets are listed apart and open from the list (keyboard too). */
export const UnassignedList: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const l = storyLabels(context, defaultSchedulerMapLabels);
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: l.unassigned });
    const items = within(list).getAllByRole('button');
    await expect(items.map((b) => b.textContent)).toEqual(['#103 Leak under sink', '#105 Thermostat']);
    // Each is marked in its priority's colour, and the priority is read out, not only shown in colour.
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.dataset.priority),
    ).toEqual(['2', '1']);
    await expect(list).toHaveTextContent(`${l.priority}: ${l.priorities[1]},`);
    items[1]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('t5');
  },
};

/** No positions and no tickets: every technician says so; the map notes it is not configured. */
export const Empty: Story = {
  args: {
    technicians: technicians.map((t) => ({ ...t, position: null })),
    tickets: [],
    labels: { notConfigured: 'Map tiles are not configured' },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerMapLabels);
    const c = within(canvasElement);
    await expect(c.queryAllByRole('button').filter((b) => b.hasAttribute('data-pin'))).toHaveLength(0);
    await expect(c.getByText(l.noUnassigned)).toBeInTheDocument();
    await expect(c.getByTestId('map-note')).toHaveTextContent(l.notConfigured);
  },
};

/** Spanish strings through `labels`. */
export const Spanish: Story = {
  args: {
    labels: {
      map: 'Mapa de técnicos y órdenes',
      technicians: 'Técnicos',
      unassigned: 'Órdenes sin asignar',
      noPosition: 'Sin posición GPS',
      lastFix: (t: string) => `Última posición GPS ${t}`,
      assignedTo: 'Asignada a',
      priority: 'Prioridad',
      priorities: { 1: 'Baja', 2: 'Media', 3: 'Alta' },
      legend: 'Prioridad de la orden',
      open: 'Abrir orden',
      noUnassigned: 'No hay órdenes sin asignar',
      skipped: (n: number) => `${n} sin coordenadas`,
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultSchedulerMapLabels);
    const c = within(canvasElement);
    await expect(c.getByRole('list', { name: l.technicians })).toHaveTextContent(`Cy Cole · ${l.noPosition}`);
    await expect(c.getByTestId('map-note')).toHaveTextContent(l.skipped(1));
  },
};
