import type { i18n as I18n } from 'i18next';
import en from '../../i18n/payroll.en.json';
import es from '../../i18n/payroll.es.json';

/** The payroll, reports, timesheet and kiosk strings (flat keys) by language. */
export const PAYROLL_RESOURCES: Record<'en' | 'es', Record<string, string>> = { en, es };

const added = new WeakSet<I18n>();

/**
 * Adds the payroll-console resources to an i18next instance once (deep merge, never overwriting
 * the console's own keys), for tests and tools; the console loads them as the 'payroll' area with
 * the routes that use them (routes.tsx `withStrings`, issue 20).
 */
export function addPayrollResources(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const lng of ['en', 'es'] as const) {
    // Only into a language already loaded: a bundle added before its chunk arrives would make
    // i18next think the language is loaded and never fetch it (the chunk has these strings too).
    if (!i18n.hasResourceBundle(lng, 'translation')) continue;
    i18n.addResourceBundle(lng, 'translation', PAYROLL_RESOURCES[lng], true, false);
  }
}
