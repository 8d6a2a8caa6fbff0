import { hex } from 'wcag-contrast';
import { describe, expect, it } from 'vitest';
import { type ThemeColors, themeColors } from './themeColors';

type Token = keyof ThemeColors;

/** Text (WCAG 1.4.3, AA): 4.5:1 for every foreground/background pair the components draw. */
const TEXT_PAIRS: [Token, Token][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['text', 'ghostHover'],
  ['text', 'selected'],
  ['text', 'secondary'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['textInverse', 'text'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['secondaryText', 'secondary'],
  ['secondaryText', 'secondaryHover'],
  ['dangerText', 'danger'],
  ['dangerText', 'dangerHover'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['success', 'successSurface'],
  ['info', 'surface'],
  ['info', 'infoSurface'],
  ['warn', 'surface'],
  ['warn', 'warnSurface'],
  ['error', 'surface'],
  ['error', 'errorSurface'],
];

/** Large text, focus rings and control borders (WCAG 1.4.3 large text, 1.4.11, 2.4.7): 3:1. */
const NON_TEXT_PAIRS: [Token, Token][] = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceRaised'],
  ['focusRing', 'surfaceSunken'],
  ['borderStrong', 'background'],
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['borderStrong', 'surfaceSunken'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['danger', 'surface'],
  ['disabledText', 'disabledSurface'],
];

describe.each(Object.entries(themeColors))('theme %s meets WCAG 2.1 AA contrast', (_name, colors) => {
  it.each(TEXT_PAIRS)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(hex(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(NON_TEXT_PAIRS)('%s against %s is at least 3:1', (fg, bg) => {
    expect(hex(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
