import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '@/app/i18n';
import { theme } from '@/app/theme';

/** Renders UI inside the app's providers and a memory router, in the given locale. */
export function renderWithApp(element: React.ReactNode, { path = '/', locale = 'ru' as 'ru' | 'en' } = {}) {
  const i18n = createI18n(locale);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
