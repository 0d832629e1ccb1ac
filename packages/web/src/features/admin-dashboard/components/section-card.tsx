import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAffiliate,
  IconApi,
  IconBell,
  IconChartHistogram,
  IconDatabaseImport,
  IconFileAnalytics,
  IconFileUpload,
  IconHistory,
  IconLock,
  IconShieldCheck,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { useSectionFigure } from '../api/get-figures';
import type { AdminSection } from '../lib/sections';

const icons: Record<string, typeof IconUsers> = {
  users: IconUsers,
  api_users: IconApi,
  verifications: IconChartHistogram,
  reports: IconFileAnalytics,
  notifications: IconBell,
  upload_incidents: IconFileUpload,
  registers: IconDatabaseImport,
  commercial_prudence: IconShieldCheck,
  audit: IconHistory,
  security_events: IconShieldLock,
  personal_data: IconLock,
  identity_links: IconAffiliate,
};

/** One section of the dashboard: what it is for, a figure where one is cheap, and the way in. */
export function SectionCard({ section }: { section: AdminSection }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const figure = useSectionFigure(section.figure);
  const Icon = icons[section.key] ?? IconUsers;
  const titleId = `admin-section-${section.key}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={titleId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <div>
            <Text fw={600} id={titleId} component="h2" size="md" m={0}>
              {t(`nav.admin_${section.key}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`admin_dashboard.text.${section.key}`)}
            </Text>
          </div>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          {section.figure ? (
            figure.isLoading ? (
              <Skeleton h={20} w={120} />
            ) : figure.data !== undefined ? (
              <Text size="sm" data-testid={`figure-${section.figure}`}>
                {t(`admin_dashboard.figure.${section.figure}`, {
                  count: figure.data,
                  value: formatNumber(figure.data, locale),
                })}
              </Text>
            ) : (
              <span />
            )
          ) : (
            <span />
          )}
          <Button
            component={Link}
            to={section.path}
            variant="light"
            aria-label={`${t('admin_dashboard.open')}: ${t(`nav.admin_${section.key}`)}`}
          >
            {t('admin_dashboard.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
