import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyCompanyLabels, type CompanyLabels } from './labels.js';
import { setDisplayLanguage } from '../features/time/displayLanguage.js';

/** Languages of the console (platform spec 9: English, Spanish). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The strings come in pieces (issue 20). The core ('en.json' plus the small files of CORE_FILES: the
 * frame, sign-in, error and update messages) is the default namespace 'translation', one chunk per
 * language ('./resources.en.ts', './resources.es.ts') fetched before the first render. Every other
 * '<area>.<lng>.json' is the i18next namespace '<area>', its own chunk, fetched with the routes that
 * use it (routes.tsx `withStrings`, the signed-in frame's FRAME_AREAS) through `loadAreas`. Lookups
 * without a namespace fall back to the loaded areas (fallbackNS), so screens keep calling `t(key)`.
 * Tests read every file at once from './resources.ts'.
 */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./resources.en.js'),
  es: () => import('./resources.es.js'),
};

/** Areas whose strings are part of the core namespace (needed by the sign-in page and every frame). */
export const CORE_FILES = ['signin', 'security', 'offline'] as const;

/** The string areas of the signed-in frame (AppLayout and what it shows on every screen). */
export const FRAME_AREAS = ['partners', 'phone', 'service'] as const;

/** The lazily loaded '<area>.<lng>.json' files (one chunk each). */
const AREA_FILES = import.meta.glob<Record<string, string>>(
  ['./*.en.json', './*.es.json', '!./signin.*.json', '!./security.*.json', '!./offline.*.json'],
  { import: 'default' },
);

/** Area namespaces: every '<area>.en.json' except the core ones ('access', 'payroll', ...). */
export const AREAS: readonly string[] = Object.keys(AREA_FILES)
  .map((path) => /^\.\/(\w+)\.en\.json$/.exec(path)?.[1])
  .filter((a): a is string => !!a)
  .sort();

/** The core strings of one language (flat keys such as 'logon.signIn'), fetched once per page load. */
export async function loadLanguage(language: Language): Promise<Record<string, string>> {
  return (await LOADERS[language]()).default;
}

/** The strings of one area in one language ({} for an unknown area). */
export async function loadAreaStrings(language: Language, area: string): Promise<Record<string, string>> {
  const load = AREA_FILES[`./${area}.${language}.json`];
  return load ? await load() : {};
}

/**
 * Makes the strings of `areas` available in the current language (and the English fallback); they
 * follow later language changes. Resolves once they are loaded; a failed fetch rejects (the route
 * shows its error element).
 */
export function loadAreas(i18n: I18n, areas: readonly string[]): Promise<void> {
  const missing = areas.filter((a) => AREAS.includes(a) && !i18n.hasLoadedNamespace(a));
  if (!missing.length) return Promise.resolve();
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces(missing, (err) => (err ? reject(new Error(String(err))) : resolve()));
  });
}

/** An i18next backend fetching a language's core chunk or an area's chunk the first time it is needed. */
const chunkBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, ns: string, done: (err: unknown, data: Record<string, string> | false) => void) {
    if (!isLanguage(language)) return done(null, {});
    (ns === 'translation' ? loadLanguage(language) : loadAreaStrings(language, ns)).then(
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
 * Creates an initialised i18next instance with the `resources` given (by language, into the default
 * namespace; synchronous for those), fetching any other language (the English fallback, a later
 * `changeLanguage('es')`) as its chunk when first needed, and areas with `loadAreas`. The console
 * preloads its start language's core with `loadLanguage`; tests pass `RESOURCES` of './resources.ts'
 * (every string in the default namespace). A key found nowhere loads every area (a screen whose
 * route forgot an area shows its words from its next render on; routes.strings.test.ts keeps the
 * route lists complete). Keys are flat (the
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
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: [...AREAS],
    partialBundledLanguages: true,
    saveMissing: true,
    missingKeyHandler: () => {
      void loadAreas(instance, AREAS).catch(() => undefined);
    },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Screens re-render when an area's strings arrive, also after a language change (the areas of
    // the new language load after the core).
    react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
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
