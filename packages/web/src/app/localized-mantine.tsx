import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine with the app's theme, plus the words Mantine's own parts need: a toast's close button
 * has no text, so without a label screen readers announce a nameless button (axe "button-name").
 * The label follows the language.
 */
export function LocalizedMantine({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('actions.close');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={3} />
      {children}
    </MantineProvider>
  );
}
