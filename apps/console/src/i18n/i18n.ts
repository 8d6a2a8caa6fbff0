import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';
import { applyCompanyLabels, type CompanyLabels } from './labels.js';

/** Languages of the console (platform spec 9: English, Spanish). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The translation resources by language; flat keys ('logon.signIn'), no nesting. */
export const RESOURCES: Record<Language, Record<string, string>> = { en, es };

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Creates an initialised i18next instance (synchronous: resources are bundled). Keys are flat (the
 * menu keys of @wm/domain such as 'menu.time.editor' are plain strings), values use `{{name}}`
 * interpolation and the label tokens of `labels.ts`. Formatters: 'lowercase', 'capitalize'.
 * React escapes output itself, so i18next does not.
 */
export function createI18n(language: Language = 'en', labels?: CompanyLabels, withReact = true): I18n {
  const instance = i18next.createInstance();
  if (withReact) instance.use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en }, es: { translation: es } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.services.formatter?.add('lowercase', (value: unknown) => String(value ?? '').toLowerCase());
  instance.services.formatter?.add('capitalize', (value: unknown) => {
    const s = String(value ?? '');
    return s.charAt(0).toUpperCase() + s.slice(1);
  });
  applyCompanyLabels(instance, labels);
  return instance;
}

/** The browser's preferred supported language, else English. */
export function browserLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? undefined : navigator.language;
  const code = nav?.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : 'en';
}
