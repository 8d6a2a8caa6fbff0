import type { Meta, StoryObj } from '@storybook/react-vite';
import { newTicketDefaults } from '@wm/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import {
  defaultTicketEditorLabels,
  TicketEditor,
  type TicketEditorOptions,
  type TicketEditorProps,
} from './TicketEditor';
import type { TicketDraft } from './ticketEditorModel';

const OPTIONS: TicketEditorOptions = {
  locations: [
    { id: 'loc-1', name: 'Main Street Office' },
    { id: 'loc-2', name: 'Harbor Warehouse' },
  ],
  skills: [
    { id: 'sk-1', name: 'Electrical' },
    { id: 'sk-2', name: 'Plumbing' },
    { id: 'sk-3', name: 'HVAC' },
  ],
  employees: [
    { id: 'e-1', name: 'Eli Employee' },
    { id: 'e-2', name: 'Fiona Field' },
  ],
  problems: [
    { id: 'p-1', name: 'No heat', priority: 3, estimatedDurationMinutes: 120, skillSetIds: ['sk-3'] },
    { id: 'p-2', name: 'Dead outlet', priority: 2, estimatedDurationMinutes: 60, skillSetIds: ['sk-1'] },
  ],
  timeZones: ['America/Denver', 'America/New_York', 'Europe/Madrid'],
};

const NEW: TicketDraft = newTicketDefaults({ now: '2026-11-20T16:00:00Z', timeZone: 'America/Denver' });

const COMPLETE: TicketDraft = {
  ...NEW,
  isNew: false,
  id: 't-1',
  ticketNumber: 42,
  name: 'Furnace check',
  location_id: 'loc-1',
  skillSetIds: ['sk-3'],
  priority: 2,
  estimatedDurationMinutes: 90,
  scheduledDate: '2026-11-21',
  scheduledStartTime: '09:00',
  jobInstructions: 'Ring at the back door.',
  employeeIds: ['e-1'],
};

function Host(props: TicketEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TicketEditor
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'widgets/TicketEditor',
  component: TicketEditor,
  args: { value: NEW, options: OPTIONS, onChange: fn(), onSave: fn(), onError: fn(), onCancel: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof TicketEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new ticket: Next on page 1 refuses the missing location with the spec's message. */
export const WizardMissingField: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultTicketEditorLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.next }));
    await expect(args.onError).toHaveBeenLastCalledWith(l.message('Location is required.'));
    await expect(c.getByText(l.message('Location is required.'))).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A complete ticket walks pages 1-4 (employees assigned) and saves on the review page. */
export const WizardToReview: Story = {
  args: { value: COMPLETE },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultTicketEditorLabels);
    const c = within(canvasElement);
    for (let i = 0; i < 3; i++) await userEvent.click(c.getByRole('button', { name: l.next }));
    await expect(c.getByRole('group', { name: l.steps[3] })).toBeInTheDocument();
    await expect(c.getByText('Eli Employee')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Without employees the save is on page 3 (page 4 is not reachable). */
export const WizardNoEmployees: Story = {
  args: { value: { ...COMPLETE, employeeIds: [], jobInstructions: '' } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultTicketEditorLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.next }));
    await userEvent.click(c.getByRole('button', { name: l.next }));
    await expect(c.queryByRole('button', { name: l.next })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: l.save }));
    await expect(args.onError).toHaveBeenLastCalledWith(l.message('Job Instructions are required.'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses an overlap: the message shows under Employees on page 3. */
export const ServerConflict: Story = {
  args: {
    value: COMPLETE,
    mode: 'full',
    onSave: fn(async () => {
      throw new Error(
        'Eli Employee has a conflicting appointment at the selected time. Please update your Ticket.',
      );
    }),
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultTicketEditorLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.save }));
    await expect(args.onError).toHaveBeenLastCalledWith(
      l.message(
        'Eli Employee has a conflicting appointment at the selected time. Please update your Ticket.',
      ),
    );
    await expect(c.getByRole('button', { name: l.save })).toBeEnabled();
  },
};

/** Full mode: every section at once, completed tickets need the actual times. */
export const FullModeCompleted: Story = {
  args: {
    value: { ...COMPLETE, serviceStatus: 'completed', actualStartTimeStamp: null },
    mode: 'full',
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = storyLabels(context, defaultTicketEditorLabels);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.save }));
    await expect(args.onError).toHaveBeenLastCalledWith(l.message('Actual Start Time is required.'));
  },
};

/** Read-only (no edit privilege): no Save. */
export const ReadOnly: Story = {
  args: { value: COMPLETE, mode: 'full', readOnly: true },
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultTicketEditorLabels);
    await expect(within(canvasElement).queryByRole('button', { name: l.save })).toBeNull();
  },
};
