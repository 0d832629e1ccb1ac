import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import {
  apiKeyCheckNames,
  apiKeyScheme,
  issueApiKeySchema,
  maxApiKeyQuota,
  type IssueApiKeyInput,
  type IssuedApiKey,
} from '@cargo-sentry/contracts/api-users/api-users';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '@/shared/format/date';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';

interface IssueKeyDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Issues the key; the answer (with the key itself) is shown once and then forgotten. */
  onIssue: (body: IssueApiKeyInput) => Promise<IssuedApiKey>;
  issued: IssuedApiKey | undefined;
  isIssuing: boolean;
  error: unknown;
}

interface FormValues {
  name: string;
  expires_on: string;
  verification_count: number | string;
  allowed_checks: string[];
}

const initialValues: FormValues = {
  name: '',
  expires_on: '',
  verification_count: 100,
  allowed_checks: [...apiKeyCheckNames],
};

const toRequest = (values: FormValues): IssueApiKeyInput => ({
  name: values.name,
  expires_on: values.expires_on || null,
  verification_count: values.verification_count === '' ? Number.NaN : Number(values.verification_count),
  allowed_checks: values.allowed_checks as IssueApiKeyInput['allowed_checks'],
});

/** The key just issued: shown this once, with a copy button and the warning that it will not be shown again. */
function IssuedKey({ issued, onClose }: { issued: IssuedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconAlertTriangle />} title={t('api_users.issue.warning_title')} role="alert">
        {t('api_users.issue.warning')}
      </Alert>
      {/* a text area, so the whole key is visible (and selectable) at any width */}
      <Textarea
        label={t('api_users.issue.key_label')}
        value={issued.key}
        readOnly
        autosize
        minRows={1}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
        data-testid="issued-key"
      />
      <Text size="sm" c="dimmed">
        {t('api_users.issue.header_hint')}:{' '}
        <Code
          style={{ whiteSpace: 'nowrap' }}
        >{`Authorization: ${apiKeyScheme} <${t('api_users.issue.key_placeholder')}>`}</Code>
      </Text>
      <Group gap="sm">
        <CopyButton value={issued.key}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('api_users.issue.copied') : t('api_users.issue.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          {t('api_users.issue.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Issues an API key: name, last day, quota and allowed checks; then shows the key once. */
export function IssueKeyDialog({ opened, onClose, onIssue, issued, isIssuing, error }: IssueKeyDialogProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const form = useForm<FormValues>({
    initialValues,
    validate: (values) => {
      const errors = zodValidate(issueApiKeySchema, t, toRequest)(values);
      if (errors.expires_on && values.expires_on && values.expires_on < todayIso()) {
        errors.expires_on = t('api_users.issue.expires_past');
      }
      return errors;
    },
  });
  const handleClose = () => {
    form.reset();
    onClose();
  };
  const checksLabelId = useId();
  const checks = form.values.allowed_checks;
  const isAll = checks.length === apiKeyCheckNames.length;

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={issued ? t('api_users.issue.done_title') : t('api_users.issue.title')}
      size="lg"
      // the key is shown only here: a stray click outside must not lose it
      closeOnClickOutside={!issued}
    >
      {issued ? (
        <IssuedKey issued={issued} onClose={handleClose} />
      ) : (
        <DatesProvider settings={{ locale }}>
          <form onSubmit={form.onSubmit((values) => void onIssue(toRequest(values)).catch(() => undefined))} noValidate>
            <Stack gap="md">
              {error ? (
                <Alert color="red" role="alert">
                  {errorText(t, error)}
                </Alert>
              ) : null}
              <TextInput
                label={t('api_users.issue.name')}
                description={t('api_users.issue.name_hint')}
                required
                maxLength={100}
                data-autofocus
                {...form.getInputProps('name')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <DateInput
                  label={t('api_users.issue.expires_on')}
                  description={t('api_users.issue.expires_hint')}
                  valueFormat="DD.MM.YYYY"
                  placeholder={t('api_users.issue.date_placeholder')}
                  dateParser={parseDateInput}
                  minDate={todayIso()}
                  clearable
                  value={form.values.expires_on || null}
                  onChange={(value) => form.setFieldValue('expires_on', value ?? '')}
                  error={form.errors.expires_on}
                />
                <NumberInput
                  label={t('api_users.issue.quota')}
                  description={t('api_users.issue.quota_hint')}
                  required
                  min={0}
                  max={maxApiKeyQuota}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=" "
                  {...form.getInputProps('verification_count')}
                />
              </SimpleGrid>
              <Stack gap="xs" role="group" aria-labelledby={checksLabelId}>
                <Text id={checksLabelId} size="sm" fw={500}>
                  {t('api_users.issue.allowed_checks')}
                </Text>
                <Checkbox
                  label={t('api_users.issue.all_checks')}
                  checked={isAll}
                  indeterminate={!isAll && checks.length > 0}
                  onChange={() => form.setFieldValue('allowed_checks', isAll ? [] : [...apiKeyCheckNames])}
                />
                <Checkbox.Group
                  value={checks}
                  onChange={(value) => form.setFieldValue('allowed_checks', value)}
                  error={form.errors.allowed_checks}
                  pl="md"
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    {apiKeyCheckNames.map((check) => (
                      <Checkbox key={check} value={check} label={t(`api_users.checks.${check}`)} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              </Stack>
              <Group gap="sm">
                <Button type="submit" loading={isIssuing}>
                  {t('api_users.issue.submit')}
                </Button>
                <Button variant="default" onClick={handleClose}>
                  {t('api_users.form.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </DatesProvider>
      )}
    </Modal>
  );
}
