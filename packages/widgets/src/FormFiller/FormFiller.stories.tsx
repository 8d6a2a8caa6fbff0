import { type AnswerError, type Answers, answerErrorMessage } from '@wm/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { everyControl, incidentSubForm, partsTable, siteOptions, withSubForm } from './fixtures';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { defaultFormFillerLabels, FormFiller, type FormFillerProps } from './FormFiller';
import { expectNoSidewaysScroll, PHONE_GLOBALS } from '../internal/phone';

/** Holds the answers so stories are interactive (the widget is controlled). */
function Stateful(props: Omit<FormFillerProps, 'answers' | 'onAnswersChange'> & { initial?: Answers }) {
  const [answers, setAnswers] = useState<Answers>(props.initial ?? {});
  const [subs, setSubs] = useState<Record<string, Answers>>({});
  return (
    <FormFiller
      {...props}
      answers={answers}
      onAnswersChange={setAnswers}
      subFormAnswers={subs}
      onSubFormAnswersChange={setSubs}
    />
  );
}

/**
 * The filler's texts in the toolbar language (storyArgs.ts), and `error` for the message the
 * filler shows for an answer error (the host's `errorText`, English by default).
 */
function fillerTexts(context: Parameters<typeof storyArgs>[0]) {
  const a = storyArgs<Partial<FormFillerProps>>(context);
  const errorText = a.errorText ?? ((e: AnswerError) => e.message);
  return {
    ...defaultFormFillerLabels,
    ...a.labels,
    error: (e: Omit<AnswerError, 'message'>) => errorText({ ...e, message: answerErrorMessage(e) }),
  };
}

const meta = {
  title: 'widgets/FormFiller',
  // The props table and controls are FormFiller's; the stories render it through Stateful.
  component: FormFiller as unknown as typeof Stateful,
  render: (args) => <Stateful {...args} />,
  args: {
    title: 'Vehicle Inspection',
    controls: everyControl,
    entityOptions: { location: siteOptions },
    onSubmit: fn(),
    onSaveDraft: fn(),
    geolocation: null,
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryControlType: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const name of ['Driver *', 'E-mail', 'Checked on *', 'Distance'])
      await expect(c.getByLabelText(name)).toBeInTheDocument();
    await expect(c.getByText('Fleet > Daily checks')).toBeInTheDocument();
    await expect(c.getByRole('img', { name: 'Signature *' })).toBeInTheDocument();
    await expect(c.getByRole('radiogroup', { name: 'Roadworthy? *' })).toBeInTheDocument();
    // the show-if question appears on its trigger answer
    await expect(c.queryByLabelText('What is wrong? *')).toBeNull();
    await userEvent.click(c.getByRole('radio', { name: 'No' }));
    await expect(c.getByLabelText('What is wrong? *')).toBeInTheDocument();
    // formula: end - start
    await userEvent.type(c.getByLabelText('Start miles'), '120');
    await userEvent.type(c.getByLabelText('End miles'), '165');
    await expect(c.getByLabelText('Distance')).toHaveValue('45');
  },
};

export const ValidationMessages: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = fillerTexts(context);
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Driver *'), 'Al');
    await userEvent.type(c.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(c.getByRole('button', { name: l.submit }));
    await expect(c.getByTestId('form-errors')).toHaveTextContent(l.formErrors('Vehicle Inspection'));
    await expect(c.getByText(l.error({ code: 'minlength', limit: 3 }))).toBeInTheDocument();
    await expect(c.getByText(l.error({ code: 'pattern', pattern: 'email' }))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoGeolocation: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = fillerTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.captureGps }));
    await expect(c.getByText(l.noGeolocation)).toBeInTheDocument();
  },
};

export const TableWithAggregates: Story = {
  args: {
    title: 'Work Order',
    controls: [partsTable],
    initial: {
      parts: [
        { part: 'Filter', kind: 'New', qty: '2', price: '12.50' },
        { part: 'Belt', kind: 'Used', qty: '1', price: '30' },
      ],
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = fillerTexts(context);
    const c = within(canvasElement);
    await expect(c.getByText(`${l.aggregate.sum}: 3`)).toBeInTheDocument();
    await expect(c.getByText(`${l.aggregate.average}: 21.25`)).toBeInTheDocument();
    await expect(c.getByText(`${l.aggregate.sum}: 55`)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.addRow }));
    await userEvent.type(c.getByRole('textbox', { name: 'Qty 3' }), 'x');
    await expect(canvasElement.querySelector('[data-aggregate="qty"]')).toHaveTextContent(
      `${l.aggregate.sum}: ${l.notAvailable}`,
    );
    await userEvent.click(c.getByRole('button', { name: l.submit }));
    await expect(c.getByText(l.error({ code: 'required' }))).toBeInTheDocument();
  },
};

export const SubFormAndShowIfChain: Story = {
  args: { title: 'Site Safety Report', controls: withSubForm, subForms: { incident: incidentSubForm } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = fillerTexts(context);
    const c = within(canvasElement);
    const any = c.getByRole('radiogroup', { name: 'Any incidents?' });
    await userEvent.click(within(any).getByRole('radio', { name: 'Yes' }));
    await expect(c.getByRole('region', { name: 'Incident Report' })).toBeInTheDocument();
    const hazard = c.getByRole('radiogroup', { name: 'Open hazards?' });
    await userEvent.click(within(hazard).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(c.getByRole('radio', { name: 'Other' }));
    await expect(c.getByLabelText('Describe')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.submit }));
    await expect(c.getByTestId('form-errors')).toHaveTextContent(
      l.formErrors('Site Safety Report > Incident Report'),
    );
    await userEvent.type(c.getByLabelText('What happened? *'), 'Ladder slipped');
    // cancelling the sub-form asks, then clears its answers
    const sub = within(c.getByRole('region', { name: 'Incident Report' }));
    await userEvent.click(sub.getByRole('button', { name: l.cancel }));
    const ask = within(document.body).getByRole('alertdialog');
    await expect(ask).toHaveTextContent(l.cancelSubForm);
    await userEvent.click(within(ask).getByRole('button', { name: l.yes }));
    await waitFor(() => expect(c.getByLabelText('What happened? *')).toHaveValue(''));
    await userEvent.type(c.getByLabelText('What happened? *'), 'Ladder slipped');
    await userEvent.click(c.getByRole('button', { name: l.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    // changing the trigger answer asks before removing the sub-form answers
    await userEvent.click(within(any).getByRole('radio', { name: 'No' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(l.changeAnswer);
    await userEvent.click(within(dialog).getByRole('button', { name: l.yes }));
    await waitFor(() => expect(c.queryByRole('region', { name: 'Incident Report' })).toBeNull());
  },
};

export const Preview: Story = {
  args: { title: 'Work Order', controls: [everyControl[2]!], preview: true, initial: { driver: 'Alice' } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = fillerTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: l.submit }));
    await expect(c.getByRole('status')).toHaveTextContent(l.previewOnly);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, controls: everyControl.slice(0, 8), initial: { driver: 'Alice', ok: 'Yes' } },
};

/** At phone size (forms are filled in the field): every control fits the width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async (context) => {
    const { canvasElement } = context;
    const l = fillerTexts(context);
    await expect(within(canvasElement).getByRole('button', { name: l.submit })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
