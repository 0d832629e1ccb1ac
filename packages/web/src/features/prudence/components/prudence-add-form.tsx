import {
  checkInnList,
  maxPrudenceInnsPerRequest,
  splitInnList,
  type InnListCheck,
} from '@cargo-sentry/contracts/prudence/prudence';
import { Alert, Button, FileButton, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readInnFile } from '../lib/read-inn-file';

/** A first line without a digit is a column header ("ИНН"), not a row to report. */
const withoutHeader = (lines: string[]) => (lines.length > 0 && !/\d/.test(lines[0]) ? lines.slice(1) : lines);

interface Props {
  isDisabled: boolean;
  isSubmitting: boolean;
  /** Resolves with the server's report to show, or rejects (the page shows the error). */
  onSubmit: (inns: string[]) => Promise<{ subscribed: string[]; already: string[] }>;
}

/** The add form: paste a list or upload a file; every line checked before anything is sent. */
export function PrudenceAddForm({ isDisabled, isSubmitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<InnListCheck['invalid']>([]);
  const [done, setDone] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const preview = checkInnList(withoutHeader(splitInnList(value)));

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    try {
      const lines = await readInnFile(file);
      setValue(lines.join('\n'));
      setFileNote(t('prudence.add.file_loaded', { name: file.name, count: lines.length }));
    } catch {
      setFileNote(null);
      setProblem(t('prudence.add.file_error'));
    }
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    setProblem(null);
    const check = checkInnList(withoutHeader(splitInnList(value)));
    setInvalid(check.invalid);
    if (check.invalid.length > 0) return;
    if (check.valid.length === 0) return setProblem(t('prudence.add.empty'));
    if (check.valid.length > maxPrudenceInnsPerRequest) {
      return setProblem(t('prudence.add.too_many', { max: maxPrudenceInnsPerRequest }));
    }
    try {
      const result = await onSubmit(check.valid);
      setValue('');
      setFileNote(null);
      setDone(
        t('prudence.add.done', {
          subscribed: result.subscribed.length,
          already: result.already.length,
        }),
      );
    } catch {
      // the page shows the error (the limit banner for 402/403)
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('prudence.add.title')}
        </Title>
        <Textarea
          label={t('prudence.add.label')}
          description={t('prudence.add.description', { max: maxPrudenceInnsPerRequest })}
          placeholder={t('prudence.add.placeholder')}
          autosize
          minRows={3}
          maxRows={10}
          value={value}
          disabled={isDisabled}
          error={problem}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setInvalid([]);
            setDone(null);
          }}
        />
        {invalid.length > 0 ? (
          <Alert color="red" variant="light" title={t('prudence.add.invalid_title')} role="alert">
            <List size="sm">
              {invalid.slice(0, 20).map((row) => (
                <List.Item key={row.line}>
                  {t('prudence.add.invalid_line', {
                    line: row.line,
                    value: row.value,
                    reason: t(`prudence.add.reason_${row.code}`),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {fileNote ? (
          <Text size="sm" c="dimmed">
            {fileNote}
          </Text>
        ) : null}
        {done ? (
          <Text size="sm" c="teal.9" role="status">
            {done}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting} disabled={isDisabled}>
              {t('prudence.add.submit')}
            </Button>
            <FileButton onChange={(file) => void handleFile(file)} accept=".csv,.txt,.xlsx,text/csv,text/plain">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  disabled={isDisabled}
                >
                  {t('prudence.add.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
          {preview.valid.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('prudence.add.valid_count', { count: preview.valid.length })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
