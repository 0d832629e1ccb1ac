import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadCatalog } from './app/catalogs';
import { paths } from '@/shared/routing/paths';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { connectSession } from './app/session';
import { readInitialLocale } from './shared/i18n/locale';

const locale = readInitialLocale();

/**
 * The app's stylesheet, fetched without holding the first paint (index.html's frame has its own
 * styles, scripts/boot-frame.ts), is applied before React's first render replaces that frame.
 */
function applyAppStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-stylesheet]');
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all';
      resolve();
    };
    if (link.sheet) apply();
    else {
      link.addEventListener('load', apply, { once: true });
      link.addEventListener('error', apply, { once: true });
    }
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// i18next and the texts load beside the first page's chunks, not in the shell (issue 26 §4). Without
// its texts the page still renders (showing keys) rather than staying blank.
const texts = Promise.all([import('./app/i18n'), loadCatalog[locale]().catch(() => ({})), applyAppStylesheet()]);

/** Resolves once the router's first navigation is done: its guards, the page's and layouts' chunks. */
function initialized(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function start() {
  // The router starts its first navigation (guards, the page's chunks) while the texts load.
  const router = createRouter();
  connectSession(async () => {
    if (router.state.location.pathname !== paths.login) await router.navigate(paths.login);
  });
  // React's first render waits for the page too: index.html's frame stays until the page replaces
  // it, rather than giving way to the router's placeholder blocks first.
  void Promise.all([texts, initialized(router)]).then(([[{ createI18n }, catalog]]) => {
    const root = createRoot(container as HTMLElement);
    // As a transition the first render is cut into slices of a few milliseconds with the browser
    // free in between; rendered at once it was the page load's longest task (issue 26 §4).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers i18n={createI18n(locale, catalog)}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
  });
}

// The router is made in a task of its own: matching the routes and starting the first navigation
// with the evaluation of the shell made one task of 100 ms and more on a slow phone (issue 26 §4).
setTimeout(start, 0);
