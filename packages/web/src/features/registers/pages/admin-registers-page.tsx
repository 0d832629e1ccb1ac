import type { RegisterName } from '@cargo-sentry/contracts/registers/registers';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { useRegisters } from '../api/get-registers';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { RegisterImportPanel } from '../components/register-import-panel';
import { RegisterTable } from '../components/register-table';

/**
 * `/administration/registers` (staff): the verification registers, their templates and imports
 * (issue 10 §5); `gallery` is the face gallery's panel, given by the route (features don't import each other).
 */
export function AdminRegistersPage({ gallery }: { gallery?: ReactNode }) {
  const { t } = useTranslation();
  const registers = useRegisters();
  const [selected, setSelected] = useState<RegisterName | null>(null);
  const summary = registers.data?.results.find((register) => register.name === selected);

  return (
    <>
      <PageTitle>{t('registers.title')}</PageTitle>
      <Text c="dimmed" mb="md" maw={820}>
        {t('registers.intro')}
      </Text>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          {registers.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label={t('registers.loading')}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} h={44} radius="sm" />
              ))}
            </Stack>
          ) : registers.isError ? (
            <FailureAlert
              title={t('registers.load_failed')}
              error={registers.error}
              onRetry={() => void registers.refetch()}
            />
          ) : registers.data.results.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('registers.empty')}
            </Text>
          ) : (
            <RegisterTable registers={registers.data.results} onImport={setSelected} />
          )}
        </Paper>
        {summary ? (
          <RegisterImportPanel key={summary.name} summary={summary} onClose={() => setSelected(null)} />
        ) : null}
        {gallery}
      </Stack>
    </>
  );
}
