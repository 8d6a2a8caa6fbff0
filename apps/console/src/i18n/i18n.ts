import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyCompanyLabels, type CompanyLabels } from './labels.js';
import { setDisplayLanguage } from '../features/time/zones.js';

/** Languages of the console (platform spec 9: English, Spanish). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Resource files: 'en.json' / 'es.json' (the frame, sign-in, time and settings screens) plus one
 * '<area>.en.json' / '<area>.es.json' pair per feature area (e.g. 'payroll.en.json'), all bundled.
 */
export const RESOURCE_FILES = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
});

/** The language of a resource file name ('./payroll.es.json' -> 'es'), or null. */
export function resourceFileLanguage(path: string): Language | null {
  const m = /(?:^|[./])(en|es)\.json$/.exec(path);
  return m && isLanguage(m[1]) ? m[1] : null;
}

function mergeResources(language: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, strings] of Object.entries(RESOURCE_FILES)) {
    if (resourceFileLanguage(path) === language) Object.assign(out, strings);
  }
  return out;
}

/** The translation resources by language (every file merged); flat keys ('logon.signIn'), no nesting. */
export const RESOURCES: Record<Language, Record<string, string>> = {
  en: mergeResources('en'),
  es: mergeResources('es'),
};

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
    resources: { en: { translation: RESOURCES.en }, es: { translation: RESOURCES.es } },
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
  // Date-times on the time screens follow the language (features/time/zones.ts).
  setDisplayLanguage(instance.language);
  instance.on('languageChanged', setDisplayLanguage);
  return instance;
}

/** The browser's preferred supported language, else English. */
export function browserLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? undefined : navigator.language;
  const code = nav?.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : 'en';
}
