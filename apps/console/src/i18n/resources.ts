import { isLanguage, type Language } from './i18n.js';

/**
 * Every resource file at once, for tests and tools: 'en.json' / 'es.json' (the frame, sign-in, time and
 * settings screens) plus one '<area>.en.json' / '<area>.es.json' pair per feature area. The console
 * itself loads one language's chunk at a time (i18n.ts `loadLanguage`).
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
