/**
 * Values shared by every theme (spacing, radius, typography, z-index, motion); colours and
 * shadows differ per theme. Fonts: a system stack that exists on the CI machine (Liberation Sans /
 * DejaVu Sans on Debian), so screenshots are stable without web fonts.
 */
export const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { none: '0', sm: '3px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family: {
      body: '"Liberation Sans", "DejaVu Sans", Arial, Helvetica, sans-serif',
      mono: '"Liberation Mono", "DejaVu Sans Mono", Menlo, monospace',
    },
    size: { xs: '11px', sm: '13px', md: '14px', lg: '16px', xl: '20px' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.45' },
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    popover: '1300',
    toast: '1400',
    tooltip: '1500',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;
