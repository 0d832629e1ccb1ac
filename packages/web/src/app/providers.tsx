import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LocalizedMantine } from './localized-mantine';

export function Providers({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>{children}</LocalizedMantine>
    </I18nextProvider>
  );
}
