import { Button, Progress, Stack, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import type { WireQuery } from '@/shared/incident-filter/filter-state';
import { useCurrentUser } from '@/shared/session/session';
import { errorText } from '@/shared/ui/error-text';
import { useExportIncidents } from '../api/export-incidents';

/** Excel export of the filtered incidents; disabled with an explanation in demo mode (docs/product.md#demo-mode). */
export function ExportButton({ filter }: { filter: WireQuery }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const user = useCurrentUser();
  const exporting = useExportIncidents();
  const isDemo = Boolean(user?.demo);

  const handleClick = () => {
    if (isDemo || exporting.isPending) return;
    exporting.mutate(
      { filter, lang: locale },
      {
        onSuccess: ({ fileName }) =>
          notifications.show({ color: 'teal', message: t('incidents.export.done', { name: fileName }) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('incidents.export.failed'),
            message: errorText(t, error),
          }),
      },
    );
  };

  const button = (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      onClick={handleClick}
      loading={exporting.isPending}
      aria-disabled={isDemo || undefined}
      data-disabled={isDemo || undefined}
      data-testid="export-button"
    >
      {t('incidents.export.button')}
    </Button>
  );

  return (
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      {isDemo ? (
        <Tooltip label={t('incidents.export.demo_disabled')} withArrow multiline w={240}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {exporting.isPending ? (
        <Progress value={100} striped animated size="xs" aria-label={t('incidents.export.progress')} />
      ) : null}
    </Stack>
  );
}
