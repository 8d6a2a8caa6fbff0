import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPageTitle, pageTitleKeys } from './pageTitle.js';

/**
 * Sets `document.title` to 'Screen - Area - Company' in the user's language for the signed-in
 * screen at `pathname` (WCAG 2.4.2, issue 21; the parts come from the menus, see `pageTitleKeys`).
 * Used once, by the shell, so routes need not set titles themselves.
 */
export function usePageTitle(pathname: string, company: string | undefined): void {
  const { t, i18n } = useTranslation();
  const { screen, area } = pageTitleKeys(pathname);
  const title = formatPageTitle([t(screen), area ? t(area) : undefined, company || t('app.name')]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the translated title
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}

const HEADING_WAIT_MS = 3000;

/**
 * After an in-app navigation (a menu click, a link), moves focus to the new page's `h1` inside
 * `main` (or to `main` itself) so a keyboard or screen-reader user starts at the new content and
 * hears its heading (WCAG 2.4.3, issue 21). The first page of a load keeps the browser's focus,
 * and a page that put focus inside `main` itself (a search box, a form field) keeps it. Pages load
 * lazily, so the heading is awaited for up to 3 s, frame by frame.
 */
export function useFocusOnNavigation(pathname: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the move
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tryFocus = () => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      if (main && active && active !== document.body && main.contains(active) && active !== main) return;
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(tryFocus);
        return;
      }
      const target = heading ?? (main as HTMLElement | null);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
