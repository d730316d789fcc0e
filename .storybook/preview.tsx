import 'antd/dist/reset.css';
import type { Preview } from '@storybook/react-vite';
import { prepareStory, withAppProviders } from '../stories/decorators';

const preview: Preview = {
  loaders: [prepareStory],
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
