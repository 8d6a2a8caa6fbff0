import { type FormControl, formSaveErrors, newForm } from '@wm/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { everyControl, incidentSubForm, partsTable, siteOptions, withSubForm } from '../FormFiller/fixtures';
import { storyLabels } from '../../../../.storybook/storyArgs';
import { defaultFormFillerLabels } from '../FormFiller/FormFiller';
import { defaultFormDesignerLabels, FormDesigner, type FormDesignerProps } from './FormDesigner';

/** Keeps the definition (the designer is controlled) and reports every change. */
function Stateful(
  props: Omit<FormDesignerProps, 'definition' | 'onChange'> & {
    initial?: FormControl[];
    onChange?: (d: FormControl[]) => void;
  },
) {
  const [definition, setDefinition] = useState<FormControl[]>(props.initial ?? []);
  let n = 0;
  return (
    <FormDesigner
      {...props}
      newId={() => `new-${++n}-${definition.length}`}
      definition={definition}
      onChange={(d) => {
        setDefinition(d);
        props.onChange?.(d);
      }}
    />
  );
}

const meta = {
  title: 'widgets/FormDesigner',
  // The props table and controls are FormDesigner's; the stories render it through Stateful.
  component: FormDesigner as unknown as typeof Stateful,
  render: (args) => <Stateful {...args} />,
  args: { title: 'Vehicle Inspection', onChange: fn(), entityOptions: { location: siteOptions } },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The designer's and its preview filler's texts in the toolbar language (storyArgs.ts). */
function designerTexts(context: Parameters<typeof storyLabels>[0]) {
  const l = storyLabels(context, defaultFormDesignerLabels);
  return { ...l, filler: storyLabels(context, defaultFormFillerLabels, 'fillerLabels') };
}

const order = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-control-id]')].map((e) => e.getAttribute('data-control-id'));

export const EmptyForm: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    await expect(c.getByText(l.empty)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.add(l.typeNames.text) }));
    await userEvent.type(c.getByLabelText(l.name), 'Driver name');
    await expect(c.getByRole('button', { name: l.move('Driver name') })).toBeInTheDocument();
    const last = (args.onChange as unknown as { mock: { calls: [FormControl[]][] } }).mock.calls.at(-1)?.[0];
    await expect(last?.[0]).toMatchObject({ type: 'text', name: 'Driver name' });
  },
};

export const EveryControlType: Story = {
  args: { initial: everyControl },
  play: async (context) => {
    const { canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^What is wrong\?/ }));
    await expect(c.getByRole('combobox', { name: l.showIf })).toHaveTextContent('Roadworthy?');
    await expect(c.getByRole('combobox', { name: l.triggerAnswer })).toHaveTextContent('No');
  },
};

export const TableWithAggregates: Story = {
  args: { initial: [partsTable] },
  play: async (context) => {
    const { canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Parts used/ }));
    await expect(c.getByLabelText(`${l.columnName} 3`)).toHaveValue('Qty');
    await expect(c.getByRole('combobox', { name: `${l.aggregate} 3` })).toHaveTextContent(l.optionNames.sum);
    await userEvent.click(c.getByRole('button', { name: l.addColumn }));
    await expect(c.getByLabelText(`${l.columnName} 6`)).toHaveValue(l.newColumn(6));
  },
};

export const SubFormAndShowIfChain: Story = {
  args: { initial: withSubForm, subForms: [incidentSubForm], title: 'Site Safety Report' },
  play: async (context) => {
    const { canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Any incidents\?/ }));
    await expect(c.getByRole('combobox', { name: l.subForm })).toHaveTextContent('Incident Report');
    await userEvent.click(c.getByRole('button', { name: l.preview }));
    await userEvent.click(
      within(c.getByRole('radiogroup', { name: 'Any incidents?' })).getByRole('radio', { name: 'Yes' }),
    );
    await expect(c.getByRole('region', { name: 'Incident Report' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: l.filler.submit }));
    await expect(c.getByTestId('form-errors')).toHaveTextContent('Site Safety Report > Incident Report');
    // back to edit clears the answers
    await userEvent.click(c.getByRole('button', { name: l.edit }));
    await userEvent.click(c.getByRole('button', { name: l.preview }));
    await expect(c.queryByRole('region', { name: 'Incident Report' })).toBeNull();
  },
};

const broken: FormControl[] = [
  { id: 'q', type: 'newControl', name: '' },
  {
    id: 'r',
    type: 'radio',
    name: 'More?',
    options: [{ id: 'y', label: 'Yes' }],
    formQueueId: 'f2',
    formQueueAnswer: '',
  },
  { id: 's', type: 'text', name: 'Why', dependentControlId: 'r', dependentAnswer: '' },
];

