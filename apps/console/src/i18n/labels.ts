import type { i18n as I18n } from 'i18next';

/** The company-customisable labels (platform spec 1): their words replace these everywhere on screen. */
export const LABEL_KEYS = [
  'employee',
  'location',
  'asset',
  'task',
  'device',
  'division',
  'department',
] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

/** Company labels as identity.company.labels carries them (label key -> the company's word). */
export type CompanyLabels = Record<string, string> | null | undefined;

/** A naive plural for a custom label: English-style -y -> -ies, -s/-x/-ch/-sh -> -es, else -s. */
export function pluralise(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Finds a company label by key, accepting 'employee', 'Employee' or 'label.employee' spellings. */
function companyLabel(labels: CompanyLabels, key: string): string | undefined {
  if (!labels) return undefined;
  for (const k of [key, key[0]!.toUpperCase() + key.slice(1), `label.${key}`, `labels.${key}`]) {
    const v = labels[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/**
 * Interpolation variables for the label tokens of the translations: `{{label.employee}}` (singular)
 * and `{{label.employees}}` (plural), lower-cased with `{{label.employee, lowercase}}`. A company
 * label (singular, optional plural under '<key>s' / '<key>Plural') wins in every language; without
 * one the language's own word (resource keys 'labels.<key>' and 'labels.<key>s') is used.
 * `translate(key)` reads the language's resources.
 */
export function labelVariables(
  labels: CompanyLabels,
  translate: (key: string) => string,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const key of LABEL_KEYS) {
    const custom = companyLabel(labels, key);
    const customPlural = companyLabel(labels, `${key}s`) ?? companyLabel(labels, `${key}Plural`);
    vars[`label.${key}`] = custom ?? translate(`labels.${key}`);
    vars[`label.${key}s`] = customPlural ?? (custom ? pluralise(custom) : translate(`labels.${key}s`));
  }
  return vars;
}

const state = new WeakMap<I18n, { labels: CompanyLabels; listening: boolean }>();

/**
 * Makes `i18n` substitute the company's labels (identity.company.labels) into every translation.
 * Call again when the identity changes (or with null on log off). Re-applied on language change.
 */
export function applyCompanyLabels(i18n: I18n, labels: CompanyLabels): void {
  let entry = state.get(i18n);
  if (!entry) {
    entry = { labels, listening: false };
    state.set(i18n, entry);
  }
  entry.labels = labels;
  /** Recomputes the label variables; true when they changed. */
  const update = (): boolean => {
    const current = state.get(i18n)?.labels;
    const t = i18n.getFixedT(i18n.language);
    // Read the default words without label substitution (they contain no tokens).
    const vars = labelVariables(current, (key) => String(t(key)));
    const before = i18n.options.interpolation?.defaultVariables;
    i18n.options.interpolation = { ...i18n.options.interpolation, defaultVariables: vars };
    return JSON.stringify(before ?? null) !== JSON.stringify(vars);
  };
  if (!entry.listening) {
    entry.listening = true;
    i18n.on('languageChanged', () => void update());
  }
  // New words: tell react-i18next (it re-renders on 'languageChanged'; our own listener then finds
  // nothing new, so this does not loop).
  if (update() && i18n.isInitialized) i18n.emit('languageChanged', i18n.language);
}
