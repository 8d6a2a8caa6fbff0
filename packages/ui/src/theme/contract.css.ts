import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the design system. Every theme (light, dark, high contrast) fills
 * exactly these names; components read only `vars.*`, never literal colours or sizes.
 * Units: space, radius and font sizes are CSS lengths (rem/px); motion durations are CSS times (ms).
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    secondary: null,
    secondaryHover: null,
    secondaryText: null,
    danger: null,
    dangerHover: null,
    dangerText: null,
    ghostHover: null,
    success: null,
    successSurface: null,
    info: null,
    infoSurface: null,
    warn: null,
    warnSurface: null,
    error: null,
    errorSurface: null,
    overlay: null,
    disabledSurface: null,
    disabledText: null,
    selected: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: {
    base: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
    tooltip: null,
  },
  motion: { durationFast: null, durationNormal: null, easing: null },
});
