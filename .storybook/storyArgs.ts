/**
 * What a story's play function needs to know about the toolbar language (issue 17): the labels the
 * story was rendered with. The "Language" decorator (locale.tsx) replaces a widget's labels args with
 * the console's Spanish or long-label strings; it records them here, so a play function looks
 * elements up by the label the widget actually shows, in every language:
 *
 *   play: async (context) => {
 *     const l = storyLabels(context, defaultPaginationLabels);
 *     await userEvent.click(c.getByRole('button', { name: l.next }));
 *   }
 *
 * Sample texts of a story follow the language too: `storyT(context)` gives the console's own strings
 * (`t('common.cancel')`), `storyText(context, SPANISH)` a story's own sample texts from a small
 * English -> Spanish table (long labels: the English through `pseudoLocalise`).
 *
 * This module imports nothing of the console, so the package stories may import it (the decorator,
 * locale.tsx, registers the console's translator here).
 */

type Ctx = { id: string; args: object; globals?: Record<string, unknown> };

const rendered = new Map<string, Record<string, unknown>>();

/** Called by the decorator with the translated args it gave the story `id` ({} in English). */
export function recordStoryArgs(id: string, args: Record<string, unknown>): void {
  rendered.set(id, args);
}

/** The story's args as the widget received them: its own args with the decorator's translations over them. */
export function storyArgs<A extends object = Record<string, unknown>>(context: {
  id: string;
  args: object;
}): A {
  return { ...context.args, ...(rendered.get(context.id) ?? {}) } as A;
}

/**
 * The labels object the widget shows: `defaults` (the widget's built-in English), then the story's
 * own `args[key]` or, in Spanish and long labels, the decorator's translation that replaced it. `key` defaults to 'labels'.
 */
export function storyLabels<L extends object>(context: Ctx, defaults: L, key = 'labels'): L {
  const args = storyArgs(context) as Record<string, unknown>;
  return { ...defaults, ...(args[key] as Partial<L> | undefined) };
}

/** The toolbar language of the story: 'en', 'es' or 'pseudo' (long labels). */
export function storyLocale(context: { globals?: Record<string, unknown> }): string {
  return (context.globals?.locale as string | undefined) ?? 'en';
}

/**
 * A pattern matching every text a numbered label gives ('Page 1', 'Página 12', …):
 * `numbered(l.page)` for `getAllByRole('button', { name: numbered(l.page) })`.
 */
export function numbered(label: (n: number) => string): RegExp {
  const probe = label(987654).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${probe.replace('987654', '\\d+')}$`);
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŦÛṼŴẊÝŽ'][i] ?? c,
  ]),
);
// i18next syntax that must survive: {{interpolation}}, $t(nesting), <tags>; and the {single}
// placeholders some widgets fill themselves (SchedulerGrid's pageRange '{from}-{to} of {total}').
const PROTECTED = /(\{\{[^}]*\}\}|\{\w+\}|\$t\([^)]*\)|<[^>]*>)/;

/**
 * The long-label pseudo-locale of one English string: letters accented (still readable, visibly
 * not translated) and the text made 40 % longer, `[` … `]` included, so truncation and wrapping show
 * up at a glance: 'Save' -> '[Šàṽé~]'. Interpolations, nesting and tags are kept as they are.
 */
export function pseudoLocalise(text: string): string {
  if (!text.trim()) return text;
  // Comma lists the console splits ('Sun,Mon,…' day and month names): each item on its own.
  if (/^[^,\s]+(,[^,\s]+)+$/.test(text)) return text.split(',').map(pseudoLocalise).join(',');
  const parts = text.split(PROTECTED);
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const extra = Math.max(2, Math.round(visible * 0.4));
  const body = parts.map((p, i) => (i % 2 ? p : [...p].map((c) => ACCENTED[c] ?? c).join(''))).join('');
  return `[${body}${'~'.repeat(extra - 2)}]`;
}

/** Looks a console resource key up in a toolbar language (registered by locale.tsx). */
type Translator = (locale: string, key: string, options?: Record<string, unknown>) => string;
let translator: Translator | undefined;

/** Called once by the decorator module (locale.tsx) with the console's i18next lookup. */
export function setStoryTranslator(fn: Translator): void {
  translator = fn;
}

/**
 * The console's `t` in the story's toolbar language, for sample texts that are console strings
 * (`storyT(context)('confirm.yesDelete')`: 'Yes, Delete', 'Sí, eliminar' or its long label). Works
 * in render functions (`render: (args, context) => …`) and play functions alike; to hand it to a
 * component of the story pass `{ globals: context.globals }`, never the whole context (circular:
 * the docs' source snippet of the story element recurses until the stack overflows). Throws when the
 * locale decorator was not loaded (a story rendered outside .storybook/preview.tsx).
 */
export function storyT(context: {
  globals?: Record<string, unknown>;
}): (key: string, options?: Record<string, unknown>) => string {
  const locale = storyLocale(context);
  return (key, options) => {
    if (!translator)
      throw new Error(`storyT('${key}'): the locale decorator (.storybook/locale.tsx) is not loaded.`);
    return translator(locale, key, options);
  };
}

/**
 * A story's own sample texts in its toolbar language, for samples the console has no string for:
 * `storyText(context, { 'Uploading': 'Subiendo' })('Uploading')` is 'Uploading' in English,
 * 'Subiendo' in Spanish and '[Ûþĺöàđîñĝ~~]' in long labels. A text missing from the table (one a
 * designer typed into a control) is shown as given in Spanish and lengthened in long labels.
 */
export function storyText(
  context: { globals?: Record<string, unknown> },
  spanish: Record<string, string>,
): (english: string) => string {
  const locale = storyLocale(context);
  return (english) => {
    if (locale === 'es') return spanish[english] ?? english;
    if (locale === 'pseudo') return pseudoLocalise(english);
    return english;
  };
}

/**
 * The story's `args` with every string arg that is a sample text of `spanish` (its English keys) in
 * the toolbar language (storyText); other args (variants, ids) are left as they are. For a meta's
 * `render: (args, context) => <Checkbox {...storyTextArgs(context, args, SPANISH)} />`.
 */
export function storyTextArgs<A extends object>(
  context: { globals?: Record<string, unknown> },
  args: A,
  spanish: Record<string, string>,
): A {
  const s = storyText(context, spanish);
  return Object.fromEntries(
    Object.entries(args).map(([k, v]) => [k, typeof v === 'string' && v in spanish ? s(v) : v]),
  ) as A;
}

/**
 * The state names the form controls' Matrix stories label their samples with, in Spanish (one
 * table for the nine ui stories that share these words; each story adds its own samples):
 * `storyText(context, { ...STATE_ES, ...ES })('Disabled')` is 'Deshabilitado'. Masculine, as they
 * name a field ('campo'); Checkbox keeps its own feminine forms ('casilla').
 */
export const STATE_ES: Record<string, string> = {
  Empty: 'Vacío',
  Chosen: 'Elegido',
  None: 'Ninguno',
  Some: 'Algunos',
  Plain: 'Normal',
  Error: 'Error',
  Required: 'Obligatorio',
  Disabled: 'Deshabilitado',
  Off: 'Desactivado',
  On: 'Activado',
  Vertical: 'Vertical',
  Horizontal: 'Horizontal',
};

/**
 * `options` with their labels through `s` (a storyText): the sample options of a story in its
 * toolbar language; values and other fields are kept.
 */
export function storyOptions<O extends { label: string }>(
  options: readonly O[],
  s: (english: string) => string,
): O[] {
  return options.map((o) => ({ ...o, label: s(o.label) }));
}
