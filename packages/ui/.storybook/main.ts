import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  // Docs: an autodocs page per component with its props table. A11y: an accessibility panel
  // running axe on each story, beside the axe checks the tests run on every story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    // Its own Vite config, so Storybook never loads an app's config (React Router's plugin breaks it).
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
