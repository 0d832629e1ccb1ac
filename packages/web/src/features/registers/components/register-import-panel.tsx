import type { RegisterSummary } from '@cargo-sentry/contracts/registers/registers';
import { spreadsheetLimits, type ImportMode } from '@cargo-sentry/contracts/shared/spreadsheet-import';
import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { refusedImportReport, useImportRegister } from '../api/import-register';
import { registerTitle } from '../lib/register-labels';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { ImportSection } from '@/shared/spreadsheet-import/import-section';
import { SpreadsheetFileInput } from '@/shared/spreadsheet-import/spreadsheet-file-input';
import { ImportReport } from './import-report';
import { ReplaceConfirmDialog } from './replace-confirm-dialog';

/**
 * Importing a file into one register: the file, append or replace (replace confirmed in a dialog
 * naming the register and its rows), the upload's progress, then a toast with the count or the
 * row-by-row report of a refused file.
 */
export function RegisterImportPanel({ summary, onClose }: { summary: RegisterSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('append');
  const [isConfirming, setIsConfirming] = useState(false);
  const [sent, setSent] = useState(0);
  const importing = useImportRegister();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = registerTitle(summary.name, locale);

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [summary.name]);

  const start = () => {
    if (!file) return;
    setSent(0);
    importing.mutate(
      { register: summary.name, file, mode, onProgress: setSent },
      {
        onSuccess: (report) => {
          // The file is in the register now: importing it again by a second click would double it.
          setFile(null);
          const count = (n: number) => formatNumber(n, locale);
          notifications.show({
            color: 'teal',
            title: t('registers.success', { name, count: report.rows_imported }),
            message: t('registers.success_detail', {
              inserted: count(report.rows_inserted),
              updated: count(report.rows_updated),
              unchanged: count(report.rows_unchanged),
            }),
          });
        },
      },
    );
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'replace') setIsConfirming(true);
    else start();
  };
  const handleConfirm = () => {
    setIsConfirming(false);
    start();
  };

  const report = importing.isError ? refusedImportReport(importing.error) : null;
  const ignored = importing.data?.ignored_columns ?? [];

  return (
    <ImportSection titleId="register-import-title" title={t('registers.panel_title', { name })} headingRef={heading}>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <SpreadsheetFileInput
            texts="registers"
            limits={spreadsheetLimits}
            value={file}
            onChange={(next) => {
              setFile(next);
              importing.reset();
            }}
            disabled={importing.isPending}
          />
          <Radio.Group label={t('registers.mode_label')} value={mode} onChange={(next) => setMode(next as ImportMode)}>
            <Stack gap="xs" mt={6}>
              <Radio
                value="append"
                label={t('registers.mode_append')}
                description={t('registers.mode_append_hint')}
                disabled={importing.isPending}
              />
              <Radio
                value="replace"
                label={t('registers.mode_replace')}
                description={t('registers.mode_replace_hint')}
                disabled={importing.isPending}
              />
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={!file}
              loading={importing.isPending}
            >
              {t('registers.submit')}
            </Button>
            <Button variant="default" onClick={onClose} disabled={importing.isPending}>
              {t('registers.close')}
            </Button>
          </Group>
        </Stack>
      </form>

      {importing.isPending ? (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {sent < 1 ? t('registers.uploading', { percent: Math.round(sent * 100) }) : t('registers.checking')}
          </Text>
          <Progress
            value={sent < 1 ? Math.round(sent * 100) : 100}
            animated={sent >= 1}
            striped={sent >= 1}
            aria-label={t('registers.progress_label')}
          />
        </Stack>
      ) : null}

      {importing.isSuccess && ignored.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('registers.ignored_columns', { columns: ignored.join(', ') })}
        </Text>
      ) : null}

      {report ? <ImportReport report={report} /> : null}
      {importing.isError && !report ? <FailureAlert title={t('registers.failed')} error={importing.error} /> : null}

      <ReplaceConfirmDialog
        opened={isConfirming}
        registerName={name}
        rows={summary.rows}
        fileName={file?.name ?? ''}
        onConfirm={handleConfirm}
        onCancel={() => setIsConfirming(false)}
      />
    </ImportSection>
  );
}
