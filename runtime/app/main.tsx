import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getRuntimeConfig, initI18n, limitPrerenderedCopy } from '../core';
import { App } from './App';
import { linkAntdStaticStyles } from './antdStaticStyles';
import { bindUiProviders } from './bindUiProviders';
import { holdTransitionsUntilInput } from './holdTransitions';
import { startColdLoad } from './coldStart';
import { registerWidgets } from './registerWidgets';

// /config.js may name the deployment differently from index.html's default title.
document.title = getRuntimeConfig().title;
initI18n();
bindUiProviders();
registerWidgets();
// After the pages registered: the route's page is looked up once the permissions name it.
const consolePage = startColdLoad();
// Its parts arrive in their final state, without a transition each (holdTransitions.ts).
if (consolePage) holdTransitionsUntilInput();
// The login page's prerendered copy, if the server sent one, until the live page takes over.
limitPrerenderedCopy();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
// A console page's antd styles are prebuilt: its first render waits for them (antdStaticStyles.ts).
void (consolePage ? linkAntdStaticStyles() : Promise.resolve()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
