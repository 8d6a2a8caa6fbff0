import { useCallback, useRef } from 'react';

/**
 * Where focus goes when a modal closes (WCAG 2.4.3, issue 21): back to the control that had focus
 * when it opened. Radix returns focus only to its own `Trigger`; our dialogs are mostly opened by
 * a button's onClick with a controlled `open`, so Radix had no trigger and focus fell on the page
 * body. When the opener is gone (it unmounted, e.g. a menu item), focus goes to the page's main
 * heading, else to `main`, so a keyboard user stays inside the page.
 *
 * Returns handlers for Radix `Content`: `onOpenAutoFocus` (remembers `document.activeElement` before
 * Radix moves focus in) and `onCloseAutoFocus` (prevents Radix's default and focuses the opener).
 */
export function useReturnFocus(): {
  onOpenAutoFocus: (e: Event) => void;
  onCloseAutoFocus: (e: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    const el = document.activeElement;
    opener.current = el instanceof HTMLElement && el !== document.body ? el : null;
  }, []);
  const onCloseAutoFocus = useCallback((e: Event) => {
    e.preventDefault();
    const el = opener.current;
    opener.current = null;
    returnFocusTo(el);
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}

/** Focuses `el` when it is still in the document and focusable; else the main heading or `main`. */
export function returnFocusTo(el: HTMLElement | null): void {
  if (el?.isConnected && !el.closest('[inert],[aria-hidden="true"]')) {
    el.focus({ preventScroll: true });
    if (document.activeElement === el) return;
  }
  const main = document.querySelector('main');
  const target = (main?.querySelector('h1') as HTMLElement | null) ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
