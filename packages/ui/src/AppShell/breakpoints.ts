/**
 * Below this width the console is laid out for phones (the side menu becomes a drawer, lists become
 * cards): the tablet breakpoint of the Box sprinkles (768 px) minus one.
 */
export const PHONE_MAX_WIDTH = 767;
/** Media query of phone widths (`useMediaQuery(PHONE_QUERY)`). */
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
