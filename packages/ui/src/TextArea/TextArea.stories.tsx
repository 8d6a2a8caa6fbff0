import type { Meta, StoryObj } from '@storybook/react-vite';
import { STATE_ES, storyArgs, storyText } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { TextArea, type TextAreaProps } from './TextArea';

/** The Matrix samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = { ...STATE_ES, Text: 'Texto', Locked: 'Bloqueado' };

function Controlled(props: TextAreaProps) {
  const [text, setText] = useState(props.value);
  return (
    <TextArea
      {...props}
      value={text}
      onValueChange={(t) => {
        setText(t);
        props.onValueChange(t);
      }}
    />
  );
}

const meta = {
  title: 'ui/TextArea',
  component: TextArea,
  args: { label: 'Notes', value: '', maxLength: 20, onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Multi-line text. With `maxLength` the text is truncated at the limit (typed, pasted or given by the ' +
          "host) and a counter shows the length. Do size it (`rows`) for the expected text; don't use it for one-line values.",
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const box = canvas.getByLabelText(text);
    await userEvent.type(box, 'Gate code 4411');
    await expect(box).toHaveValue('Gate code 4411');
    await expect(canvas.getByText('14 / 20')).toBeInTheDocument();
  },
};

export const TruncatedAtMaxLength: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    const box = canvas.getByLabelText(text);
    await userEvent.click(box);
    await userEvent.paste('This text is much longer than twenty characters');
    await expect(box).toHaveValue('This text is much lo');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('This text is much lo');
  },
};

export const LongValueFromHost: Story = {
  args: { value: 'A saved answer that exceeds the limit' },
  play: async (context) => {
    const { canvas } = context;
    const text = String(storyArgs<{ label?: unknown }>(context).label);
    await expect(canvas.getByLabelText(text)).toHaveValue('A saved answer that ');
  },
};

export const WithoutLimit: Story = { args: { maxLength: undefined, value: 'No counter without a limit.' } };

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  render: (_, context) => {
    const s = storyText(context, ES);
    return (
      <Box display="flex" gap="md">
        <TextArea label={s('Plain')} value={s('Text')} maxLength={50} onValueChange={() => {}} rows={2} />
        <TextArea label={s('Error')} value="" error={s('Required')} onValueChange={() => {}} rows={2} />
        <TextArea label={s('Disabled')} value={s('Locked')} disabled onValueChange={() => {}} rows={2} />
      </Box>
    );
  },
};
