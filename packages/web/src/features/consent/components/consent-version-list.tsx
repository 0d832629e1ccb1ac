import type { ConsentVersion } from '@cargo-sentry/contracts/consent/consent';
import { Accordion, Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';

const fields = ['text_ru', 'text_en', 'biometric_ru', 'biometric_en'] as const;

/** Every published version, newest (current) first; each opens to its four texts and hash. */
export function ConsentVersionList({ versions }: { versions: ConsentVersion[] }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" aria-label={t('consent_admin.list.label')}>
      {versions.map((version, index) => (
        <Accordion.Item key={version.version} value={String(version.version)}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{t('consent_admin.list.version', { version: version.version })}</Text>
              {index === 0 ? <Badge color="green">{t('consent_admin.list.current')}</Badge> : null}
              <Text size="sm" c="dimmed">
                {formatDateTime(version.published_at)}
                {version.published_by ? ` · ${version.published_by}` : ''}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {fields.map((field) => (
                <div key={field}>
                  <Text size="xs" c="dimmed">
                    {t(`consent_admin.fields.${field}`)}
                  </Text>
                  <Text size="sm">{version[field]}</Text>
                </div>
              ))}
              <Text size="xs" c="dimmed">
                SHA-256 <Code>{version.sha256}</Code>
              </Text>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
