import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@harmony/mf-config/router';
import { createAppStore } from '@harmony/web-api';
import { App } from './app.js';
import { readHarmonyConfig } from './config.js';
import { loadRoutesModule, registerRemotesFrom } from './federation.js';
import { createRemoteRoutes } from './remote-routes.js';
import './styles.css';

const config = readHarmonyConfig(document);
registerRemotesFrom(config);

const store = createAppStore();
const RemoteRoutes = createRemoteRoutes(loadRoutesModule);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App site={config.site} RemoteRoutes={RemoteRoutes} />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
