import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyCompanyLabels, type CompanyLabels } from './labels.js';

/** Languages of the console (platform spec 9: English, Spanish). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Each language's strings arrive as one chunk ('./resources.en.ts', './resources.es.ts': 'en.json'
 * plus every '<area>.en.json'), loaded when the language is first used, so nobody downloads the
 * other language (issue 20). Tests read every file at once from './resources.ts'.
 */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./resources.en.js'),
  es: () => import('./resources.es.js'),
};

/** The strings of one language (flat keys such as 'logon.signIn'), fetched once per page load. */
export async function loadLanguage(language: Language): Promise<Record<string, string>> {
  return (await LOADERS[language]()).default;
}

/** An i18next backend that fetches a language's chunk the first time i18next needs it. */
const chunkBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, _ns: string, done: (err: unknown, data: Record<string, string> | false) => void) {
    if (!isLanguage(language)) return done(null, {});
    loadLanguage(language).then(
      (strings) => done(null, strings),
      (err: unknown) => done(err, false),
    );
  },
};

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Creates an initialised i18next instance with the `resources` given (by language; synchronous for
 * those), fetching any other language (the English fallback, a later `changeLanguage('es')`) as its
 * chunk when first needed. The console preloads its start language with `loadLanguage`; tests pass
 * `RESOURCES` of './resources.ts'. Keys are flat (the
 * menu keys of @wm/domain such as 'menu.time.editor' are plain strings), values use `{{name}}`
 * interpolation and the label tokens of `labels.ts`. Formatters: 'lowercase', 'capitalize'.
 * React escapes output itself, so i18next does not.
 */
export function createI18n(
  language: Language = 'en',
  labels?: CompanyLabels,
  withReact = true,
  resources: Partial<Record<Language, Record<string, string>>> = {},
): I18n {
  const instance = i18next.createInstance();
  if (withReact) instance.use(initReactI18next);
  instance.use(chunkBackend);
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, strings]) => [lng, { translation: strings }]),
    ),
    partialBundledLanguages: true,
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
