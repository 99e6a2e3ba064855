import 'antd-mobile/es/global';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { setUpAntdMobile } from './lib/antd-setup.ts';
import { getBrandConfig } from './lib/brand/config.ts';
import { applyBrandTheme } from './lib/brand/theme.ts';
import { installNativeEventEntry } from './lib/bridge/native-events.ts';
import { captureSessionQuery } from './lib/session-query.ts';

// Before anything renders or calls: the session query as the app was opened, the brand theme,
// and antd-mobile's React 19 render hook.
captureSessionQuery();
installNativeEventEntry();
applyBrandTheme(getBrandConfig());
setUpAntdMobile();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
