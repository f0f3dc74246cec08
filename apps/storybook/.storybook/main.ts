import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The design system's stories, then the feature widgets' stories that live beside their feature in the portal.
  stories: [
    '../src/Introduction.mdx',
    '../src/Overview.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../portal/src/features/**/*.stories.tsx',
    '../src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
