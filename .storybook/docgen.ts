import type { ArgsEnhancer, ArgTypesEnhancer } from 'storybook/internal/types';

/**
 * Props tables developers can trust (issue 17 §3). Two small enhancers over what react-docgen found
 * in a story's `component`:
 *
 * - `literalTypes`: Storybook's table prints only the kind of a TypeScript type ('union',
 *   'ReadonlyArray'); this puts the source text in its place ('primary' | 'secondary' | ...,
 *   ReadonlyArray<ListViewColumn<T>>), with the long ones in the hover detail.
 * - `booleanDefaults`: a boolean prop whose default react-docgen read from the component (a default
 *   parameter value) starts at that value in the story's args, so its control shows the real state
 *   instead of 'Set boolean'. Passing a prop's own default changes nothing on screen.
 */

type DocgenProp = { tsType?: { name?: string; raw?: string }; defaultValue?: { value?: string } };
type WithDocgen = { __docgenInfo?: { props?: Record<string, DocgenProp> } };

const MAX_SUMMARY = 90;

function docgenProps(component: unknown): Record<string, DocgenProp> {
  return (component as WithDocgen | undefined)?.__docgenInfo?.props ?? {};
}

export const literalTypes: ArgTypesEnhancer = (context) => {
  const props = docgenProps(context.component);
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    const raw = props[name]?.tsType?.raw?.replace(/\s+/g, ' ');
    const summary = argType.table?.type?.summary;
    if (!raw || !summary || summary === raw) continue;
    const type = raw.length <= MAX_SUMMARY ? { summary: raw } : { summary, detail: raw };
    argTypes[name] = { ...argType, table: { ...argType.table, type } };
  }
  return argTypes;
};

export const booleanDefaults: ArgsEnhancer = (context) => {
  const props = docgenProps(context.component);
  const extra: Record<string, boolean> = {};
  for (const [name, prop] of Object.entries(props)) {
    if (context.initialArgs[name] !== undefined || prop.tsType?.name !== 'boolean') continue;
    const value = prop.defaultValue?.value;
    if (value === 'true' || value === 'false') extra[name] = value === 'true';
  }
  return extra;
};
