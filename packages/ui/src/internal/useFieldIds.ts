import { useId } from 'react';

/** Stable ids for a labelled control with optional description and error text. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? `wm${auto.replace(/:/g, '')}`;
  return {
    inputId: base,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
    labelId: `${base}-label`,
  };
}

/** The aria-describedby value for the parts that are shown. */
export function describedBy(
  ids: { descriptionId: string; errorId: string },
  description: unknown,
  error: unknown,
) {
  const parts = [description ? ids.descriptionId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
