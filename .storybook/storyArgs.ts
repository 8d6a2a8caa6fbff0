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
 * This module imports nothing of the console, so the package stories may import it.
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
