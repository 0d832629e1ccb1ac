import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import sharedRu from '@/shared/i18n/ru.json';
import incidentsRu from './i18n/ru.json';

/** Test-only: Mantine, i18n (ru), a fresh query cache and a memory router around some routes. */
export function renderWithProviders(
  routes: RouteObject[],
  { url = '/', seed }: { url?: string; seed?: (client: QueryClient) => void } = {},
) {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: vi.fn().mockImplementation((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    });
  }
  if (!('ResizeObserver' in window)) {
    // jsdom has no ResizeObserver; Mantine's scroll areas only need it to exist.
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'ru',
    resources: { ru: { translation: { ...sharedRu, ...incidentsRu } } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed?.(client);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, router, client };
}
