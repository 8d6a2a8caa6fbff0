import { expect } from 'storybook/test';

/**
 * Story globals for the phone viewport (Storybook's standard 'Large mobile', 414 x 896 px): a
 * story with `globals: PHONE_GLOBALS` opens at phone size in Storybook and in the story tests.
 * Stories only; not exported from the package.
 */
export const PHONE_GLOBALS = { viewport: { value: 'mobile2', isRotated: false } };

/** Fails when the page scrolls sideways (a field widget must fit a phone's width). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
