import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The app's i18next instance itself, the same object for the whole session.
 *
 * react-i18next 17's `useTranslation().i18n` is a new wrapper object after each language change, so
 * an effect or memo that depends on it runs again when the user switches language. The router (a
 * new router remounts every screen and drops its state, such as the time editor's selection) and the
 * identity's language effect (which switched back to the old saved language before the new one was
 * saved) depend on this instance instead.
 */
export function useI18nInstance(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}
