import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createI18n } from './app/i18n';
import { paths } from '@/shared/routing/paths';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { connectSession } from './app/session';
import { readInitialLocale } from './shared/i18n/locale';

const i18n = createI18n(readInitialLocale());
const router = createRouter();
connectSession(async () => {
  if (router.state.location.pathname !== paths.login) await router.navigate(paths.login);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
