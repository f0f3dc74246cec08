import { darkTheme, lightTheme, ThemeProvider } from '@socios/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { createGlobalStyle } from 'styled-components';
import { restoreDate, freezeDate } from './frozenDate';
import { runScreenshotPass } from './screenshotPass';
import { THEME_EVENT } from './themeEvent';

/** True when the story runs as a test in Vitest browser mode (not in the Storybook UI). */
const runningInVitest = '__vitest_browser__' in globalThis;

/** Stops animations and transitions so play functions and screenshots see the final state at once. */
const FreezeMotion = createGlobalStyle`
  *, *::before, *::after {
    animation-play-state: paused !important;
    animation-delay: 0s !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;

/** The theme of the story: the toolbar's choice, until a visual test asks for another one. */
function StoryTheme({ name, children }: { name: 'light' | 'dark'; children: ReactNode }) {
  const [forced, setForced] = useState<'light' | 'dark' | null>(null);
  useEffect(() => {
    const onTheme = (event: Event) => setForced((event as CustomEvent<'light' | 'dark' | null>).detail);
    window.addEventListener(THEME_EVENT, onTheme);
    return () => window.removeEventListener(THEME_EVENT, onTheme);
  }, []);
  return <ThemeProvider theme={(forced ?? name) === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}

const withTheme: Decorator = (Story, context) => {
  const freeze = runningInVitest || context.parameters.freezeMotion === true;
  return (
    <StoryTheme name={context.globals.theme === 'dark' ? 'dark' : 'light'}>
      {freeze ? <FreezeMotion /> : null}
      <Story />
    </StoryTheme>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Tema de la interfaz',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro (producto)' },
          { value: 'dark', title: 'Oscuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // The introduction is the first page Storybook opens.
    options: {
      storySort: { order: ['Introducción', 'Vista general', 'Fundamentos', 'Formularios', 'Datos', 'Navegación', 'Avisos y diálogos', 'Áreas', '*'] },
    },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story test (and show as errors in the Accessibility panel).
    a11y: { test: 'error' },
  },
  // Dates are frozen (Footer year, "today" in lists) so screenshots are stable.
  beforeEach: () => {
    freezeDate();
    return restoreDate;
  },
  // Under Vitest, the catalogs' screenshots against their baselines (vitest.setup.ts).
  afterEach: ({ id, tags }) => runScreenshotPass({ id, tags }),
};

export default preview;
