import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

// Toasts come after a first action, never in the first paint: their container (transitions,
// scroll lock) loads beside the page instead of in the shell (issue 26 §4). A toast shown before it
// arrives waits in the notifications store and appears with it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

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
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={3} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
