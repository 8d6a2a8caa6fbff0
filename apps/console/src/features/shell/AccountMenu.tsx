import { Button, DropdownMenu, type DropdownMenuEntry } from '@wm/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/i18n.js';

export type AccountMenuProps = {
  /** Shown on the trigger (the user's name). */
  name: ReactNode;
  /** Links above the language choice: My Profile, Settings (already filtered by access). */
  links: { path: string; label: string }[];
  language: Language;
  onLanguageChange: (language: Language) => void;
  onLogOff: () => void;
};

/** The account menu (platform spec 2.3): the user's links, the language switch and Log off. */
export function AccountMenu({ name, links, language, onLanguageChange, onLogOff }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: DropdownMenuEntry[] = [
    ...links.map((l) => ({ id: l.path, label: l.label, onSelect: () => navigate(l.path) })),
    ...(links.length ? [{ type: 'separator' as const, id: 'sep-links' }] : []),
    { type: 'label', id: 'language-label', label: t('account.language') },
    {
      type: 'radio',
      id: 'language',
      value: language,
      onValueChange: (v) => {
        if (isLanguage(v) && v !== language) onLanguageChange(v);
      },
      // Each language is named in itself, marked with its `lang` (WCAG 3.1.2).
      options: LANGUAGES.map((lng) => ({
        value: lng,
        label: <span lang={lng}>{t(`language.${lng}`)}</span>,
      })),
    },
    { type: 'separator', id: 'sep-logoff' },
    { id: 'logoff', label: t('account.logOff'), onSelect: onLogOff },
  ];
  return (
    <DropdownMenu
      align="end"
      openOnHover={false}
      trigger={
        <Button variant="ghost" title={t('account.menu')}>
          {name} ▾
        </Button>
      }
      items={items}
    />
  );
}
