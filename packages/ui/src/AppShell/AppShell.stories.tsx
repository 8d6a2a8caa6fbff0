import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArgs } from '../../../../.storybook/storyArgs';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { AppShell, NavList } from './AppShell';

const mainItems = [
  { id: 'time', label: 'Time', href: '#time' },
  { id: 'assets', label: 'Assets', href: '#assets' },
  { id: 'forms', label: 'Forms', href: '#forms' },
  { id: 'service', label: 'Service', href: '#service' },
  { id: 'settings', label: 'Settings', href: '#settings' },
];
const sideItems = [
  { id: 'clock', label: 'Time clock', href: '#clock' },
  { id: 'editor', label: 'Time editor', href: '#editor' },
  { id: 'batches', label: 'Batches', href: '#batches' },
];

/** The frame's own texts in the toolbar language (storyArgs.ts), English defaults otherwise. */
function shellTexts(context: Parameters<typeof storyArgs>[0]) {
  return {
    hideTopNavLabel: 'Hide top navigation',
    showTopNavLabel: 'Show top navigation',
    topNavLabel: 'Main menu',
    sideMenuLabel: 'Section menu',
    skipLinkLabel: 'Skip to content',
    openMenuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    ...storyArgs<Record<string, string>>(context),
  };
}

const meta = {
  title: 'ui/AppShell',
  component: AppShell,
  args: {
    brand: 'Workforce',
    topNav: <NavList items={mainItems} activeId="time" />,
    sideMenu: <NavList items={sideItems} activeId="editor" orientation="vertical" />,
    accountMenu: <Button variant="ghost">Maria Lopez</Button>,
    topNavHidden: false,
    onTopNavHiddenChange: fn(),
    children: <Card title="Time editor">Records of the selected pay period.</Card>,
  },
  parameters: {
    fullBleed: true,
    docs: {
      description: {
        component:
          'The console frame: top bar (brand, main menu, account menu), side menu, content. The top menu can be ' +
          'hidden; the state is a prop (`topNavHidden` + `onTopNavHiddenChange`) so the console stores it in the ' +
          "user's preferences (hideTopNav). NavList renders menu links and takes `renderLink` for a router Link. " +
          "Do keep the side menu to the current section; don't put page actions in the top bar.",
      },
    },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const l = shellTexts(context);
    await expect(canvas.getByRole('navigation', { name: l.topNavLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Time editor' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** The host owns the hidden state: the toggle asks, the host answers by changing the prop. */
export const HideTopNavigation: Story = {
  render: (args) => {
    const [hidden, setHidden] = useState(false);
    return (
      <AppShell
        {...args}
        topNavHidden={hidden}
        onTopNavHiddenChange={(h) => {
          setHidden(h);
          args.onTopNavHiddenChange(h);
        }}
      />
    );
  },
  play: async (context) => {
    const { args, canvas } = context;
    const l = shellTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: l.hideTopNavLabel }));
    await expect(args.onTopNavHiddenChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('navigation', { name: l.topNavLabel })).toBeNull();
    await expect(canvas.getByRole('button', { name: l.showTopNavLabel })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const TopNavHidden: Story = { args: { topNavHidden: true } };

export const WithoutSideMenu: Story = { args: { sideMenu: undefined } };

export const SkipLink: Story = {
  play: async (context) => {
    const { canvas } = context;
    const l = shellTexts(context);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: l.skipLinkLabel })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'highContrast' } };

/** Below 768 px both menus wait in a drawer that the menu button opens and closes; the top bar stays. */
export const Phone: Story = {
  args: { layout: 'phone' },
  play: async (context) => {
    const { canvas } = context;
    const l = shellTexts(context);
    await expect(canvas.queryByRole('navigation', { name: l.sideMenuLabel })).toBeNull();
    await expect(canvas.getByText('Maria Lopez')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: l.openMenuLabel }));
    await expect(canvas.getByRole('link', { name: 'Time editor' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: l.topNavLabel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: l.closeMenuLabel })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
