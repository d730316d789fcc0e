import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../widgets/**/*.stories.tsx', '../stories/**/*.stories.tsx', '../runtime/antd/**/*.stories.tsx'],
  core: { disableTelemetry: true },
};

export default config;
