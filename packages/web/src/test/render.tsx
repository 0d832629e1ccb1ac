import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n, resources } from '@/app/i18n';
import { LocalizedMantine } from '@/app/localized-mantine';

/** The app's i18n and catalogs, for feature tests that word things outside a rendered tree. */
export { createI18n as createTestI18n, resources as catalogs };

/**
 * Renders UI inside the app's providers (i18n, Mantine with its toasts, a fresh query cache
 * without retries) and a memory router, in the given locale.
 */
export function renderWithApp(element: React.ReactNode, { path = '/', locale = 'ru' as 'ru' | 'en' } = {}) {
  const i18n = createI18n(locale);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
