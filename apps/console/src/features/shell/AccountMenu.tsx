import { Button } from '@wm/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '../../i18n/i18n.js';
import * as styles from './AccountMenu.css.js';

export type AccountMenuProps = {
  /** Shown on the trigger (the user's name). */
  name: ReactNode;
  /** Links above the language choice: My Profile, Settings (already filtered by access). */
  links: { path: string; label: string }[];
  language: Language;
  onLanguageChange: (language: Language) => void;
  onLogOff: () => void;
};

/**
 * The account menu (platform spec 2.3): the user's links, the language switch and Log off. Glue: a
 * disclosure list until @wm/ui has a DropdownMenu (requested). Escape and outside clicks close it.
 */
export function AccountMenu({ name, links, language, onLanguageChange, onLogOff }: AccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {name} ▾
      </Button>
      {open ? (
        <div id={id} className={styles.panel} role="group" aria-label={t('account.menu')}>
          {links.map((l) => (
            <Link key={l.path} to={l.path} className={styles.item} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          ))}
          {links.length ? <div className={styles.separator} /> : null}
          <div className={styles.heading} id={`${id}-lang`}>
            {t('account.language')}
          </div>
          <div role="radiogroup" aria-labelledby={`${id}-lang`}>
            {LANGUAGES.map((lng) => (
              <button
                key={lng}
                type="button"
                role="radio"
                aria-checked={lng === language}
                className={styles.item}
                onClick={() => {
                  setOpen(false);
                  if (lng !== language) onLanguageChange(lng);
                }}
              >
                {lng === language ? '✓ ' : ''}
                {t(`language.${lng}`)}
              </button>
            ))}
          </div>
          <div className={styles.separator} />
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              onLogOff();
            }}
          >
            {t('account.logOff')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
