import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';

const space = vars.space;

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1024px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: ['auto', '100%'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const look = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      page: vars.color.background,
      primary: vars.color.primary,
      transparent: 'transparent',
    },
    color: { text: vars.color.text, muted: vars.color.textMuted, inverse: vars.color.textInverse },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    textAlign: ['left', 'center', 'right'],
  },
});

/** Atomic classes for layout through theme tokens (Braid-style). */
export const sprinkles = createSprinkles(layout, look);

/** The props `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