export const SaveErrors: Story = {
  args: {
    initial: broken,
    errors: formSaveErrors(
      { ...newForm('f1'), name: '', definition: broken, defaultSubmissionStatus: null },
      (id) =>
        id === 'f2'
          ? [{ id: 'x', type: 'radio', name: 'Back', formQueueId: 'f1', formQueueAnswer: 'Yes' }]
          : undefined,
    ),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: l.saveErrors });
    for (const m of [
      'Please select a Default Form State in Setings.',
      'Please provide a name for the form.',
      'Question type required.',
      'Please provide a value for show sub-form.',
      'Please provide a trigger answer value.',
      "This Form would return to itself when it's filled out and therefore is an invalid choice.",
    ])
      await expect(list).toHaveTextContent(m);
    await userEvent.click(c.getByRole('button', { name: (n) => n.startsWith(l.untitled) }));
    await expect(c.getByRole('alert')).toHaveTextContent('Question type required.');
  },
};

export const KeyboardReordering: Story = {
  args: { initial: withSubForm.slice(0, 3) },
  play: async (context) => {
    const { canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    await expect(order(canvasElement)).toEqual(['any', 'hazard', 'hazardKind']);
    c.getByRole('button', { name: l.move('Any incidents?') }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order(canvasElement)).toEqual(['hazard', 'any', 'hazardKind']));
    await userEvent.click(c.getByRole('button', { name: `${l.moveDown}: Any incidents?` }));
    await expect(order(canvasElement)).toEqual(['hazard', 'hazardKind', 'any']);
    await userEvent.click(c.getByRole('button', { name: `${l.remove}: Hazard kind` }));
    await expect(order(canvasElement)).toEqual(['hazard', 'any']);
  },
};

/** Default values bound to the employee and to the record (Address, Department, Division, Location, Asset, Task). */
export const DefaultValueBindings: Story = {
  args: {
    initial: [
      { id: 'site', type: 'textarea', name: 'Site address', defaultValue: { binding: 'location.address' } },
      {
        id: 'where',
        type: 'select',
        name: 'Job site',
        selectType: 'location',
        defaultValue: { binding: 'location.name' },
      },
      { id: 'when', type: 'datetime', name: 'Inspected on', defaultValue: { binding: 'date.today' } },
    ],
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: /^Site address/ }));
    await expect(c.getByRole('combobox', { name: l.defaultBinding })).toHaveTextContent(
      l.bindings['location.address'],
    );
    await userEvent.click(c.getByRole('combobox', { name: l.defaultBinding }));
    const bound = [
      'employee.department',
      'employee.division',
      'location.name',
      'asset.name',
      'task.name',
    ] as const;
    for (const name of bound.map((b) => l.bindings[b])) {
      await expect(body.getByRole('option', { name })).toBeInTheDocument();
    }
    await userEvent.click(body.getByRole('option', { name: l.bindings['employee.department'] }));
    const calls = (args.onChange as unknown as { mock: { calls: [FormControl[]][] } }).mock.calls;
    await waitFor(() =>
      expect(calls.at(-1)?.[0]?.[0]?.defaultValue).toMatchObject({ binding: 'employee.department' }),
    );
    // A location drop-down takes only its record: no fixed value, no other binding.
    await userEvent.click(c.getByRole('button', { name: /^Job site/ }));
    await expect(c.getByRole('combobox', { name: l.defaultBinding })).toHaveTextContent(
      l.bindings['location.name'],
    );
    await expect(c.queryByLabelText(l.defaultValue)).toBeNull();
    await userEvent.click(c.getByRole('combobox', { name: l.defaultBinding }));
    await expect(body.queryByRole('option', { name: l.bindings['asset.name'] })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

const many: FormControl[] = Array.from({ length: 300 }, (_, i) => ({
  id: `m${i}`,
  type: 'text',
  name: `Question ${i + 1}`,
}));

/**
 * 300 questions (issue 9 section 7): the canvas scrolls in its own box and holds only the cards in
 * view, each telling its place (aria-posinset of aria-setsize); keyboard drag and drop, Move
 * buttons and adding a question (scrolled into view) work as in a short form.
 */
export const ManyQuestions: Story = {
  args: { initial: many, title: 'Big form' },
  play: async (context) => {
    const { canvasElement } = context;
    const l = designerTexts(context);
    const c = within(canvasElement);
    await waitFor(() => expect(order(canvasElement).slice(0, 2)).toEqual(['m0', 'm1']));
    const rendered = order(canvasElement).length;
    await expect(rendered).toBeLessThan(60);
    await expect(canvasElement.querySelector('[data-control-id="m0"]')).toHaveAttribute(
      'aria-setsize',
      '300',
    );
    c.getByRole('button', { name: l.move('Question 1') }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    // The neighbour makes room before the drop.
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>('[data-control-id="m1"]')?.style.transform).toMatch(
        /translate3d\(0px, -\d/,
      ),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order(canvasElement).slice(0, 2)).toEqual(['m1', 'm0']));
    await userEvent.click(c.getByRole('button', { name: `${l.moveUp}: Question 1` }));
    await waitFor(() => expect(order(canvasElement).slice(0, 2)).toEqual(['m0', 'm1']));
    // Adding a question puts it at the end and scrolls there.
    await userEvent.click(c.getByRole('button', { name: l.add(l.typeNames.text) }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-posinset="301"]')).toHaveAttribute('aria-setsize', '301'),
    );
    await expect(c.queryByRole('button', { name: l.move('Question 1') })).toBeNull();
  },
};
