import type { CompanyRatingDetail } from '@cargo-sentry/contracts/rating/rating';
import { Badge, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { RegisterValue } from '@/shared/ui/register-value';

/**
 * What the company register says about the INN: status, OGRN, registration and its findings; the
 * register's Russian words in the page's language (issue 23 §5).
 */
export function CompanyRegister({ register }: { register: CompanyRatingDetail['register'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="xs">
        {t('rating.company.register_title')}
      </Title>
      {register === null ? (
        <Text size="sm" c="dimmed">
          {t('rating.company.not_in_register')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <div>
              <Text size="xs" c="dimmed">
                {t('rating.company.status')}
              </Text>
              <Badge
                color={register.negative_status ? 'red' : 'teal'}
                c={register.negative_status ? '#a51d1d' : '#066649'}
                variant="light"
                radius="sm"
                tt="none"
              >
                <RegisterValue kind="company_status" value={register.status} />
              </Badge>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('rating.company.ogrn')}
              </Text>
              <Text size="sm">{register.ogrn ?? '—'}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('rating.company.registration_date')}
              </Text>
              <Text size="sm">{formatDate(register.registration_date) || '—'}</Text>
            </div>
          </SimpleGrid>
          <Group gap="xs" mt="sm" align="flex-start">
            <Text size="xs" c="dimmed">
              {t('rating.company.flags')}
            </Text>
          </Group>
          {register.flags.length === 0 ? (
            <Text size="sm">{t('rating.company.no_flags')}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {register.flags.map((flag) => (
                <List.Item key={flag}>
                  <RegisterValue kind="company_flag" value={flag} />
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Paper>
  );
}
