import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { ThemeModeProvider, type ThemePreference } from '../src/ui/theme';
import { closeAlerts } from '../src/ui/Alert';
import { dismissToasts } from '../src/ui/Toast';
import { handlers } from '../mocks/handlers';
import { resetMockDb } from '../mocks/testing';
import { DocsPage } from './DocsPage';

// A play function waits on a condition (waitFor, findBy…), never on a clock. Testing Library gives up after
// 1 s by default, which a shared 2-core CI machine under load can exceed for a sweetalert2 popup or a
// scroll to settle (a CI run failed two stories that way): 5 s is still well inside a test's 60 s.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Light or dark theme for every story',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      const theme = (context.globals.theme ?? 'light') as ThemePreference;
      return (
        <ThemeModeProvider forced={theme}>
          <Story />
        </ThemeModeProvider>
      );
    },
  ],
  loaders: [mswLoader()],
  // Every story starts from the seeded mock data, with no dialog, toast or scroll left by the one before
  // (the story book and the story tests switch stories in one page: docs/visual-tests.md).
  beforeEach: async () => {
    resetMockDb();
    await closeAlerts();
    dismissToasts();
    window.scrollTo(0, 0);
  },
  parameters: {
    msw: handlers,
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Under automation (the story tests), axe keeps violations in full and one node of each other result:
    // its slowest step is a unique selector for every node, and only violations fail a story. A person's
    // a11y panel keeps every pass and every "needs review" node.
    a11y: { test: 'error', options: typeof navigator !== 'undefined' && navigator.webdriver ? { resultTypes: ['violations'] } : {} },
    docs: { page: DocsPage },
    backgrounds: { disable: true },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Layout', '*'] } },
  },
};
export default preview;
