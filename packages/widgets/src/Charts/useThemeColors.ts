import { vars } from '@wm/ui';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Theme colours a chart needs, resolved to concrete CSS colours (Chart.js draws on a canvas). */
export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  series: string[];
  success: string;
  warn: string;
  error: string;
  surface: string;
}

const FALLBACK: ChartColors = {
  text: 'black',
  muted: 'gray',
  grid: 'silver',
  series: ['steelblue', 'seagreen', 'darkorange', 'firebrick', 'slateblue', 'goldenrod'],
  success: 'seagreen',
  warn: 'goldenrod',
  error: 'firebrick',
  surface: 'white',
};

/** `var(--x)` -> `--x` */
function varName(v: string): string {
  const m = /var\((--[^,)]+)/.exec(v);
  return m ? (m[1] as string) : v;
}

/**
 * Reads the theme tokens (vars from @wm/ui) off the element's computed style, so charts follow the
 * light, dark and high-contrast themes. Before mount it returns neutral named colours.
 */
export function useThemeColors(ref: RefObject<HTMLElement | null>): ChartColors {
  const [colors, setColors] = useState<ChartColors>(FALLBACK);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const cs = getComputedStyle(el);
    const get = (v: string, fb: string) => cs.getPropertyValue(varName(v)).trim() || fb;
    setColors({
      text: get(vars.color.text, FALLBACK.text),
      muted: get(vars.color.textMuted, FALLBACK.muted),
      grid: get(vars.color.border, FALLBACK.grid),
      series: [
        get(vars.color.primary, 'steelblue'),
        get(vars.color.success, 'seagreen'),
        get(vars.color.warn, 'darkorange'),
        get(vars.color.danger, 'firebrick'),
        get(vars.color.info, 'slateblue'),
        get(vars.color.borderStrong, 'gray'),
      ],
      success: get(vars.color.success, FALLBACK.success),
      warn: get(vars.color.warn, FALLBACK.warn),
      error: get(vars.color.error, FALLBACK.error),
      surface: get(vars.color.surface, FALLBACK.surface),
    });
  }, [ref]);
  return colors;
}
