import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { catalog as en } from '@/app/catalog-en';
import { catalog as ru } from '@/app/catalog-ru';
import { createI18n } from '@/app/i18n';
import { LocalizedMantine } from '@/app/localized-mantine';

/** The app's catalogs, for feature tests that word things outside a rendered tree. */
export const catalogs = { ru, en };

/** The app's i18n in `locale`, its catalog loaded. */
export function createTestI18n(locale: Locale) {
  return createI18n(locale, catalogs[locale]);
}

interface RenderOptions {
  /** The URL the memory router starts at, search included. */
  path?: string;
  locale?: Locale;
  /**
   * Fills the query cache before the first render. Seeded answers then never go stale, so the
   * component reads them instead of calling an API the test does not serve.
   */
  seed?: (client: QueryClient) => void;
}

/**
 * Renders UI inside the app's providers (i18n, Mantine with its toasts, a fresh query cache
 * without retries) and a memory router, in the given locale.
 */
export function renderWithApp(element: React.ReactNode, { path = '/', locale = 'ru', seed }: RenderOptions = {}) {
  const i18n = createTestI18n(locale);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const staleTime = seed ? Infinity : 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  seed?.(client);
  return render(
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>,
  );
}
