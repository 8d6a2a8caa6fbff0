import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { type ThemeName, ThemeProvider } from '../packages/ui/src/index';
import { booleanDefaults, literalTypes } from './docgen';
import { LOCALE_ITEMS, withLocale } from './locale';

const THEMES: ThemeName[] = ['light', 'dark', 'highContrast'];
const THEME_TITLES: Record<ThemeName, string> = {
  light: 'Light',
  dark: 'Dark',
  highContrast: 'High contrast',
};

/**
 * Wraps every story in a ThemeProvider (toolbar "Theme") with 16px padding (`parameters.fullBleed:
 * true` removes it, for page frames such as AppShell), at least the canvas' height on the canvas
 * and only as tall as the story in docs pages. A story with
 * `parameters.themeMatrix: true` is rendered once per theme, side by side in a column, which is
 * how the `Matrix` stories show every variant in light, dark and high contrast.
 */
const withTheme: Decorator = (Story, context) => {
  if (context.parameters.themeMatrix) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {THEMES.map((theme) => (
          <ThemeProvider key={theme} theme={theme}>
            <section aria-label={`${THEME_TITLES[theme]} theme`} style={{ padding: 16 }}>
              <p style={{ margin: '0 0 8px', fontWeight: 700 }}>{THEME_TITLES[theme]}</p>
              <Story />
            </section>
          </ThemeProvider>
        ))}
      </div>
    );
  }
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'light';
  return (
    <ThemeProvider theme={theme}>
      <div
        style={{
          padding: context.parameters.fullBleed ? 0 : 16,
          // A full-height canvas (overlays and page frames have room); in docs pages every example
          // would be a screen tall, so there it takes only the height it needs.
          minHeight: context.viewMode === 'docs' ? undefined : '100vh',
        }}
      >
        <Story />
      </div>
    </ThemeProvider>
  );
};

/** Resolves after `ms` or at the next animation frame, whichever is first (hidden tabs have no frames). */
const nextFrame = (ms = 100) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Renders the story, then lets React settle before the play function starts: a task for the
 * deferred effects and two frames for what they measure (ResizeObserver, virtualised rows). The
 * story-test run renders inside React's `act`, which flushes all of that; the built Storybook runs
 * React's production build, where `act` is a no-op, so without this a play function could type
 * into a field whose mount effects have not run yet (issue 17: text appended instead of replaced).
 */
const mount: Preview['mount'] = (context) => async (ui) => {
  if (ui != null) context.originalStoryFn = () => ui;
  await context.renderToCanvas();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nextFrame();
  await nextFrame();
  return context.canvas;
};

const preview: Preview = {
  tags: ['autodocs'],
  mount,
  decorators: [withLocale, withTheme],
  // Props tables: literal types and boolean controls at their real default (see docgen.ts).
  argTypesEnhancers: [literalTypes],
  argsEnhancers: [booleanDefaults],
  globalTypes: {
    theme: {
      description: 'Theme of the design system',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language of the widgets' labels (the console's en/es resources)",
      toolbar: { title: 'Language', icon: 'globe', items: LOCALE_ITEMS, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    // Storybook opens the first entry: the Welcome page, then the guides of ui, then components.
    options: {
      storySort: { order: ['Welcome', 'ui', ['Introduction', 'Theming', 'Tokens', '*'], 'widgets'] },
    },
    controls: { matchers: { date: /Date$/i } },
    // Accessibility violations fail the story test (addon-a11y runs axe after play).
    a11y: { test: 'error' },
    // The standard phone, tablet and desktop sizes, and the fixed size the story tests render at.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        wmTest: {
          name: 'Story test (800x600)',
          styles: { width: '800px', height: '600px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
