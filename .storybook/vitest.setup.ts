/**
 * Story-test setup (browser side). Storybook 10.6 applies the project annotations itself; this file
 * only makes screenshots deterministic and takes one per story after its play function and the
 * axe check have passed.
 *
 * - Animations, transitions and the text caret are switched off, so Radix overlays appear and
 *   disappear at once and spinners stand still.
 * - The screenshot is of the body, at least the whole 800x600 test viewport and taller when the
 *   story is (Matrix stories), so portalled overlays (dialogs, menus, toasts) are in the picture. Baselines live in
 *   `__screenshots__/<file>.stories.tsx/` beside each stories file; `pnpm test:stories:update` rewrites them.
 * - A story opts out with `parameters: { screenshot: { disable: true } }`; runs in another language
 *   (`STORY_LOCALE=es|pseudo`) take none.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const style = document.createElement('style');
style.dataset.wmTest = 'deterministic';
style.textContent = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html, body { margin: 0; }
body { min-height: 100vh; }
`;
document.head.appendChild(style);

/** The run's toolbar language (vitest.config.ts, `STORY_LOCALE`); baselines are English. */
declare const __STORY_LOCALE__: string;

type StoryContext = {
  id: string;
  parameters: { screenshot?: { disable?: boolean } };
};

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryContext }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.screenshot?.disable || __STORY_LOCALE__ !== 'en') return;
  // Let pending React work and Radix positioning (requestAnimationFrame) settle.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(page.elementLocator(document.body)).toMatchScreenshot(story.id, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
  });
});
