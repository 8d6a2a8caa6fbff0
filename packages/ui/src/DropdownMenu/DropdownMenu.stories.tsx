import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT, storyText } from '../../../../.storybook/storyArgs';
import { Box } from '../Box';
import { Button } from '../Button';
import { ChevronDownIcon } from '../internal/icons';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu';

const onProfile = fn();
const onSignOut = fn();

/** The samples in Spanish (toolbar "Language", storyArgs.ts); long labels lengthen the English. */
const ES: Record<string, string> = {
  'My profile': 'Mi perfil',
  Preferences: 'Preferencias',
  'Compact rows': 'Filas compactas',
  'Sign out': 'Cerrar sesión',
};

type Ctx = Parameters<typeof storyT>[0];

/**
 * The menu's texts in the story's language: the language group is the console's own
 * ('account.language', 'language.en', 'language.es'), the other items the story's samples.
 */
function menuTexts(context: Ctx) {
  const s = storyText(context, ES);
  const t = storyT(context);
  return {
    profile: s('My profile'),
    preferences: s('Preferences'),
    compact: s('Compact rows'),
    language: t('account.language'),
    english: t('language.en'),
    spanish: t('language.es'),
    signOut: s('Sign out'),
  };
}

function AccountMenu({ openOnHover = true, context }: { openOnHover?: boolean; context: Ctx }) {
  const [language, setLanguage] = useState('en');
  const [compact, setCompact] = useState(false);
  const l = menuTexts(context);
  const items: DropdownMenuEntry[] = [
    { id: 'profile', label: l.profile, onSelect: onProfile },
    { id: 'prefs', label: l.preferences, onSelect: () => {}, disabled: true },
    { type: 'checkbox', id: 'compact', label: l.compact, checked: compact, onCheckedChange: setCompact },
    { type: 'separator', id: 's1' },
    { type: 'label', id: 'lang', label: l.language },
    {
      type: 'radio',
      id: 'language',
      value: language,
      onValueChange: setLanguage,
      options: [
        { value: 'en', label: l.english },
        { value: 'es', label: l.spanish },
      ],
    },
    { type: 'separator', id: 's2' },
    { id: 'signout', label: l.signOut, onSelect: onSignOut, danger: true },
  ];
  return (
    <DropdownMenu
      openOnHover={openOnHover}
      trigger={
        <Button variant="ghost">
          Maria Lopez <ChevronDownIcon />
        </Button>
      }
      items={items}
    />
  );
}

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: <Button>Menu</Button>, items: [] },
  render: (_, context) => (
    <Box padding="md">
      <AccountMenu context={{ globals: context.globals }} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A menu of actions or settings behind a button (account menu, row actions). Opens on click, Enter, ' +
          'ArrowDown, or by resting the mouse on the trigger for 150 ms; closes 800 ms after the mouse leaves ' +
          "(spec timing). Items: actions, separators, labels, checkboxes, a radio group. Do group related items; don't hide the only path to a primary action in a menu.",
      },
    },
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardFlow: Story = {
  render: (_, context) => (
    <Box padding="md">
      <AccountMenu openOnHover={false} context={{ globals: context.globals }} />
    </Box>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const l = menuTexts({ globals });
    onProfile.mockClear();
    const trigger = canvas.getByRole('button', { name: /Maria Lopez/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: l.preferences })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: l.profile })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: l.compact })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(onProfile).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const RadioAndCheckboxItems: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const l = menuTexts({ globals });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Maria Lopez/ }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: l.spanish }));
    await userEvent.click(canvas.getByRole('button', { name: /Maria Lopez/ }));
    await expect(await body.findByRole('menuitemradio', { name: l.spanish })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(body.getByRole('menuitemcheckbox', { name: l.compact }));
    await expect(body.getByRole('menuitemcheckbox', { name: l.compact })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/**
 * Hover: opens 150 ms after the pointer enters the trigger and closes 800 ms after it leaves.
 * Times are taken from the DOM events and mutations themselves, so a slow machine cannot make the
 * check pass or fail by accident.
 */
export const HoverDelays: Story = {
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const trigger = canvas.getByRole('button', { name: /Maria Lopez/ });
    const times: Record<string, number> = {};
    trigger.addEventListener('pointerenter', () => {
      times.enter = performance.now();
    });
    trigger.addEventListener('pointerleave', () => {
      times.leave = performance.now();
    });
    const observer = new MutationObserver(() => {
      const open = doc.querySelector('[role="menu"]') !== null;
      if (open && times.opened === undefined) times.opened = performance.now();
      if (!open && times.opened !== undefined && times.closed === undefined) times.closed = performance.now();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    try {
      await userEvent.hover(trigger);
      await body.findByRole('menu');
      await expect(times.opened! - times.enter!).toBeGreaterThanOrEqual(145);
      await userEvent.unhover(trigger);
      await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), { timeout: 3000 });
      await expect(times.closed! - times.leave!).toBeGreaterThanOrEqual(795);
    } finally {
      observer.disconnect();
    }
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Maria Lopez/ }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
export const OpenHighContrast: Story = { ...Open, globals: { theme: 'highContrast' } };
