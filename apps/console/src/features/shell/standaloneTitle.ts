import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// Kept apart from pageTitle.ts, which reads the menus: the sign-in page needs neither the menus nor
// the domain package (its budget, issue 20).

/**
 * Joins translated title parts as 'Screen - Area - Company', leaving out empty parts and a part
 * equal to the one before it (a company named like its screen is not repeated).
 */
export function formatPageTitle(parts: readonly (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const p of parts) {
    const text = p?.trim();
    if (text && text !== out[out.length - 1]) out.push(text);
  }
  return out.join(' - ');
}

/** Sets `document.title` to 'Screen - Product' on pages outside the signed-in frame (sign-in, sign-up). */
export function useStandaloneTitle(screen: string): void {
  const { t } = useTranslation();
  const title = formatPageTitle([screen, t('app.name')]);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
