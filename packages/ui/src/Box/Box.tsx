import { createElement, type AllHTMLAttributes, type ElementType, forwardRef } from 'react';
import { type Sprinkles, sprinkles } from './sprinkles.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    /** The element to render; default 'div'. */
    as?: ElementType;
  };

const sprinkleKeys = new Set(sprinkles.properties);

/**
 * Layout primitive: any element with theme-token spacing, flex, colour and radius props
 * (e.g. `<Box display="flex" gap="sm" padding="md">`). Responsive values take
 * `{ mobile, tablet, desktop }`. Everything not a sprinkle is passed to the element.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...rest }, ref) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkleKeys.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const cls = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: cls, ref });
});
